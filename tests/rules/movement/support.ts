/** Shared helpers for the movement, zone-of-control, stacking and bridge tests. */
import { expect } from 'vitest';
import {
  apply,
  formatHexId,
  hexIndex,
  neighbors,
  parseHexId,
  type ApplyOptions,
  type Command,
  type GameEvent,
  type GameState,
  type Unit,
  type UnitStatus,
  type World,
} from '../../../src/rules';
import { unit } from '../../support/builders';
import { allUnits, unitById } from '../../../src/rules/state/unitBuckets';

/** The ids of the hexes next to one hex, clockwise from east (E, SE, SW, W, NW, NE). */
export function nb(id: string): string[] {
  return neighbors(parseHexId(id)!).map((h) => formatHexId(h)!);
}

export function idx(id: string): number {
  return hexIndex(parseHexId(id)!);
}

/** A status override without spelling out every field. */
export function status(partial: Partial<UnitStatus>): UnitStatus {
  return { disrupted: false, depleted: false, fired: false, mpSpent: 0, modeChanged: false, ...partial };
}

/** A German unit (armor by default). */
export function german(overrides: Partial<Unit> & Pick<Unit, 'id'>): Unit {
  return unit({
    side: 'german',
    nationality: 'DE',
    type: 'armor',
    subordination: '107',
    effectiveness: { concentrated: 7, dispersed: 5 },
    ...overrides,
  });
}

/** Apply a command that must be accepted; returns the new state and its events. */
export function ok(state: GameState, command: Command, world: World, options?: ApplyOptions): { state: GameState; events: GameEvent[] } {
  const result = apply(state, command, world, options);
  if (!result.ok) throw new Error(`refused [${result.rule}] ${result.code}: ${result.message}`);
  return { state: result.state, events: result.events };
}

/** Apply a command that must be refused; returns the refusal. */
export function refused(state: GameState, command: Command, world: World): { code: string; rule: string; message: string } {
  const result = apply(state, command, world);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  expect(result.state).toBe(state);
  return { code: result.code, rule: result.rule, message: result.message };
}

export function move(unitIds: string[], to: string): Command {
  return { type: 'moveStep', unitIds, to: to as never };
}

/** MP a unit has spent this phase. */
export function spent(state: GameState, id: string): number {
  return unitById(state, id)!.status.mpSpent;
}

/** The ids in a hex, top first. */
export function stackAt(state: GameState, hex: string): string[] {
  return allUnits(state)
    .filter((u) => u.hex === hex)
    .sort((a, b) => a.stackIndex - b.stackIndex)
    .map((u) => u.id);
}
