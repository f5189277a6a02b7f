/**
 * What the game keeps about the air war [15.0–15.34]: each side's airstrike allotment per day (the
 * Turn Record Tracks' figures, which the rules text does not give: the scenario supplies them as
 * data), the strikes spent in the current AM or PM segment, the airstrikes waiting to be resolved,
 * the Allied CAP extensions on the map and whether German air has been wiped out [15.34].
 */
import type { HexId } from '../hex';
import type { Side } from '../core/unit';

/** Airstrikes a side may spend in each segment (AM and PM) of one day [15.0]. */
export interface SideAllotment {
  allied: number;
  german: number;
}

/** One attack waiting for the end of its owner's next Conditional Movement Phase [15.15, 15.16]. */
export interface PlacedStrike {
  side: Side;
  hex: HexId;
  /** The unit the owner means to hit; if it is no longer a legal target, the top legal one is hit [15.18]. */
  targetId: string | null;
  /** Airstrikes spent on this one attack: 1, or 2–3 at night or in weather P [15.13, 15.21]. */
  strikes: number;
  /** Game-Turn of placing; the per-hex limit counts attacks of one turn [15.11]. */
  turn: number;
}

/** An Allied CAP extension around a XXX Corps formation HQ [15.32]. */
export interface PlacedCap {
  side: Side;
  /** The hex the patrol is centred on (where the HQ stood when it was placed). */
  hex: HexId;
  /** Airstrikes spent to widen it beyond the basic radius [15.32]. */
  strikes: number;
  /** Hexes from the centre it covers. */
  radius: number;
  /** Game-Turn of placing: it lasts until the end of the owner's next Command Phase [15.16]. */
  turn: number;
}

/** [15.34] What a German CAP over an Allied landing achieved. */
export type GermanCapOutcome = 'intercepted' | 'noEffect' | 'germanAirDestroyed';

export interface AirState {
  /** [15.0] Per-segment allotment by day of the month (key: the day number as text). Days not listed give 0. */
  allotments: Record<string, SideAllotment>;
  /**
   * Formations (and everything under them) that make up XXX Corps [15.32, 15.33]. The scenario
   * names them; by default any formation printed `30xxx` or `XXX`.
   */
  xxxCorpsFormationIds: string[];
  /** Strikes spent per side in the segment named by `segment` [15.12]. */
  spent: SideAllotment;
  /** The segment `spent` belongs to, e.g. `18AM`; a new segment starts from zero [15.12]. */
  segment: string;
  strikes: PlacedStrike[];
  caps: PlacedCap[];
  /** [15.34] German air was destroyed while flying CAP over a landing: no more German airstrikes. */
  germanAirDestroyed: boolean;
}

export function emptyAirState(): AirState {
  return {
    allotments: {},
    xxxCorpsFormationIds: [],
    spent: { allied: 0, german: 0 },
    segment: '',
    strikes: [],
    caps: [],
    germanAirDestroyed: false,
  };
}

/**
 * The named option for the Allied air umbrella [15.32, 15.33]. Off (the default): no Allied CAP and
 * Allied strikes reach any hex. On: CAP of radius 5 around every XXX Corps formation HQ, Allied
 * strikes within 30 hexes of one, XXX Corps units may sight for them.
 */
export const ALLIED_CAP_OPTION = 'alliedCap';

declare module '../core/gameState' {
  interface GameState {
    /** [15.0] Whether the German side may fly PM airstrikes today (rolled on the day's first turn). */
    germanPmAirstrikesToday: boolean | null;
    /** Airstrike allotments, placed strikes and CAP, German air's fate [15.0–15.34]. */
    air: AirState;
  }
}
