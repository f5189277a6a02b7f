/**
 * Which hexes a serial may be designated to drop on [14.3, 14.64, 23.2, 23.4], and what the terrain
 * of the hex it actually lands in does to it [14.2, 14.64].
 */
import { adjacentHexes, hexDistance, hexIndex, parseHexId, type HexId } from '../hex';
import { formationAncestors } from '../core/formation';
import type { GameState } from '../core/gameState';
import { refuse, type Refusal } from '../core/refusal';
import type { Unit } from '../core/unit';
import { FEATURE_BIT, LINK_BIT, RAISED_LINK_BIT, terrainOf } from '../world/mapGrid';
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
 * asset (no regiment with a marker above it) any marker of a regiment of its division. Reading
 * (docs/air-landing.md): a corps asset, above any division (Browning's Airborne Corps HQ, serial 25,
 * flew with the 82nd [27.2]), may drop around any marker on the map.
 */
export function pathfinderHexesFor(state: GameState, unit: Unit): HexId[] {
  const chain = formationAncestors(state.formations, unit.formationId);
  const own = chain.map((f) => state.pathfinders[f.id]).find((p) => p !== undefined);
  if (own) return own.hex ? [own.hex] : [];
  const division = chain.find((f) => f.echelon === 'division');
  if (!division) {
    const corpsAsset = chain.length > 0 && chain.every((f) => f.echelon === 'corps');
    return corpsAsset ? Object.values(state.pathfinders).flatMap((p) => (p.hex ? [p.hex] : [])) : [];
  }
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

/**
 * [23.3] Optional supplyhead ground: the 82nd's and 101st's need a clear hex with at least three clear
 * neighbours; the British 1st Airborne's and the Poles' a clear hex, or a forest hex with a road or trail.
 */
export function supplyheadGroundRefusal(world: World, hex: HexId, american: boolean): Refusal | null {
  const at = parseHexId(hex);
  if (!at) return refuse('INVALID_COMMAND', '23.3', `${hex} is not a hex of the map.`);
  const index = hexIndex(at);
  if (american) {
    const clearAround = adjacentHexes(hex).filter((h) => isClearHex(world, h)).length;
    if (!isClearHex(world, hex) || clearAround < 3) return refuse('PROHIBITED_TERRAIN', '23.3', `${hex} is not a clear hex with at least three clear neighbours (it has ${clearAround}).`);
    return null;
  }
  if (isClearHex(world, hex)) return null;
  let roadOrTrail = false;
  for (let k = 0; k < 6; k++) if ((world.grid.links[index * 6 + k]! & (LINK_BIT.road | LINK_BIT.trail | RAISED_LINK_BIT.road | RAISED_LINK_BIT.trail)) !== 0) roadOrTrail = true;
  if (terrainOf(world.grid, index) === 'forest' && roadOrTrail) return null;
  return refuse('PROHIBITED_TERRAIN', '23.3', `${hex} is neither clear nor a forest hex with a road or trail.`);
}
