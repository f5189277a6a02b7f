/**
 * The pre-flight routine [14.1]: at the start of the 0201 and 1201 turns the Allied player rolls
 * the weather for the northern zone (Maps A, B) and then the southern zone (Maps C, D) on the
 * Weather Conditions Table [14.91]; each value holds until the next roll. Scenarios fix the weather
 * instead [25.23]; then nothing is rolled.
 */
import { rollTwoDice, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { turnInfo } from '../sequence/calendar';
import type { WeatherState } from '../state/weather';
import { weatherRow, type WeatherConditionsTable } from '../tables/weatherConditions';

/** [14.1] The option reading 14.1's example literally: one roll read in both columns. */
export const WEATHER_ONE_ROLL_OPTION = 'weatherOneRoll';

/** [14.1] Is the weather rolled at the start of this Game-Turn? */
export function weatherRolledThisTurn(turn: number): boolean {
  const slot = turnInfo(turn).slot;
  return slot === '0201' || slot === '1201';
}

/** [14.1, 14.91] Roll the weather on a draft: northern zone first, then southern. */
export function rollWeather(draft: GameState, table: WeatherConditionsTable, dice: DiceSource, events: GameEvent[]): WeatherState {
  const north = rollTwoDice(dice);
  events.push({ type: 'diceRolled', purpose: 'weather, northern zone (Maps A, B)', rule: '14.1', dice: [...north.dice], total: north.total });
  let southTotal = north.total;
  if (draft.options[WEATHER_ONE_ROLL_OPTION] !== true) {
    const south = rollTwoDice(dice);
    events.push({ type: 'diceRolled', purpose: 'weather, southern zone (Maps C, D)', rule: '14.1', dice: [...south.dice], total: south.total });
    southTotal = south.total;
  }
  const weather: WeatherState = { north: weatherRow(north.total, table).north, south: weatherRow(southTotal, table).south };
  draft.weather = weather;
  const segment = turnInfo(draft.turn).segment;
  // [14.65] a day counts as flightless only if every roll of it shut both routes.
  const bothShut = weather.north === 'P' && weather.south === 'P';
  draft.airLanding.noFlightAllDay = segment === 'AM' ? bothShut : draft.airLanding.noFlightAllDay && bothShut;
  events.push({ type: 'weatherSet', north: weather.north, south: weather.south, segment, rule: '14.1' });
  return weather;
}
