/**
 * A set-up requirement of the kind "an unbroken line of the side's zones of control from hex A to
 * hex B" [30.6]: when that side declares its set-up finished, a chain of adjacent hexes, each
 * controlled by one of its units (or holding one), must join the two hexes.
 */
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import { hexIndex, parseHexId, type HexId } from '../hex';
import { neighborIndices } from '../world/mapGrid';
import type { World } from '../world/world';
import { zocMap } from '../zoc/zoneOfControl';
import { allUnits } from '../state/unitBuckets';

export interface ZocLineRequirement {
  side: Side;
  from: HexId;
  to: HexId;
  rule: string;
}

/** Hexes under the side's control: in one of its units' zones of control, or holding one of its units. */
function controlled(world: World, state: GameState, side: Side): Set<number> {
  const out = new Set(zocMap(world, state, side).keys());
  for (const unit of allUnits(state)) {
    if (unit.side !== side || unit.hex === null || unit.type === 'leader') continue;
    const at = parseHexId(unit.hex);
    if (at) out.add(hexIndex(at));
  }
  return out;
}

/** Does an unbroken chain of controlled hexes join `from` and `to` [30.6]? */
export function zocLineHolds(world: World, state: GameState, line: ZocLineRequirement): boolean {
  const from = parseHexId(line.from);
  const to = parseHexId(line.to);
  if (!from || !to) return false;
  const inLine = controlled(world, state, line.side);
  const start = hexIndex(from);
  const goal = hexIndex(to);
  if (!inLine.has(start) || !inLine.has(goal)) return false;
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === goal) return true;
    for (const next of neighborIndices(world.grid, at)) {
      if (seen.has(next) || !inLine.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return false;
}
