// Undo against the computer [4.0]: the person's Undo takes back the computer's replies together
// with the person's own last command, so the computer does not just play its phase again
// (src/ui/flow/computerUndo.ts with the store's undo cut). Hell's Highway, real counters and map.
import { describe, expect, it } from 'vitest';
import { createGame, legalCommands, type Command } from '../../src/rules';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { createGameStore, createMemoryAutosave, type LogEntry } from '../../src/store';
import { computerUndoCut } from '../../src/ui/flow/computerUndo';
import { realWorld } from '../support/realWorld';

const entry = (type: string): LogEntry => ({ command: { type } as Command, events: [], turn: 1, phase: 1 });

describe('where Undo cuts the log against the computer', () => {
  it('the person\'s own last command is taken back alone', () => {
    const log = [entry('moveStep'), entry('endPhase')];
    expect(computerUndoCut(log, 1, () => false)).toBe(1);
  });

  it('[4.0] after the computer\'s replies, Undo goes back to before the person\'s last command, passing dice reseeds', () => {
    const log = [entry('moveStep'), entry('endPhase'), entry('moveStep'), entry('reseedDice'), entry('endPhase')];
    const computer = new Set([2, 4]);
    expect(computerUndoCut(log, 4, (i) => computer.has(i))).toBe(1);
  });

  it('when the computer gave every command there is, there is nothing for the person to take back', () => {
    const log = [entry('moveStep'), entry('endPhase')];
    expect(computerUndoCut(log, 1, () => true)).toBeNull();
  });
});

describe('the store with an undo cut', () => {
  it('[4.0] Undo takes back every command from the cut on, and Can-undo follows the cut', () => {
    const world = realWorld();
    const store = createGameStore({ storage: createMemoryAutosave(), initial: createGame(hellsHighwaySetup('undo-cut')), world });
    // Three legal commands of the set-up, whoever gives them.
    for (let i = 0; i < 3; i++) {
      const state = store.getState().game.current;
      const command = legalCommands(state, world).find((c) => c.type === 'deploy')!;
      expect(store.getState().dispatch(command).ok).toBe(true);
    }
    const computerMade = new Set([1, 2]);
    store.getState().setUndoCut((log, plain) => computerUndoCut(log, plain, (i) => computerMade.has(i)));
    expect(store.getState().undoCutNow()).toBe(0);
    expect(store.getState().undo()).toBe(true);
    expect(store.getState().game.log).toHaveLength(0);
    expect(store.getState().canUndo()).toBe(false);
    store.getState().setUndoCut(null);
  }, 120_000);
});
