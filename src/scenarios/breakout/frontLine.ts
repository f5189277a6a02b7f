/**
 * The initial front line of scenario 30 [30.2, 30.41], reconstructed on our Map D: the map's printed
 * line is not available, so it is read as the Meuse–Escaut canal, which crosses Map D from D0101 to
 * D1033 (the hexsides of the map file marked `canal`). The Allied side is every hex of Map D reached
 * from the south edge without crossing the canal; the German side is the rest. The three road
 * bridges over the canal (the Lommel bridge D0611–D0711 of the errata, D0719–D0818 and the Neerpelt
 * bridge D0825–D0925) and the railway bridge beside it (D0826–D0926) are the start-line bridges of
 * 30.47 (docs/scenarios.md, "Scenario 30").
 */
import { canonicalHexId, type HexId } from '../../rules/hex';
import { regionHexes, type BarredRegion } from '../../rules/state/barredRegion';
import type { World } from '../../rules/world/world';

/** [30.41] Germans may not go south of the initial front line: the Allied side of the canal. */
export const BO_SOUTH_OF_FRONT_LINE: BarredRegion = {
  side: 'german',
  section: 'D',
  seed: 'D0120',
  boundary: 'canal',
  rule: '30.41',
  where: 'south of the initial front line (the Meuse–Escaut canal)',
};

/** Every hex of Map D south of the initial front line (canonical ids). */
export function alliedSideOfFrontLine(world: World): ReadonlySet<HexId> {
  return regionHexes(world, BO_SOUTH_OF_FRONT_LINE);
}

/** Is the hex south of the initial front line? */
export function southOfFrontLine(world: World, hex: HexId): boolean {
  const id = canonicalHexId(hex);
  return id !== undefined && alliedSideOfFrontLine(world).has(id);
}

/**
 * [30.47, errata] The blowable bridges that cross the front line, as `bridgeKey`s: the German player
 * decides on each as play opens. tests/scenarios/breakoutSpecialRules.test.ts checks the list
 * against the map (every blowable bridge with one end on each side of the line, and no other).
 */
export const BO_START_LINE_BRIDGES: readonly string[] = ['D0611~D0711/road', 'D0719~D0818/road', 'D0825~D0925/road', 'D0826~D0926/railroad'];
