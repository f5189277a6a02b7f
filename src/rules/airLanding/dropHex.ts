/**
 * Which hexes a serial may be designated to drop on [14.3, 14.64, 23.2, 23.4], and what the terrain
 * of the hex it actually lands in does to it [14.2, 14.64].
 */
import { hexDistance, hexIndex, parseHexId, type HexId } from '../hex';
import { formationAncestors } from '../core/formation';
import type { GameState } from '../core/gameState';
import { refuse, type Refusal } from '../core/refusal';
import type { Unit } from '../core/unit';
import { FEATURE_BIT, terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import type { TerrainType } from '../map/terrain';

/** [14.3] A designated drop hex lies within this many hexes of the pathfinder. */
export const DROP_ZONE_RADIUS = 3;

/** [14.64] Terrain no drop hex may be designated in; units scattered into it are disrupted. */
const PROHIBITED_TERRAIN: ReadonlySet<TerrainType> = new Set(['forest', 'rough', 'city', 'town']);
const WATERWAY = FEATURE_BIT.river | FEATURE_BIT.canal;

export type LandingGround = 'open' | 'prohibited' | 'allWater';

/** [14.64, 14.2] What landing in this hex means: open ground, prohibited terrain (disrupted), all water (drowned). */
export function landingGround(world: World, hex: HexId): LandingGround {
  const at = parseHexId(hex);
  if (!at) return 'prohibited';
  const index = hexIndex(at);
  const terrain = terrainOf(world.grid, index);
  if (terrain === 'allWater') return 'allWater';
  if (PROHIBITED_TERRAIN.has(terrain)) return 'prohibited';
  for (let k = 0; k < 6; k++) if ((world.grid.features[index * 6 + k]! & WATERWAY) !== 0) return 'prohibited';
  return 'open';
}

/** [23.2] Clear terrain: the only ground gliders may be designated to, and land in unharmed. */
export function isClearHex(world: World, hex: HexId): boolean {
  const at = parseHexId(hex);
  return !!at && terrainOf(world.grid, hexIndex(at)) === 'clear' && landingGround(world, hex) === 'open';
}

/**
 * [14.3] The pathfinder hexes a unit may drop around: its own regiment's marker, or for a division
 * asset (no regiment with a marker above it) any marker of a regiment of its division.
 */
export function pathfinderHexesFor(state: GameState, unit: Unit): HexId[] {
  const chain = formationAncestors(state.formations, unit.formationId);
  const own = chain.map((f) => state.pathfinders[f.id]).find((p) => p !== undefined);
  if (own) return own.hex ? [own.hex] : [];
  const division = chain.find((f) => f.echelon === 'division');
  if (!division) return [];
  return Object.values(state.pathfinders)
    .filter((p) => p.hex !== null && state.formations[p.formationId]?.parentId === division.id)
    .map((p) => p.hex!);
}

/** [14.3] Is `hex` inside the drop zone of every unit of the lift? */
export function insideDropZone(state: GameState, units: readonly Unit[], hex: HexId): boolean {
  const at = parseHexId(hex);
  if (!at) return false;
  return units.every((u) => pathfinderHexesFor(state, u).some((p) => hexDistance(parseHexId(p)!, at) <= DROP_ZONE_RADIUS));
}

/** [14.64, 23.2] Why `hex` may not be designated as a drop hex for these units, or null. */
export function dropHexTerrainRefusal(world: World, hex: HexId, glider: boolean): Refusal | null {
  const ground = landingGround(world, hex);
  if (ground !== 'open') {
    return refuse('PROHIBITED_TERRAIN', '14.64', `${hex} is ${ground === 'allWater' ? 'all water' : 'forest, rough, city or town, or holds part of a river or canal'}: no drop hex may be designated there.`);
  }
  if (glider && !isClearHex(world, hex)) return refuse('PROHIBITED_TERRAIN', '23.2', `${hex} is not clear terrain: glider serials are designated to clear hexes only.`);
  return null;
}
