// [8.0] The Reach overlay is on by default: in a movement phase the selected stack's reach is drawn
// without ticking anything; outside one its line says when it will be. Turned off, it stays off after
// a reload (the Display settings keep it). Seed `hells-highway`, the computer's set-up: D/2/506 at C4319.
import assert from 'node:assert/strict';
import { clickHex, nextFrames, openGame, showOverlays, toPhase } from '../support.mjs';

const reachCount = (page) => page.evaluate(() => window.__board.highlightCount('reach'));

export const checks = [
  {
    name: '[8.0] reach by default: drawn in movement phases without ticking it, and kept off once turned off',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await showOverlays(page);
      // Phase 1 (Allied Command): ticked, nothing drawn, and the overlay panel says when it will be.
      assert.equal(await page.getByTestId('overlay-reach').isChecked(), true, 'on by default');
      await clickHex(page, 'C4319');
      await page.getByTestId('inspector-name').filter({ hasText: 'D/2/506' }).waitFor();
      assert.equal(await reachCount(page), 0, 'not a movement phase: nothing drawn');
      assert.match(await page.getByTestId('overlay-status').textContent(), /Reach: drawn in the movement phases/);

      await toPhase(page, 'Allied Conditional Movement');
      await clickHex(page, 'C4319');
      await page.getByTestId('inspector-name').filter({ hasText: 'D/2/506' }).waitFor();
      await nextFrames(page);
      assert.ok((await reachCount(page)) > 0, 'the reach of D/2/506 is drawn without ticking Reach');
      assert.match(await page.getByTestId('overlay-status').textContent(), /D\/2\/506: \d+ hexes in reach/);
      await shot('104-reach-by-default');

      // Off: cleared, and still off after a reload.
      await page.getByTestId('overlay-reach').uncheck();
      await nextFrames(page);
      assert.equal(await reachCount(page), 0);
      await page.reload();
      await page.waitForFunction(() => window.__board?.ready === true, null, { timeout: 30000 });
      assert.equal(await page.getByTestId('overlay-reach').isChecked(), false, 'the choice is kept');
      await clickHex(page, 'C4319');
      await page.getByTestId('inspector-name').filter({ hasText: 'D/2/506' }).waitFor();
      await nextFrames(page);
      assert.equal(await reachCount(page), 0, 'still off after the reload');
      await shot('104-reach-kept-off');
    },
  },
];
