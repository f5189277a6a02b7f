/**
 * Replay: the one way the store ever computes a position from history. Undo, redo, loading a save
 * and restoring an autosave all run the command log forward from the initial state through the
 * engine's `apply` (ARCHITECTURE §4: same initial state + same commands = same game). Nothing is
 * ever "reversed".
 */
import { apply, describeRefusal, type Command, type GameEvent, type GameState, type PhaseNumber, type World } from '../rules';

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

/** Apply `commands` in order from `initial` with the state's own seeded dice. Never throws. */
export function replay(initial: GameState, commands: readonly Command[], world: World): ReplayResult {
  let state = initial;
  const log: LogEntry[] = [];
  for (const [index, command] of commands.entries()) {
    let result;
    try {
      result = apply(state, command, world);
    } catch (error) {
      return { ok: false, index, command, reason: `the game could not carry it out (${errorText(error)})` };
    }
    if (!result.ok) return { ok: false, index, command, reason: `it is not allowed there: ${describeRefusal(result)}` };
    log.push({ command, events: result.events, turn: state.turn, phase: state.phase });
    state = result.state;
  }
  return { ok: true, state, log };
}

/** A command in a few plain words, for messages ("end the phase", "change us-a to dispersed mode"). */
export function describeCommand(command: Command): string {
  switch (command.type) {
    case 'endPhase':
      return 'end the phase';
    case 'changeMode':
      return `change unit "${command.unitId}" to ${command.to} mode`;
    case 'moveStep':
      return `move ${command.unitIds.map((id) => `"${id}"`).join(', ')} to ${command.to}`;
    case 'restack':
      return `restack ${command.hex}`;
    case 'ferry':
      return `ferry ${command.unitIds.map((id) => `"${id}"`).join(', ')} to ${command.to} with "${command.engineerId}"`;
    case 'passOpportunity':
      return 'let the action go ahead without opportunity fire';
    case 'displace':
      return `displace to ${command.to}`;
    case 'blowBridge':
      return `try to blow the bridge at ${command.bridge}`;
    case 'spareBridge':
      return `leave the bridge at ${command.bridge} standing`;
    case 'removeEntrenchment':
      return `remove the entrenchment in ${command.hex}`;
    case 'startWork': {
      const target = command.kind === 'entrench' ? 'their hex' : `bridge "${command.bridge ?? '?'}"`;
      return `set ${command.unitIds.map((id) => `"${id}"`).join(', ')} to ${command.kind} ${target}`;
    }
    case 'stopWork':
      return `stop the engineers' work in ${command.hex}`;
    case 'fire':
      return `fire "${command.firerId}" at "${command.targetId}"${command.strength !== undefined ? ` with ${command.strength} SP` : ''}`;
    case 'opportunityFire':
      return `opportunity fire by "${command.firerId}" at "${command.targetId}"`;
    case 'fireResultChoice':
      return `take the fire result as: ${command.choice}`;
    case 'closeAction':
      return `close-assault ${command.target} with ${command.unitIds.map((id) => `"${id}"`).join(', ')}`;
    case 'closeActionRetreat':
      return `retreat to ${command.to}`;
    case 'closeActionAdvance':
      return command.unitIds.length ? `advance ${command.unitIds.map((id) => `"${id}"`).join(', ')}` : 'stay put after the close action';
    case 'placeAirstrike':
      return `place an airstrike on ${command.hex}${command.targetId ? ` against "${command.targetId}"` : ''}`;
    case 'placeCap':
      return `widen the CAP at ${command.hex} with ${command.strikes} airstrike${command.strikes === 1 ? '' : 's'}`;
    case 'attachToHq':
      return `attach ${command.unitIds.map((id) => `"${id}"`).join(', ')} to the HQ of ${command.formationId}`;
    case 'promoteToDivisionHq':
      return `name "${command.hqUnitId}" the new divisional HQ`;
    case 'deploy':
      return `set up "${command.unitId}" in ${command.hex}`;
    case 'finishDeployment':
      return 'finish the set-up';
  }
  return `a "${(command as { type?: unknown }).type}" command`;
}

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
