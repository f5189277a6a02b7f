// The tool buttons (Sandbox, Rules index, Charts, Display, Counters, Help) sit in a strip under the
// map, so none covers a counter: at 1400×900 and 1280×800 no button overlaps the map, and each still opens its panel.
import assert from 'node:assert/strict';
import { nextFrames, openGame } from '../support.mjs';

const TOOLS = ['sandbox-button', 'rules-index-button', 'charts-button', 'display-button', 'oob-button', 'help-button'];

function overlaps(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export const checks = [
  {
    name: 'the tool buttons sit in a strip under the map and cover none of it, at 1400×900 and 1280×800',
    async run({ page, url, shot }) {
      await openGame(page, url);
      for (const size of [{ width: 1400, height: 900 }, { width: 1280, height: 800 }]) {
        await page.setViewportSize(size);
        await nextFrames(page);
        const board = await page.getByTestId('board').boundingBox();
        assert.ok(board && board.width > 600 && board.height > 500, `the map keeps its room at ${size.width}×${size.height}`);
        const strip = await page.getByTestId('map-tools').boundingBox();
        assert.ok(strip.y >= board.y + board.height - 0.5, 'the strip is below the map');
        for (const id of TOOLS) {
          const box = await page.getByTestId(id).boundingBox();
          assert.ok(box, `${id} is on the screen`);
          assert.ok(!overlaps(box, board), `${id} covers no part of the map at ${size.width}×${size.height}`);
          assert.ok(box.y + box.height <= size.height && box.x + box.width <= size.width, `${id} is inside the window`);
        }
        // A counter at the map's bottom-left corner, where the buttons used to float, is the map's to click.
        const corner = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, [board.x + 40, board.y + board.height - 20]);
        assert.equal(corner, 'CANVAS', 'the bottom-left corner of the map shows the map');
        await shot(`88-map-tools-${size.width}x${size.height}`);
      }
      // The buttons still work from the strip: Display opens its menu above it, Rules index its panel.
      await page.getByTestId('display-button').click();
      await page.locator('#display-popover').waitFor();
      const popover = await page.locator('#display-popover').boundingBox();
      assert.ok(popover.y + popover.height <= (await page.getByTestId('map-tools').boundingBox()).y + 1, 'the Display menu opens above the strip');
      await shot('88-display-open');
      await page.getByTestId('display-button').click();
      await page.getByTestId('rules-index-button').click();
      await page.getByTestId('rules-panel').waitFor();
      await page.getByTestId('rules-index-button').click();
      await page.getByTestId('rules-panel').waitFor({ state: 'detached' });
    },
  },
];
