/**
 * The initial front line of scenario 30 [30.2, 30.41], reconstructed on our Map D: the map's printed
 * line is not available, so it is read as the Meuse–Escaut canal, which crosses Map D from D0101 to
 * D1033 (the hexsides of the map file marked `canal`). The Allied side is every hex of Map D reached
 * from the south edge without crossing the canal; the German side is the rest. The three road
 * bridges over the canal (the Lommel bridge D0611–D0711 of the errata, D0719–D0818 and the Neerpelt
 * bridge D0825–D0925) are the start-line bridges of 30.47 (docs/scenarios.md, "Scenario 30").
 */
import { adjacentHexes, canonicalHexId, parseHexId, type HexId } from '../../rules/hex';
import { hexsideFeaturesBetween } from '../../rules/map/mapData';
import type { World } from '../../rules/world/world';

/** A hex of the south edge of Map D, on the Allied side of the canal. */
export const BO_ALLIED_SIDE_SEED: HexId = 'D0120';

function crossesCanal(world: World, a: HexId, b: HexId): boolean {
  return hexsideFeaturesBetween(world.map, a, b).includes('canal');
}

const cache = new WeakMap<World, ReadonlySet<HexId>>();

/** Every hex of Map D south of the initial front line (canonical ids). */
export function alliedSideOfFrontLine(world: World): ReadonlySet<HexId> {
  const known = cache.get(world);
  if (known) return known;
  const seen = new Set<HexId>([BO_ALLIED_SIDE_SEED]);
  const queue: HexId[] = [BO_ALLIED_SIDE_SEED];
  while (queue.length > 0) {
    const hex = queue.pop()!;
    for (const next of adjacentHexes(hex)) {
      const id = canonicalHexId(next);
      if (!id || seen.has(id) || !id.startsWith('D') || crossesCanal(world, hex, id)) continue;
      seen.add(id);
      queue.push(id);
    }
  }
  cache.set(world, seen);
  return seen;
}

/** Is the hex south of the initial front line? */
export function southOfFrontLine(world: World, hex: HexId): boolean {
  const id = canonicalHexId(hex);
  return id !== undefined && parseHexId(id) !== undefined && alliedSideOfFrontLine(world).has(id);
}
