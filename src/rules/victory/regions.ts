/**
 * Parts of a map section for the victory conditions of scenarios 28 and 29 [28.51 no. 2, 29.51]:
 * columns up to a hexrow ("west of xx26") and one bank of a river, the land hexes reached from a
 * seed hex without entering an all-water hex (the Neder Rijn is all-water hexes on Map A). Worked out
 * from the map once per world and region.
 */
import { adjacentHexes, canonicalHexId, hexIdsOf, parseHexId, type HexId } from '../hex';
import { terrainAt } from '../map/mapData';
import type { World } from '../world/world';
import type { MapRegion } from './types';

const banks = new WeakMap<World, Map<string, ReadonlySet<HexId>>>();

/** The land hexes of the section reached from `seed` without entering all-water hexes (canonical ids). */
export function bankHexes(world: World, section: MapRegion['section'], seed: HexId): ReadonlySet<HexId> {
  const key = `${section}|${seed}`;
  let byKey = banks.get(world);
  if (!byKey) banks.set(world, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const start = canonicalHexId(seed)!;
  const seen = new Set<HexId>([start]);
  const queue: HexId[] = [start];
  while (queue.length > 0) {
    const hex = queue.pop()!;
    for (const next of adjacentHexes(hex)) {
      const id = canonicalHexId(next);
      if (!id || seen.has(id) || !hexIdsOf(parseHexId(id)!).some((alias) => alias.startsWith(section))) continue;
      if (terrainAt(world.map, id) === 'allWater') continue;
      seen.add(id);
      queue.push(id);
    }
  }
  byKey.set(key, seen);
  return seen;
}

/** The hex's id on the region's section, or null when it is not on that section. */
function onSection(region: MapRegion, hex: HexId): HexId | null {
  const at = parseHexId(hex);
  if (!at) return null;
  return hexIdsOf(at).find((alias) => alias.startsWith(region.section)) ?? null;
}

/** Is the hex inside the region? */
export function inRegion(world: World, region: MapRegion, hex: HexId): boolean {
  const local = onSection(region, hex);
  if (!local) return false;
  if (region.maxCol !== undefined && Number(local.slice(3, 5)) > region.maxCol) return false;
  if (region.bank && !bankHexes(world, region.section, region.bank.seed).has(canonicalHexId(hex) ?? hex)) return false;
  return true;
}

/** Plain words: "in hexrow xx26 or west of it and north of the Neder Rijn". */
export function describeRegion(region: MapRegion): string {
  const parts: string[] = [];
  if (region.maxCol !== undefined) parts.push(`in hexrow xx${String(region.maxCol).padStart(2, '0')} or west of it`);
  if (region.bank) parts.push(region.bank.name);
  return parts.join(' and ') || `on Map ${region.section}`;
}
