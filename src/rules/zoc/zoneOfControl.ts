/**
 * Zones of control [7.0–7.62, 10.71]. Every combat unit and HQ that is not disrupted, depleted or
 * in Travel (pure armor excepted) and has an effectiveness above 0 on its current face (pure armor
 * in Travel: its printed concentrated rating, 7.61 with 5.29) controls
 * the six hexes around it — two rings if its printed range is 2 or more [7.0, 7.61, 7.62].
 * The zone never enters forest or city [10.71], never crosses a dike [7.42], and never reaches a
 * hex the unit cannot observe [7.41]. Rivers, canals and streams do not stop it [7.43].
 * Friendly units never cancel an enemy zone (except for supply, 7.5).
 */
import { formatHexId, hexDistance, hexFromIndex, hexIndex, parseHexId } from '../hex';
import { occupantsOf, unitOrdinal } from '../state/occupancy';
import { observesHex } from '../observation/sightMemo';
import { weatherOn, type WeatherValue } from '../state/weather';
import { unitsInRecordOrder } from '../state/unitOrder';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { neighborIndices, terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';

/** Terrain a zone of control never enters [10.71]. */
const ZOC_FREE_TERRAIN = new Set(['forest', 'city']);

/** Why a unit projects no zone of control, or null if it does [7.61, 7.62]. */
export function noZocReason(unit: Unit): { rule: string; reason: string } | null {
  if (unit.hex === null) return { rule: '7.0', reason: 'not on the map' };
  if (unit.status.disrupted) return { rule: '7.62', reason: 'disrupted' };
  if (unit.status.depleted) return { rule: '7.62', reason: 'depleted' };
  if (unit.mode === 'travel' && unit.type !== 'armor') return { rule: '7.62', reason: 'in Travel mode' };
  // Pure armor in Travel keeps its zone [7.62]. Its counter prints no Travel value (a marker covers
  // it); the printed rating that 7.61 reads is the concentrated one — the 5 that 5.29 deducts is a
  // fire modifier, not a missing rating (docs/movement.md).
  const effectiveness = unit.mode === 'travel' && unit.type === 'armor' ? unit.effectiveness.concentrated : unit.effectiveness[unit.mode];
  if (effectiveness === undefined || effectiveness <= 0) return { rule: '7.61', reason: 'no effectiveness on its current face' };
  return null;
}

/**
 * Whether two versions of a unit have the same zone of control on the same turn and weather: what
 * this file reads of the unit is the same — keep this list with `noZocReason`, `zocRadius` and
 * `zocOfUnit`, which read it (its hex, range [7.0], the markers and mode that
 * end a zone [7.62], its effectiveness [7.61]). Anything else may differ (a fired flag, losses).
 */
export function sameZoneOfControl(a: Unit, b: Unit): boolean {
  return (
    a.hex === b.hex &&
    a.eliminated === b.eliminated &&
    a.type === b.type &&
    a.mode === b.mode &&
    a.range === b.range &&
    a.effectiveness === b.effectiveness &&
    a.status.disrupted === b.status.disrupted &&
    a.status.depleted === b.status.depleted
  );
}

/** How many rings the zone covers [7.0]. */
export function zocRadius(unit: Unit): 1 | 2 {
  return unit.range >= 2 ? 2 : 1;
}

/** Ring hexes within `radius` of a centre index (not the centre itself). */
function hexesAround(world: World, centre: number, radius: 1 | 2): number[] {
  const out: number[] = [];
  for (const a of neighborIndices(world.grid, centre)) {
    if (!out.includes(a)) out.push(a);
    if (radius === 2) for (const b of neighborIndices(world.grid, a)) if (b !== centre && !out.includes(b)) out.push(b);
  }
  return out;
}

/**
 * A unit's zone depends only on the map, the unit itself, the Game-Turn (day or night) and the
 * weather at its hex, so the zone of a frozen unit (every unit of a position `apply` returned: immer
 * shares unchanged units between positions) is kept and reused while turn and weather stay the same.
 */
interface KeptZone {
  turn: number;
  weather: WeatherValue;
  hexes: readonly number[];
}
const ZONES = new WeakMap<World, WeakMap<Unit, KeptZone>>();

/** The hexes one unit controls. Shared: never change the array you get. */
export function zocOfUnit(world: World, state: GameState, unit: Unit): readonly number[] {
  if (!Object.isFrozen(unit)) return computeZoc(world, state, unit);
  let kept = ZONES.get(world);
  if (!kept) {
    kept = new WeakMap();
    ZONES.set(world, kept);
  }
  const weather = unit.hex === null ? null : weatherOn(state.weather, unit.hex);
  const zone = kept.get(unit);
  if (zone && zone.turn === state.turn && zone.weather === weather) return zone.hexes;
  const hexes = Object.freeze(computeZoc(world, state, unit));
  if (weather !== null) kept.set(unit, { turn: state.turn, weather, hexes });
  return hexes;
}

function computeZoc(world: World, state: GameState, unit: Unit): number[] {
  if (noZocReason(unit)) return [];
  const at = parseHexId(unit.hex!);
  if (!at) return [];
  const centre = hexIndex(at);
  const weather = weatherOn(state.weather, unit.hex!);
  const out: number[] = [];
  for (const target of hexesAround(world, centre, zocRadius(unit))) {
    if (ZOC_FREE_TERRAIN.has(terrainOf(world.grid, target))) continue; // [10.71]
    // [7.41, 7.42] sight covers both the observation limit and dikes (6.11); neighbours see each other (6.14).
    if (!observesHex(world, state.turn, centre, target, weather).clear) continue;
    out.push(target);
  }
  return out;
}

/**
 * Every hex controlled by a side's units, with the controlling units (for opportunity fire, 8.44).
 * Keyed by hexIndex.
 */
export function zocMap(world: World, state: GameState, side: Side): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const unit of unitsInRecordOrder(state)) {
    if (unit.side !== side || unit.hex === null) continue;
    for (const i of zocOfUnit(world, state, unit)) {
      const list = map.get(i);
      if (list) list.push(unit.id);
      else map.set(i, [unit.id]);
    }
  }
  return map;
}

/** The other side. */
export function enemySide(side: Side): Side {
  return side === 'allied' ? 'german' : 'allied';
}

/** The units of `side` whose zone of control covers one hex (for exit costs and opportunity fire). */
export function zocSourcesAt(world: World, state: GameState, side: Side, index: number): string[] {
  // Only units within 2 hexes can reach the hex (zocRadius); the occupancy index finds them
  // without a scan of every counter. They are listed in the state's own unit order, as a full scan would.
  const near: Unit[] = [];
  for (const around of hexesAround(world, index, 2)) {
    const id = formatHexId(hexFromIndex(around));
    if (!id) continue;
    for (const unit of occupantsOf(state, id)) if (unit.side === side) near.push(unit);
  }
  near.sort((a, b) => unitOrdinal(state, a.id) - unitOrdinal(state, b.id));
  const target = hexFromIndex(index);
  const out: string[] = [];
  for (const unit of near) {
    const at = parseHexId(unit.hex!);
    if (!at) continue;
    const d = hexDistance(at, target);
    if (d === 0 || d > zocRadius(unit)) continue;
    if (zocOfUnit(world, state, unit).includes(index)) out.push(unit.id);
  }
  return out;
}
