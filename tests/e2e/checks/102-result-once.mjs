// [14.92] A drop's result is said once: the drop report's result line and the log's flight line
// show the letter's badge with its name ("? on target"), and add the effect only where the name does
// not say it (L: scatters 3 hexes; A: the serial turns back). The fresh-user test read
// "Result ? on target: on target". The sandbox position of check 80, serial 1 dropped on B2049.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';

import { nextFrames, openSetUp } from '../support.mjs';
import { airSave } from './80-air-landing.mjs';

const NAMES = ['on target', 'scatter 1', 'scatter 2', 'long drop', 'abort'];

/** How often each letter's name appears in a text: each result's name at most once. */
function assertNamedOnce(text, where) {
  for (const name of NAMES) {
    const times = text.split(name).length - 1;
    assert.ok(times <= 1, `${where} says "${name}" ${times} times: ${text}`);
  }
  assert.doesNotMatch(text, /on target: on target|scatter (\d): scatters \1 hex/, `${where} repeats its result: ${text}`);
}

export const checks = [
  {
    name: '[14.92] result once: the drop report and the log say a drop\'s result once, plainly',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.getByTestId('load-input').setInputFiles({ name: 'air-drop.json', mimeType: 'application/json', buffer: Buffer.from(await airSave()) });
      await page.getByTestId('notice').filter({ hasText: 'Sandbox game loaded' }).waitFor({ timeout: 30000 });
      await page.getByTestId('serial-1').getByRole('button').click();
      await page.getByTestId('drop-button').click();
      await page.getByTestId('drop-report').waitFor();
      await page.getByTestId('drop-step-all').click();
      const result = page.getByTestId('drop-step-result');
      await result.waitFor();
      const line = await result.locator('p', { hasText: /^Result / }).textContent();
      assert.match(line, /^Result (\? on target|S1 scatter 1|S2 scatter 2|L long drop: scatters 3 hexes|A abort: the serial turns back) — rolled \d \+ \d = \d+ in column /);
      assertNamedOnce(line, 'the report\'s result line');
      await result.scrollIntoViewIfNeeded();
      await nextFrames(page);
      await shot('102-report-result-line');

      const flight = page.locator('.event-serialFlown').first();
      const logLine = await flight.textContent();
      assert.match(logLine, /result (\? on target|S1 scatter 1|S2 scatter 2|L long drop, scatters 3 hexes|A abort, the serial turns back) \[/);
      assertNamedOnce(logLine, 'the log\'s flight line');
      await flight.scrollIntoViewIfNeeded();
      await shot('102-log-flight-line');
    },
  },
];
