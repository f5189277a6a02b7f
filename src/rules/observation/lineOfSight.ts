/**
 * Line of sight and observation range [6.0–6.5, 6.11, 6.13, 6.14, 10.2].
 *
 * A line is traced centre to centre (hex/lineWalk.ts). Every hex it passes through blocks if its
 * terrain blocks sight on the Terrain Effects Chart — the target's hex included, the observer's
 * own hex never [6.0]. A stretch that runs exactly along a hexside is blocked when that hexside
 * blocks, or when either hex beside it does [6.13]. Crossing a dike hexside ends all sight, even
 * between neighbours [6.11]; otherwise neighbours always see each other [6.14]. Blocked hexsides
 * (lakes, swamps) stop movement only [10.2].
 *
 * Ranges depend on night and on the weather of the observer's map [6.5, 6.61–6.65]; the weather in
 * force is read from the game state by the callers (observers.ts `weatherAt`).
 */
import { GLOBAL_ROWS, MAX_COLS, hexDistance, hexFromIndex, hexId, rowWidth, type HexId } from '../hex';
import { walkAxialLine } from '../hex/lineWalk';
import { turnInfo } from '../sequence/calendar';
import { HEXSIDE_FEATURES, type HexsideFeature } from '../map/terrain';
import { ANY_RAISED_LINK, FEATURE_BIT, directionIndex, hexIdOfIndex, terrainOf } from '../world/mapGrid';
import type { TerrainType } from '../map/terrain';
import type { WeatherValue } from '../state/weather';
import type { World } from '../world/world';

export type SightResult =
  | { clear: true }
  | { clear: false; rule: string; reason: string; blockedAt: HexId };

const CLEAR: SightResult = { clear: true };

/** What a world's map blocks, as flat look-ups, worked out once per world. */
interface SightGrid {
  /** Per hex index: 1 when the hex's terrain blocks sight [6.0]. */
  readonly hexBlocks: Uint8Array;
  /** Hexside feature bits that block a line of sight, and those that end all observation (dikes) [6.0, 6.11]. */
  readonly losSides: number;
  readonly observationSides: number;
}

const SIGHT_GRIDS = new WeakMap<World, SightGrid>();

function sightGrid(world: World): SightGrid {
  let grid = SIGHT_GRIDS.get(world);
  if (grid) return grid;
  const hexBlocks = new Uint8Array(world.grid.terrain.length);
  for (const i of world.grid.onMap) hexBlocks[i] = world.terrainEffects.hex[terrainOf(world.grid, i)].blocksLos ? 1 : 0;
  let losSides = 0;
  let observationSides = 0;
  for (const f of HEXSIDE_FEATURES) {
    if (world.terrainEffects.hexside[f].blocksLos) losSides |= FEATURE_BIT[f];
    if (world.terrainEffects.hexside[f].blocksObservation) observationSides |= FEATURE_BIT[f];
  }
  grid = { hexBlocks, losSides, observationSides };
  SIGHT_GRIDS.set(world, grid);
  return grid;
}

/** The hexside feature between two adjacent hexes that blocks `what`, if any (the first in the chart's order). */
function sideBlocks(world: World, a: number, b: number, what: 'blocksLos' | 'blocksObservation'): HexsideFeature | undefined {
  const k = directionIndex(world.grid.neighbor, a, b);
  if (k < 0) return undefined;
  const bits = world.grid.features[a * 6 + k]!;
  const grid = sightGrid(world);
  if (!(bits & (what === 'blocksLos' ? grid.losSides : grid.observationSides))) return undefined;
  return HEXSIDE_FEATURES.find((f) => bits & FEATURE_BIT[f] && world.terrainEffects.hexside[f][what]);
}

/** Columns of each axial row r (global row r + 1), read once (hex/grid.ts `rowWidth`). */
const ROW_WIDTHS = Int32Array.from({ length: GLOBAL_ROWS }, (_, r) => rowWidth(r + 1));
const ROWS = GLOBAL_ROWS;
const COLS = MAX_COLS;

/** Hex ids by index, written as first asked (a blocked line names its hex twice). */
const HEX_IDS: HexId[] = [];
function idOf(index: number): HexId {
  return (HEX_IDS[index] ??= hexIdOfIndex(index));
}

/** The hex index of axial (q, r), or −1 off the map (hex/grid.ts `isOnMap`, `hexIndex`). */
function indexOfAxial(q: number, r: number): number {
  if (r < 0 || r >= ROWS) return -1;
  const c = q + (r >> 1); // column − 1; `>> 1` floors like Math.floor(r / 2) in hex/axial.ts
  return c >= 0 && c < ROW_WIDTHS[r]! ? r * COLS + c : -1;
}

/** Hexside feature bits between two hexes, 0 when they are not neighbours (world/mapGrid.ts `directionIndex`, inlined). */
function sideBits(neighbor: Int32Array, features: Uint8Array, a: number, b: number): number {
  for (let k = 0; k < 6; k++) if (neighbor[a * 6 + k] === b) return features[a * 6 + k]!;
  return 0;
}

