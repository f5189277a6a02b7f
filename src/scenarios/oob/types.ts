/**
 * Order-of-battle format (issue 6, deliverable 1): plain JSON-able data describing formations,
 * counters and leaders. The counter sheets are not available, so most values are reconstructed;
 * every counter says where its values come from (ARCHITECTURE §6) and a player who owns the
 * printed counters can replace them from a validated JSON file (printedOverride.ts).
 *
 * Convention: ONE SPEC PER COUNTER (no `count` field). Each physical counter has its own stable id,
 * so a printed-values file can address any single counter and set-up lists can name counters.
 */
import type { Mode, Nationality, Side, UnitType } from '../../rules/core/unit';
import type { CommandReach } from '../../rules/core/formation';

export type { Mode, Nationality, Side, UnitType };

/** Where a value comes from. */
export type ProvenanceKind =
  /** Transcribed from a printed counter (only via a player's printed-values file). */
  | 'printed'
  /** Taken from a value the rules text itself quotes (RULES-INVENTORY §4.8), e.g. `2/506 6-3` [24.2]. */
  | 'rules-glimpse'
  /** Chosen by the project from the historical order of battle and the scale of [3.5]. */
  | 'reconstructed';

export interface Provenance {
  kind: ProvenanceKind;
  /** Where each value comes from and a one-line reason for reconstructed ones. */
  source: string;
}

export type FormationEchelon = 'corps' | 'division' | 'brigade' | 'regiment' | 'kampfgruppe' | 'battalion';

export interface FormationSpec {
  /** Stable id (the printed designation is a good id, but the two are kept apart). */
  id: string;
  /** Designation as printed or as 33.0 spells it, e.g. `501/101`, `85xx`, `2107P/107`. */
  designation: string;
  /** Full historical name, e.g. `501st Parachute Infantry Regiment`. */
  name: string;
  echelon: FormationEchelon;
  side: Side;
  nationality: Nationality;
  /** Parent formation id, or null for a top formation. */
  parentId: string | null;
  /** Id of the HQ counter commanding this formation, if the game has one in this data set. */
  hqCounterId: string | null;
  /** An airborne formation; set on the top of an airborne tree (the parts below inherit it) [11.13, 12.43, 17.21d]. */
  airborne?: boolean;
  /** A corps or army HQ's command beyond its own tree [12.41–12.44]; none in Hell's Highway. */
  reach?: CommandReach;
}

export interface CounterSpec {
  /** Stable unique id (never shown to the player). */
  id: string;
  /** Label shown to the player, e.g. `D/2/506` (company letters are the project's: the counters
   *  print only the subordination [33.0 commentary]). */
  name: string;
  /** Subordination as printed on the counter, e.g. `2/506`, `501/101`, `85xx`. */
  subordination: string;
  /** The formation (id) this counter belongs to: the resolved subordination. */
  formationId: string;
  side: Side;
  nationality: Nationality;
  type: UnitType;
  /** Printed strength in SP (same on both faces) [3.31a, 3.5a]. */
  strength: number;
  /** Printed effectiveness per face, 1–9 [3.5b]; artillery/AT/flak print it on the dispersed face
   *  [13.1], HQs on the concentrated face [13.2]. Absent for bridge engineers [3.41c]. */
  effectiveness: Partial<Record<Mode, number>>;
  /** HQs print their effectiveness in parentheses [3.41e]. */
  parenthesized: boolean;
  /** Bridge engineers print `B` or `T` instead of an effectiveness [3.41c]. */
  bridgeLetter: 'B' | 'T' | null;
  /** Printed morale triangles [3.5d]. */
  morale: number;
  /** Printed range in hexes, 1 where none is printed [3.5e]. */
  range: number;
  /** A "t" is printed: the counter may take travel mode [13.3]. */
  travelPrinted: boolean;
  /** Modes the counter can take [13.1–13.4, 8.9, 3.41h]. */
  modes: Mode[];
  /** Parachute or glider symbol [3.41f, 3.41g]. */
  airborne: boolean;
  /** Historical sub-unit and main weapon, e.g. `Company D, 2nd Bn 506th PIR (rifles)`. */
  historical: string;
  provenance: Provenance;
}

export interface LeaderSpec {
  id: string;
  name: string;
  side: Side;
  /** Id of the HQ counter he enters with and reincarnates on [19.8]. */
  hqCounterId: string;
  provenance: Provenance;
}

export interface OrderOfBattle {
  /** Which scenario or data set this is, e.g. `hells-highway`. */
  id: string;
  formations: FormationSpec[];
  counters: CounterSpec[];
  leaders: LeaderSpec[];
}
