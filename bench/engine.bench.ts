/**
 * Engine core: the cost of one command and of replaying a long log (undo and save-file loading
 * replay the whole log from the initial state).
 */
import { bench, describe } from 'vitest';
import { apply, applyAll, type Command } from '../src/rules';
import { scenarioById } from '../src/scenarios';
import { newScenarioGame } from '../src/scenarios/newGame';
import { CLEAR_WORLD } from '../tests/support/world';

// Hell's Highway's counters, set up by the computer, stretched over a campaign's length of turns.
const hh = newScenarioGame(scenarioById('hells-highway')!, CLEAR_WORLD, { seed: 'hells-highway', autoDeploy: true });
const initial = { ...hh, turn: 1, lastTurn: 106 };
// A campaign's worth of phase ends: 100 turns × 15 phases, with a die each new day.
const campaignLog: Command[] = Array.from({ length: 1500 }, () => ({ type: 'endPhase' }));

describe('engine core', () => {
  bench('apply one endPhase', () => {
    apply(initial, { type: 'endPhase' }, CLEAR_WORLD);
  });

  bench('replay a 1,500-command log (undo / load)', () => {
    applyAll(initial, campaignLog, CLEAR_WORLD);
  });
});
