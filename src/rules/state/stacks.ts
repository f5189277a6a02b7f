/** Stacks: the units in one hex, top first [9.2]. */
import { canonicalHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import { occupantsOf } from './occupancy';
import { unitsInIdOrder } from './unitOrder';
import type { Side, Unit } from '../core/unit';
import { allUnits, unitById } from './unitBuckets';

/** Top first; equal positions (never in a legal state) fall back to the id so order is stable. */
function byStackPosition(a: Unit, b: Unit): number {
  return a.stackIndex - b.stackIndex || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The units in a hex, top first (from the occupancy index, state/occupancy.ts). */
export function unitsInHex(state: GameState, hex: HexId): Unit[] {
  return occupantsOf(state, hex).sort(byStackPosition);
}

/**
 * Every occupied hex with its stack, top first, keyed by canonical id (a unit recorded under the
 * other id of an overlap hex [3.8] joins the same stack).
 */
export function stacksByHex(units: Iterable<Unit>): Map<HexId, Unit[]> {
  const stacks = new Map<HexId, Unit[]>();
  for (const unit of units) {
    const hex = unit.hex === null ? undefined : canonicalHexId(unit.hex);
    if (!hex) continue;
    const stack = stacks.get(hex);
    if (stack) stack.push(unit);
    else stacks.set(hex, [unit]);
  }
  for (const stack of stacks.values()) if (stack.length > 1) stack.sort(byStackPosition);
  return stacks;
}

/** A stable order for ids (plain code-unit order, the same in every engine). */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether a unit stands on the map. */
export function onMap(unit: Unit): boolean {
  return !unit.eliminated && unit.hex !== null;
}

/** Every unit in id order (stable). */
export function sortedUnits(state: GameState): Unit[] {
  return [...unitsInIdOrder(state)];
}

/** Every occupied hex of one side with its units top first, hexes in id order (stable). */
export function sideStacks(state: GameState, side: Side): [HexId, Unit[]][] {
  const units = allUnits(state).filter((u) => u.side === side && onMap(u));
  return [...stacksByHex(units).entries()]
    .map(([hex, stack]): [HexId, Unit[]] => [hex, [...stack].sort((a, b) => a.stackIndex - b.stackIndex || compareIds(a.id, b.id))])
    .sort(([a], [b]) => compareIds(a, b));
}

/** Hexes holding units of `side` (canonical ids). */
export function occupiedBy(state: GameState, side: Side): Set<HexId> {
  const out = new Set<HexId>();
  for (const unit of allUnits(state)) {
    if (unit.side !== side || !onMap(unit)) continue;
    const hex = canonicalHexId(unit.hex!);
    if (hex) out.add(hex);
  }
  return out;
}

/** `sideStacks`, or, when `only` names a unit of the side on the map, just the stack it stands in. */
export function sideStacksWith(state: GameState, side: Side, only?: string): [HexId, Unit[]][] {
  if (only === undefined) return sideStacks(state, side);
  const unit = unitById(state, only);
  if (!unit || unit.side !== side || !onMap(unit)) return [];
  const hex = canonicalHexId(unit.hex!)!;
  return [[hex, unitsInHex(state, hex).filter((u) => u.side === side && onMap(u))]];
}
