/**
 * The air-landing slice of the game state: the England display's serials [14.4, 14.72], the day's
 * Lift Points [14.61, 14.65], whether the weather is rolled or fixed by the scenario [14.1, 25.23],
 * and the route openings of 14.12.
 */
/** The groups of the England display [11.13]: serials 1–58 fall in groups p–x. */
export const SERIAL_GROUPS = ['p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x'] as const;
export type SerialGroup = (typeof SERIAL_GROUPS)[number];

/** A battalion-sized stack waiting in England [14.4]. */
export interface Serial {
  /** The serial's number as the scenarios name it ("17"), or a name given by a regrouping [14.72]. */
  id: string;
  group: SerialGroup;
  /** The units still in England, top first. Empty once everything has flown. */
  unitIds: string[];
  /** Lifts flown for this serial so far (a partial lift leaves the rest in England) [14.71]. */
  lifts: number;
  /** Flown in by glider: designated to clear hexes only, and hurt landing elsewhere [23.2]. */
  glider?: boolean;
  /** [22.3, 22.31] The Game-Turn a scenario's later drop group may fly from; absent: from the start. */
  availableFrom?: number;
}

/** [15.34] The German CAP declared over this phase's landings. */
export interface LandingCap {
  turn: number;
  phase: number;
  /** The first covered drop hex: the patrol covers serials within 10 hexes of it. */
  centre: string;
  /** Serials it has covered so far (at most 8). */
  covered: number;
  /** Flown and intercepting (2–9); false when declined, spent (10) or shot down (11–12). */
  intercepted: boolean;
}

/** The Lift Points of the campaign's daily track [14.61], or none (unlimited) for the scenarios [25.23]. */
export interface LiftPoints {
  /** Lift Points by day of the month; null: as many as needed [25.23]. */
  perDay: Record<string, number> | null;
  /** The day the points below belong to. */
  day: number;
  /** Points left today; null when unlimited. */
  left: number | null;
  /** Points carried over from a day without flights [14.65] (already included in `left`). */
  carried: number;
}

export interface AirLandingState {
  serials: Record<string, Serial>;
  lift: LiftPoints;
  /** [14.1] The weather is rolled at 0201 and 1201; false: the scenario fixes it [25.23]. */
  weatherRolled: boolean;
  /** [14.65] Every weather roll of today so far gave P on both routes. */
  noFlightAllDay: boolean;
  /** [25.24] German flak is ignored in the air-landing routine (the scenarios). */
  flakIgnored: boolean;
  /** [14.12] Route openings: a supplied non-airborne Allied unit next to the Maas; B3236 captured. */
  routes: { maasReached: boolean; b3236Captured: boolean };
  /** [15.34] The German answer to this phase's landings, once asked. */
  cap: LandingCap | null;
  /** Hexes serials landed in on this Game-Turn, for 14.53 (two serials in one hex), keyed by hex. */
  landedThisTurn: Record<string, { turn: number; serialIds: string[] }>;
}

/** What a scenario says about its air landings. */
export interface AirLandingSetup {
  serials?: readonly Serial[];
  liftPerDay?: Record<string, number> | null;
  weatherRolled?: boolean;
  flakIgnored?: boolean;
}

export function initialAirLanding(setup: AirLandingSetup = {}, day = 17): AirLandingState {
  const perDay = setup.liftPerDay ?? null;
  return {
    serials: Object.fromEntries((setup.serials ?? []).map((s) => [s.id, structuredClone(s)])),
    lift: { perDay: perDay ? { ...perDay } : null, day, left: perDay ? (perDay[String(day)] ?? 0) : null, carried: 0 },
    weatherRolled: setup.weatherRolled ?? false,
    noFlightAllDay: false,
    flakIgnored: setup.flakIgnored ?? false,
    routes: { maasReached: false, b3236Captured: false },
    landedThisTurn: {},
    cap: null,
  };
}

/** The serial a unit waits in, if it is in England. */
export function serialOf(state: { airLanding: AirLandingState }, unitId: string): Serial | undefined {
  return Object.values(state.airLanding.serials).find((s) => s.unitIds.includes(unitId));
}

declare module '../core/gameState' {
  interface GameState {
    /** The England display, Lift Points and flight book-keeping [14.1–14.7]. */
    airLanding: AirLandingState;
  }
}
