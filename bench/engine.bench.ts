/**
 * Engine core: the cost of one command and of replaying a long log (undo and save-file loading
 * replay the whole log from the initial state).
 */
import { bench, describe } from 'vitest';
import { apply, applyAll, createGame, type Command } from '../src/rules';
import { FOUNDATION_DEMO } from '../src/scenarios/foundationDemo';
import { CLEAR_WORLD } from '../tests/support/world';

const initial = createGame({ ...FOUNDATION_DEMO, startTurn: 1, lastTurn: 106 });
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
