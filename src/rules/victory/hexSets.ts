/**
 * The hexes a condition names and which of them a side holds. A side holds a hex when one of its
 * units stands in it: on the map, not eliminated; a leader counter alone does not hold a hex (he
 * has no strength and rides with an HQ [19.0]).
 */
import { canonicalHexId, hexFromIndex, hexId, hexIndex, parseHexId, type HexId } from '../hex';
import type { Side } from '../core/unit';
import type { World } from '../world/world';
import { LINK_BIT, NO_HEX, RAISED_LINK_BIT } from '../world/mapGrid';
import type { HexSet } from './types';
import { allUnits, type PositionUnits } from '../state/unitBuckets';

/**
 * The hexes of the shortest road between two hexes, both ends included, following the map's road
 * links (raised or not); empty when no road joins them. Ties are broken by the grid's fixed direction order, so
 * the answer is the same every time.
 */
export function roadHexesBetween(world: World, from: HexId, to: HexId): HexId[] {
  const start = parseHexId(from);
  const goal = parseHexId(to);
  if (!start || !goal) return [];
  const { neighbor, links } = world.grid;
  const roadBits = LINK_BIT.road | RAISED_LINK_BIT.road;
  const startIndex = hexIndex(start);
  const goalIndex = hexIndex(goal);
  const previous = new Map<number, number>([[startIndex, NO_HEX]]);
  const queue = [startIndex];
  for (let head = 0; head < queue.length && !previous.has(goalIndex); head++) {
    const at = queue[head]!;
    for (let d = 0; d < 6; d++) {
      const next = neighbor[at * 6 + d]!;
      if (next === NO_HEX || previous.has(next) || (links[at * 6 + d]! & roadBits) === 0) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  if (!previous.has(goalIndex)) return [];
  const path: HexId[] = [];
  for (let at = goalIndex; at !== NO_HEX; at = previous.get(at)!) path.unshift(hexId(hexFromIndex(at)));
  return path;
}

/** The hexes of a set, canonical ids; a road path needs the map and is null without one. */
export function resolveHexSet(set: HexSet, world: World | null): HexId[] | null {
  switch (set.kind) {
    case 'list':
      return set.hexes.map((h) => canonicalHexId(h) ?? h);
    case 'roadPath':
      return world ? roadHexesBetween(world, set.from, set.to) : null;
  }
}

/** Every hex the side holds, sorted. */
export function hexesHeldBy(state: PositionUnits, side: Side): HexId[] {
  const held = new Set<HexId>();
  for (const unit of allUnits(state)) {
    if (unit.side !== side || unit.hex === null || unit.eliminated || unit.type === 'leader') continue;
    held.add(canonicalHexId(unit.hex) ?? unit.hex);
  }
  return [...held].sort();
}

/** The hexes of `hexes` (or every hex when null) that the side holds, sorted. */
export function heldAmong(state: PositionUnits, side: Side, hexes: readonly HexId[] | null): HexId[] {
  const held = hexesHeldBy(state, side);
  if (hexes === null) return held;
  const wanted = new Set(hexes);
  return held.filter((h) => wanted.has(h));
}

/** Whether the held hexes satisfy the set: one of them (`any`), all of them (`all`), or both hexes of one pair of the list read two by two (`anyPair`). */
export function satisfies(held: readonly HexId[], hexes: readonly HexId[], need: 'any' | 'all' | 'anyPair'): boolean {
  const set = new Set(held);
  if (need === 'anyPair') {
    for (let i = 0; i + 1 < hexes.length; i += 2) if (set.has(hexes[i]!) && set.has(hexes[i + 1]!)) return true;
    return false;
  }
  return need === 'any' ? hexes.some((h) => set.has(h)) : hexes.length > 0 && hexes.every((h) => set.has(h));
}
