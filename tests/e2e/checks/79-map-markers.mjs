// The game's markers on the map during play [10.5, 16.5, 30.6, 30.47]: German Preparedness from New game with the
// computer's set-up places 19 entrenchments on the front line; once play opens the always-on
// `markers` layer marks each entrenched hex E, and the hex status line names the entrenchment; a
// start-line bridge the German player blows is crossed and labelled blown, and named destroyed.
import assert from 'node:assert/strict';
import { startFromNewGame } from '../fastForward.mjs';
import { nextFrames } from '../support.mjs';

export const checks = [
  {
    name: '[10.5, 30.6, 16.5, 30.47] German Preparedness: the 19 set-up entrenchments are marked E on the map in play, a start-line bridge blown is crossed; the hex status line names both',
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

      // [16.5, 30.47] the German player tries to blow each bridge on the start line he is offered
      // until one goes (the seed fixes the rolls); both its ends are then crossed and labelled blown
      const markerCount = () => page.evaluate(() => window.__board.highlightCount('markers'));
      const tryBlow = page.getByRole('button', { name: /^Try to blow the .* bridge between / });
      let blown = null;
      while (blown === null && (await tryBlow.count()) > 0) {
        const [, a, b] = (await tryBlow.first().textContent()).match(/between (\w+) and (\w+)/);
        const entries = await page.locator('.log-entry').count();
        await tryBlow.first().click();
        await page.waitForFunction((n) => document.querySelectorAll('.log-entry').length > n, entries);
        await nextFrames(page);
        if ((await markerCount()) > 19) blown = [a, b];
      }
      assert.ok(blown, 'with this seed one start-line bridge is blown');
      const ends = await page.evaluate(() => window.__board.highlightCount('markers'));
      assert.ok(ends === 20 || ends === 21, `the blown bridge's ends marked (markers ${ends}: 19 entrenchments, then the Allied-bank end and perhaps the German-bank one)`);
      await page.evaluate((h) => window.__board.centerOn(h, 2), blown[0]);
      await nextFrames(page);
      const at = await page.evaluate((h) => window.__board.screenPointOfHex(h), blown[0]);
      await page.mouse.move(at.x, at.y, { steps: 3 });
      await page.waitForFunction(() => /bridge over canal \(destroyed \[16\.5, 16\.7\]\)/.test(document.querySelector('[data-testid=hex-status]')?.textContent ?? ''));
      await shot('79-bridge-blown');
    },
  },
];
