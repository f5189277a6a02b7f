/**
 * Line of sight and observation range [6.0–6.5, 6.11, 6.13, 6.14, 10.2].
 *
 * A line is traced centre to centre (hex/line.ts). Every hex it passes through blocks if its
 * terrain blocks sight on the Terrain Effects Chart — the target's hex included, the observer's
 * own hex never [6.0]. A stretch that runs exactly along a hexside is blocked when that hexside
 * blocks, or when either hex beside it does [6.13]. Crossing a dike hexside ends all sight, even
 * between neighbours [6.11]; otherwise neighbours always see each other [6.14]. Blocked hexsides
 * (lakes, swamps) stop movement only [10.2].
 *
 * Ranges depend on night and on the weather of the observer's map [6.5, 6.61–6.65]; the weather in
 * force is read from the game state by the callers (observers.ts `weatherAt`).
 */
import { hexDistance, hexFromIndex, hexId, hexIndex, isOnMap, walkHexLine, type HexId, type LineStep } from '../hex';
import { turnInfo } from '../sequence/calendar';
import { HEXSIDE_FEATURES, type HexsideFeature } from '../map/terrain';
import { ANY_RAISED_LINK, FEATURE_BIT, directionIndex, terrainOf } from '../world/mapGrid';
import type { TerrainType } from '../map/terrain';
import type { WeatherValue } from '../state/weather';
import type { World } from '../world/world';

export type SightResult =
  | { clear: true }
  | { clear: false; rule: string; reason: string; blockedAt: HexId };

const CLEAR: SightResult = { clear: true };

function sideBlocks(world: World, a: number, b: number, what: 'blocksLos' | 'blocksObservation'): HexsideFeature | undefined {
  const k = directionIndex(world.grid.neighbor, a, b);
  if (k < 0) return undefined;
  const bits = world.grid.features[a * 6 + k]!;
  if (!bits) return undefined;
  return HEXSIDE_FEATURES.find((f) => bits & FEATURE_BIT[f] && world.terrainEffects.hexside[f][what]);
}

function hexBlocks(world: World, index: number): boolean {
  return world.terrainEffects.hex[terrainOf(world.grid, index)].blocksLos;
}

/** Is the straight line from one hex to another free of blocking terrain? Range is not checked here. */
export function lineOfSight(world: World, from: number, to: number): SightResult {
  if (from === to) return CLEAR;
  const a = hexFromIndex(from);
  const b = hexFromIndex(to);
  if (hexDistance(a, b) === 1) {
    const dike = sideBlocks(world, from, to, 'blocksObservation');
    if (dike) return { clear: false, rule: '6.11', reason: `no sight across the ${dike} between the two hexes`, blockedAt: hexId(b) };
    return CLEAR; // [6.14]
  }
  let previous = from;
  let blocked: SightResult | null = null;
  // [6.0] the first blocking hex or hexside ends the look: the rest of the line is never worked out.
  walkHexLine(a, b, (step) => {
    blocked = sightStep(world, step, from, to, previous);
    if (step.kind === 'hex') {
      if (isOnMap(step.hex)) previous = hexIndex(step.hex);
    } else {
      previous = -1; // the next hex is reached through a corner, not across a side
    }
    return blocked === null;
  });
  return blocked ?? CLEAR;
}

/** What one step of the line does to the sight: null when it lets the line through. */
function sightStep(world: World, step: LineStep, from: number, to: number, previous: number): SightResult | null {
  if (step.kind === 'hex') {
    if (!isOnMap(step.hex)) return null;
    const i = hexIndex(step.hex);
    if (i === from) return null;
    if (previous >= 0) {
      const side = sideBlocks(world, previous, i, 'blocksLos');
      if (side) return { clear: false, rule: side === 'dike' ? '6.11' : '6.0', reason: `the line crosses a ${side} hexside`, blockedAt: hexId(step.hex) };
    }
    if (hexBlocks(world, i)) {
      const terrain = terrainOf(world.grid, i);
      return { clear: false, rule: '6.0', reason: `${terrain} in ${hexId(step.hex)} blocks the line${i === to ? ' (the target hex counts)' : ''}`, blockedAt: hexId(step.hex) };
    }
    return null;
  }
  const left = isOnMap(step.left) ? hexIndex(step.left) : -1;
  const right = isOnMap(step.right) ? hexIndex(step.right) : -1;
  if (left >= 0 && right >= 0) {
    const side = sideBlocks(world, left, right, 'blocksLos');
    if (side) return { clear: false, rule: '6.13', reason: `the line runs along a ${side} hexside`, blockedAt: hexId(step.left) };
  }
  for (const i of [left, right]) {
    if (i >= 0 && i !== from && hexBlocks(world, i)) {
      return { clear: false, rule: '6.13', reason: `the line runs along the edge of ${terrainOf(world.grid, i)} in ${hexId(hexFromIndex(i))}`, blockedAt: hexId(hexFromIndex(i)) };
    }
  }
  return null;
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
