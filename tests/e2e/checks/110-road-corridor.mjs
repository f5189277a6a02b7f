// Scenario 30's optional road rule on the map [30.46]: New game starts Breakout of XXX Corps with
// the rule chosen under "Readings and optional rules" and the computer's set-up; as play opens (the
// Allied Conditional Movement Phase) the always-on `corridor` layer lays a faint band over the hexes
// within 3 of the main road, the hex bar names it with the distance, and a hex 4 out says only a
// close assault reaches there; in the German phase that follows the band is gone.
import assert from 'node:assert/strict';
import { startFromNewGame } from '../fastForward.mjs';
import { endPhase, nextFrames } from '../support.mjs';

const hexBar = (page) => page.getByTestId('hex-status').textContent();

async function pointAt(page, hex) {
  const point = await page.evaluate((h) => window.__board.screenPointOfHex(h), hex);
  await page.mouse.move(point.x, point.y, { steps: 3 });
}

export const checks = [
  {
    name: '[30.46] Breakout of XXX Corps with the road rule: the corridor along the main road is banded on the map and named in the hex bar while the Allies move',
    async run({ page, url, shot }) {
      await startFromNewGame(page, url, shot, {
        scenarioId: 'breakout',
        seed: 'corridor-e2e',
        prefix: '110-corridor',
        inDialog: async () => {
          await page.getByTestId('new-game-readings').locator('summary').click();
          await page.getByTestId('new-game-reading-breakoutRoadCorridor').check();
        },
      });
      await page.getByTestId('deployment-panel').waitFor({ state: 'detached' });
      await page.getByTestId('phase-name').filter({ hasText: 'Allied Conditional Movement' }).waitFor();
      await nextFrames(page);
      const band = await page.evaluate(() => window.__board.highlightCount('corridor'));
      assert.ok(band > 300, `the band covers the main road and 3 hexes either side (${band} hexes)`);

      // the start line: Joe's Bridge (D0719–D0818) on the main road, the Guards south of it
      await page.evaluate(() => window.__board.centerOn('D0819', 0.7));
      await nextFrames(page);
      await pointAt(page, 'D0719');
      await page.waitForFunction(() => /XXX Corps road corridor \[30\.46\]: on the main road/.test(document.querySelector('[data-testid=hex-status]')?.textContent ?? ''));
      await shot('110-corridor-start-line');
      await pointAt(page, 'D0722');
      await page.waitForFunction(() => /XXX Corps road corridor \[30\.46\]: 3 hexes from the main road/.test(document.querySelector('[data-testid=hex-status]')?.textContent ?? ''));
      await pointAt(page, 'D0723');
      await page.waitForFunction(() => /only a close assault reaches here/.test(document.querySelector('[data-testid=hex-status]')?.textContent ?? ''));
      assert.match(await hexBar(page), /outside the XXX Corps road corridor \[30\.46\]: 4 hexes/);
      // farther up the road: the band runs on through Valkenswaard
      await page.evaluate(() => window.__board.centerOn('D2219', 0.45));
      await nextFrames(page);
      await shot('110-corridor-whole');

      // [30.47] the German answers for the start-line bridges first (leaves them standing), then the
      // Allied phase ends: in the German Free Fire Phase the band is off
      const spare = page.getByRole('button', { name: /^Leave the .* bridge between / });
      while ((await spare.count()) > 0) {
        const entries = await page.locator('.log-entry').count();
        await spare.first().click();
        await page.waitForFunction((n) => document.querySelectorAll('.log-entry').length > n, entries);
      }
      await endPhase(page);
      await page.getByTestId('phase-name').filter({ hasText: 'German Free Fire' }).waitFor();
      await nextFrames(page);
      assert.equal(await page.evaluate(() => window.__board.highlightCount('corridor')), 0, 'no band in a German phase');
    },
  },
];
