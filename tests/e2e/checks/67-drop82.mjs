// Scenario 27, Drop of the 82nd Airborne, from the New game dialog to its victory screen [27.0]:
// the dialog lists it with its map, length and both victory sets; the computer's German set-up; play
// opens at Phase 13 of GT 1 with the view on Map B and the England panel holding serials 17–28 with
// Lift Points as needed [25.23]; serial 17 (1/504 with the 504th's HQ) is dropped through the drop
// planner on the 504th's pathfinder zone, its steps in the log. The middle of the game is
// fast-forwarded: the engine plays the same scenario with the seeded policy up to the last phase of
// GT 15 and saves it; the check loads that save and ends the game from the screen, reaching the
// victory report with the net points of 27.51.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';

import { policySaveAtLastPhase } from '../fastForward.mjs';
import { continueHandOver, endPhase, nextFrames, openSetUp } from '../support.mjs';

const turnText = (page) => page.getByTestId('phase-bar').locator('.turn').textContent();

/** A save of this scenario played by the policy to the last phase of GT 15 (the fast-forward). */
const lateSave = async () => (await policySaveAtLastPhase('drop82', 'drop82-e2e')).text;

export const checks = [
  {
    name: '[27.0, 27.2, 14.2, 27.51] Drop of the 82nd from the New game dialog: a drop through the England panel, then (fast-forwarded) to the victory screen',
    async run({ page, url, shot }) {
      const save = await lateSave();
      await openSetUp(page, url);
      await page.getByTestId('new-game-button').click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await page.getByTestId('new-game-scenario').selectOption('drop82');
      assert.match(await dialog.textContent(), /Map B/);
      assert.match(await dialog.textContent(), /14½ Game-Turns/);
      const victorySets = await page.getByTestId('new-game-victory').locator('option').allTextContents();
      assert.ok(victorySets.some((t) => /Historical/.test(t)) && victorySets.some((t) => /Player/.test(t)), `victory sets: ${victorySets}`);
      await page.getByTestId('new-game-auto-deploy').check();
      await page.getByTestId('new-game-seed').fill('drop82');
      await shot('67-drop82-new-game');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      await continueHandOver(page);

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
      await page.getByTestId('serial-17').getByRole('button').click();
      await page.getByTestId('drop-planner').waitFor();
      const target = await page.getByTestId('drop-target').textContent();
      assert.match(target, /^B\d{4}$/);
      assert.match(await page.getByTestId('drop-odds').textContent(), /on target/);
      await page.evaluate((hex) => window.__board.centerOn(hex, 0.9), target);
      await nextFrames(page);
      await shot('67-drop82-planner');
      await page.getByTestId('drop-button').click();
      const log = page.getByTestId('log');
      await log.filter({ hasText: new RegExp(`Serial 17 flies the (northern|southern) route to ${target}`) }).waitFor({ timeout: 30000 });
      await log.filter({ hasText: /Serial 17 lands in B\d{4}/ }).waitFor({ timeout: 30000 });
      assert.match(await page.getByTestId('serial-17').textContent(), /flown/);
      await nextFrames(page);
      await shot('67-drop82-landed');
      // [14.5] an overstacked landing asks the Allied player to move a unit out: answer it if asked.
      const cure = page.getByRole('button', { name: /^Move .* to B\d{4} \[14\.5\]$/ }).first();
      if (await cure.count()) {
        await cure.click();
        await cure.waitFor({ state: 'detached' });
      }
      await nextFrames(page);

      // The fast-forward: the engine's policy game to the last phase of GT 15, loaded from its save.
      // Loading replaces the game in progress: the app asks first.
      page.once('dialog', (question) => void question.accept());
      await page.getByTestId('load-input').setInputFiles({ name: 'drop82-late.json', mimeType: 'application/json', buffer: Buffer.from(save) });
      await page.waitForFunction(() => /^GT 15 /.test(document.querySelector('[data-testid=phase-bar] .turn')?.textContent ?? ''), null, { timeout: 60000 });
      await continueHandOver(page);
      await nextFrames(page);
      await shot('67-drop82-late');
      await endPhase(page);
      const screen = page.getByTestId('victory-screen');
      await screen.waitFor({ timeout: 30000 });
      assert.match(await screen.textContent(), /Victory|Draw/);
      assert.match(await screen.textContent(), /27\.51/);
      assert.match(await screen.textContent(), /German points \d, Allied points \d: net -?\d/);
      await shot('67-drop82-victory');
    },
  },
];
