// A click on an own counter in the selected stack's reach moves the stack onto it [8.0, 9.0];
// Alt+click (or a click on counters out of reach) selects those counters instead, as the Move panel says.
// The units that moved stay the moving group: the next step leaves the stack they joined [8.11]
// (A/1/501 steps onto C/1/501 at C2609, next to it, with MP to spare).
// Seed `hells-highway`, the computer's set-up: A/1/501 alone at C2709, HW/3/501 alone at C2508,
// two hexes away by C2608 (as in 84-undo-log.mjs).
import assert from 'node:assert/strict';
import { clickHex, nextFrames, openGame, showOverlays, toPhase } from '../support.mjs';

async function pointAt(page, hex) {
  const point = await page.evaluate((h) => window.__board.screenPointOfHex(h), hex);
  assert.ok(point, `hex ${hex} has no screen position`);
  await page.mouse.move(point.x, point.y, { steps: 4 });
  await nextFrames(page);
  return point;
}

export const checks = [
  {
    name: '[8.0, 9.0] a click on an own counter in reach moves the selected stack onto it; Alt+click selects it',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await toPhase(page, 'Allied Conditional Movement');
      await clickHex(page, 'C2709');
      await page.getByTestId('inspector-name').filter({ hasText: 'A/1/501' }).waitFor();
      const hint = await page.getByTestId('move-select-hint').textContent();
      assert.match(hint, /moves this stack onto them/);
      assert.match(hint, /Alt\+click/);

      // Pointing at HW/3/501's counter previews the move onto it.
      await page.evaluate(() => window.__board.centerOn('C2608'));
      await nextFrames(page);
      await pointAt(page, 'C2508');
      assert.match(await page.getByTestId('move-path').textContent(), /^Path to C2508: /);
      await shot('87-preview-onto-stack');

      // Alt+click: HW/3/501 is selected, nothing moved.
      const before = await page.locator('.log-entry').count();
      const target = await page.evaluate(() => window.__board.screenPointOfHex('C2508'));
      await page.keyboard.down('Alt');
      await page.mouse.click(target.x, target.y);
      await page.keyboard.up('Alt');
      await page.getByTestId('inspector-name').filter({ hasText: 'HW/3/501' }).waitFor();
      assert.equal(await page.locator('.log-entry').count(), before, 'Alt+click sent no command');
      await nextFrames(page);
      await shot('87-alt-click-selects');

      // Back to A/1/501 (Alt+click: C2709 is in HW/3/501's reach too), then a plain click on HW/3/501 moves onto it.
      const from = await page.evaluate(() => window.__board.screenPointOfHex('C2709'));
      await page.keyboard.down('Alt');
      await page.mouse.click(from.x, from.y);
      await page.keyboard.up('Alt');
      await page.getByTestId('inspector-name').filter({ hasText: 'A/1/501' }).waitFor();
      await page.mouse.click(target.x, target.y);
      await page.getByTestId('move-outcome').waitFor();
      assert.match(await page.getByTestId('move-outcome').textContent(), /^A\/1\/501 moved C2709 → C2508 \(2 hexes\)\.$/);
      assert.equal(await page.getByTestId('inspector-name').textContent(), 'A/1/501', 'the moved unit stays selected');
      await page.getByTestId('inspector-hex').filter({ hasText: 'C2508' }).waitFor();
      assert.match(await page.getByTestId('inspector').textContent(), /HW\/3\/501/, 'the inspector lists the stack it joined');
      await nextFrames(page);
      await shot('87-moved-onto-stack');
    },
  },
  {
    name: '[8.11, 9.0] after a move onto an own stack the units that moved stay the moving group',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await toPhase(page, 'Allied Conditional Movement');
      await clickHex(page, 'C2709');
      await page.getByTestId('inspector-name').filter({ hasText: 'A/1/501' }).waitFor();
      await page.evaluate(() => window.__board.centerOn('C2609'));
      await nextFrames(page);
      await clickHex(page, 'C2609');
      await page.getByTestId('move-outcome').waitFor();
      await page.getByTestId('inspector-hex').filter({ hasText: 'C2609' }).waitFor();
      assert.equal(await page.getByTestId('inspector-name').textContent(), 'A/1/501', 'the moved unit stays selected');
      assert.match(await page.getByTestId('inspector').textContent(), /C\/1\/501/, 'the inspector lists the stack it joined');

      // The panel says C/1/501 stays, the reach drawn is A/1/501's alone, and the next step takes A/1/501 only.
      assert.match(await page.getByTestId('move-group').textContent(), /^Moving: 1 unit of 2 in C2609 \(A\/1\/501\); the other one stays/);
      assert.match(await page.getByTestId('move-mp').textContent(), /^A\/1\/501: [1-9]\d* MP left$/);
      await showOverlays(page);
      const status = await page.getByTestId('overlay-status').textContent();
      assert.match(status, /A\/1\/501: [1-9]\d* hexes in reach/);
      assert.doesNotMatch(status, /the stack of/);
      await nextFrames(page);
      await shot('87-joined-group-stays');
      const step = page.locator('.move-panel [data-testid^="step-"]').first();
      const to = (await step.getAttribute('data-testid')).slice('step-'.length);
      await step.click();
      await page.getByTestId('inspector-hex').filter({ hasText: to }).waitFor();
      const entry = await page.locator('.log-entry').last().textContent();
      assert.match(entry, /A\/1\/501/);
      assert.doesNotMatch(entry, /C\/1\/501/, 'the stack it joined stayed behind');
      assert.doesNotMatch(await page.getByTestId('inspector').textContent(), /C\/1\/501/, 'C/1/501 is not in the new hex');
      await nextFrames(page);
      await shot('87-stepped-on-alone');
    },
  },
];
