// The game at a glance: the turn record track with the arrivals per turn [3.6, 22.0], the live
// victory status of the chosen set [24.61], the losses and eliminated-units box; a press of an
// arrow key pans the map a useful step.
import assert from 'node:assert/strict';

import { nextFrames, openGame } from '../support.mjs';

export const checks = [
  {
    name: '[3.6, 22.0, 24.61] game status: turn record track GT x of y with arrivals, victory conditions now, losses',
    async run({ page, url, shot }) {
      await openGame(page, url);
      const track = page.getByTestId('turn-track');
      await track.locator('summary').click();
      assert.match(await track.locator('summary').textContent(), /^Turn record: GT 50 of 64 \(14 to go\)/);
      assert.equal(await track.locator('li').count(), 15, 'fifteen Game-Turns, 50 to 64 [24.1]');
      assert.match(await page.getByTestId('turn-cell-50').getAttribute('class'), /current/);
      const cell51 = await page.getByTestId('turn-cell-51').textContent();
      assert.match(cell51, /A\d+/, 'Allied arrivals on GT 51');
      assert.match(cell51, /G\d+/, 'German arrivals on GT 51');
      assert.match(await page.getByTestId('turn-cell-51').getAttribute('title'), /arriving: Allied \d+, German \d+/);

      const victory = page.getByTestId('victory-status');
      await victory.locator('summary').click();
      assert.match(await victory.locator('summary').textContent(), /^Victory: .* so far/);
      assert.equal(await victory.locator('li').count(), 4, 'the four conditions of 24.61');
      assert.match(await victory.textContent(), /Open — German: .*C2914/);

      const losses = page.getByTestId('eliminated-box');
      assert.match(await losses.locator('summary').textContent(), /^Losses: Allied 0 SP, 0 eliminated · German 0 SP, 0 eliminated$/);
      await nextFrames(page);
      await shot('70-game-status');
    },
  },
  {
    name: 'a press of an arrow key pans the map a useful step',
    async run({ page, url }) {
      await openGame(page, url);
      await page.getByTestId('board').focus();
      const before = await page.evaluate(() => window.__board.screenPointOfHex('C3013'));
      await page.keyboard.press('ArrowRight');
      await nextFrames(page);
      const after = await page.evaluate(() => window.__board.screenPointOfHex('C3013'));
      assert.ok(before.x - after.x >= 100, `one press moved the map ${before.x - after.x} px`);
    },
  },
];
