/**
 * [26.61 no. 3] Could an artillery unit of a side fire on one of a set of hexes, or on an enemy
 * pathfinder marker, without doubling its range [12.0, 18.2]? The hex must be observed by a unit of
 * the side (indirect fire needs a spotter [12.1]). Reading (docs/scenarios.md, "Scenario 26"):
 * "capable of firing" is the artillery unit on the map, not eliminated, not disrupted [9.2] and not in
 * Travel [13.1], with the target within its printed range; the spotter's communication is not asked.
 */
import { canonicalHexId, hexDistance, parseHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import { isArtillery } from '../fire/unitClass';
import { observersOf } from '../observation/observers';
import type { World } from '../world/world';
import { allUnits } from '../state/unitBuckets';

export interface ArtilleryCover {
  artilleryId: string;
  target: HexId;
  spotterId: string;
}

/** The first artillery unit of `side` able to fire on one of `targets`, with its spotter, or null. */
export function artilleryCover(state: GameState, world: World, side: Side, targets: readonly HexId[]): ArtilleryCover | null {
  const guns = allUnits(state)
    .filter((u) => u.side === side && isArtillery(u) && u.hex !== null && !u.eliminated && !u.status.disrupted && u.mode !== 'travel')
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  if (guns.length === 0) return null;
  const seen = new Map<HexId, string | null>();
  const spotterOf = (hex: HexId): string | null => {
    if (!seen.has(hex)) seen.set(hex, observersOf(state, world, side, hex).find((o) => o.verdict.ok)?.unitId ?? null);
    return seen.get(hex)!;
  };
  for (const gun of guns) {
    const from = parseHexId(gun.hex!)!;
    for (const raw of targets) {
      const target = canonicalHexId(raw) ?? raw;
      const at = parseHexId(target);
      if (!at || hexDistance(from, at) > gun.range) continue;
      const spotter = spotterOf(target);
      if (spotter) return { artilleryId: gun.id, target, spotterId: spotter };
    }
  }
  return null;
}

/** The hexes of the other side's pathfinder markers on the map [14.3]. */
export function enemyPathfinderHexes(state: GameState, side: Side): HexId[] {
  if (side === 'allied') return [];
  return Object.values(state.pathfinders)
    .map((p) => p.hex)
    .filter((h): h is HexId => h !== null);
}
