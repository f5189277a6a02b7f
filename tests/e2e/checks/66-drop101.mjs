// Scenario 26, Drop of the 101st Airborne, from the New game dialog to its victory screen [26.0]:
// the dialog lists it with its map, length and both victory sets; the computer's German set-up; play
// opens at Phase 13 of GT 1 with the view on Map C and the England panel holding serials 1–10 with
// Lift Points as needed [25.23]; serial 1 is dropped through the drop planner on its pathfinder's
// zone by the southern route [14.11], its steps in the log. The middle of the game is fast-forwarded:
// the engine plays the same scenario with the seeded policy up to the last phase of GT 15 and saves
// it; the check loads that save and ends the game from the screen, reaching the victory report.
import assert from 'node:assert/strict';

import { assertBothVictorySets, dropThroughPlanner, finishFromSave, policySaveAtLastPhase, startFromNewGame } from '../fastForward.mjs';
import { nextFrames } from '../support.mjs';

const turnText = (page) => page.getByTestId('phase-bar').locator('.turn').textContent();

export const checks = [
  {
    name: '[26.0, 26.2, 14.2, 26.61] Drop of the 101st from the New game dialog: a drop through the England panel, then (fast-forwarded) to the victory screen',
    async run({ page, url, shot }) {
      const save = await policySaveAtLastPhase('drop101', 'drop101-e2e');
      assert.equal(save.lastTurn, 15);
      await startFromNewGame(page, url, shot, {
        scenarioId: 'drop101', seed: 'drop101', prefix: '66-drop101',
        async inDialog(dialog) {
          assert.match(await dialog.textContent(), /Map C/);
          assert.match(await dialog.textContent(), /14½ Game-Turns/);
          await assertBothVictorySets(page);
        },
      });

      // [26.1] Phase 13 of GT 1, the Allied Conditional Movement Phase; the 101st waits in England.
      assert.match(await turnText(page), /^GT 1 /);
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Conditional Movement');
      await page.getByTestId('england-panel').waitFor();
      assert.match(await page.getByTestId('england-status').textContent(), /Lift Points left today: as many as needed/);
      // [14.3] the pathfinders are listed, and ringed on the map, before any serial is chosen
      assert.match(await page.getByTestId('england-pathfinders').textContent(), /Pathfinders .*\[14\.3\]: .* at C\d{4}/);
      for (const n of [1, 10]) assert.ok(await page.getByTestId(`serial-${n}`).count(), `serial ${n} listed`);
      await nextFrames(page);
      await shot('66-drop101-start');

      // [14.2, 14.11] serial 1 (1/501 and the 501st's HQ) planned and dropped on its pathfinder by the southern route.
      await dropThroughPlanner(page, shot, { serial: 1, map: 'C', route: /southern/, prefix: '66-drop101' });
      // [14.5] 26 SP landed: the Allied player moves one of the units that may leave (named in the prompt) to a neighbouring hex.
      const cure = page.getByRole('button', { name: /^Move A\/1\/501 to C\d{4} \[14\.5\]$/ }).first();
      await cure.waitFor({ timeout: 30000 });
      await shot('66-drop101-landed');
      await cure.click();
      await cure.waitFor({ state: 'detached' });
      await nextFrames(page);

      // The fast-forward: the engine's policy game to the last phase of GT 15, loaded from its save.
      await finishFromSave(page, shot, { name: 'drop101', save, prefix: '66-drop101', expect: [/26\.61/] });
    },
  },
];
