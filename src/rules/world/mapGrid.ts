/**
 * The map as dense arrays for the movement, ZOC and sight searches: terrain per hex, and per hex and
 * direction the hexside features, links and bridge of that side. Built once from `MapData`; the
 * string-keyed `MapData` stays the file format, this is its index for the engine's inner loops.
 *
 * Indices are `hexIndex` (grid.ts); directions are the index into `DIRECTIONS` (0 = E, clockwise).
 */
import { DIRECTIONS, HEX_INDEX_SIZE, allHexes, hexFromIndex, hexId, hexIndex, isOnMap, parseHexId, stepHex, type HexId } from '../hex';
import type { MapBridge, MapData } from '../map/mapData';
import { HEXSIDE_FEATURES, LINK_KINDS, TERRAIN_TYPES, type HexsideFeature, type LinkKind, type TerrainType } from '../map/terrain';

export const NO_HEX = -1;
const OFF_MAP = 255;

/** Bit per hexside feature, in HEXSIDE_FEATURES order. */
export const FEATURE_BIT: Readonly<Record<HexsideFeature, number>> = Object.fromEntries(
  HEXSIDE_FEATURES.map((f, i) => [f, 1 << i]),
) as Record<HexsideFeature, number>;
/** Bit per ordinary link kind (low bits) and per raised link kind (high bits). */
export const LINK_BIT: Readonly<Record<LinkKind, number>> = Object.fromEntries(LINK_KINDS.map((k, i) => [k, 1 << i])) as Record<LinkKind, number>;
export const RAISED_LINK_BIT: Readonly<Record<LinkKind, number>> = Object.fromEntries(
  LINK_KINDS.map((k, i) => [k, 1 << (i + 4)]),
) as Record<LinkKind, number>;
export const ANY_RAISED_LINK = LINK_KINDS.reduce((bits, k) => bits | RAISED_LINK_BIT[k], 0);

export interface MapGrid {
  /** Terrain index (TERRAIN_TYPES) per hexIndex; 255 off the map. */
  readonly terrain: Uint8Array;
  /** Neighbour hexIndex per hexIndex × 6 + direction, or NO_HEX. */
  readonly neighbor: Int32Array;
  /** Hexside feature bits per hexIndex × 6 + direction. */
  readonly features: Uint8Array;
  /** Link bits (LINK_BIT | RAISED_LINK_BIT) per hexIndex × 6 + direction. */
  readonly links: Uint8Array;
  /** Indices into `bridges` of the bridges on a hexside, by hexIndex × 6 + direction. */
  readonly sideBridges: ReadonlyMap<number, readonly number[]>;
  /** Indices into `bridges` of the bridges in an all-water hex, by hexIndex. */
  readonly hexBridges: ReadonlyMap<number, readonly number[]>;
  /** Small body of water in the hex (+1 MP, errata). */
  readonly smallWater: Uint8Array;
  /** The map's bridges, in file order; a bridge's state is kept in GameState under `bridgeKey`. */
  readonly bridges: readonly MapBridge[];
  /** Every on-map hexIndex. */
  readonly onMap: Int32Array;
}

function mustIndex(id: string, what: string): number {
  const hex = parseHexId(id);
  if (!hex) throw new Error(`map: ${what} names ${id}, which is not a hex`);
  return hexIndex(hex);
}

/** The hexIndex pair of a pair key `A~B`. */
function pairIndices(key: string): [number, number] {
  const [a, b] = key.split('~');
  return [mustIndex(a ?? '', `pair ${key}`), mustIndex(b ?? '', `pair ${key}`)];
}

export function buildMapGrid(map: MapData): MapGrid {
  const terrain = new Uint8Array(HEX_INDEX_SIZE).fill(OFF_MAP);
  const neighbor = new Int32Array(HEX_INDEX_SIZE * 6).fill(NO_HEX);
  const features = new Uint8Array(HEX_INDEX_SIZE * 6);
  const links = new Uint8Array(HEX_INDEX_SIZE * 6);
  const sideBridges = new Map<number, number[]>();
  const hexBridges = new Map<number, number[]>();
  const add = (m: Map<number, number[]>, key: number, n: number) => m.set(key, [...(m.get(key) ?? []), n]);
  const smallWater = new Uint8Array(HEX_INDEX_SIZE);
  const hexes = allHexes();
  const onMap = new Int32Array(hexes.length);
  const defaultTerrain = TERRAIN_TYPES.indexOf(map.defaultTerrain);
  hexes.forEach((hex, n) => {
    const i = hexIndex(hex);
    onMap[n] = i;
    terrain[i] = defaultTerrain;
    DIRECTIONS.forEach((d, k) => {
      const next = stepHex(hex, d);
      if (isOnMap(next)) neighbor[i * 6 + k] = hexIndex(next);
    });
  });
  for (const [id, type] of Object.entries(map.terrain)) terrain[mustIndex(id, 'terrain')] = TERRAIN_TYPES.indexOf(type as TerrainType);
  for (const id of map.smallWater) smallWater[mustIndex(id, 'smallWater')] = 1;

  /** Set bits on both sides of a hexside. */
  const sides = (key: string): number[] => {
    const [a, b] = pairIndices(key);
    const ka = directionIndex(neighbor, a, b);
    const kb = directionIndex(neighbor, b, a);
    if (ka < 0 || kb < 0) throw new Error(`map: pair ${key} is not two adjacent hexes`);
    return [a * 6 + ka, b * 6 + kb];
  };
  for (const [key, list] of Object.entries(map.hexsides)) {
    for (const slot of sides(key)) for (const f of list) features[slot]! |= FEATURE_BIT[f];
  }
  for (const [key, list] of Object.entries(map.links)) {
    for (const slot of sides(key)) for (const l of list) links[slot]! |= l.raised ? RAISED_LINK_BIT[l.kind] : LINK_BIT[l.kind];
  }
  map.bridges.forEach((bridge, n) => {
    if (bridge.at.includes('~')) for (const slot of sides(bridge.at)) add(sideBridges, slot, n);
    else add(hexBridges, mustIndex(bridge.at, 'bridge'), n);
  });
  return { terrain, neighbor, features, links, sideBridges, hexBridges, smallWater, bridges: map.bridges, onMap };
}

/** Direction index from hex a to adjacent hex b, or −1. */
/**
 * The on-map neighbours of a hex by dense index, clockwise from east; the direction k (0–5) each
 * lies in indexes the per-hexside arrays (`features`, `links`) at `index * 6 + k`. The one
 * neighbour helper of index-level rules code (hex/adjacent.ts is its printed-id twin).
 */
export function neighborIndices(grid: MapGrid, index: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < 6; k++) {
    const next = grid.neighbor[index * 6 + k]!;
    if (next >= 0) out.push(next);
  }
  return out;
}

export function directionIndex(neighbor: Int32Array, a: number, b: number): number {
  for (let k = 0; k < 6; k++) if (neighbor[a * 6 + k] === b) return k;
  return -1;
}

export function terrainOf(grid: MapGrid, index: number): TerrainType {
  const t = grid.terrain[index];
  if (t === undefined || t === OFF_MAP) throw new RangeError(`hex index ${index} is not on the map`);
  return TERRAIN_TYPES[t]!;
}

/** Canonical hex id of a hexIndex. */
export function hexIdOfIndex(index: number): HexId {
  return hexId(hexFromIndex(index));
}

/** The key a bridge's state is kept under in GameState: its place and what it carries (two may share a hexside). */
export function bridgeKey(bridge: MapBridge): string {
  return `${bridge.at}/${bridge.kind}`;
}
