// Scenario 30's special bombardments [30.43] through the Actions bar's bombardment panel: New game
// starts Breakout of XXX Corps, the German spares the start-line bridges [30.47], and before any
// Allied move on GT 2 the panel offers, in one row, a list of the hexes the Allied player may
// bombard (each naming the German counters there) and a button, with the count left. Bombarding
// the chosen hex: the log shows the call and each German unit's result,
// and the count goes down by one; on GT 3 the panel comes back in the Allied Conditional Fire Phase.
import assert from 'node:assert/strict';
import { continueHandOver, nextFrames, openSetUp, toPhase } from '../support.mjs';

const left = async (page) => Number(/(\d+) left/.exec(await page.getByTestId('bombard-panel').locator('h4').textContent())?.[1]);

/** Answer any decision card the bombardment opened (the owner's choice for a hit unit) with its first answer. */
async function answerDecisions(page) {
  for (let i = 0; i < 10; i++) {
    await continueHandOver(page);
    const card = page.getByTestId('decision-card');
    if ((await card.count()) === 0) return;
    await card.locator('[data-testid^="answer-"]').first().click();
    await nextFrames(page);
  }
}

export const checks = [
  {
    name: '[30.43] Breakout of XXX Corps: the bombardment panel bombards a hex before play on GT 2, the log shows it and the count goes down; it is back on GT 3',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.getByTestId('new-game-button').click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await page.getByTestId('new-game-scenario').selectOption('breakout');
      await page.getByTestId('new-game-auto-deploy').check();
      await page.getByTestId('new-game-seed').fill('bombard');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });

      // [30.47] spare the four start-line bridges as play opens.
      for (let i = 0; i < 10; i++) {
        await continueHandOver(page);
        const card = page.getByTestId('decision-card');
        if ((await card.count()) === 0) break;
        await card.getByTestId('answer-spareBridge').click();
        await nextFrames(page);
      }
      await continueHandOver(page);
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Conditional Movement');

      // [30.43] GT 2 before any Allied move: the panel, 18 left, a list of the hexes that may be bombarded.
      const panel = page.getByTestId('bombard-panel');
      await panel.waitFor();
      assert.equal(await left(page), 18);
      const options = panel.getByTestId('bombard-hex').locator('option');
      assert.ok((await options.count()) > 1, 'more than one hex offered');
      assert.match(await options.first().textContent(), /^D\d{4}: /, 'each hex names the German counters in it');
      // the panel is one short row: it leaves the rest of the action bar in view
      const box = await panel.boundingBox();
      assert.ok(box.height < 90, `the bombardment panel is compact (${Math.round(box.height)} px high)`);
      // choosing a hex centres the map on it and names it on the button
      const hex = await options.nth(1).getAttribute('value');
      await panel.getByTestId('bombard-hex').selectOption(hex);
      await page.getByTestId('bombard-go').filter({ hasText: `Bombard ${hex}` }).waitFor();
      await nextFrames(page);
      const centre = await page.evaluate((h) => window.__board.screenPointOfHex(h), hex);
      const canvas = await page.getByTestId('board').boundingBox();
      assert.ok(Math.abs(centre.x - (canvas.x + canvas.width / 2)) < 40 && Math.abs(centre.y - (canvas.y + canvas.height / 2)) < 40, 'the map is centred on the chosen hex');
      await shot('96-bombard-panel-gt2');

      const entries = page.locator('.log-entry');
      const before = await entries.count();
      await page.getByTestId('bombard-go').click();
      await answerDecisions(page);
      await page.waitForFunction((n) => document.querySelectorAll('.log-entry').length > n, before);
      const log = (await entries.allTextContents()).join('\n');
      assert.match(log, new RegExp(`Special bombardment of ${hex}, sighted by .* \\(17 left\\) \\[30\\.43\\]`));
      assert.match(log, new RegExp(`Bombardment: .* in ${hex} — .*\\[30\\.43\\]`));
      assert.equal(await left(page), 17, 'the count went down by one');
      // one per hex per phase: that hex is no longer offered
      assert.equal(await panel.locator(`option[value="${hex}"]`).count(), 0);
      await shot('96-bombard-after');

      // [30.43] GT 3: the Allied Conditional Fire Phase offers them again, with the count carried on.
      await toPhase(page, 'Allied Conditional Fire');
      await panel.waitFor();
      assert.equal(await left(page), 17);
      await shot('96-bombard-panel-gt3');
    },
  },
];
