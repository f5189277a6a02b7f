// Scenario 29 (Destruction of the British 1st, 44 Game-Turns), scenario 30 (Breakout of XXX Corps)
// and its 30.6 German Preparedness variant from the New game dialog to their victory screens
// [29.0, 30.0, 30.6]: each is chosen, set up by
// the computer and opened on its map; the middle of the game is fast-forwarded (the engine plays the
// same scenario with the seeded policy to the last phase of its last Game-Turn and saves it); the
// check loads that save and ends the game from the screen, reaching the victory report.
import assert from 'node:assert/strict';

import { finishFromSave, policySaveAtLastPhase, startFromNewGame } from '../fastForward.mjs';
import { nextFrames } from '../support.mjs';

const turnText = (page) => page.getByTestId('phase-bar').locator('.turn').textContent();

const lateSave = (scenarioId, seed) => policySaveAtLastPhase(scenarioId, seed);

/** Choose `scenarioId` in New game with the computer's set-up; the dialog must show `expectText`. */
const start = (page, url, shot, scenarioId, expectText) => startFromNewGame(page, url, shot, {
  scenarioId, seed: scenarioId, prefix: `69-${scenarioId}`,
  async inDialog(dialog) {
    for (const text of expectText) assert.match(await dialog.textContent(), text);
  },
});

/** Load the fast-forward save and end its last phase: the victory screen citing `rule`. */
const finish = (page, shot, scenarioId, save, rule) => finishFromSave(page, shot, { name: scenarioId, save, prefix: `69-${scenarioId}`, expect: [rule] });

export const checks = [
  {
    name: '[29.0, 29.1, 29.3, 29.51] Destruction of the British 1st from the New game dialog: Map A, the Poles waiting in England, then (fast-forwarded to GT 44) the victory screen',
    async run({ page, url, shot }) {
      const save = await lateSave('destruction1st', 'destruction1st-e2e');
      assert.equal(save.lastTurn, 44);
      await start(page, url, shot, 'destruction1st', [/Map A/, /GT 44/, /Polish/]);
      assert.match(await turnText(page), /^GT 1 /);
      await page.getByTestId('england-panel').waitFor();
      // [29.3] the Polish serials are listed from the start, to fly on GT 43.
      for (const n of [38, 55, 58]) assert.ok(await page.getByTestId(`serial-${n}`).count(), `serial ${n} listed`);
      await nextFrames(page);
      await shot('69-destruction1st-start');
      await finish(page, shot, 'destruction1st', save, /29\.51/);
    },
  },
  {
    name: '[30.6, 30.51] German Preparedness from the New game dialog: the free German set-up on Map D, then (fast-forwarded to GT 15) the victory screen',
    async run({ page, url, shot }) {
      const save = await lateSave('breakout-preparedness', 'preparedness-e2e');
      assert.equal(save.lastTurn, 15);
      await start(page, url, shot, 'breakout-preparedness', [/Map D/, /Preparedness|prepared/]);
      assert.match(await turnText(page), /^GT 2 /);
      await nextFrames(page);
      await shot('69-breakout-preparedness-start');
      await finish(page, shot, 'breakout-preparedness', save, /30\.51/);
    },
  },
  {
    name: '[30.0, 30.51] Breakout of XXX Corps from the New game dialog, then (fast-forwarded to GT 15) the victory screen',
    async run({ page, url, shot }) {
      const save = await lateSave('breakout', 'breakout-e2e');
      assert.equal(save.lastTurn, 15);
      await start(page, url, shot, 'breakout', [/Map D/]);
      assert.match(await turnText(page), /^GT 2 /);
      await finish(page, shot, 'breakout', save, /30\.51/);
    },
  },
];
