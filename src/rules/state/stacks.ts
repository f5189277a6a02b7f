/** Stacks: the units in one hex, top first [9.2]. */
import type { HexId } from '../hex';
import type { GameState } from './gameState';
import type { Unit } from './unit';

export function unitsInHex(state: GameState, hex: HexId): Unit[] {
  return Object.values(state.units)
    .filter((u) => u.hex === hex)
    .sort((a, b) => a.stackIndex - b.stackIndex);
}

/** Every occupied hex with its stack, top first. */
export function stacksByHex(units: Iterable<Unit>): Map<HexId, Unit[]> {
  const stacks = new Map<HexId, Unit[]>();
  for (const unit of units) {
    if (!unit.hex) continue;
    const stack = stacks.get(unit.hex);
    if (stack) stack.push(unit);
    else stacks.set(unit.hex, [unit]);
  }
  for (const stack of stacks.values()) stack.sort((a, b) => a.stackIndex - b.stackIndex);
  return stacks;
}
