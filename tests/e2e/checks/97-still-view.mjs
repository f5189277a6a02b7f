// The still view's picture (src/board/stillViewCache.ts; screen only, no rule case): once the view
// holds still the board redraws it from one screen-sized picture. Whatever changes under the
// overlay while the view stands still (a highlight layer, the play area's dim, a counter moved)
// must show at once, exactly as a board drawn afresh on that view shows it; the hover outline is
// drawn over the picture.
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { nextFrames, openGame, showOverlays } from '../support.mjs';

/** Pixels that differ between two screenshots of one size. */
function changedPixels(a, b) {
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) changed++;
  }
  return changed;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const checks = [
  {
    name: 'board: a still view redrawn from its picture shows each change as a freshly drawn view does, with the hover outline on top',
    async run({ page, url, shot }) {
      await openGame(page, url);
      const home = 'C4319';
      await page.evaluate((hex) => window.__board.centerOn(hex, 1.4), home);
      await nextFrames(page);
      const board = page.getByTestId('board');
      const box = await board.boundingBox();
      // A part of the map clear of the panels drawn over it (overlay toggles, minimap).
      const clip = { x: Math.round(box.x + 20), y: Math.round(box.y + 60), width: Math.round(box.width * 0.6), height: Math.round(box.height * 0.6) };
      /** A screenshot once the view has held still long enough for its picture to be made. */
      const settled = async () => {
        await sleep(1500);
        await nextFrames(page);
        return PNG.sync.read(await page.screenshot({ clip }));
      };
      /** The same view drawn afresh: moved away and back, so its layers are drawn again before a new picture. */
      const afresh = async () => {
        await page.evaluate(() => window.__board.centerOn('C3014'));
        await nextFrames(page);
        await page.evaluate((hex) => window.__board.centerOn(hex), home);
        return settled();
      };

      await showOverlays(page);
      // The pointer off the map (set-up left it over a hex, whose hover outline would show).
      const away = { x: box.x + box.width / 2, y: box.y + box.height + 30 };
      await page.mouse.move(away.x, away.y);
      const plain = await settled();

      // A highlight layer turned on while the view stands still.
      await page.getByTestId('overlay-zoc').check();
      const zoc = await settled();
      assert.ok(changedPixels(plain, zoc) > 1000, `the zones of control show on the still view (${changedPixels(plain, zoc)} pixels changed)`);
      assert.equal(changedPixels(zoc, await afresh()), 0, 'the still view with the zones equals the view drawn afresh');
      await shot('97-still-view-zoc');
      await page.getByTestId('overlay-zoc').uncheck();
      assert.equal(changedPixels(plain, await settled()), 0, 'turned off again, the still view is as it was');

      // The play area's dim taken away (the whole map in play) while the view stands still.
      await page.evaluate(() => window.__board.setPlayArea(null));
      const noDim = await settled();
      assert.ok(changedPixels(plain, noDim) > 1000, 'the dim outside the play area goes at once');
      assert.equal(changedPixels(noDim, await afresh()), 0, 'without the dim, the still view equals the view drawn afresh');

      // The hover outline: drawn over the picture, gone again when the pointer leaves.
      const hex = await page.evaluate(() => window.__board.screenPointOfHex('C4420'));
      await page.mouse.move(hex.x, hex.y);
      const hover = await settled();
      const ring = changedPixels(noDim, hover);
      assert.ok(ring > 50 && ring < 5000, `the hover outline is drawn over the still view (${ring} pixels)`);
      await shot('97-still-view-hover');
      await page.mouse.move(away.x, away.y);
      assert.equal(changedPixels(noDim, await settled()), 0, 'the pointer gone, the picture shows alone again');
    },
  },
];
