/**
 * Units near hexes, for the end-of-play conditions of 27.51: a side's units on or within some hexes
 * of a set [27.51 no. 1], and an undisrupted unit within some hexes of an enemy pathfinder marker
 * [27.51 no. 3]. A unit counts when it is on the map and not eliminated; a leader alone is no unit
 * here (he has no strength [19.0]).
 */
import { hexDistance, parseHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { enemyPathfinderHexes } from './artilleryCover';
import { allUnits, type PositionUnits } from '../state/unitBuckets';

function onMap(unit: Unit): boolean {
  return unit.hex !== null && !unit.eliminated && unit.type !== 'leader';
}

function distance(a: HexId, b: HexId): number {
  const from = parseHexId(a);
  const to = parseHexId(b);
  return from && to ? hexDistance(from, to) : Number.POSITIVE_INFINITY;
}

/** Units of `side` on a hex of `hexes` or within `radius` hexes of one, in state order. */
export function unitsNear(state: PositionUnits, side: Side, hexes: readonly HexId[], radius: number): Unit[] {
  return allUnits(state).filter((u) => u.side === side && onMap(u) && hexes.some((h) => distance(u.hex!, h) <= radius));
}

/** [27.51 no. 3] The first undisrupted unit of `side` within `radius` hexes of an enemy pathfinder, with the marker's hex. */
export function unitNearPathfinder(state: GameState, side: Side, radius: number): { unitId: string; pathfinder: HexId } | null {
  const markers = enemyPathfinderHexes(state, side);
  for (const unit of allUnits(state)) {
    if (unit.side !== side || !onMap(unit) || unit.status.disrupted) continue;
    const near = markers.find((m) => distance(unit.hex!, m) <= radius);
    if (near) return { unitId: unit.id, pathfinder: near };
  }
  return null;
}
