/**
 * A counter on the map or off it [3.31–3.5]. Printed values (strength, effectiveness per face,
 * morale, range) are copied from the order of battle; the rest is the counter's current status.
 */
import type { HexId, Section } from '../hex';

export type Side = 'allied' | 'german';
export type Nationality = 'US' | 'UK' | 'PL' | 'NL' | 'DE';

/** Unit type decides fire kind, armored or not, and movement class [3.41]. */
export type UnitType =
  | 'infantry'
  | 'armoredInfantry'
  | 'armor'
  | 'armoredRecon'
  | 'recon'
  | 'tankDestroyer'
  | 'antitank'
  | 'flak'
  | 'artillery'
  | 'heavyWeapons'
  | 'combatEngineer'
  | 'bridgeEngineer'
  | 'hq'
  // [19.0] a commander counter: no strength, no fire, no weight (see src/rules/leaders)
  | 'leader';

/** Concentrated and dispersed are the two printed faces; travel is a marker or a face [3.31]. */
export type Mode = 'concentrated' | 'dispersed' | 'travel';

export interface Unit {
  /** Stable unique id (never shown to the player). */
  id: string;
  /** Designation as printed on the counter, e.g. `D/2/506`. */
  name: string;
  side: Side;
  nationality: Nationality;
  type: UnitType;
  /** Subordination as printed, e.g. `2/506`, `501/101`, `85xx` [3.4, 17.0]. */
  subordination: string;
  /**
   * The formation (GameState.formations) the unit belongs to; absent for "ind" units with no HQ
   * [17.16]. An HQ belongs to the formation it commands (Formation.hqUnitId names it back).
   */
  formationId?: string;
  /** Airborne symbol (parachute or glider): matters only when landing [3.41f]. */
  airborne?: boolean;
  /** Game-Turn an airborne unit landed: supplied without a trace for 4 Game-Turns [11.13c]. */
  landedTurn?: number;
  /**
   * [17.17, 17.21c, 18.52, 11.4] Formation whose HQ the unit now answers to after re-subordination:
   * supply, control and communication follow it; multi-formation identity keeps `formationId`.
   */
  attachedTo?: string;
  /** [18.52] Game-Turn an HFlak/LFlak battery switched HQ: out of supply for that Game-Turn. */
  resubordinatedTurn?: number;
  /** [17.21c] Permanent effectiveness loss of re-subordinated artillery (positive number taken off). */
  effectivenessPenalty?: { value: number; rule: string };
  /** Printed strength in SP; the same on both faces [3.31a]. */
  printedStrength: number;
  /** Current strength: printed strength minus losses [3.5a]. */
  strength: number;
  /** Printed effectiveness per mode (1–9); absent where the face shows none [3.5b]. */
  effectiveness: Partial<Record<Mode, number>>;
  /** HQs print their effectiveness in parentheses: opportunity fire only [3.41e, 5.27]. */
  effectivenessParenthesized?: boolean;
  /** Printed morale triangles; current morale = this − SP lost [3.5d]. */
  printedMorale: number;
  /** Range in hexes; 1 where none is printed [3.5e]. */
  range: number;
  /** "STAT" on the back: never moves or retreats [8.8]. Static flak also has no stacking weight [18.51]. */
  static?: boolean;
  /** Reinforcement: the first Game-Turn it may come on and the map-edge hexes it may enter by [22.0–22.16]. */
  arrival?: { turn: number; hexes: HexId[] };
  /** Removed from play: when and by which case (kept for casualty counts and the log). */
  eliminated?: { turn: number; rule: string };
  /** Left the map by an edge the scenario opens [30.51, 30.52]: off the map for good, counted for victory. */
  exited?: { turn: number; hex: HexId; edge: MapEdge; strength: number; rule: string };
  /** Modes this counter can take. */
  modes: Mode[];
  /** Hex it occupies, or null when off the map. */
  hex: HexId | null;
  /** Position in its stack, 0 = top [9.2]. */
  stackIndex: number;
  mode: Mode;
  status: UnitStatus;
  /** Leaders only [19.0, 19.4, 19.8]: whom he commands and where he comes back. */
  leader?: LeaderInfo;
  /**
   * [24.4] An artillery battery that stays off the map (hex null) and fires from there: range counted
   * in hexrows of `section` from `fromRow`, at targets seen by units of `spotterNationality`.
   */
  offMapBattery?: OffMapBattery;
}

/** [24.4] Where an off-map battery fires from and who spots for it (see src/rules/fire/offMapBattery.ts). */
export interface OffMapBattery {
  section: Section;
  fromRow: number;
  spotterNationality: Nationality;
  rule: string;
}

/** A leader's command and fate [19.11, 19.4, 19.5, 19.7, 19.8]. */
export interface LeaderInfo {
  /** The formation he commands; units within it are his subordinates [19.11, 19.5, 19.7]. */
  leads: string;
  /** The HQ unit he is attached to and reappears on after being killed [19.4, 19.8]. */
  hqUnitId: string;
  /** Game-Turn he was killed; cleared when he reappears [19.4, 19.5]. */
  killedTurn?: number;
  /** His HQ was gone when he was due back: he never returns [19.4]. */
  deadForGood?: boolean;
}

export interface UnitStatus {
  disrupted: boolean;
  depleted: boolean;
  /** Fired this phase (own fire phases) [5.24]. */
  fired: boolean;
  /** Movement points spent this phase [3.5c]. */
  mpSpent: number;
  /** Changed mode this Organization Phase [13.0]. */
  modeChanged: boolean;
  /** [11.52] Mode to take on recovering when it is not the current one (set up disrupted, HQ disrupted instead of a loss). */
  recoverAs?: Mode;
}

/** Current morale [3.5d]: may be negative. */
export function currentMorale(unit: Unit): number {
  return unit.printedMorale - (unit.printedStrength - unit.strength);
}

/** Effectiveness on the face the unit now shows, or undefined if that face has none. */
export function currentEffectiveness(unit: Unit): number | undefined {
  return unit.effectiveness[unit.mode];
}

/** An edge of a map section [30.51, 30.52]. */
export type MapEdge = 'north' | 'south' | 'west' | 'east';
