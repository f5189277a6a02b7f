/**
 * The weather in force [14.1, 14.91]. The northern zone covers Maps A and B, the southern zone
 * Maps C and D [6.65]. A value is 0 (best) to 11 (worst), or 'P' when nothing flies.
 */
import { canonicalHexId, type HexId, type Section } from '../hex';

export type WeatherValue = number | 'P';

export interface WeatherState {
  north: WeatherValue;
  south: WeatherValue;
}

/** Scenarios fly in clear weather unless they say otherwise [25.23]. */
export const CLEAR_WEATHER: WeatherState = { north: 0, south: 0 };

/** [6.65] The weather zone of a map section. */
export function weatherZone(section: Section): keyof WeatherState {
  return section === 'A' || section === 'B' ? 'north' : 'south';
}

/** The weather on the map a hex lies on (an overlap hex reads its canonical sheet) [6.65]. */
export function weatherOn(weather: WeatherState, hex: HexId): WeatherValue {
  const id = canonicalHexId(hex) ?? hex;
  return weather[weatherZone(id[0] as Section)];
}

declare module '../core/gameState' {
  interface GameState {
    /** Weather now in force on each route's zone [14.1, 6.61–6.65]. */
    weather: WeatherState;
  }
}
