// The fast-forward of the scenario browser checks: the engine plays a scenario with the seeded
// policy from the computer's set-up to the last phase of its last Game-Turn and saves it, so a check
// can load the save and end the game from the screen.
import seedrandom from 'seedrandom';

import { withEngine } from './engine.mjs';

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
