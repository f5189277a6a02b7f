/**
 * The world the rules read besides the game state: the map (terrain, hexsides, links, bridges,
 * ferries) and the Terrain Effects Chart in use [10.15]. Both are fixed for a game, so they are
 * not copied into every state; the store builds one World when the map is loaded and passes it to
 * `validate` and `apply` with every command.
 */
import type { MapData } from '../map/mapData';
import { RECONSTRUCTED_TERRAIN_EFFECTS, type TerrainEffectsTable } from '../tables/terrainEffects';
import type { MapBridge } from '../map/mapData';
import { DEFAULT_COMBAT_TABLES, type CombatTables } from '../tables/combatTables';
import { bridgeEnds } from './bridgeEnds';
import { buildMapGrid, type MapGrid } from './mapGrid';

export interface World {
  readonly map: MapData;
  readonly grid: MapGrid;
  readonly terrainEffects: TerrainEffectsTable;
  /** The fire, close-action, recovery and airstrike tables in use [5.61–5.63, 8.72, 8.73, 11.53, 15.5]. */
  readonly tables: CombatTables;
  /** The end hexes (hex indices) of every bridge of the map [16.5, 16.6], worked out once. */
  readonly bridgeEnds: ReadonlyMap<MapBridge, readonly number[]>;
}

export function createWorld(
  map: MapData,
  terrainEffects: TerrainEffectsTable = RECONSTRUCTED_TERRAIN_EFFECTS,
  tables: CombatTables = DEFAULT_COMBAT_TABLES,
): World {
  const grid = buildMapGrid(map);
  return { map, grid, terrainEffects, tables, bridgeEnds: new Map(grid.bridges.map((b) => [b, bridgeEnds(grid, b)])) };
}

/** The end hexes of one of the world's bridges. */
export function endsOfBridge(world: World, bridge: MapBridge): readonly number[] {
  return world.bridgeEnds.get(bridge) ?? bridgeEnds(world.grid, bridge);
}