/** Is the straight line from one hex to another free of blocking terrain? Range is not checked here. */
export function lineOfSight(world: World, from: number, to: number): SightResult {
  if (from === to) return CLEAR;
  const ar = Math.floor(from / COLS);
  const aq = (from % COLS) - (ar >> 1);
  const br = Math.floor(to / COLS);
  const bq = (to % COLS) - (br >> 1);
  const dq = bq - aq;
  const dr = br - ar;
  if (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr) === 2) {
    const dike = sideBlocks(world, from, to, 'blocksObservation');
    if (dike) return { clear: false, rule: '6.11', reason: `no sight across the ${dike} between the two hexes`, blockedAt: idOf(to) };
    return CLEAR; // [6.14]
  }
  const { hexBlocks, losSides } = sightGrid(world);
  const { neighbor, features } = world.grid;
  let previous = from;
  let blocked: SightResult | null = null;
  // [6.0] the first blocking hex or hexside ends the look: the rest of the line is never worked out.
  walkAxialLine(aq, ar, bq, br, (side, q, r, q2, r2) => {
    if (!side) {
      const i = indexOfAxial(q, r);
      if (i < 0 || i === from) return true;
      const before = previous;
      previous = i;
      if (before >= 0) {
        if (sideBits(neighbor, features, before, i) & losSides) {
          const feature = sideBlocks(world, before, i, 'blocksLos')!;
          blocked = { clear: false, rule: feature === 'dike' ? '6.11' : '6.0', reason: `the line crosses a ${feature} hexside`, blockedAt: idOf(i) };
          return false;
        }
      }
      if (hexBlocks[i]) {
        blocked = { clear: false, rule: '6.0', reason: `${terrainOf(world.grid, i)} in ${idOf(i)} blocks the line${i === to ? ' (the target hex counts)' : ''}`, blockedAt: idOf(i) };
        return false;
      }
      return true;
    }
    previous = -1; // the next hex is reached through a corner, not across a side
    const left = indexOfAxial(q, r);
    const right = indexOfAxial(q2, r2);
    if (left >= 0 && right >= 0) {
      const feature = sideBlocks(world, left, right, 'blocksLos');
      if (feature) {
        blocked = { clear: false, rule: '6.13', reason: `the line runs along a ${feature} hexside`, blockedAt: idOf(left) };
        return false;
      }
    }
    for (const i of [left, right]) {
      if (i >= 0 && i !== from && hexBlocks[i]) {
        blocked = { clear: false, rule: '6.13', reason: `the line runs along the edge of ${terrainOf(world.grid, i)} in ${idOf(i)}`, blockedAt: idOf(i) };
        return false;
      }
    }
    return true;
  });
  return blocked ?? CLEAR;
}

/** Whether the observer's hex has a raised road, trail or railroad running through it. */
function onRaisedLink(world: World, index: number): boolean {
  for (let k = 0; k < 6; k++) if (world.grid.links[index * 6 + k]! & ANY_RAISED_LINK) return true;
  return false;
}

/** Terrain whose observers lose range in poor weather [6.62, 6.63]. */
const HIGH_POINTS: ReadonlySet<TerrainType> = new Set<TerrainType>(['hilltop', 'city', 'town']);

/**
 * How far an observer in this hex sees on this Game-Turn in the weather of its map [6.0, 6.5,
 * 6.61–6.65]: the Terrain Effects Chart's day range for its terrain (a raised link in the hex may see
 * farther), 2 at night. Weather 7–10 takes one hex off a hilltop, city or town observer by day, 11
 * takes two off those and one off a raised link; 'P' halves day ranges and leaves one hex at night.
 * Each of the terrain and raised-link ranges takes its own penalty; the better one counts.
 */
export function observationRange(world: World, turn: number, observer: number, weather: WeatherValue = 0): number {
  const tec = world.terrainEffects;
  if (turnInfo(turn).isNight) return weather === 'P' ? 1 : tec.nightObservationRange; // [6.64] / [6.5]
  const terrain = terrainOf(world.grid, observer);
  let fromTerrain = tec.hex[terrain].dayObservationRange;
  let fromLink = 0;
  if (onRaisedLink(world, observer)) {
    for (const link of Object.values(tec.link)) fromLink = Math.max(fromLink, link.raisedDayObservationRange);
  }
  if (typeof weather === 'number') {
    if (weather >= 7 && weather <= 10 && HIGH_POINTS.has(terrain)) fromTerrain -= 1; // [6.62]
    if (weather >= 11) {
      if (HIGH_POINTS.has(terrain)) fromTerrain -= 2; // [6.63]
      if (fromLink > 0) fromLink -= 1; // [6.63]
    }
  }
  let range = Math.max(fromTerrain, fromLink);
  if (weather === 'P') range = Math.floor(range / 2); // [6.64]
  return Math.max(range, 1);
}

/** Can an observer in one hex see into another now: within range and with a clear line [6.0]? */
export function canObserveHex(world: World, turn: number, from: number, to: number, weather: WeatherValue = 0): SightResult {
  const distance = hexDistance(hexFromIndex(from), hexFromIndex(to));
  if (distance > 1) {
    const range = observationRange(world, turn, from, weather);
    if (distance > range) {
      return { clear: false, rule: turnInfo(turn).isNight ? '6.5' : '6.0', reason: `${distance} hexes is beyond the observer's range of ${range}`, blockedAt: hexId(hexFromIndex(to)) };
    }
  }
  return lineOfSight(world, from, to); // adjacency [6.14] and dikes [6.11] are handled there
}
