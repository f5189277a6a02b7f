/**
 * The map data file (`public/maps/map.json`): the terrain of every hex of the stitched grid, the
 * features on hexsides, the roads/trails/railroads between hex centres, bridges, ferries and
 * place names. Plain JSON, validated before use (see mapSchema.ts). Built by `npm run maps` from
 * the sources in `maps/` (docs/maps.md).
 *
 * Keys: hexes by canonical hex id; a hexside or a link between two adjacent hexes by a
 * `pairKey` (the two canonical ids sorted and joined by `~`, e.g. `A1444~A1545`).
 */
import { canonicalHexId, type HexId } from '../hex';
import type { BridgedWater, HexsideFeature, LinkKind, TerrainType } from './terrain';

export const MAP_FORMAT = 'httr-map';
export const MAP_VERSION = 2;

export interface MapPlace {
  name: string;
  hex: HexId;
  kind: 'city' | 'town' | 'village';
}

/** A road, trail or railroad between two adjacent hex centres; `raised` for the raised forms [10.12]. */
export interface MapLink {
  kind: LinkKind;
  raised?: boolean;
}

/** A bridge carrying a link over a waterway hexside (`at` is a pair key) or through an all-water hex (`at` is a hex id). */
export interface MapBridge {
  at: string;
  kind: LinkKind;
  over: BridgedWater;
  /** May be blown [16.5]. */
  blowable: boolean;
  name?: string;
}

/** A permanent ferry [10.9, 16.16]: the chain of hexes from bank to bank (adjacent, water between). */
export interface MapFerry {
  name: string;
  hexes: HexId[];
}

export interface MapData {
  format: typeof MAP_FORMAT;
  version: typeof MAP_VERSION;
  /** Where the data came from, in a sentence. */
  source: string;
  /** Terrain of any hex not listed in `terrain`. */
  defaultTerrain: TerrainType;
  /** Terrain by canonical hex id, for hexes that differ from the default. */
  terrain: Partial<Record<HexId, TerrainType>>;
  /** Hexes that hold a small body of water (+1 MP to enter, errata). */
  smallWater: HexId[];
  /** City hexes that count as a fort for line of sight only [10.6]. */
  fortForLos: HexId[];
  /** Hexside features by pair key. */
  hexsides: Record<string, HexsideFeature[]>;
  /** Links by pair key. */
  links: Record<string, MapLink[]>;
  bridges: MapBridge[];
  ferries: MapFerry[];
  places: MapPlace[];
}

export function terrainAt(map: MapData, hex: HexId): TerrainType {
  return map.terrain[hex] ?? map.defaultTerrain;
}

/** The canonical key of the hexside / connection between two hexes (any id form), or undefined if an id is invalid. */
export function pairKey(a: string, b: string): string | undefined {
  const ca = canonicalHexId(a);
  const cb = canonicalHexId(b);
  if (!ca || !cb) return undefined;
  return ca < cb ? `${ca}~${cb}` : `${cb}~${ca}`;
}

export function hexsideFeaturesBetween(map: MapData, a: string, b: string): HexsideFeature[] {
  const key = pairKey(a, b);
  return (key && map.hexsides[key]) || [];
}

export function linksBetween(map: MapData, a: string, b: string): MapLink[] {
  const key = pairKey(a, b);
  return (key && map.links[key]) || [];
}

/** Bridges at a hexside (pair key) or in a hex (hex id). */
export function bridgesAt(map: MapData, at: string): MapBridge[] {
  return map.bridges.filter((b) => b.at === at);
}
