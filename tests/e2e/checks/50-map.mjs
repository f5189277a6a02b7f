// The map itself: the scenario's play area outlined with the rest dimmed [24.1], and each map
// section shown at its full width with its settlements and names (screenshots 50-section-A…D,
// drawn without the play area).
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { nextFrames, openSetUp } from '../support.mjs';

const SHOTS = process.env.E2E_SHOTS ?? 'tests/e2e/screenshots';
/** World px of one hex column (√3 × the board's hex size of 32). */
const HEX_WIDTH = Math.sqrt(3) * 32;
/** Each section's width in columns and a hex near its middle. */
const SECTIONS = [
  { section: 'A', cols: 54, middle: 'A2027' },
  { section: 'B', cols: 54, middle: 'B2027' },
  { section: 'C', cols: 34, middle: 'C3117' },
  { section: 'D', cols: 34, middle: 'D3117' },
];

/** Mean brightness (0–255) of a square of the board around its centre. */
async function brightnessAtCentre(page) {
  const box = await page.getByTestId('board').boundingBox();
  const png = PNG.sync.read(await page.screenshot({ clip: { x: box.x + box.width / 2 - 100, y: box.y + box.height / 2 - 100, width: 200, height: 200 } }));
  let sum = 0;
  for (let i = 0; i < png.data.length; i += 4) sum += (png.data[i] + png.data[i + 1] + png.data[i + 2]) / 3;
  return sum / (png.data.length / 4);
}

export const checks = [
  {
    name: "[24.1] the play area: Hell's Highway's rows of Map C are outlined and the rest of the map is dimmed",
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.evaluate(() => window.__board.centerOn('C3417', 0.8));
      await nextFrames(page);
      const inside = await brightnessAtCentre(page);
      await page.evaluate(() => window.__board.centerOn('C1017', 0.8));
      await nextFrames(page);
      const outside = await brightnessAtCentre(page);
      assert.ok(outside < inside * 0.75, `outside the play area the map should be dimmed (brightness ${outside.toFixed(0)} vs ${inside.toFixed(0)} inside)`);
      await page.evaluate(() => window.__board.centerOn('C3417', 0.3));
      await nextFrames(page);
      await shot('50-play-area');
    },
  },
  {
    name: 'each map section at its full width, with its towns, villages and names',
    async run({ page, url }) {
      for (const { section, cols, middle } of SECTIONS) {
        // A/B are landscape sheets, C/D portrait: a window shaped like the sheet.
        await page.setViewportSize(cols > 34 ? { width: 2200, height: 1500 } : { width: 1700, height: 2100 });
        if (section === 'A') {
          await openSetUp(page, url);
          // The whole map as it is, not Hell's Highway's play area.
          await page.evaluate(() => window.__board.setPlayArea(null));
        }
        const box = await page.getByTestId('board').boundingBox();
        const zoom = box.width / ((cols + 0.5) * HEX_WIDTH);
        await page.evaluate(({ hex, z }) => window.__board.centerOn(hex, z), { hex: middle, z: zoom });
        await nextFrames(page);
        await nextFrames(page);
        await page.getByTestId('board').screenshot({ path: `${SHOTS}/50-section-${section}.png` });
      }
    },
  },
];
