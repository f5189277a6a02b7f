/**
 * Helpers for the integration tests: real commands through `apply` / `validate`, with dice forced by
 * `scriptedDice`, and small games that carry formations, supply sources and options.
 */
import { expect } from 'vitest';
import {
  apply,
  createGame,
  fireOptions,
  fireResult,
  scriptedDice,
  type Command,
  type FireResult,
  type Formation,
  type GameEvent,
  type GameSetup,
  type GameState,
  type PhaseNumber,
  type Unit,
  type World,
} from '../../../src/rules';
import { unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';

export { unit };
export const WORLD: World = CLEAR_WORLD;
/** A daylight Game-Turn (the fire tests use it too). */
export const DAY = 8;

export type Step = { state: GameState; events: GameEvent[] };

/** Apply a command that must be accepted, rolling exactly the dice given (none left over allowed is not checked). */
export function ok(state: GameState, command: Command, dice: number[] = [], world: World = WORLD): Step {
  const result = apply(state, command, world, { dice: scriptedDice(dice) });
  if (!result.ok) throw new Error(`refused [${result.rule}] ${result.code}: ${result.message}`);
  return { state: result.state, events: result.events };
}

/** Apply a command that must be refused; the state must be handed back untouched. */
export function refused(state: GameState, command: Command, world: World = WORLD): { code: string; rule: string; message: string } {
  const result = apply(state, command, world);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  expect(result.state).toBe(state);
  return { code: result.code, rule: result.rule, message: result.message };
}

/** End phases until the game stands in `phase` (wrapping into the next Game-Turn when needed). */
export function endPhasesUntil(state: GameState, phase: PhaseNumber, dice: number[] = Array<number>(40).fill(6), world: World = WORLD): Step {
  let current = state;
  const events: GameEvent[] = [];
  const source = scriptedDice(dice);
  do {
    const result = apply(current, { type: 'endPhase' }, world, { dice: source });
    if (!result.ok) throw new Error(`endPhase refused: ${result.message}`);
    current = result.state;
    events.push(...result.events);
  } while (current.phase !== phase);
  return { state: current, events };
}

/** The two dice of a shot by `firerId` at `targetId` now that give a result passing `test`. */
export function shotDice(state: GameState, firerId: string, targetId: string, test: (r: FireResult) => boolean, world: World = WORLD): [number, number] {
  const o = fireOptions(state, world, firerId).find((x) => x.targetId === targetId);
  if (!o || !o.legal) throw new Error(`${firerId} may not fire at ${targetId}: ${JSON.stringify(o)}`);
  for (let roll = 2; roll <= 12; roll++) {
    if (test(fireResult(o.assessment.fireValue, o.assessment.line, roll, world.tables.fireResults))) {
      const a = Math.max(1, roll - 6);
      return [a, roll - a];
    }
  }
  throw new Error(`no roll gives that result for ${firerId} at ${targetId}`);
}

export const miss = (r: FireResult) => r === '-';
export const disperse = (r: FireResult) => r === 'D';
export const loss = (n: number) => (r: FireResult) => r === n;
export const anyLoss = (r: FireResult) => typeof r === 'number';

/** The die (1–6) that makes a close action, about to be resolved by `command`, give `result`. */
export function closeActionDie(state: GameState, command: Command, result: string, world: World = WORLD): number {
  for (let die = 1; die <= 6; die++) {
    const r = apply(state, command, world, { dice: scriptedDice([die, ...Array<number>(20).fill(6)]) });
    if (!r.ok) throw new Error(`refused: ${r.message}`);
    const e = r.events.find((x) => x.type === 'closeActionResolved');
    if (e && e.type === 'closeActionResolved' && e.result === result) return die;
  }
  throw new Error(`no die gives ${result}`);
}

export function eventsOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** A German unit (infantry by default). */
export function de(overrides: Partial<Unit> & Pick<Unit, 'id'>): Unit {
  return unit({ side: 'german', nationality: 'DE', type: 'infantry', subordination: 'ind', effectiveness: { concentrated: 6, dispersed: 3 }, ...overrides });
}

/** A small game with everything a scenario may give: formations, supply, options. */
export function setup(units: Unit[], extra: Partial<GameSetup> & { phase?: PhaseNumber; turn?: number } = {}): GameState {
  const { phase, turn, ...rest } = extra;
  return createGame({
    scenarioId: 'integration',
    seed: 'integration',
    startTurn: turn ?? DAY,
    startPhase: phase ?? 1,
    lastTurn: 106,
    units,
    ...rest,
  });
}

/** Formations for the tests: a German division with two battalions, an Allied division with two battalions. */
export function formation(id: string, side: Formation['side'], echelon: Formation['echelon'], parentId: string | null, hqUnitId: string | null): Formation {
  return { id, designation: id, echelon, side, nationality: side === 'german' ? 'DE' : 'US', parentId, hqUnitId };
}
