// The drop report for a new player [14.2, 14.14, 14.92]: every Air Landing letter with its name and
// what it does, the table one click away in the charts, the flak the flight counted marked on the
// map while the flight step shows, and finished step buttons that look disabled. The sandbox
// position of check 80 (serials of the 101st in England, a pathfinder on Map B, German flak by the route).
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';

import { nextFrames, openSetUp } from '../support.mjs';
import { airSave } from './80-air-landing.mjs';

/** The look of a button: what tells a player whether it can be pressed. */
function looks(locator) {
  return locator.evaluate((b) => {
    const s = window.getComputedStyle(b);
    return { disabled: b.disabled, border: s.borderTopStyle, cursor: s.cursor, color: s.color, background: s.backgroundColor };
  });
}

export const checks = [
  {
    name: '[14.92, 14.2] drop report: the result letter named and explained, the table under Charts, the counted flak marked FLAK on the map, finished buttons look disabled',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.getByTestId('load-input').setInputFiles({ name: 'air-drop.json', mimeType: 'application/json', buffer: Buffer.from(await airSave()) });
      await page.getByTestId('notice').filter({ hasText: 'Sandbox game loaded' }).waitFor({ timeout: 30000 });

      // The planner's odds: each letter named, the key one click away.
      await page.getByTestId('serial-1').getByRole('button').click();
      const odds = page.getByTestId('drop-odds');
      assert.match(await odds.textContent(), /Chance of each result of the Air Landing Table.*\?on target.*S1scatter 1.*Llong drop.*Aabort/);
      await page.getByText('What the letters mean').click();
      const plannerKey = page.getByTestId('drop-planner').getByTestId('result-key');
      assert.match(await plannerKey.textContent(), /\?on target: the serial lands in the hex it aimed at.*Llong drop: the serial lands 3 hexes away.*Aabort: the serial turns back to England/);
      await plannerKey.scrollIntoViewIfNeeded();
      await shot('81-planner-letter-key');

      await page.getByTestId('drop-button').click();
      await page.getByTestId('drop-report').waitFor();
      // Next stops the walk: the flight, then the result with the key to its letter.
      await page.getByTestId('drop-step-next').click();
      await page.getByTestId('drop-step-result').waitFor();
      assert.match(await page.getByTestId('drop-step-flight').textContent(), /German flak counted on or next to the path, marked FLAK on the map: 4\/2107\/107.* in B2130/);
      const result = page.getByTestId('drop-step-result');
      assert.match(await result.textContent(), /Result (\? on target|S1 scatter 1|S2 scatter 2|L long drop: scatters 3 hexes|A abort: the serial turns back) — rolled /);
      const key = result.getByTestId('result-key');
      assert.equal(await key.locator('.current').count(), 1, 'the letter rolled is picked out in the key');
      assert.match(await key.textContent(), /results of the Air Landing Table \[?14\.92\]?.*reconstruction.*Show the table/);
      // The flak is on the map with the path (the path alone is 49 hexes).
      await page.evaluate(() => window.__board.centerOn('B2133', 1.1));
      await nextFrames(page);
      assert.ok((await page.evaluate(() => window.__board.highlightCount('drop'))) >= 49 + 1, 'the path and the flak are drawn');
      await result.scrollIntoViewIfNeeded();
      await shot('81-result-and-flak');

      // All steps shown: Next and Show all are off, and look it beside the live Close.
      await page.getByTestId('drop-step-all').click();
      await page.getByTestId('drop-step-landing').waitFor();
      const next = await looks(page.getByTestId('drop-step-next'));
      const all = await looks(page.getByTestId('drop-step-all'));
      const close = await looks(page.getByTestId('drop-report-close'));
      assert.equal(next.disabled, true);
      assert.equal(all.disabled, true);
      assert.equal(close.disabled, false);
      for (const off of [next, all]) {
        assert.equal(off.border, 'dashed');
        assert.equal(off.cursor, 'not-allowed');
        assert.notEqual(off.color, close.color);
        assert.notEqual(off.background, close.background);
      }
      assert.equal(close.border, 'solid');
      await page.getByTestId('drop-report').scrollIntoViewIfNeeded();
      await shot('81-steps-done-buttons-off');

      // "Show the table" opens the Air Landing Table in the charts, with its key.
      await result.getByTestId('open-air-landing-chart').click();
      const chart = page.getByTestId('chart-14.92');
      await chart.waitFor();
      assert.match(await chart.textContent(), /Air Landing Table.*Roll0–23–5.*21\+/);
      assert.match(await chart.getByTestId('air-landing-key').textContent(), /\?on target.*S1scatter 1.*Aabort/);
      await shot('81-air-landing-chart');
    },
  },
];
