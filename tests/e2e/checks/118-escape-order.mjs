// Escape with several panels open closes one a press, the one drawn on top first
// (src/ui/escapeLayers.ts): the Display menu opened before the rules index is drawn over it and
// goes first; the Counters view (a modal dialog) goes before the rules panel under it. Then the
// "Rules index" button opens the list of cases, not the chart viewed last.
import assert from 'node:assert/strict';
import { nextFrames, openGame } from '../support.mjs';

const shown = (page) =>
  page.evaluate(() => ({
    display: !!document.querySelector('[data-testid=display-popover]'),
    rules: !!document.querySelector('[data-testid=rules-panel]'),
    counters: !!document.querySelector('[data-testid=oob-view]'),
  }));

async function escape(page) {
  await page.keyboard.press('Escape');
  await nextFrames(page);
}

export const checks = [
  {
    name: 'escape order: one press closes one panel, the one drawn on top (Display over the rules index opened after it; Counters over the charts)',
    async run({ page, url, shot }) {
      await openGame(page, url);
      // Display first, then the rules index: the menu is still drawn over the panel.
      await page.getByTestId('display-button').click();
      await page.getByTestId('display-popover').waitFor();
      await page.getByTestId('rules-index-button').click();
      await page.getByTestId('rules-panel').waitFor();
      await shot('118-display-then-rules');
      await escape(page);
      assert.deepEqual(await shown(page), { display: false, rules: true, counters: false }, 'the first press closes the Display menu on top');
      await shot('118-after-one-press');
      await escape(page);
      assert.deepEqual(await shown(page), { display: false, rules: false, counters: false }, 'the second closes the rules index');

      // The charts, then the Counters view over them: Counters first, then the charts.
      await page.getByTestId('charts-button').click();
      await page.getByTestId('rules-panel').waitFor();
      await page.getByTestId('oob-button').click();
      await page.getByTestId('oob-view').waitFor();
      await escape(page);
      assert.deepEqual(await shown(page), { display: false, rules: true, counters: false }, 'the Counters view goes first');
      await escape(page);
      assert.deepEqual(await shown(page), { display: false, rules: false, counters: false }, 'then the charts');

      // "Rules index" after the charts were the last thing shown: the list of cases, as the button says.
      await page.getByTestId('rules-index-button').click();
      await page.getByTestId('rules-search').waitFor();
      assert.equal(await page.locator('.rules-panel.with-charts').count(), 0, 'not the chart viewed last');
      // and with a chart open, the button turns the panel to the cases rather than closing it
      await page.getByTestId('rules-panel-charts').click();
      await page.locator('.rules-panel.with-charts').waitFor();
      await page.getByTestId('rules-index-button').click();
      await page.getByTestId('rules-search').waitFor();
      await shot('118-rules-index-on-cases');
    },
  },
];
