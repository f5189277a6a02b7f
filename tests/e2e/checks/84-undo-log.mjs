// Undo a whole move at once [8.0], and the log's filter by side, kind and unit.
// Seed `hells-highway`, the computer's set-up: A/1/501 at C2709 (as in 90-hotseat-turn.mjs).
import assert from 'node:assert/strict';
import { clickHex, nextFrames, openGame, toPhase } from '../support.mjs';

export const checks = [
  {
    name: '[8.0] undo move takes back every step of the last move; the log filters by side, kind and unit',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await toPhase(page, 'Allied Conditional Movement');
      await clickHex(page, 'C2709');
      await page.getByTestId('inspector-name').filter({ hasText: 'A/1/501' }).waitFor();
      const before = await page.locator('.log-entry').count();
      await clickHex(page, 'C2704');
      await page.getByTestId('inspector-hex').filter({ hasText: 'C2704' }).waitFor();
      const steps = (await page.locator('.log-entry').count()) - before;
      assert.ok(steps >= 3, `the move took ${steps} steps, each a log entry`);
      await shot('84-moved');

      // The log: moves only, German only, then one unit.
      await page.getByTestId('log-filter-kind').selectOption('move');
      assert.match(await page.getByTestId('log-filter-count').textContent(), new RegExp(`^${steps} of \\d+$`));
      await page.getByTestId('log-filter-side').selectOption('german');
      assert.match(await page.getByTestId('log-filter-count').textContent(), /^0 of \d+$/);
      await page.getByTestId('log-filter-side').selectOption('');
      await page.getByTestId('log-filter-text').fill('A/1/501');
      const shown = await page.locator('.log-entry').allTextContents();
      assert.ok(shown.length >= steps && shown.every((t) => /A\/1\/501/.test(t)), 'every entry shown names A/1/501');
      await nextFrames(page);
      await shot('84-log-filter');
      await page.getByTestId('log-filter-kind').selectOption('');
      await page.getByTestId('log-filter-text').fill('');

      // Undo move: A/1/501 is back where it began, in one click.
      await page.getByTestId('undo-move').click();
      await page.getByTestId('inspector-hex').filter({ hasText: 'C2709' }).waitFor();
      assert.equal(await page.locator('.log-entry').count(), before, 'every step of the move was taken back');
      assert.equal(await page.getByTestId('undo-move').count(), 0, 'no move left to take back: the button goes');
      await nextFrames(page);
      await shot('84-undo-move');
    },
  },
];
