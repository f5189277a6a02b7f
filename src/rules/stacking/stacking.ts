/**
 * Stacking [9.0–9.33]: the limit of a hex in current strength points, set by its terrain on the
 * Terrain Effects Chart [9.1, 10.15], counted at every instant [9.11] over all units [9.12] except
 * leaders and markers [9.13, 9.14] and static flak [18.51].
 */
import { parseHexId, hexIndex, type HexId } from '../hex';
import { unitsInHex } from '../state/stacks';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';

/** Stacking weight of one unit [9.12, 18.51]. */
export function stackWeight(unit: Unit): number {
  if (unit.static && unit.type === 'flak') return 0; // [18.51]
  if (unit.type === 'leader') return 0; // [9.13, 19.2]
  return unit.strength;
}

/** The limit of a hex, in SP, or Infinity where the terrain sets none [9.1]. */
export function stackingLimitAt(world: World, index: number): number {
  const limit = world.terrainEffects.hex[terrainOf(world.grid, index)].stacking;
  return limit === 'unlimited' ? Number.POSITIVE_INFINITY : limit;
}

export function stackWeightAt(state: GameState, hex: HexId): number {
  return unitsInHex(state, hex).reduce((sum, u) => sum + stackWeight(u), 0);
}

export function isOverstacked(world: World, state: GameState, hex: HexId): boolean {
  const at = parseHexId(hex);
  if (!at) return false;
  return stackWeightAt(state, hex) > stackingLimitAt(world, hexIndex(at));
}

/** The stacking figures of a hex, if it is over its limit [9.32]. */
export function overstackOf(world: World, state: GameState, hex: HexId): { strength: number; limit: number } | null {
  const at = parseHexId(hex);
  if (!at) return null;
  const strength = stackWeightAt(state, hex);
  const limit = stackingLimitAt(world, hexIndex(at));
  return strength > limit ? { strength, limit } : null;
}
