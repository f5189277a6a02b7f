/** Shared helpers for the fire tests. */
import { expect } from 'vitest';
import {
  apply,
  fireResult,
  scriptedDice,
  type Command,
  type FireResult,
  type FireResultLine,
  type GameEvent,
  type GameState,
  type World,
} from '../../../src/rules';

/** Dice for one shot: two dice totalling `total`, then spare 6s (leader checks, depletion: no effect on a 6). */
export function diceFor(total: number, spare = 8): number[] {
  const a = Math.max(1, total - 6);
  return [a, total - a, ...Array<number>(spare).fill(6)];
}

/** A 2d6 total that gives a result passing `test` for this Fire Value and line, read from the table. */
export function rollGiving(world: World, fireValue: number, line: FireResultLine, test: (r: FireResult) => boolean): number {
  for (let roll = 2; roll <= 12; roll++) if (test(fireResult(fireValue, line, roll, world.tables.fireResults))) return roll;
  throw new Error(`no roll gives that result at FV ${fireValue} on ${line}`);
}

/** Apply with scripted dice; must be accepted. */
export function okWith(state: GameState, command: Command, world: World, dice: number[]): { state: GameState; events: GameEvent[] } {
  const result = apply(state, command, world, { dice: scriptedDice(dice) });
  if (!result.ok) throw new Error(`refused [${result.rule}] ${result.code}: ${result.message}`);
  return { state: result.state, events: result.events };
}

export function fire(firerId: string, targetId: string, strength?: number): Command {
  return strength === undefined ? { type: 'fire', firerId, targetId } : { type: 'fire', firerId, targetId, strength };
}

export function fireEvent(events: GameEvent[]) {
  const e = events.find((x) => x.type === 'fireResolved');
  expect(e).toBeDefined();
  return e as Extract<GameEvent, { type: 'fireResolved' }>;
}
