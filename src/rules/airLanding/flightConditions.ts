/**
 * Total flight conditions [14.2, 14.13, 15.34, 23.4]: the weather the flight meets, plus one per
 * counted German flak unit, plus 5 at night, plus 6 for an independent drop; then the shift a
 * southern-route flight suffers when the two zones' weather differs widely.
 *
 * Our reading of the weather that counts (docs/air-landing.md): the weather of the drop hex's zone
 * [6.65]. Nothing flies if that weather is P, nor on the northern route if the northern zone is P
 * [14.1]. A southern-route flight to Maps A or B may fly with the southern zone at P: that is the
 * case 14.13 worsens by two.
 */
import type { Hex, HexId, Section } from '../hex';
import type { GameState } from '../core/gameState';
import type { Modifier } from '../core/explanation';
import type { Unit } from '../core/unit';
import { turnInfo } from '../sequence/calendar';
import { weatherZone, type WeatherValue } from '../state/weather';
import { WORST_WEATHER } from '../tables/weatherConditions';
import { flakAlongPath } from './flak';
import { flightPath, type Route } from './flightRoute';

/** [14.2] Night adds this much. */
export const NIGHT_FLIGHT_PENALTY = 5;
/** [23.4] A drop outside the pathfinder's zone adds this much. */
export const INDEPENDENT_DROP_PENALTY = 6;
/** [14.13] The weather gap between the zones that shifts a southern-route result. */
export const ZONE_GAP_FOR_SHIFT = 4;
/** [14.13] With the southern zone at P, a northern zone this good or better worsens the result by two. */
export const CLEAR_NORTH_FOR_P_SHIFT = 3;

export interface FlightPlan {
  route: Route;
  target: HexId;
  /** [14.21] The hexes flown over, edge first, the drop hex last. */
  path: Hex[];
  /** [14.2, 14.22] The German flak that counts. */
  flak: Unit[];
  /** The weather the flight meets (11 when a German CAP intercepts it [15.34]). */
  weather: number;
  night: boolean;
  independent: boolean;
  intercepted: boolean;
  /** [14.2] The total flight conditions. */
  total: number;
  /** [14.13] Steps the result moves along the ladder after the table: + worse, − better. */
  shift: number;
  /** Every addition and the shift, with its case. */
  modifiers: Modifier[];
}

export type FlightPlanOrNoFlight = FlightPlan | { noFlight: true; rule: string; reason: string };

/** [14.13] How far a southern-route result moves for the difference between the zones. */
export function southernRouteShift(north: WeatherValue, south: WeatherValue): number {
  if (south === 'P') return north !== 'P' && north <= CLEAR_NORTH_FOR_P_SHIFT ? 2 : 0;
  if (north === 'P') return 0;
  if (north - south >= ZONE_GAP_FOR_SHIFT) return -1;
  if (south - north >= ZONE_GAP_FOR_SHIFT) return 1;
  return 0;
}

/** [14.2, 14.13, 14.22, 15.34, 23.4] The flight of a lift to `target` by `route` now. */
export function planFlight(
  state: GameState,
  target: HexId,
  route: Route,
  options: { independent?: boolean; intercepted?: boolean } = {},
): FlightPlanOrNoFlight {
  const zone = weatherZone(target[0] as Section);
  const there = state.weather[zone];
  if (there === 'P') return { noFlight: true, rule: '14.1', reason: `The ${zone}ern weather zone is P: nothing flies to ${target} now.` };
  if (route === 'north' && state.weather.north === 'P') return { noFlight: true, rule: '14.1', reason: 'The northern route is P: nothing flies on it now.' };
  const path = flightPath(route, target);
  const flak = flakAlongPath(state, path);
  const night = turnInfo(state.turn).isNight;
  const independent = options.independent === true;
  const intercepted = options.intercepted === true;
  const weather = intercepted ? WORST_WEATHER : there;
  const modifiers: Modifier[] = [
    intercepted
      ? { rule: '15.34', what: 'German CAP intercepted the landing: weather read as 11+', value: weather, applies: 'flight conditions' }
      : { rule: '14.2', what: `weather in the ${zone}ern zone`, value: weather, applies: 'flight conditions' },
  ];
  if (flak.length > 0) modifiers.push({ rule: '14.2', what: `German flak on or next to the path (${flak.map((u) => u.name).join(', ')})`, value: flak.length, applies: 'flight conditions' });
  if (night) modifiers.push({ rule: '14.2', what: 'night', value: NIGHT_FLIGHT_PENALTY, applies: 'flight conditions' });
  if (independent) modifiers.push({ rule: '23.4', what: 'independent drop outside the pathfinder zone', value: INDEPENDENT_DROP_PENALTY, applies: 'flight conditions' });
  const total = modifiers.reduce((sum, m) => sum + m.value, 0);
  const shift = route === 'south' ? southernRouteShift(state.weather.north, state.weather.south) : 0;
  if (shift !== 0) {
    modifiers.push({ rule: '14.13', what: shift < 0 ? 'southern zone 4 or more better than the northern' : shift === 1 ? 'southern zone 4 or more worse than the northern' : 'southern zone P with the northern 3 or better', value: shift, applies: 'result steps (+ worse)' });
  }
  return { route, target, path, flak, weather, night, independent, intercepted, total, shift, modifiers };
}
