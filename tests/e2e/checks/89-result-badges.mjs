// The Air Landing Table's letters as badges [14.92]: boxed and bold with the name beside them, in
// the planner's odds, the drop report, its key, the log and the chart; and one label per hex on the
// map where the drop's target is the pathfinder's hex [14.3] ("PF 506/101 | ? ON TARGET", not two
// labels printed over each other). The sandbox position of check 80, serial 1 dropped on B2049.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';

import { nextFrames, openSetUp } from '../support.mjs';
import { airSave } from './80-air-landing.mjs';

/** How a badge's letter is drawn: what makes it read as a letter of the table. */
function letterLook(locator) {
  return locator.evaluate((b) => {
    const s = window.getComputedStyle(b);
    return { border: s.borderTopStyle, weight: Number(s.fontWeight), text: b.textContent };
  });
}

async function assertBadge(locator, where) {
  const look = await letterLook(locator.locator('.result-letter').first());
  assert.equal(look.border, 'solid', `the letter is boxed in ${where}`);
  assert.ok(look.weight >= 700, `the letter is bold in ${where}`);
}

export const checks = [
  {
    name: '[14.92, 14.3] result letters drawn as boxed badges with their names (odds, report, key, log, chart); PF and the drop share one label',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.getByTestId('load-input').setInputFiles({ name: 'air-drop.json', mimeType: 'application/json', buffer: Buffer.from(await airSave()) });
      await page.getByTestId('notice').filter({ hasText: 'Sandbox game loaded' }).waitFor({ timeout: 30000 });
      await page.getByTestId('serial-1').getByRole('button').click();
      const odds = page.getByTestId('drop-odds');
      assert.equal(await odds.locator('.result-badge').count(), 5, 'each of the five letters of the odds is a badge');
      await assertBadge(odds, 'the odds');

      await page.getByTestId('drop-button').click();
      await page.getByTestId('drop-report').waitFor();
      await page.getByTestId('drop-step-all').click();
      const result = page.getByTestId('drop-step-result');
      await result.waitFor();
      // The letter rolled, in the sentence, with its name beside it.
      const line = result.locator('p', { hasText: /^Result / });
      const rolled = line.locator('.result-badge').first();
      assert.match(await rolled.textContent(), /^(\? on target|S1 scatter 1|S2 scatter 2|L long drop|A abort)$/);
      await assertBadge(line, 'the drop report');
      await assertBadge(result.getByTestId('result-key'), 'the key');
      await result.scrollIntoViewIfNeeded();
      await shot('89-report-badges');

      // The log's flight line carries the letter as the same badge.
      const flight = page.locator('.event-serialFlown').first();
      assert.match(await flight.textContent(), /result (\? on target|S1 scatter 1|S2 scatter 2|L long drop, scatters 3 hexes|A abort, the serial turns back) \[/);
      await assertBadge(flight, 'the log');
      await flight.scrollIntoViewIfNeeded();

      // Back to the result step: the target is the pathfinder's hex, one label for both on the map.
      await page.evaluate(() => window.__board.centerOn('B2049', 1.8));
      await nextFrames(page);
      await shot('89-log-badge-and-pf-label');

      await result.getByTestId('open-air-landing-chart').click();
      const chart = page.getByTestId('chart-14.92');
      await chart.waitFor();
      assert.ok((await chart.locator('tbody .result-badge').count()) >= 11 * 5, 'every cell of the table is a badge');
      await assertBadge(chart.locator('tbody'), 'the chart');
      await shot('89-chart-badges');
    },
  },
];
