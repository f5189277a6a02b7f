/**
 * Who sees what: observation range in the weather of the moment and the conditions a unit must meet
 * before its sighting counts [6.0–6.5, 6.61–6.65, 11.5, 12.52].
 *
 * Range. By day an observer sees as far as the Terrain Effects Chart allows from its hex (a raised
 * road, railroad or trail in the hex may see farther); at night everyone sees 2 hexes [6.5]. Weather
 * is read on the observer's own map [6.65]: 0–6 changes nothing [6.61]; 7–10 takes one hex off a
 * hilltop, city or town observer by day [6.62]; 11 takes two off those and one off an observer on a
 * raised link by day [6.63]; 'P' halves every day range (fractions dropped) and leaves one hex at
 * night [6.64]. When a hex offers both a terrain range and a raised-link range, each is reduced by
 * its own weather penalty and the better of the two is used.
 *
 * Unit conditions. A unit sees nothing while off the map, eliminated or disrupted [11.5, 6.12];
 * leaders never sight for fire [6.3]. A neighbouring hex is always seen unless a dike lies between
 * [6.14, 6.11]; farther hexes need range and a clear line (lineOfSight.ts).
 */
import { hexIndex, parseHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { weatherOn, type WeatherValue } from '../state/weather';
import type { World } from '../world/world';
import { observationRange } from './lineOfSight';
import { observesHex } from './sightMemo';
import { allUnits, unitById } from '../state/unitBuckets';

export type SightVerdict = { ok: true } | { ok: false; rule: string; reason: string };

const SEES: SightVerdict = { ok: true };

function no(rule: string, reason: string): SightVerdict {
  return { ok: false, rule, reason };
}

/** The weather in force on the map the hex lies on (the canonical id's sheet for overlap hexes) [6.65]. */
export function weatherAt(state: GameState, hex: HexId): WeatherValue {
  return weatherOn(state.weather, hex);
}

/**
 * How many hexes an observer standing in `observerHex` sees on the current Game-Turn, in the weather
 * of its own map [6.0, 6.5, 6.61–6.65].
 */
export function observationRangeAt(state: GameState, world: World, observerHex: HexId): number {
  const hex = parseHexId(observerHex);
  if (!hex) throw new RangeError(`${observerHex} is not a hex of the map`);
  return observationRange(world, state.turn, hexIndex(hex), weatherAt(state, observerHex));
}

/** Why a unit cannot observe at all right now (before range and line), or null [6.3, 6.12, 11.5]. */
export function observerProblem(unit: Unit): SightVerdict | null {
  if (unit.eliminated) return no('6.0', `${unit.name} has been eliminated`);
  if (unit.hex === null) return no('6.0', `${unit.name} is not on the map`);
  // A leader counter type may exist only in some builds; compared as a string on purpose [6.3].
  if (unit.type === 'leader') return no('6.3', `${unit.name} is a leader: leaders never sight for fire`);
  if (unit.status.disrupted) return no('11.5', `${unit.name} is disrupted and observes nothing [6.12, 11.5]`);
  return null;
}

/** Can an observer in one hex see another, given its range: adjacency, range, then the line [6.0, 6.11, 6.14]. */
export function hexSeesHex(state: GameState, world: World, fromHex: HexId, targetHex: HexId): SightVerdict {
  const from = parseHexId(fromHex);
  const to = parseHexId(targetHex);
  if (!from) return no('6.0', `${fromHex} is not a hex of the map`);
  if (!to) return no('6.0', `${targetHex} is not a hex of the map`);
  const sight = observesHex(world, state.turn, hexIndex(from), hexIndex(to), weatherAt(state, fromHex));
  return sight.clear ? SEES : no(sight.rule, sight.reason);
}

/** Does this unit itself see the target hex now: unit conditions, range and line of sight [6.0–6.5, 11.5]? */
export function unitObserves(state: GameState, world: World, unitId: string, targetHex: HexId): SightVerdict {
  const unit = unitById(state, unitId);
  if (!unit) return no('6.0', `there is no unit ${unitId}`);
  const problem = observerProblem(unit);
  if (problem) return problem;
  return hexSeesHex(state, world, unit.hex!, targetHex);
}

/**
 * Every unit of a side still in play, with whether it sees the target hex and why not — the report
 * the map shows when a player asks who can see a hex. Sorted by unit id.
 */
export function observersOf(state: GameState, world: World, side: Side, targetHex: HexId): { unitId: string; verdict: SightVerdict }[] {
  const target = parseHexId(targetHex);
  return allUnits(state)
    .filter((u) => u.side === side && !u.eliminated && u.hex !== null)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((u) => ({ unitId: u.id, verdict: target ? unitObserves(state, world, u.id, targetHex) : no('6.0', `${targetHex} is not a hex of the map`) }));
}
