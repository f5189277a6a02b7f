/**
 * Engineer crossings for Allied supply paths [11.24, 16.1, 18.4]: a supply path may cross a canal or
 * river hexside that has no standing bridge where a bridge engineer able to ferry stands in one of
 * the two hexes beside it. A path that uses one has its limit halved (see `halvedLimit`).
 *
 * "Able to ferry" follows the ferry command (engine/handlers/ferry.ts): a bridge engineer on the map,
 * not eliminated, not disrupted [8.23], not static, with strength left [16.12]. What the ferry checks
 * only within a movement phase (that it has not moved or fired yet) is no part of a supply judgment.
 *
 * Only the Allies trace this way: the case speaks of the Allied player, and only XXX Corps has bridge
 * engineers [18.4]. German paths never use a crossing (docs/supply.md).
 *
 * Reading: only crossings of a hexside count. Ferrying over a one-hex-wide river (an open-water hex
 * between the banks, a two-hex jump) is left out for supply (docs/supply.md).
 */
import { hexIndex, parseHexId, type HexId } from '../hex';
import { bridgeStands } from '../state/bridges';
import type { GameState } from '../core/gameState';
import type { Mode, Side } from '../core/unit';
import { movementColumn, IMMOBILE } from '../tables/movementClass';
import { EXTRA_MOVE_COSTS, PROHIBITED } from '../tables/terrainEffects';
import { bridgeKey, FEATURE_BIT, hexIdOfIndex, terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import { allUnits } from '../state/unitBuckets';

const WATERWAY = FEATURE_BIT.canal | FEATURE_BIT.river;
/** The modes of the imaginary infantry company [11.22]. */
const COMPANY_MODES: readonly Mode[] = ['concentrated', 'dispersed', 'travel'];

/** One hexside an engineer makes crossable for supply [11.24]. */
export interface EngineerCrossing {
  /** The two hexes beside the hexside (the engineer's first). */
  hexes: [HexId, HexId];
  /** The bridge engineer that carries the crossing. */
  engineerId: string;
  /** `canal` or `river`. */
  waterway: 'canal' | 'river';
}

/** Crossings by step slot (hex index × 6 + direction), both ways round. Empty for the Germans. */
export type EngineerCrossings = ReadonlyMap<number, EngineerCrossing>;

const NONE: EngineerCrossings = new Map();

/** Is a standing bridge on this hexside slot [10.13]? */
function bridged(world: World, state: GameState, slot: number): boolean {
  return (world.grid.sideBridges.get(slot) ?? []).some((n) => bridgeStands(state.bridges, bridgeKey(world.grid.bridges[n]!)));
}

/** Every engineer crossing a side may use now [11.24]. */
export function engineerCrossings(state: GameState, world: World, side: Side): EngineerCrossings {
  if (side !== 'allied') return NONE; // [11.24, 18.4] Allied paths only
  const grid = world.grid;
  let out: Map<number, EngineerCrossing> | null = null;
  for (const engineer of allUnits(state)) {
    if (engineer.side !== side || engineer.type !== 'bridgeEngineer' || engineer.eliminated || engineer.hex === null) continue;
    if (engineer.status.disrupted || engineer.static || engineer.strength <= 0) continue;
    if (movementColumn(engineer.type, engineer.mode) === IMMOBILE) continue;
    const at = indexOfHex(engineer.hex);
    if (at < 0) continue;
    for (let k = 0; k < 6; k++) {
      const slot = at * 6 + k;
      const other = grid.neighbor[slot]!;
      if (other < 0) continue;
      const bits = grid.features[slot]!;
      if (!(bits & WATERWAY) || bits & FEATURE_BIT.blocked || bridged(world, state, slot)) continue;
      const back = other * 6 + ((k + 3) % 6);
      const waterway = bits & FEATURE_BIT.river ? 'river' : 'canal';
      out ??= new Map();
      if (!out.has(slot)) out.set(slot, { hexes: [hexIdOfIndex(at), hexIdOfIndex(other)], engineerId: engineer.id, waterway });
      if (!out.has(back)) out.set(back, { hexes: [hexIdOfIndex(at), hexIdOfIndex(other)], engineerId: engineer.id, waterway });
    }
  }
  return out ?? NONE;
}

function indexOfHex(id: HexId): number {
  const hex = parseHexId(id);
  return hex ? hexIndex(hex) : -1;
}

/**
 * What the imaginary company pays to be ferried from `from` into `to` in a mode, as the ferry
 * command charges it: the far hex's terrain cost plus the ferry surcharge [16.11]; null when that
 * terrain is closed to infantry in the mode or is open water.
 */
export function crossingCost(world: World, to: number, mode: Mode): number | null {
  const terrain = terrainOf(world.grid, to);
  if (terrain === 'allWater') return null;
  const column = movementColumn('infantry', mode);
  if (column === IMMOBILE) return null;
  const cost = world.terrainEffects.hex[terrain].move[column][mode];
  if (cost === PROHIBITED) return null;
  return cost + EXTRA_MOVE_COSTS.engineerFerry;
}

/** Can an infantry company in some mode be ferried into `to` [16.1]? */
export function crossingLandable(world: World, to: number): boolean {
  return COMPANY_MODES.some((mode) => crossingCost(world, to, mode) !== null);
}

/** [11.24] the limit of a path that uses an engineer crossing: half, rounded down. */
export function halvedLimit(limit: number): number {
  return Math.floor(limit / 2);
}

/** [11.24] an HQ path of any length becomes at most this many hexes when it uses a crossing. */
export const UNLIMITED_PATH_WITH_CROSSING = 50;

/**
 * The engineer crossings a path of hex indices uses, in order. Only steps that a company could not
 * make on its own count: a crossing is never needed where the ground is traversable anyway.
 */
export function crossingsOnPath(world: World, crossings: EngineerCrossings, path: readonly number[]): EngineerCrossing[] {
  const out: EngineerCrossing[] = [];
  if (crossings.size === 0) return out;
  for (let n = 0; n + 1 < path.length; n++) {
    const from = path[n]!;
    for (let k = 0; k < 6; k++) {
      if (world.grid.neighbor[from * 6 + k] !== path[n + 1]) continue;
      const c = crossings.get(from * 6 + k);
      if (c) out.push(c);
    }
  }
  return out;
}
