// Place names a player can read over a held map (src/board/placeLabels.ts, labelPlacement.ts
// placeName; screen only, no rule case): in Hell's Highway's set-up [24.2] Eerde (C2709) is held
// with counters in the hexes above and below it, Veghel (C3013) with counters below it. Close up,
// each name is drawn and its hex's counters still show their designations.
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { distinctColours, nextFrames, openGame } from '../support.mjs';

export const checks = [
  {
    name: 'board: place names over held hexes (Eerde hemmed in above and below, Veghel) read at close zoom',
    async run({ page, url, shot }) {
      await openGame(page, url);
      for (const [hex, label] of [['C2709', 'eerde'], ['C3013', 'veghel']]) {
        await page.evaluate((h) => window.__board.centerOn(h, 2.6), hex);
        await nextFrames(page);
        const point = await page.evaluate((h) => window.__board.screenPointOfHex(h), hex);
        assert.ok(point, `${hex} is on screen`);
        const png = PNG.sync.read(await page.screenshot());
        const around = { x: Math.round(point.x - 120), y: Math.round(point.y - 120), width: 240, height: 240 };
        assert.ok(distinctColours(png, around) > 20, `the map around ${hex} is drawn`);
        await shot(`119-place-name-${label}`);
      }
    },
  },
];
