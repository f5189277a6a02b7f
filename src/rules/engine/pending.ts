/**
 * The decision slot [8.47; ARCHITECTURE §4 "Decision windows"]. While `pending` is set, the game
 * waits for the named side and only the listed answers are legal; the interrupted action then
 * continues. Opportunity fire (8.4), bridge demolition (16.5), German CAP (15.34) and overstack
 * displacement (9.33) all use this one mechanism.
 */
import type { HexId } from '../hex';
import type { Side } from '../state/unit';
import type { Command, CommandType } from './commands';

export type PendingKind = 'opportunityFire' | 'bridgeDemolition' | 'germanCap' | 'displacement';

/** What set off an opportunity-fire window [8.4, 8.41]. */
export type TriggerKind = 'leaveZoc' | 'modeChange' | 'restack' | 'ferry' | 'permanentFerry' | 'displacement';

export interface OpportunityTrigger {
  kind: TriggerKind;
  /** The hex the triggering units stand in. */
  hex: HexId;
  /** The units that may be fired at [8.46]. */
  targetIds: string[];
  /** Enemy units whose zone of control covers the hex: each may fire once [8.43, 8.44]. */
  firerIds: string[];
}

export interface PendingDecision {
  kind: PendingKind;
  /** The side that must answer. */
  side: Side;
  /** The rule case that opened this decision. */
  rule: string;
  /** What the deciding player is asked, in plain words. */
  prompt: string;
  /** The command types that answer this decision. */
  answers: CommandType[];
  /** The interrupted command, to continue once the window closes. */
  resume: Command | null;
  /** Opportunity fire: what triggered it. */
  trigger?: OpportunityTrigger;
  /** Bridge demolition: the bridge (`at` key of the map). */
  bridge?: string;
  /** Displacement: the hexes the units may go to [9.33]. */
  choices?: HexId[];
}
