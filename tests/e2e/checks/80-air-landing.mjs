// Air landings on the screen [14.1, 14.2, 14.4, 14.61, 14.92]: a sandbox position (serials of the
// 101st in England, the 506th's pathfinder on Map B, a German flak platoon beside the northern
// route) loaded from a save the engine makes at test time; the England panel, the drop planner with
// its path, flak and landing odds on the map, and one drop played end to end with its dice in the log.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';

import { withEngine } from '../engine.mjs';
import { nextFrames, openSetUp } from '../support.mjs';

export async function airSave() {
  return withEngine(async ({ load, serializeSave }) => {
    const { airLandingPosition, SERIALS } = await load('/tests/support/airLandingPosition.ts');
    const initial = airLandingPosition({ airLanding: { serials: SERIALS, liftPerDay: { 17: 2 } } });
    // a position made for the check, not a scenario's set-up: saved as a sandbox-born game [24.2]
    return serializeSave({ initial, origin: 'sandbox', commands: [], state: initial });
  });
}

export const checks = [
  {
    name: '[14.4, 14.2, 14.92] England panel and drop planner: a serial flies past flak to its pathfinder on Map B, step by step in the log',
    async run({ page, url, shot }) {
      const save = await airSave();
      await openSetUp(page, url);
      await page.getByTestId('load-input').setInputFiles({ name: 'air-drop.json', mimeType: 'application/json', buffer: Buffer.from(save) });
      await page.getByTestId('notice').filter({ hasText: 'Sandbox game loaded' }).waitFor({ timeout: 30000 });
      const panel = page.getByTestId('england-panel');
      await panel.waitFor();
      assert.match(await page.getByTestId('england-status').textContent(), /Lift Points left today: 2 .*north \(A, B\) 0, south \(C, D\) 0/);
      assert.match(await page.getByTestId('serial-1').textContent(), /D\/2\/506.*24 SP/);
      assert.match(await page.getByTestId('serial-4').textContent(), /glider.*28 SP/);

      await page.getByTestId('serial-1').getByRole('button').click();
      await page.getByTestId('drop-planner').waitFor();
      assert.equal(await page.getByTestId('drop-target').textContent(), 'B2049');
      assert.match(await page.getByTestId('drop-conditions').textContent(), /Flight conditions 1: weather in the northern zone \+0 \[14\.2\], German flak .*4\/2107\/107.* \+1 \[14\.2\]/);
      assert.match(await page.getByTestId('drop-flak').textContent(), /4\/2107\/107 in B2130/);
      const odds = await page.getByTestId('drop-odds').textContent();
      assert.match(odds, /on target83%/);
      await page.evaluate(() => window.__board.centerOn('B2040', 0.8));
      await nextFrames(page);
      assert.ok((await page.evaluate(() => window.__board.highlightCount('drop'))) >= 49 + 13, 'the path, the flak and the landing hexes are drawn');
      await shot('80-air-planner');

      await page.getByTestId('drop-button').click();
      const log = page.getByTestId('log');
      await log.filter({ hasText: 'Serial 1 flies the northern route to B2049' }).waitFor({ timeout: 30000 });
      const text = await log.textContent();
      assert.match(text, /air landing of serial 1/);
      assert.match(text, /Serial 1 lands in B20\d\d/);
      assert.match(await page.getByTestId('england-status').textContent(), /Lift Points left today: 1 /);
      assert.match(await page.getByTestId('serial-1').textContent(), /flown/);
      // [14.2, 14.92] the drop told step by step: the flight first, then Next for each later step
      const report = page.getByTestId('drop-report');
      await report.waitFor();
      // Next stops the timed walk and shows the following step at once
      await page.getByTestId('drop-step-next').click();
      await page.evaluate(() => window.__board.centerOn('B2040', 0.8));
      await nextFrames(page);
      assert.ok((await page.evaluate(() => window.__board.highlightCount('drop'))) >= 49, 'the flight path is drawn with the first steps');
      await page.getByTestId('drop-step-result').waitFor();
      assert.match(await page.getByTestId('drop-step-flight').textContent(), /Flight conditions 1 = weather in the northern zone 0 \[14\.2\] \+ German flak.*picks the column of the Air Landing Table/);
      assert.match(await page.getByTestId('drop-step-result').textContent(), /Result (\? on target|S1 scatter 1|S2 scatter 2|L long drop: scatters 3 hexes|A abort: the serial turns back) — rolled \d \+ \d = \d+ in column /);
      await page.evaluate(() => window.__board.centerOn('B2040', 0.8));
      await nextFrames(page);
      await shot('81-air-step-result');
      await page.getByTestId('drop-step-all').click();
      await page.getByTestId('drop-step-landing').waitFor();
      assert.match(await page.getByTestId('drop-step-landing').textContent(), /Serial 1 lands in B20\d\d/);
      await nextFrames(page);
      await page.evaluate(() => window.__board.centerOn('B2049', 1.6));
      await nextFrames(page);
      await shot('81-air-landed');
      await page.getByTestId('drop-report-close').click();

      // [14.4, 14.5] the 28-SP glider serial: the planner warns of the overstack before the drop
      await page.getByTestId('serial-4').getByRole('button').click();
      await page.getByTestId('drop-warning-overstack').waitFor();
      assert.match(await page.getByTestId('drop-warning-overstack').textContent(), /28 SP, over the stacking limit of 24 .*\[14\.4\].*\[14\.5\]/);
      await page.getByTestId('drop-button').click();
      await page.getByTestId('drop-step-all').click();
      await page.getByTestId('drop-step-landing').waitFor();
      await page.evaluate(() => window.__board.centerOn('C1010', 1.4));
      await nextFrames(page);
      await shot('82-air-glider-steps');
      await page.getByTestId('drop-report-close').click();

      // [14.61] no Lift Point left: the planner says so with its case, and Drop is off
      await page.getByTestId('serial-2').getByRole('button').click();
      await page.getByTestId('drop-refusal').waitFor();
      assert.match(await page.getByTestId('drop-refusal').textContent(), /No Lift Points are left today.*\[14\.61\]/);
      assert.equal(await page.getByTestId('drop-button').isDisabled(), true);
      assert.match(await page.getByTestId('serial-1').textContent(), /flown.*\[14\.71\]/);
    },
  },
];
