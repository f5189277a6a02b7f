// Finding one's way on the four map sections: "Whole map" fits the board in the view, "Play area"
// fits the scenario's strip [24.1], and the minimap (terrain, counters as dots, the view's frame)
// moves the view where it is clicked; a new game opens at the opening zoom again.
import assert from 'node:assert/strict';
import { nextFrames, openGame } from '../support.mjs';

const view = (page) => page.evaluate(() => window.__board.visibleWorld());

export const checks = [
  {
    name: '[24.1] map navigation: zoom to the whole map, to the play area, and jump by the minimap',
    async run({ page, url, shot }) {
      await openGame(page, url);
      const navigator = page.getByTestId('map-navigator');
      await navigator.waitFor();
      const start = await view(page);

      await page.getByTestId('zoom-whole-map').click();
      await nextFrames(page);
      const whole = await view(page);
      assert.ok(whole.width > start.width * 4, `the view widened from ${Math.round(start.width)} to ${Math.round(whole.width)} world px`);
      await shot('82-whole-map');

      await page.getByTestId('zoom-play-area').click();
      await nextFrames(page);
      const area = await view(page);
      assert.ok(area.width < whole.width && area.height <= whole.height, 'the play area is a part of the map');
      const c3013 = await page.evaluate(() => window.__board.screenPointOfHex('C3013'));
      const box = await page.getByTestId('board').boundingBox();
      assert.ok(c3013.x > box.x && c3013.x < box.x + box.width && c3013.y > box.y && c3013.y < box.y + box.height, 'C3013, in the play area, is on screen');
      await shot('82-play-area');

      // A click near the minimap's top-left corner (Map A) moves the view there.
      const mini = await page.getByTestId('minimap').boundingBox();
      await page.mouse.click(mini.x + mini.width * 0.2, mini.y + mini.height * 0.15);
      await nextFrames(page);
      const moved = await view(page);
      const centreX = (moved.x + moved.width / 2) / (whole.x + whole.width);
      assert.ok(moved.x < area.x || moved.y < area.y, 'the view went up and left');
      assert.ok(centreX < 0.5, `the view's centre is in the left half of the board (${centreX.toFixed(2)})`);
      await nextFrames(page);
      await shot('82-minimap-jump');

      // A new game opens on its play area at the opening zoom, whatever zoom the last one was left at.
      await page.getByTestId('zoom-whole-map').click();
      await nextFrames(page);
      await page.getByRole('button', { name: 'New game…' }).click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      await nextFrames(page);
      const fresh = await view(page);
      assert.ok(Math.abs(fresh.width - start.width) < 1, `the new game's view is ${Math.round(fresh.width)} world px wide, as the first game's (${Math.round(start.width)})`);
    },
  },
];
