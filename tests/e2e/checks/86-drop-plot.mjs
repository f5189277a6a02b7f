// [14.0c] Plotted drops through the screen: New game offers the option; in a hot-seat game of
// scenario 26 the Allied player cannot drop before plotting, adds two serials from the drop planner
// to the plot, plots them, and drops one as plotted; when the German player has the screen the
// England panel no longer shows the plot (the log says only how many drops were plotted).
import assert from 'node:assert/strict';

import { continueHandOver, endPhase, nextFrames, openSetUp } from '../support.mjs';

export const checks = [
  {
    name: '[14.0c] plotted drops: the plot form in the England panel, a drop as plotted, the plot hidden from the German player in hot-seat',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.getByTestId('new-game-button').click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await page.getByTestId('new-game-scenario').selectOption('drop101');
      await page.getByTestId('new-game-readings').locator('summary').click();
      await page.getByTestId('new-game-reading-plottedDrops').check();
      await page.getByTestId('new-game-auto-deploy').check();
      await page.getByTestId('new-game-style-hotSeat').check();
      await page.getByTestId('new-game-seed').fill('drop101-plot');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await continueHandOver(page), 'Allied');
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Conditional Movement');

      // No plot yet: the planner shows the odds but Drop is off until the serial is plotted.
      const plotPanel = page.getByTestId('drop-plot');
      assert.match(await plotPanel.textContent(), /Drop plot for GT 1 .*every serial that flies this turn needs its hex and route plotted/);
      await page.getByTestId('serial-1').getByRole('button').click();
      await page.getByTestId('drop-plot-needed').waitFor();
      assert.match(await page.getByTestId('drop-odds').textContent(), /on target/);
      assert.equal(await page.getByTestId('drop-button').isDisabled(), true);
      const first = await page.getByTestId('drop-target').textContent();
      await page.getByTestId('drop-plot-add').click();
      await page.getByTestId('serial-2').getByRole('button').click();
      const second = await page.getByTestId('drop-target').textContent();
      await page.getByTestId('drop-plot-add').click();
      const draft = await page.getByTestId('drop-plot-draft').textContent();
      assert.match(draft, new RegExp(`Serial 1 → ${first}.*Serial 2 → ${second}`));
      await plotPanel.scrollIntoViewIfNeeded();
      await shot('86-plot-draft');
      await page.getByTestId('drop-plot-button').click();
      await page.getByTestId('drop-plot-made').waitFor();
      assert.match(await page.getByTestId('drop-plot-made').textContent(), new RegExp(`Serial 1 → ${first} by the \\w+ern route.*Serial 2 → ${second}`));
      assert.match(await page.getByTestId('log').textContent(), /Plot 2 drops for this turn|2 drops plotted|plot/i);

      // Serial 1 flies as plotted.
      await page.getByTestId('serial-1').getByRole('button').click();
      assert.match(await page.getByTestId('drop-planner').textContent(), /as plotted/);
      assert.equal(await page.getByTestId('drop-button').isDisabled(), false);
      await page.getByTestId('drop-button').click();
      await page.getByTestId('log').filter({ hasText: `Serial 1 flies the` }).waitFor({ timeout: 30000 });
      await page.getByTestId('drop-step-all').click();
      assert.match(await plotPanel.textContent(), /Fixed: the turn’s first landing roll is made/);
      await nextFrames(page);
      await shot('86-plot-flown');
      const cure = page.getByRole('button', { name: /^Move .* to C\d{4} \[14\.5\]$/ }).first();
      if (await cure.count()) await cure.click();

      // The German player at the screen: the England panel shows no plot.
      await endPhase(page);
      assert.equal(await continueHandOver(page), 'German');
      await page.getByTestId('england-panel').waitFor();
      assert.equal(await page.getByTestId('drop-plot').count(), 0, 'the plot is the Allied player’s secret');
      assert.equal(await page.getByTestId('drop-planner').count(), 0, 'the Allied player’s planner (and its target) closed at the hand-over');
      assert.doesNotMatch(await page.getByTestId('england-panel').textContent(), new RegExp(`Serial 2 → ${second}`));
      await nextFrames(page);
      await shot('86-plot-hidden-from-german');
    },
  },
];
