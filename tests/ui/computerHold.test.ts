// While the computer player acts, the person waits (src/ui/flow/computerHold.ts with the store's
// action guard): no command for the computer's side and no Undo or Redo until its turn is over [4.0];
// the computer's own commands go through; once it has stopped, the position is the person's.
// Played on Hell's Highway with its real counters and map, the German side the computer's.
import { beforeAll, describe, expect, it } from 'vitest';
import { actingSide, phaseDefinition, type GameState } from '../../src/rules';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { computerSeat } from '../../src/seats/computer/computerSeat';
import { playGame } from '../../src/seats/match/playGame';
import { createGameStore, createMemoryAutosave } from '../../src/store';
import { computerActionGuard, computerHold } from '../../src/ui/flow/computerHold';
import type { SideController } from '../../src/ui/flow/sessionState';
import { realWorld } from '../support/realWorld';

const SEATS: Record<'allied' | 'german', SideController> = { allied: 'person', german: 'computer' };

/** The start of each side's first movement phase. */
let germanToAct: GameState;
let alliedToAct: GameState;

beforeAll(() => {
  const world = realWorld();
  const seats = { allied: computerSeat('allied', 'hold', 'novice'), german: computerSeat('german', 'hold', 'novice') };
  const found: Partial<Record<'allied' | 'german', GameState>> = {};
  playGame({
    setup: hellsHighwaySetup('hold'),
    world,
    clock: () => 0,
    seats,
    stopWhen: (state) => {
      const side = actingSide(state);
      // Each side's first movement phase after the set-up [8.0]: it has something to do there.
      if (side && !state.deployment && !state.pending && !found[side] && phaseDefinition(state.phase).name.includes('Movement')) found[side] = state;
      return !!found.allied && !!found.german;
    },
  });
  germanToAct = found.german!;
  alliedToAct = found.allied!;
}, 300_000);

function storeAt(initial: GameState, stopped = false) {
  const store = createGameStore({ storage: createMemoryAutosave(), initial, world: realWorld() });
  store.getState().setActionGuard(computerActionGuard(() => SEATS, () => stopped));
  return store;
}

describe('the person waits while the computer player acts', () => {
  it('[4.0] a person\u2019s command for the computer\u2019s side is refused with the reason, the game untouched', () => {
    const store = storeAt(germanToAct);
    const before = store.getState().game;
    const result = store.getState().dispatch({ type: 'endPhase' });
    expect(result).toMatchObject({ ok: false, rule: '4.0' });
    expect(!result.ok && result.message).toContain('played by the computer');
    expect(store.getState().game).toBe(before);
    expect(store.getState().ui.notice?.text).toContain('German side is played by the computer');
  });

  it('[4.0] the computer\u2019s own command goes through; Undo and Redo wait while it plays, with the reason', () => {
    const store = storeAt(germanToAct);
    const decision = computerSeat('german', 'hold', 'novice').decide(germanToAct, realWorld())!;
    expect(decision.command.type).not.toBe('endPhase');
    expect(store.getState().dispatch(decision.command, { unguarded: true }).ok).toBe(true);
    const after = store.getState().game;
    expect(after.log).toHaveLength(1);
    expect(actingSide(after.current)).toBe('german');
    const holding = computerHold(after.current, SEATS, false, 'undo');
    expect(holding).toMatch(/^Undo waits while the German computer player is thinking or moving/);
    expect(store.getState().undo()).toBe(false);
    expect(store.getState().undoMove()).toBe(false);
    expect(store.getState().game).toBe(after);
    expect(store.getState().ui.notice?.text).toBe(holding);
    expect(computerHold(after.current, SEATS, false, 'redo')).toMatch(/^Redo waits/);
  });

  it('[4.0] on the person\u2019s own turn nothing waits: Undo, Redo and commands work', () => {
    expect(computerHold(alliedToAct, SEATS, false, 'command')).toBeNull();
    expect(computerHold(alliedToAct, SEATS, false, 'undo')).toBeNull();
    const store = storeAt(alliedToAct);
    // The person's command: what a player of the Allied side might do there (the computer's choice).
    const command = computerSeat('allied', 'hold', 'novice').decide(alliedToAct, realWorld())!.command;
    expect(command.type).not.toBe('endPhase');
    expect(store.getState().dispatch(command).ok).toBe(true);
    expect(actingSide(store.getState().game.current)).toBe('allied');
    expect(store.getState().undo()).toBe(true);
    expect(store.getState().game.log).toEqual([]);
    expect(store.getState().redo()).toBe(true);
  });

  it('[4.0] a stopped computer hands the position to the person: the command and Undo are allowed', () => {
    expect(computerHold(germanToAct, SEATS, true, 'command')).toBeNull();
    const store = storeAt(germanToAct, true);
    expect(store.getState().dispatch({ type: 'endPhase' }).ok).toBe(true);
    expect(store.getState().undo()).toBe(true);
  });

  it('[4.0] both sides a person\u2019s (hot-seat or solo without the computer): nothing is ever held back', () => {
    const people: Record<'allied' | 'german', SideController> = { allied: 'person', german: 'person' };
    for (const kind of ['command', 'undo', 'redo'] as const) expect(computerHold(germanToAct, people, false, kind)).toBeNull();
  });
});
