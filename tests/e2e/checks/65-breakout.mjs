// Scenario 30, Breakout of XXX Corps, started from the New game dialog and played a few phases
// through the screen [30.0]: the dialog lists it with its map, length and both victory sets; the
// German decides on the four start-line bridges [30.47]; the view opens on Map D [30.1]; the
// computer's set-up puts Walther's HQ at D1616 [30.44] and the Guards south of the canal in Travel,
// which they may not leave before GT 3 [30.42]; the status shows the exit conditions [30.51] and the
// (still empty) box of units that left the map; End phase carries play into GT 3.
import assert from 'node:assert/strict';
import { clickHex, continueHandOver, endPhase, nextFrames, openSetUp } from '../support.mjs';

const turnText = (page) => page.getByTestId('phase-bar').locator('.turn').textContent();

export const checks = [
  {
    name: '[30.0, 30.42, 30.51] Breakout of XXX Corps from the New game dialog: set-up on Map D, Travel held on GT 2, exits in the status, into GT 3',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.getByTestId('new-game-button').click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await page.getByTestId('new-game-scenario').selectOption('breakout');
      assert.match(await dialog.textContent(), /Map D/);
      const victorySets = await page.getByTestId('new-game-victory').locator('option').allTextContents();
      assert.ok(victorySets.some((t) => /Historical/.test(t)) && victorySets.some((t) => /Player/.test(t)), `victory sets: ${victorySets}`);
      await page.getByTestId('new-game-auto-deploy').check();
      await page.getByTestId('new-game-seed').fill('breakout');
      await shot('65-breakout-new-game');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });

      // [30.47, errata] as play opens the German decides on each start-line bridge at once: leave them standing.
      let decided = 0;
      for (let i = 0; i < 10; i++) {
        await continueHandOver(page);
        const card = page.getByTestId('decision-card');
        if ((await card.count()) === 0) break;
        assert.match(await card.textContent(), /start line/);
        await card.getByTestId('answer-spareBridge').click();
        decided++;
        await nextFrames(page);
      }
      assert.equal(decided, 4, 'four start-line bridges offered');
      await continueHandOver(page);

      // The view opens on the scenario's play area, Map D [30.1].
      await nextFrames(page);
      await shot('65-breakout-opening-view');

      // [30.1] play opens at Phase 13 of GT 2, the Allied Conditional Movement Phase.
      assert.match(await turnText(page), /^GT 2 /);
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Conditional Movement');

      // [30.44, 19.8] Walther's HQ stands at D1616.
      await clickHex(page, 'D1616');
      await page.getByTestId('inspector-hex').filter({ hasText: 'D1616' }).waitFor();
      assert.match(await page.getByTestId('inspector').textContent(), /KGW/i);

      // [30.42] a Guards unit south of the canal is in Travel and may not leave it on GT 2.
      await clickHex(page, 'D0424');
      await page.getByTestId('inspector-hex').filter({ hasText: 'D0424' }).waitFor();
      const whyNot = await page.getByTestId('mode-change-why-not').allTextContents();
      assert.ok(whyNot.some((t) => /30\.42/.test(t)), `why not: ${whyNot.join(' | ')}`);
      await page.evaluate(() => window.__board.centerOn('D0825'));
      await nextFrames(page);
      await shot('65-breakout-front');

      // [30.51] the victory status lists the exit conditions; the exited box is there, empty.
      await page.getByTestId('victory-status').locator('summary').click();
      assert.ok(await page.getByTestId('victory-condition-german-no-guards-north').count());
      assert.match(await page.getByTestId('exited-box').textContent(), /Left the map: Allied 0 SP, 0 units/);
      await shot('65-breakout-status');

      // A few phases on: the end of GT 2 and into GT 3.
      for (let i = 0; i < 6 && (await turnText(page)).startsWith('GT 2 '); i++) {
        await endPhase(page);
        await continueHandOver(page);
      }
      assert.match(await turnText(page), /^GT 3 /);
      await shot('65-breakout-gt3');
    },
  },
];
