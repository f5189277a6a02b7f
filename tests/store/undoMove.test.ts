// "Undo move" takes back every step of the last stack's move at once [8.0, 8.11], and only that move.
import { describe, expect, it } from 'vitest';
import { adjacentHexes, type Command, type HexId } from '../../src/rules';
import { lastMoveStart } from '../../src/store';
import { memoryStore, testGame } from './fixtures';
import { unitById } from '../../src/rules/state/unitBuckets';

const step = (unitIds: string[], to: HexId): Command => ({ type: 'moveStep', unitIds, to });

describe('Undo move [8.0]', () => {
  it('[8.0] takes back every step of the last move in one go, and Redo gives them back one by one', () => {
    const { store } = memoryStore(testGame({ phase: 4 }));
    const start = unitById(store.getState().game.current, 'us-a')!.hex!;
    // us-b moves first (its own move), then us-a alone, two hexes [8.11].
    const bTo = adjacentHexes(start)[0]!;
    const first = adjacentHexes(start)[3]!;
    const second = adjacentHexes(first).find((h) => h !== start && !adjacentHexes(start).includes(h))!;
    for (const command of [step(['us-b'], bTo), step(['us-a'], first), step(['us-a'], second)]) expect(store.getState().dispatch(command).ok).toBe(true);
    expect(lastMoveStart(store.getState().game.log)).toBe(1);

    expect(store.getState().undoMove()).toBe(true);
    const { game } = store.getState();
    expect(unitById(game.current, 'us-a')!.hex).toBe(start);
    expect(unitById(game.current, 'us-b')!.hex).toBe(bTo);
    expect(game.log).toHaveLength(1);
    expect(game.redo.map((c) => (c.type === 'moveStep' ? c.to : ''))).toEqual([second, first]);
    store.getState().redo();
    expect(unitById(store.getState().game.current, 'us-a')!.hex).toBe(first);
  });

  it('[8.0] nothing to take back when the last command was not a move', () => {
    const { store } = memoryStore(testGame({ phase: 4 }));
    expect(store.getState().undoMove()).toBe(false);
    store.getState().dispatch({ type: 'endPhase' });
    expect(lastMoveStart(store.getState().game.log)).toBeNull();
    expect(store.getState().undoMove()).toBe(false);
  });
});
