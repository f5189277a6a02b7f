/**
 * Checkpoints of the command log (issue 22): positions the store has already worked out, kept by
 * the number of commands applied to reach them, so that undo, redo and loading restart a replay
 * from the nearest one instead of from the initial position. They live beside the store's game,
 * never in a save file: a save still holds only the initial position and the commands
 * (ARCHITECTURE §4), and a loaded game rebuilds them while its log is replayed and checked.
 *
 * Kept: every `CHECKPOINT_EVERY`-th position, and the last `RECENT_KEPT` positions (undoing the last
 * few commands then costs nothing). Positions are immer-frozen and share every unchanged part, so
 * a checkpoint costs only what changed since the one before.
 *
 * A checkpoint is used only for the log it was taken from: it remembers the initial position and the
 * log entry that led to it (by identity), so a replaced or rewritten log can never pick up a
 * position from another timeline. Replays from a checkpoint are bit-exact: the position at a
 * checkpoint is the one replaying the log up to it gives (that is how it was made).
 */
import type { GameState } from '../rules/api';
import type { LogEntry } from './replay';

export const CHECKPOINT_EVERY = 25;
export const RECENT_KEPT = 16;

interface Kept {
  state: GameState;
  /** The log entry of the last command applied to reach `state`. */
  last: LogEntry;
}

export interface Start {
  /** Commands of the log already applied in `state`. */
  applied: number;
  state: GameState;
}

export interface Checkpoints {
  /** Keep the position reached after `applied` commands, the last of which is `last`. */
  record(initial: GameState, applied: number, state: GameState, last: LogEntry): void;
  /** The latest kept position of this log at or before `upTo` commands (the initial position if none). */
  nearest(initial: GameState, log: readonly LogEntry[], upTo: number): Start;
  /** Forget every position past `applied` commands (the log was cut there). */
  forgetAfter(applied: number): void;
  /** How many positions are kept (for tests and benches). */
  size(): number;
}

export function createCheckpoints(): Checkpoints {
  let of: GameState | null = null;
  const kept = new Map<number, Kept>();

  function sameGame(initial: GameState): void {
    if (of === initial) return;
    of = initial;
    kept.clear();
  }

  return {
    record(initial, applied, state, last) {
      sameGame(initial);
      kept.set(applied, { state, last });
      const old = applied - RECENT_KEPT;
      if (old > 0 && old % CHECKPOINT_EVERY !== 0) kept.delete(old);
    },
    nearest(initial, log, upTo) {
      sameGame(initial);
      let best: Start = { applied: 0, state: initial };
      for (const [applied, { state, last }] of kept) {
        if (applied > upTo || applied <= best.applied || log[applied - 1] !== last) continue;
        best = { applied, state };
      }
      return best;
    },
    forgetAfter(applied) {
      for (const key of [...kept.keys()]) if (key > applied) kept.delete(key);
    },
    size: () => kept.size,
  };
}
