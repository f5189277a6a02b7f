// The fast-forward of the scenario browser checks: the engine plays a scenario with the seeded
// policy from the computer's set-up to the last phase of its last Game-Turn and saves it, so a check
// can load the save and end the game from the screen. Also the steps those checks share: New game
// with the computer's set-up, and the load of the save up to the victory screen.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';

import seedrandom from 'seedrandom';

import { withEngine } from './engine.mjs';
import { continueHandOver, endPhase, nextFrames, openSetUp } from './support.mjs';

/** A save of `scenarioId` played by the policy to the last phase of its last Game-Turn: its text and that turn. */
export async function policySaveAtLastPhase(scenarioId, seed, maxCommands = 12000) {
  return withEngine(async ({ rules, world, newScenarioGame, serializeSave, load }) => {
    const { scenarioById } = await load('/src/scenarios/index.ts');
    const initial = newScenarioGame(scenarioById(scenarioId), world, { seed, autoDeploy: true });
    const random = seedrandom.alea(seed);
    const commands = [];
    let state = initial;
    while (!(state.turn === state.lastTurn && state.phase === 15 && !state.pending)) {
      if (state.ended || commands.length > maxCommands) throw new Error(`the fast-forward of ${scenarioId} did not reach the last phase`);
      const command = rules.chooseCommand(state, world, random);
      const result = rules.apply(state, command, world);
      if (!result.ok) throw new Error(`fast-forward refused: ${result.message}`);
      commands.push(command);
      state = result.state;
    }
    return { text: serializeSave({ initial, commands, state }), lastTurn: state.lastTurn };
  });
}

/**
 * Choose `scenarioId` in New game with the computer's set-up and the seed `seed`, start it and hand
 * over. `inDialog(dialog)` may check the dialog first; `prefix` names the screenshots.
 */
export async function startFromNewGame(page, url, shot, { scenarioId, seed, prefix, inDialog }) {
  await openSetUp(page, url);
  await page.getByTestId('new-game-button').click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await page.getByTestId('new-game-scenario').selectOption(scenarioId);
  if (inDialog) await inDialog(dialog);
  await page.getByTestId('new-game-auto-deploy').check();
  await page.getByTestId('new-game-seed').fill(seed);
  await shot(`${prefix}-new-game`);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.waitFor({ state: 'detached' });
  await continueHandOver(page);
}

/** Both victory sets are offered in the New game dialog [26.5, 27.5, 28.5]. */
export async function assertBothVictorySets(page) {
  const victorySets = await page.getByTestId('new-game-victory').locator('option').allTextContents();
  assert.ok(victorySets.some((t) => /Historical/.test(t)) && victorySets.some((t) => /Player/.test(t)), `victory sets: ${victorySets}`);
}

/**
 * Load the fast-forward `save` (replacing the game in progress: the app asks first), end its last
 * phase and reach the victory screen; its text must match every pattern of `expect`.
 */
export async function finishFromSave(page, shot, { name, save, prefix, expect, beforeEnd }) {
  page.once('dialog', (question) => void question.accept());
  await page.getByTestId('load-input').setInputFiles({ name: `${name}-late.json`, mimeType: 'application/json', buffer: Buffer.from(save.text) });
  const last = new RegExp(`^GT ${save.lastTurn} `);
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('[data-testid=phase-bar] .turn')?.textContent ?? ''), last.source, { timeout: 120000 });
  await continueHandOver(page);
  if (beforeEnd) await beforeEnd();
  await endPhase(page);
  const screen = page.getByTestId('victory-screen');
  await screen.waitFor({ timeout: 60000 });
  assert.match(await screen.textContent(), /Victory|Draw/);
  for (const pattern of expect) assert.match(await screen.textContent(), pattern);
  await shot(`${prefix}-victory`);
}

/**
 * [14.2] Plan serial `serial` in the drop planner on its proposed zone (a hex of Map `map`) and drop
 * it; the log tells its flight by `route` (a pattern) and its landing. Returns the target hex.
 */
export async function dropThroughPlanner(page, shot, { serial, map, route, prefix }) {
  await page.getByTestId(`serial-${serial}`).getByRole('button').click();
  await page.getByTestId('drop-planner').waitFor();
  const target = await page.getByTestId('drop-target').textContent();
  assert.match(target, new RegExp(`^${map}\\d{4}$`));
  assert.match(await page.getByTestId('drop-odds').textContent(), /on target/);
  await page.evaluate((hex) => window.__board.centerOn(hex, 0.9), target);
  await nextFrames(page);
  await shot(`${prefix}-planner`);
  await page.getByTestId('drop-button').click();
  const log = page.getByTestId('log');
  await log.filter({ hasText: new RegExp(`Serial ${serial} flies the ${route.source} route to ${target}`) }).waitFor({ timeout: 30000 });
  await log.filter({ hasText: new RegExp(`Serial ${serial} lands in ${map}\\d{4}`) }).waitFor({ timeout: 30000 });
  assert.match(await page.getByTestId(`serial-${serial}`).textContent(), /flown/);
  return target;
}
