// The order-of-battle view: every formation display, counters drawn as on the map, a counter's chain
// of command, arrival and sources; "Load printed values…" refuses a bad file plainly, says what a good
// one changed, and the next new game uses the loaded values.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { clickHex, nextFrames, openSetUp } from '../support.mjs';

async function streamText(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const file = (name, data) => ({ name, mimeType: 'application/json', buffer: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)) });

export const checks = [
  {
    name: '[21.0, 21.4, 19.8] Counters: the displays a–n, y, z and England with their counters, chain of command, arrival and sources; Load printed values refuses a bad file and applies a good one to the next new game',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.getByTestId('oob-button').click();
      const view = page.getByRole('dialog', { name: 'Order of battle' });
      await view.waitFor();
      const letters = await page.locator('.oob-displays button').allTextContents();
      assert.deepEqual(letters, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'y', 'z', 'England']);

      // Display h: the 85th Division of scenario 24 [24.2], a formation tree with its counters.
      await page.getByTestId('oob-display-h').click();
      assert.match(await page.getByTestId('oob-display-title').textContent(), /Display h: 85th Infantry Division · 15 counters/);
      await page.getByTestId('oob-counter-de-85-7-9').click();
      assert.match(await page.getByTestId('oob-source').textContent(), /given by the rules text: 85xx 7-9 \[24\.2\]/);
      assert.match(await page.getByTestId('oob-chain').textContent(), /^85xx \(85th Infantry Division, HQ 85xx\)$/);
      await shot('80-oob-display-h');

      // England: the serials in their groups; Taylor's serial 8 [19.8]; a counter's arrival by air.
      await page.getByTestId('oob-display-england').click();
      await page.getByTestId('oob-group-p').waitFor();
      assert.match(await page.getByTestId('oob-group-p').textContent(), /Group p.*serials 1–10/);
      assert.match(await page.getByTestId('oob-group-p').textContent(), /8\d+ SPMaj Gen Taylor/);
      await page.getByTestId('oob-counter-us-506-2-d').click();
      assert.match(await page.getByTestId('oob-arrival').textContent(), /England, serial 5 \(group p\)/);
      assert.match(await page.getByTestId('oob-chain').textContent(), /2\/506 .* → 506\/101 .* → 101xx \(101st Airborne Division, HQ 101xx\)/);
      await shot('81-oob-england');

      // Before any file is picked, the button says what file it wants and offers the template.
      await page.getByTestId('oob-load-printed').click();
      const help = page.getByTestId('oob-printed-help');
      await help.waitFor();
      assert.match(await help.textContent(), /"format": "httr-printed-counters".*"version": 1.*source.*counters.*strength.*effectiveness/s);
      assert.match(await page.getByTestId('oob-printed-example').textContent(), /"us-506-2-d": \{ "strength": 6/);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('oob-printed-template').click()]);
      assert.equal(download.suggestedFilename(), 'httr-printed-values-template.json');
      const template = JSON.parse(await streamText(await download.createReadStream()));
      assert.equal(template.format, 'httr-printed-counters');
      assert.ok(template.counters['de-85-7-9'] && Object.keys(template.counters).length > 600, 'every counter is in the template');
      await shot('82-oob-printed-help');
      await page.getByTestId('oob-printed-help-close').click();
      await help.waitFor({ state: 'detached' });

      // A bad file: refused plainly, nothing changed.
      await page.getByTestId('oob-printed-file').setInputFiles(file('bad.json', { format: 'httr-printed-counters', version: 1, source: 'my sheet', counters: { 'us-506-2-d': { strength: 0 }, 'no-such-counter': { morale: 2 } } }));
      const refusal = page.getByTestId('oob-printed-refusal');
      await refusal.waitFor();
      assert.match(await refusal.textContent(), /bad\.json was not loaded: .*strength must be at least 1 SP \[3\.5a\]/s);
      await page.getByTestId('oob-printed-file').setInputFiles(file('broken.json', '{ not json'));
      // the file is read asynchronously: wait for the refusal of this file, not the last one
      await refusal.filter({ hasText: 'broken.json' }).waitFor();
      assert.match(await refusal.textContent(), /broken\.json was not loaded: printed-values file refused: not valid JSON/);
      assert.equal(await page.getByTestId('oob-printed-status').count(), 0, 'no values were loaded');
      await shot('82-oob-refused');

      // A good file: what it changed, the counter drawn with its printed values, the source shown.
      await page.getByTestId('oob-printed-file').setInputFiles(file('sheet.json', { format: 'httr-printed-counters', version: 1, source: 'counter sheet 1, my copy', counters: { 'us-506-2-d': { strength: 7, morale: 2 } } }));
      const status = page.getByTestId('oob-printed-status');
      await status.waitFor();
      assert.match(await status.textContent(), /sheet\.json \(counter sheet 1, my copy\) loaded: 2 values on 1 counter changed/);
      assert.match(await page.getByTestId('oob-printed-changes').textContent(), /D\/2\/506: strength 6 → 7.*D\/2\/506: morale 3 → 2/s);
      assert.equal(await page.getByTestId('oob-refusal').count(), 0);
      assert.match(await page.getByTestId('oob-counter-us-506-2-d').textContent(), /7-3/);
      await page.getByTestId('oob-counter-us-506-2-d').click();
      assert.match(await page.getByTestId('oob-source').textContent(), /printed \(your file\): counter sheet 1, my copy/);
      await shot('83-oob-printed');
      await page.getByTestId('oob-close').click();
      await view.waitFor({ state: 'detached' });

      // The next new game takes the printed values.
      await page.getByRole('button', { name: 'New game…' }).click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await dialog.waitFor();
      assert.match(await page.getByTestId('new-game-counter-values').textContent(), /printed values loaded from "counter sheet 1, my copy"/);
      await page.getByTestId('new-game-auto-deploy').check();
      await page.getByTestId('new-game-seed').fill('hells-highway');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => window.__board?.ready === true);
      await nextFrames(page);
      // Seed hells-highway sets D/2/506 alone at C4319 (support.mjs, openGame).
      await clickHex(page, 'C4319');
      assert.equal(await page.getByTestId('inspector-name').textContent(), 'D/2/506');
      assert.match(await page.getByTestId('inspector-strength').textContent(), /^7/, 'the new game uses the printed strength');
      // It is the scenario's set-up built from the printed values, not a sandbox game (docs/order-of-battle.md §8).
      assert.equal(await page.getByTestId('sandbox-game').count(), 0);
      await shot('84-oob-new-game-printed');
    },
  },
];
