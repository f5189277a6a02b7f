/**
 * How the attackers reach the hex they assault [8.6, 10.42–10.44, 10.94, 16.15]: straight across a
 * hexside (perhaps over a bridge or a dike), across a German permanent ferry to its far bank, or
 * carried by a bridge engineer over an unbridged canal or river. The approach decides which
 * penalties the assault bears and whether the target can be assaulted at all.
 */
import { areAdjacent, canonicalHexId, hexDistance, hexIndex, parseHexId, type HexId } from '../hex';
import { refuse, type Refusal } from '../core/refusal';
import { bridgeStands } from '../state/bridges';
import type { GameState } from '../core/gameState';
import { FEATURE_BIT, bridgeKey, directionIndex, terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';

export type ApproachKind = 'hexside' | 'permanentFerry' | 'engineerFerry';

export interface Approach {
  kind: ApproachKind;
  from: HexId;
  target: HexId;
  fromIndex: number;
  targetIndex: number;
  /** The assault goes over a standing bridge (or by engineer ferry, which counts as one [16.15]) [10.43]. */
  overBridge: boolean;
  /** The assault crosses a dike hexside [10.44]. */
  overDike: boolean;
}

function standing(world: World, state: GameState, list: readonly number[] | undefined): boolean {
  return (list ?? []).some((n) => bridgeStands(state.bridges, bridgeKey(world.grid.bridges[n]!)));
}

/** The two banks of a permanent ferry are `a` and `b` [10.9]. */
function ferryJoins(world: World, a: HexId, b: HexId): boolean {
  return world.map.ferries.some((f) => {
    const first = canonicalHexId(f.hexes[0]!);
    const last = canonicalHexId(f.hexes[f.hexes.length - 1]!);
    return (first === a && last === b) || (first === b && last === a);
  });
}

/** Unbridged canal or river between two hexes one or two apart (the bridge engineer's job [16.1]). */
function unbridgedWaterBetween(world: World, state: GameState, from: number, to: number): boolean {
  const grid = world.grid;
  const k = directionIndex(grid.neighbor, from, to);
  if (k >= 0) {
    const bits = grid.features[from * 6 + k]!;
    return (bits & (FEATURE_BIT.canal | FEATURE_BIT.river)) !== 0 && !standing(world, state, grid.sideBridges.get(from * 6 + k));
  }
  for (let j = 0; j < 6; j++) {
    const middle = grid.neighbor[from * 6 + j]!;
    if (middle < 0 || directionIndex(grid.neighbor, middle, to) < 0) continue;
    if (terrainOf(grid, middle) === 'allWater' && !standing(world, state, grid.hexBridges.get(middle))) return true;
  }
  return false;
}

/**
 * The approach from `from` to `target`, or why there is none. `viaEngineer` asks for the bridge
 * engineer's ferry [16.15]; otherwise the hexes must be adjacent, or a German permanent ferry's
 * two banks [10.94].
 */
export function closeActionApproach(world: World, state: GameState, from: HexId, target: HexId, viaEngineer: boolean): Approach | Refusal {
  const a = parseHexId(from)!;
  const b = parseHexId(target)!;
  const fromIndex = hexIndex(a);
  const targetIndex = hexIndex(b);
  const base = { from, target, fromIndex, targetIndex };
  if (viaEngineer) {
    const d = hexDistance(a, b);
    if (!(d === 1 || d === 2) || !unbridgedWaterBetween(world, state, fromIndex, targetIndex)) {
      return refuse('INVALID_COMMAND', '16.15', `${target} is not across an unbridged canal or river from ${from}.`);
    }
    return { ...base, kind: 'engineerFerry', overBridge: true, overDike: false };
  }
  if (areAdjacent(a, b)) {
    const k = directionIndex(world.grid.neighbor, fromIndex, targetIndex);
    const slot = fromIndex * 6 + k;
    const sideBridge = standing(world, state, world.grid.sideBridges.get(slot));
    // A span over open water is a bridge too, whichever end the assault starts from [10.43].
    const onSpan = terrainOf(world.grid, fromIndex) === 'allWater' || terrainOf(world.grid, targetIndex) === 'allWater';
    const overDike = (world.grid.features[slot]! & FEATURE_BIT.dike) !== 0;
    return { ...base, kind: 'hexside', overBridge: sideBridge || onSpan, overDike };
  }
  if (ferryJoins(world, from, target)) return { ...base, kind: 'permanentFerry', overBridge: false, overDike: false };
  return refuse('NOT_ADJACENT', '8.6', `${target} is not next to ${from}: a close action is made against an adjacent hex.`);
}
