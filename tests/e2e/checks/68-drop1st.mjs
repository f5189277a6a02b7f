// Scenario 28, Drop of the British 1st Airborne, from the New game dialog to its victory screen
// [28.0]: the dialog lists it with its map, length, both victory sets and its options; the computer's
// German set-up; play opens at Phase 13 of GT 1 with the view by Oosterbeek on Map A and the England
// panel holding serials 38–47 with Lift Points as needed [25.23]; serial 38 is dropped through the
// drop planner on its pathfinder's zone by the northern route [14.11], its steps in the log. The middle
// of the game is fast-forwarded: the engine plays the same scenario with the seeded policy up to the
// last phase of GT 15 and saves it; the check loads that save and ends the game from the screen,
// reaching the victory report with the 28.51 points.
import assert from 'node:assert/strict';

import { assertBothVictorySets, dropThroughPlanner, finishFromSave, policySaveAtLastPhase, startFromNewGame } from '../fastForward.mjs';
import { nextFrames } from '../support.mjs';

const turnText = (page) => page.getByTestId('phase-bar').locator('.turn').textContent();

export const checks = [
  {
    name: '[28.0, 28.2, 14.2, 28.51] Drop of the British 1st from the New game dialog: a drop through the England panel, then (fast-forwarded) to the victory screen',
    async run({ page, url, shot }) {
      const save = await policySaveAtLastPhase('drop1st', 'drop1st-e2e');
      assert.equal(save.lastTurn, 15);
      await startFromNewGame(page, url, shot, {
        scenarioId: 'drop1st', seed: 'drop1st', prefix: '68-drop1st',
        async inDialog(dialog) {
          assert.match(await dialog.textContent(), /Map A/);
          assert.match(await dialog.textContent(), /14½ Game-Turns/);
          assert.match(await dialog.textContent(), /28\.43/);
          await assertBothVictorySets(page);
        },
      });

      // [28.1] Phase 13 of GT 1, the Allied Conditional Movement Phase; the 1st Airborne waits in England.
      assert.match(await turnText(page), /^GT 1 /);
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Conditional Movement');
      await page.getByTestId('england-panel').waitFor();
      assert.match(await page.getByTestId('england-status').textContent(), /Lift Points left today: as many as needed/);
      assert.match(await page.getByTestId('england-pathfinders').textContent(), /Pathfinders .*\[14\.3\]: .* at A\d{4}/);
      for (const n of [38, 47]) assert.ok(await page.getByTestId(`serial-${n}`).count(), `serial ${n} listed`);
      await nextFrames(page);
      await shot('68-drop1st-start');

      // [14.2, 14.11] serial 38 (the 1st Parachute Battalion) planned and dropped on its pathfinder's zone.
      await dropThroughPlanner(page, shot, { serial: 38, map: 'A', route: /northern/, prefix: '68-drop1st' });
      await nextFrames(page);
      await shot('68-drop1st-landed');

      // The fast-forward: the engine's policy game to the last phase of GT 15, loaded from its save.
      await finishFromSave(page, shot, { name: 'drop1st', save, prefix: '68-drop1st', expect: [/28\.51/, /north of the Neder Rijn/] });
    },
  },
];
