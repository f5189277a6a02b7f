// The Overlays box over the map's top right starts folded to one small button, so the map under it
// stays in view; unfolded, it stays unfolded after a reload (kept with the Display settings), and
// folded again likewise.
import assert from 'node:assert/strict';
import { nextFrames, openGame, showOverlays } from '../support.mjs';

export const checks = [
  {
    name: 'the Overlays box starts folded to one small button and keeps the player\'s choice',
    async run({ page, url, shot }) {
      await openGame(page, url);
      const toggle = page.locator('.overlay-toggle-panel');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'folded on a first visit');
      assert.equal(await page.getByTestId('overlay-reach').count(), 0, 'no overlay list under the button');
      assert.match(await toggle.textContent(), /Overlays \(1\) ▸/, 'the button counts what is on (Reach, by default)');
      const folded = await page.getByTestId('overlay-controls').boundingBox();
      assert.ok(folded.width < 160 && folded.height < 40, `one small button (${Math.round(folded.width)}×${Math.round(folded.height)} px)`);
      await nextFrames(page);
      await shot('116-overlays-folded');

      await showOverlays(page);
      const open = await page.getByTestId('overlay-controls').boundingBox();
      assert.ok(open.height > folded.height * 2, 'unfolded, it lists the overlays');
      await page.reload();
      await page.waitForFunction(() => window.__board?.ready === true, null, { timeout: 30000 });
      assert.equal(await page.locator('.overlay-toggle-panel').getAttribute('aria-expanded'), 'true', 'still unfolded after a reload');
      await page.getByTestId('overlay-reach').waitFor();

      await page.locator('.overlay-toggle-panel').click();
      await page.reload();
      await page.waitForFunction(() => window.__board?.ready === true, null, { timeout: 30000 });
      assert.equal(await page.locator('.overlay-toggle-panel').getAttribute('aria-expanded'), 'false', 'folded again after a reload');
    },
  },
];
