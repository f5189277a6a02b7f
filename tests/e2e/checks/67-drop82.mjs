// Scenario 27, Drop of the 82nd Airborne, from the New game dialog to its victory screen [27.0]:
// the dialog lists it with its map, length and both victory sets; the computer's German set-up; play
// opens at Phase 13 of GT 1 with the view on Map B and the England panel holding serials 17–28 with
// Lift Points as needed [25.23]; serial 17 (1/504 with the 504th's HQ) is dropped through the drop
// planner on the 504th's pathfinder zone, its steps in the log. The middle of the game is
// fast-forwarded: the engine plays the same scenario with the seeded policy up to the last phase of
// GT 15 and saves it; the check loads that save and ends the game from the screen, reaching the
// victory report with the net points of 27.51.
import assert from 'node:assert/strict';

import { assertBothVictorySets, dropThroughPlanner, finishFromSave, policySaveAtLastPhase, startFromNewGame } from '../fastForward.mjs';
import { nextFrames } from '../support.mjs';

const turnText = (page) => page.getByTestId('phase-bar').locator('.turn').textContent();

export const checks = [
  {
    name: '[27.0, 27.2, 14.2, 27.51] Drop of the 82nd from the New game dialog: a drop through the England panel, then (fast-forwarded) to the victory screen',
    async run({ page, url, shot }) {
      const save = await policySaveAtLastPhase('drop82', 'drop82-e2e');
      assert.equal(save.lastTurn, 15);
      await startFromNewGame(page, url, shot, {
        scenarioId: 'drop82', seed: 'drop82', prefix: '67-drop82',
        async inDialog(dialog) {
          assert.match(await dialog.textContent(), /Map B/);
          assert.match(await dialog.textContent(), /14½ Game-Turns/);
          await assertBothVictorySets(page);
        },
      });

      // [27.1] Phase 13 of GT 1, the Allied Conditional Movement Phase; the 82nd waits in England.
      assert.match(await turnText(page), /^GT 1 /);
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Conditional Movement');
      await page.getByTestId('england-panel').waitFor();
      assert.match(await page.getByTestId('england-status').textContent(), /Lift Points left today: as many as needed/);
      // [14.3, 27.2] the pathfinders are listed, and ringed on the map, before any serial is chosen
      assert.match(await page.getByTestId('england-pathfinders').textContent(), /Pathfinders .*\[14\.3\]: .* at B\d{4}/);
      for (const n of [17, 28]) assert.ok(await page.getByTestId(`serial-${n}`).count(), `serial ${n} listed`);
      await nextFrames(page);
      await shot('67-drop82-start');

      // [14.2] serial 17 (1/504 and the 504th's HQ) planned and dropped on a pathfinder's zone.
      await dropThroughPlanner(page, shot, { serial: 17, map: 'B', route: /(northern|southern)/, prefix: '67-drop82' });
      await nextFrames(page);
      await shot('67-drop82-landed');
      // [14.5] an overstacked landing asks the Allied player to move a unit out: answer it if asked.
      const cure = page.getByRole('button', { name: /^Move .* to B\d{4} \[14\.5\]$/ }).first();
      if (await cure.count()) {
        // [14.5] the player picks which unit leaves: the answers follow the pick
        const leavers = page.getByTestId('decision-leavers');
        if (await leavers.count()) {
          const name = (await leavers.locator('label').nth(1).textContent()).trim();
          await leavers.locator('input').nth(1).check();
          const named = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          await page.getByRole('button', { name: new RegExp(`^Move ${named} to B\\d{4} \\[14\\.5\\]$`) }).first().waitFor();
          await nextFrames(page);
          await shot('67-drop82-leavers');
        }
        await cure.click();
        await cure.waitFor({ state: 'detached' });
      }
      await nextFrames(page);

      // The fast-forward: the engine's policy game to the last phase of GT 15, loaded from its save.
      await finishFromSave(page, shot, {
        name: 'drop82', save, prefix: '67-drop82',
        expect: [/27\.51/, /German points \d, Allied points \d: net -?\d/],
        async beforeEnd() {
          // The loaded game is another log: the drop report of the game it replaced is gone.
          assert.equal(await page.getByTestId('drop-report').count(), 0);
          // [14.71] the serials flown fold into one line, opened on demand.
          const flown = page.getByTestId('england-flown');
          assert.match(await flown.locator('summary').textContent(), /^Flown: \d+ serials \(17, /);
          assert.equal(await page.getByTestId('serial-17').isVisible(), false);
          await nextFrames(page);
          await shot('67-drop82-late');
        },
      });
    },
  },
];
