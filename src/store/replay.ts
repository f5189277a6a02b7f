/**
 * Replay: the one way the store ever computes a position from history. Undo, redo, loading a save
 * and restoring an autosave all run the command log forward from the initial state through the
 * engine's `apply` (ARCHITECTURE §4: same initial state + same commands = same game). Nothing is
 * ever "reversed".
 */
import { apply, describeCommand, describeRefusal, type ApplyOptions, type Command, type GameEvent, type GameState, type PhaseNumber, type World } from '../rules/api';

/** One applied command in the game log, with what it did and when it was given. */
export interface LogEntry {
  command: Command;
  events: GameEvent[];
  /** Game-Turn in which the command was given (before it took effect). */
  turn: number;
  /** Phase in which the command was given (before it took effect). */
  phase: PhaseNumber;
}

export type ReplayResult =
  | { ok: true; state: GameState; log: LogEntry[] }
  | { ok: false; /** 0-based index of the command that failed. */ index: number; command: Command; reason: string };

/**
 * Apply `commands` in order from `initial` with the state's own seeded dice. Never throws.
 * `onPosition` sees each position reached (after `index + 1` of the commands), for checkpoints.
 */
export function replay(initial: GameState, commands: readonly Command[], world: World, onPosition?: (index: number, state: GameState) => void): ReplayResult {
  return replayInSteps(initial, commands, world, onPosition).run(Infinity)!;
}

/**
 * Replay commands the engine has already accepted on exactly these positions: the store's own log,
 * after an undo, from one of its checkpoints. Their validation is skipped (it can only pass again:
 * same engine, same position, same command); everything they do is carried out as before, so the
 * positions are the same. A log from anywhere else (a file, an autosave) goes through `replay`.
 */
export function replayAccepted(initial: GameState, commands: readonly Command[], world: World, onPosition?: (index: number, state: GameState) => void): ReplayResult {
  return replayInSteps(initial, commands, world, onPosition, { accepted: true }).run(Infinity)!;
}

/** A replay that can be carried out a few commands at a time (a loaded file checked in idle time). */
export interface SteppedReplay {
  /** Commands applied so far. */
  applied(): number;
  /** Apply up to `count` more commands: the result once the replay has ended (done or refused), else null. */
  run(count: number): ReplayResult | null;
}

export function replayInSteps(initial: GameState, commands: readonly Command[], world: World, onPosition?: (index: number, state: GameState) => void, options: ApplyOptions = {}): SteppedReplay {
  let state = initial;
  let index = 0;
  let ended: ReplayResult | null = null;
  const log: LogEntry[] = [];
  return {
    applied: () => index,
    run(count) {
      for (let n = 0; n < count && !ended && index < commands.length; n += 1) {
        const command = commands[index]!;
        let result;
        try {
          result = apply(state, command, world, options);
        } catch (error) {
          ended = { ok: false, index, command, reason: `the game could not carry it out (${errorText(error)})` };
          break;
        }
        if (!result.ok) {
          ended = { ok: false, index, command, reason: `it is not allowed there: ${describeRefusal(result)}` };
          break;
        }
        log.push({ command, events: result.events, turn: state.turn, phase: state.phase });
        state = result.state;
        onPosition?.(index, state);
        index += 1;
      }
      if (!ended && index >= commands.length) ended = { ok: true, state, log };
      return ended;
    },
  };
}

/** A command in a few plain words, for messages (each command module says how). */
export { describeCommand };

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Compare two JSON values structurally (key order does not matter; a missing key equals an
 * `undefined` one, as JSON drops both). Returns null when equal, else the path of the first
 * difference found.
 */
export function firstDifference(a: unknown, b: unknown, path: readonly string[] = []): string[] | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return [...path];
  if (Array.isArray(a) !== Array.isArray(b)) return [...path];
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [...path];
    for (let i = 0; i < a.length; i += 1) {
      const diff = firstDifference(a[i], b[i], [...path, String(i)]);
      if (diff) return diff;
    }
    return null;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) {
    const diff = firstDifference(ra[key], rb[key], [...path, key]);
    if (diff) return diff;
  }
  return null;
}

export function jsonEqual(a: unknown, b: unknown): boolean {
  return firstDifference(a, b) === null;
}
