/**
 * Sightings remembered [6.0–6.5, 6.61–6.65]: whether an observer in one hex sees another depends only
 * on the map, the two hexes, day or night and the weather on the observer's sheet, so each answer is
 * worked out once per map and kept. One fire phase asks the same questions thousands of times (every
 * firer, spotter and off-map battery against every target hex), and so does a replay.
 */
import { HEX_INDEX_SIZE } from '../hex';
import { turnInfo } from '../sequence/calendar';
import type { WeatherValue } from '../state/weather';
import type { World } from '../world/world';
import { canObserveHex, type SightResult } from './lineOfSight';

/** Answers kept per map before the memo starts afresh (bounds memory in a long campaign). */
const MAX_ANSWERS = 400_000;

const ANSWERS = new WeakMap<World, Map<number, SightResult>>();

/** Weather 0–11 or 'P' as 0–12. */
function weatherCode(weather: WeatherValue): number {
  return weather === 'P' ? 12 : weather;
}

/** canObserveHex, remembered (same answer, same object for the same question). */
export function observesHex(world: World, turn: number, from: number, to: number, weather: WeatherValue = 0): SightResult {
  let answers = ANSWERS.get(world);
  if (!answers) {
    answers = new Map();
    ANSWERS.set(world, answers);
  }
  const context = (turnInfo(turn).isNight ? 13 : 0) + weatherCode(weather);
  const key = (context * HEX_INDEX_SIZE + from) * HEX_INDEX_SIZE + to;
  let sight = answers.get(key);
  if (sight === undefined) {
    sight = canObserveHex(world, turn, from, to, weather);
    if (answers.size >= MAX_ANSWERS) answers.clear();
    answers.set(key, sight);
  }
  return sight;
}
