/**
 * The map data file (`public/maps/map.json`): the terrain of every hex of the stitched grid.
 * Plain JSON, validated before use (see mapSchema.ts). Version 1 carries hex terrain and place
 * names only; hexside features arrive with the maps issue.
 */
import type { HexId } from '../hex';
import type { TerrainType } from './terrain';

export const MAP_FORMAT = 'httr-map';
export const MAP_VERSION = 1;

export interface MapPlace {
  name: string;
  hex: HexId;
  kind: 'city' | 'town' | 'village';
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
  places: MapPlace[];
}

export function terrainAt(map: MapData, hex: HexId): TerrainType {
  return map.terrain[hex] ?? map.defaultTerrain;
}
