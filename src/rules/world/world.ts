/**
 * The world the rules read besides the game state: the map (terrain, hexsides, links, bridges,
 * ferries) and the Terrain Effects Chart in use [10.15]. Both are fixed for a game, so they are
 * not copied into every state; the store builds one World when the map is loaded and passes it to
 * `validate` and `apply` with every command.
 */
import type { MapData } from '../map/mapData';
import { RECONSTRUCTED_TERRAIN_EFFECTS, type TerrainEffectsTable } from '../tables/terrainEffects';
import { buildMapGrid, type MapGrid } from './mapGrid';

export interface World {
  readonly map: MapData;
  readonly grid: MapGrid;
  readonly terrainEffects: TerrainEffectsTable;
}

export function createWorld(map: MapData, terrainEffects: TerrainEffectsTable = RECONSTRUCTED_TERRAIN_EFFECTS): World {
  return { map, grid: buildMapGrid(map), terrainEffects };
}
