// The game's markers on the map during play [10.5, 30.6]: German Preparedness from New game with the
// computer's set-up places 19 entrenchments on the front line; once play opens the always-on
// `markers` layer marks each entrenched hex E, and the hex status line names the entrenchment.
import assert from 'node:assert/strict';
import { startFromNewGame } from '../fastForward.mjs';
import { nextFrames } from '../support.mjs';

export const checks = [
  {
    name: '[10.5, 30.6] German Preparedness: the 19 set-up entrenchments are marked E on the map in play and named in the hex status line',
    async run({ page, url, shot }) {
      await startFromNewGame(page, url, shot, { scenarioId: 'breakout-preparedness', seed: 'markers-e2e', prefix: '79-markers' });
      await page.getByTestId('deployment-panel').waitFor({ state: 'detached' });
      await nextFrames(page);
      // no bridge is down at the start, so the layer holds exactly the 19 entrenched hexes
      assert.equal(await page.evaluate(() => window.__board.highlightCount('markers')), 19, 'the 19 set-up entrenchments marked [30.6]');

      // the computer entrenches the bridges' ends first: D0711 is one; its label shows from zoom 0.55
      const hex = 'D0711';
      await page.evaluate((h) => window.__board.centerOn(h, 1), hex);
      await nextFrames(page);
      const point = await page.evaluate((h) => window.__board.screenPointOfHex(h), hex);
      await page.mouse.move(point.x, point.y, { steps: 3 });
      await page.waitForFunction(() => /entrenchment \[10\.5\]/.test(document.querySelector('[data-testid=hex-status]')?.textContent ?? ''));
      await shot('79-entrenchments-in-play');
      // closer: the E labels and rings round the counters on the front line
      await page.evaluate((h) => window.__board.centerOn(h, 2), 'D0818');
      await nextFrames(page);
      await shot('79-entrenchments-close');
    },
  },
];
