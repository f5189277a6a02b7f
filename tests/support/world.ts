/**
 * Worlds for tests: small hand-made maps on the real grid. Everything not named is clear ground;
 * terrain, hexside features, links and bridges are given by hex id.
 */
import {
  MAP_FORMAT,
  MAP_VERSION,
  createWorld,
  pairKey,
  type HexsideFeature,
  type MapBridge,
  type MapData,
  type MapFerry,
  type MapLink,
  type TerrainEffectsTable,
  type TerrainType,
  type World,
} from '../../src/rules';

export interface TestMapSpec {
  terrain?: Record<string, TerrainType>;
  /** Hexside features by `A|B` pairs of adjacent hex ids. */
  hexsides?: Record<string, HexsideFeature[]>;
  /** Links by `A|B` pairs. */
  links?: Record<string, MapLink[]>;
  /** A chain of hexes joined by one kind of link. */
  roads?: { kind: MapLink['kind']; raised?: boolean; hexes: string[] }[];
  bridges?: MapBridge[];
  ferries?: MapFerry[];
  smallWater?: string[];
}

function key(pair: string): string {
  const [a, b] = pair.split('|');
  const k = pairKey(a!, b!);
  if (!k) throw new Error(`bad pair ${pair}`);
  return k;
}

export function testMap(spec: TestMapSpec = {}): MapData {
  const links: Record<string, MapLink[]> = {};
  for (const [pair, list] of Object.entries(spec.links ?? {})) links[key(pair)] = list;
  for (const road of spec.roads ?? []) {
    for (let i = 1; i < road.hexes.length; i++) {
      const k = key(`${road.hexes[i - 1]}|${road.hexes[i]}`);
      links[k] = [...(links[k] ?? []), { kind: road.kind, ...(road.raised ? { raised: true } : {}) }];
    }
  }
  const hexsides: Record<string, HexsideFeature[]> = {};
  for (const [pair, list] of Object.entries(spec.hexsides ?? {})) hexsides[key(pair)] = list;
  return {
    format: MAP_FORMAT,
    version: MAP_VERSION,
    source: 'test map',
    defaultTerrain: 'clear',
    terrain: spec.terrain ?? {},
    smallWater: (spec.smallWater ?? []) as MapData['smallWater'],
    fortForLos: [],
    hexsides,
    links,
    bridges: spec.bridges ?? [],
    ferries: spec.ferries ?? [],
    places: [],
  };
}

export function testWorld(spec: TestMapSpec = {}, tec?: TerrainEffectsTable): World {
  return createWorld(testMap(spec), tec);
}

/** An all-clear map, for tests that do not care about terrain. */
export const CLEAR_WORLD: World = testWorld();
