// Checkpoints of the command log [ARCHITECTURE §4]: undo, redo and loading restart their replay from a
// position already worked out, and always end on exactly the position a replay from the start gives.
// Played on Hell's Highway with the real map and counters, by the seeded simple policy.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { chooseCommand, createGame, type Command, type GameState } from '../../src/rules';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { createGameStore, createMemoryAutosave, jsonEqual, replay } from '../../src/store';
import { CHECKPOINT_EVERY, createCheckpoints, RECENT_KEPT } from '../../src/store/checkpoints';
import type { LogEntry } from '../../src/store/replay';
import { realWorld } from '../support/realWorld';

const world = realWorld();
const COMMANDS = 3 * CHECKPOINT_EVERY + 7;
/** Each test plays and replays a real game: seconds on a loaded machine. */

function playedStore(): ReturnType<typeof createGameStore> {
  const store = createGameStore({ storage: createMemoryAutosave(), initial: createGame(hellsHighwaySetup('checkpoints')), world, entropy: () => '0123456789abcdef' });
  const random = seedrandom.alea('checkpoints');
  for (let n = 0; n < COMMANDS; n++) {
    const command = chooseCommand(store.getState().game.current, world, random);
    const result = store.getState().dispatch(command);
    if (!result.ok) throw new Error(`command ${n} ${JSON.stringify(command)} refused: ${result.message}`);
  }
  return store;
}

/** The position a replay of the whole log from the initial position gives. */
function fromTheStart(store: ReturnType<typeof createGameStore>): GameState {
  const { initial, log } = store.getState().game;
  const replayed = replay(initial, log.map((e) => e.command), world);
  if (!replayed.ok) throw new Error(replayed.reason);
  return replayed.state;
}

describe('checkpoints of the command log', () => {
  it('[ARCHITECTURE §4] undo one command at a time, across checkpoint boundaries, lands where a replay from the start does', () => {
    const store = playedStore();
    for (let n = 0; n < CHECKPOINT_EVERY + RECENT_KEPT + 3; n++) {
      expect(store.getState().undo()).toBe(true);
      if (n % 7 === 0 || n > CHECKPOINT_EVERY + RECENT_KEPT) expect(jsonEqual(store.getState().game.current, fromTheStart(store))).toBe(true);
    }
    expect(jsonEqual(store.getState().game.current, fromTheStart(store))).toBe(true);
  }, 120_000);

  it('[ARCHITECTURE §4] redo after undo, then a new command, then undo again: every position is the replayed one', () => {
    const store = playedStore();
    for (let n = 0; n < 5; n++) store.getState().undo();
    for (let n = 0; n < 3; n++) expect(store.getState().redo()).toBe(true);
    expect(jsonEqual(store.getState().game.current, fromTheStart(store))).toBe(true);
    const random = seedrandom.alea('branch');
    const command: Command = chooseCommand(store.getState().game.current, world, random);
    expect(store.getState().dispatch(command).ok).toBe(true);
    for (let n = 0; n < 4; n++) store.getState().undo();
    expect(jsonEqual(store.getState().game.current, fromTheStart(store))).toBe(true);
  }, 120_000);

  it('[ARCHITECTURE §4] a loaded save keeps the positions its check replayed: undo after load lands on the replayed position', () => {
    const text = playedStore().getState().exportSave();
    const loaded = createGameStore({ storage: createMemoryAutosave(), initial: createGame(hellsHighwaySetup('other')), world, entropy: () => '0123456789abcdef' });
    expect(loaded.getState().importSave(text).ok).toBe(true);
    for (let n = 0; n < 2 * CHECKPOINT_EVERY; n++) expect(loaded.getState().undo()).toBe(true);
    expect(jsonEqual(loaded.getState().game.current, fromTheStart(loaded))).toBe(true);
  }, 120_000);

  it('a checkpoint is never taken from another log: a different entry at its place, or another initial position, gives the start', () => {
    const checkpoints = createCheckpoints();
    const initial = createGame(hellsHighwaySetup('a'));
    const other = createGame(hellsHighwaySetup('b'));
    const entry = (n: number): LogEntry => ({ command: { type: 'endPhase' }, events: [], turn: 1, phase: 1, ...{ n } });
    const log = Array.from({ length: 30 }, (_, n) => entry(n));
    for (let n = 1; n <= 30; n++) checkpoints.record(initial, n, other, log[n - 1]!);
    expect(checkpoints.nearest(initial, log, 27)).toEqual({ applied: 27, state: other });
    expect(checkpoints.nearest(initial, [...log.slice(0, 26), entry(26)], 27).applied).toBe(26);
    // positions 15–30 (the last RECENT_KEPT) are kept, 25 among them as a CHECKPOINT_EVERY one; 1–14 are dropped
    expect(checkpoints.size()).toBe(RECENT_KEPT);
    expect(checkpoints.nearest(initial, log, 14).applied).toBe(0);
    expect(checkpoints.nearest(other, log, 27)).toEqual({ applied: 0, state: other });
  });
});
