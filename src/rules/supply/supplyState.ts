/**
 * The supply part of the game state [11.1, 11.13, 24.5]: the sources a scenario puts in play and
 * the airborne supplyhead markers on the map. Plain data; sources.ts reads it.
 */
import type { HexId } from '../hex';
import type { Side } from '../core/unit';

export interface SupplySource {
  id: string;
  side: Side;
  /** The hexes a path must reach (for an off-map source: the map-edge hexes its roads leave by). */
  hexes: HexId[];
  /** The case that makes it a source, e.g. `11.11`. */
  rule: string;
  /** Shown to the player, e.g. `XXX Corps supply train`. */
  name?: string;
  /** Formations (with everything below them) that may draw on it; absent = every formation of the side. */
  forFormations?: string[];
  /** Lies beyond the map edge (map-edge roads, XXX Corps train) [11.11, 11.12, 11.21]. */
  offMap?: boolean;
  /** Stands in for an absent HQ: units of its formations trace their ten hexes to it [24.5]. */
  actsAsHq?: boolean;
  /** With `actsAsHq`: the units of its formations may trace to nothing else [30.44]. */
  onlyProvider?: boolean;
  /** With `actsAsHq`: the stand-in HQ is this many hexes beyond the map edge, which count against the ten [30.44]. */
  hexesBeyondEdge?: number;
  /** Not usable now, e.g. its road leads into an off-map area the Allies hold [11.11, 20.2]. */
  closed?: { rule: string; reason: string };
}

export interface SupplyState {
  sources: SupplySource[];
  /** Airborne supplyhead markers on the map, by the formation they feed [11.13]. */
  supplyheads: Record<string, HexId>;
  /** [31.22] Divisions whose supplyhead marker the Allied player places himself (the Campaign Game); absent = none. */
  supplyheadsToPlace?: string[];
  /** Formations that may also draw on another formation's supplyhead (the Poles on the 1st British) [11.13]. */
  sharedSupplyheads?: Record<string, string[]>;
  /**
   * Allied Command Phases in a row in which every HQ of an airborne formation on the map was out of
   * supply, by the formation owning the supplyhead; absent = 0 [11.14] (supplyheadRedrop.ts).
   */
  redropStreaks?: Record<string, number>;
}

declare module '../core/gameState' {
  interface GameState {
    /** Supply sources and airborne supplyheads in play [11.1, 11.13, 24.5]. */
    supply: SupplyState;
  }
}
