// Scenario 28, Drop of the British 1st Airborne, from the New game dialog to its victory screen
// [28.0]: the dialog lists it with its map, length, both victory sets and its options; the computer's
// German set-up; play opens at Phase 13 of GT 1 with the view by Oosterbeek on Map A and the England
// panel holding serials 38–47 with Lift Points as needed [25.23]; serial 38 is dropped through the
// drop planner on its pathfinder's zone by the northern route [14.11], its steps in the log. The middle
// of the game is fast-forwarded: the engine plays the same scenario with the seeded policy up to the
// last phase of GT 15 and saves it; the check loads that save and ends the game from the screen,
// reaching the victory report with the 28.51 points.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';

import { policySaveAtLastPhase } from '../fastForward.mjs';
import { continueHandOver, endPhase, nextFrames, openSetUp } from '../support.mjs';

const turnText = (page) => page.getByTestId('phase-bar').locator('.turn').textContent();

/** A save of this scenario played by the policy to the last phase of GT 15 (the fast-forward). */
const lateSave = async () => (await policySaveAtLastPhase('drop1st', 'drop1st-e2e')).text;

export const checks = [
  {
    name: '[28.0, 28.2, 14.2, 28.51] Drop of the British 1st from the New game dialog: a drop through the England panel, then (fast-forwarded) to the victory screen',
    async run({ page, url, shot }) {
      const save = await lateSave();
      await openSetUp(page, url);
      await page.getByTestId('new-game-button').click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await page.getByTestId('new-game-scenario').selectOption('drop1st');
      assert.match(await dialog.textContent(), /Map A/);
      assert.match(await dialog.textContent(), /14½ Game-Turns/);
      assert.match(await dialog.textContent(), /28\.43/);
      const victorySets = await page.getByTestId('new-game-victory').locator('option').allTextContents();
      assert.ok(victorySets.some((t) => /Historical/.test(t)) && victorySets.some((t) => /Player/.test(t)), `victory sets: ${victorySets}`);
      await page.getByTestId('new-game-auto-deploy').check();
      await page.getByTestId('new-game-seed').fill('drop1st');
      await shot('68-drop1st-new-game');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      await continueHandOver(page);

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
      await page.getByTestId('serial-38').getByRole('button').click();
      await page.getByTestId('drop-planner').waitFor();
      const target = await page.getByTestId('drop-target').textContent();
      assert.match(target, /^A\d{4}$/);
      assert.match(await page.getByTestId('drop-odds').textContent(), /on target/);
      await page.evaluate((hex) => window.__board.centerOn(hex, 0.9), target);
      await nextFrames(page);
      await shot('68-drop1st-planner');
      await page.getByTestId('drop-button').click();
      const log = page.getByTestId('log');
      await log.filter({ hasText: `Serial 38 flies the northern route to ${target}` }).waitFor({ timeout: 30000 });
      await log.filter({ hasText: /Serial 38 lands in A\d{4}/ }).waitFor({ timeout: 30000 });
      assert.match(await page.getByTestId('serial-38').textContent(), /flown/);
      await nextFrames(page);
      await shot('68-drop1st-landed');

      // The fast-forward: the engine's policy game to the last phase of GT 15, loaded from its save.
      page.once('dialog', (question) => void question.accept());
      await page.getByTestId('load-input').setInputFiles({ name: 'drop1st-late.json', mimeType: 'application/json', buffer: Buffer.from(save) });
      await page.waitForFunction(() => /^GT 15 /.test(document.querySelector('[data-testid=phase-bar] .turn')?.textContent ?? ''), null, { timeout: 60000 });
      await continueHandOver(page);
      await endPhase(page);
      const screen = page.getByTestId('victory-screen');
      await screen.waitFor({ timeout: 30000 });
      assert.match(await screen.textContent(), /Victory|Draw/);
      assert.match(await screen.textContent(), /28\.51/);
      assert.match(await screen.textContent(), /north of the Neder Rijn/);
      await shot('68-drop1st-victory');
    },
  },
];
