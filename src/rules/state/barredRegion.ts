/**
 * A part of the map a side may not move into [30.41]: the hexes of one map section reached from a
 * seed hex without crossing hexsides of a given feature (scenario 30: the Allied side of the
 * Meuse–Escaut canal, the reconstructed initial front line). Worked out from the map once per world.
 */
import { refuse, type Refusal } from '../core/refusal';
import type { Side } from '../core/unit';
import { adjacentHexes, canonicalHexId, hexIdsOf, parseHexId, type HexId, type Section } from '../hex';
import { hexsideFeaturesBetween } from '../map/mapData';
import type { HexsideFeature } from '../map/terrain';
import type { World } from '../world/world';

export interface BarredRegion {
  /** The side kept out. */
  side: Side;
  section: Section;
  /** A hex inside the region. */
  seed: HexId;
  /** The hexside feature that bounds it. */
  boundary: HexsideFeature;
  rule: string;
  /** Plain words for refusals, e.g. "south of the initial front line". */
  where: string;
}

const regions = new WeakMap<World, Map<string, ReadonlySet<HexId>>>();

/** Every hex of the region (canonical ids). */
export function regionHexes(world: World, region: Pick<BarredRegion, 'section' | 'seed' | 'boundary'>): ReadonlySet<HexId> {
  const key = `${region.section}|${region.seed}|${region.boundary}`;
  let byKey = regions.get(world);
  if (!byKey) regions.set(world, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const start = canonicalHexId(region.seed)!;
  const seen = new Set<HexId>([start]);
  const queue: HexId[] = [start];
  while (queue.length > 0) {
    const hex = queue.pop()!;
    for (const next of adjacentHexes(hex)) {
      const id = canonicalHexId(next);
      // Overlap hexes have two ids [3.8]; the hex is on the section when any of them is.
      if (!id || seen.has(id) || !hexIdsOf(parseHexId(id)!).some((alias) => alias.startsWith(region.section))) continue;
      if (hexsideFeaturesBetween(world.map, hex, id).includes(region.boundary)) continue;
      seen.add(id);
      queue.push(id);
    }
  }
  byKey.set(key, seen);
  return seen;
}

/** [30.41] The refusal for a unit of `side` entering `hex`, or null when no barred region holds it. */
export function barredEntry(world: World, regionsInPlay: readonly BarredRegion[] | undefined, side: Side, hex: HexId): Refusal | null {
  const id = canonicalHexId(hex);
  if (!id) return null;
  for (const region of regionsInPlay ?? []) {
    if (region.side !== side || !regionHexes(world, region).has(id)) continue;
    return refuse('BARRED_REGION', region.rule, `${side === 'german' ? 'German' : 'Allied'} units may not go ${region.where}; ${id} is.`);
  }
  return null;
}
