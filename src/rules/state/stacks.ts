/** Stacks: the units in one hex, top first [9.2]. */
import { canonicalHexId, type HexId } from '../hex';
import type { GameState } from './gameState';
import type { Unit } from './unit';

/** Top first; equal positions (never in a legal state) fall back to the id so order is stable. */
function byStackPosition(a: Unit, b: Unit): number {
  return a.stackIndex - b.stackIndex || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function unitsInHex(state: GameState, hex: HexId): Unit[] {
  const target = canonicalHexId(hex);
  return Object.values(state.units)
    .filter((u) => u.hex !== null && canonicalHexId(u.hex) === target)
    .sort(byStackPosition);
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
