/**
 * The decision slot [8.47; ARCHITECTURE §4 "Decision windows"]. While `pending` is set, the game
 * waits for the named side and only the listed answers are legal; the interrupted action then
 * continues. Opportunity fire (8.4), bridge demolition (16.5), German CAP (15.34) and overstack
 * displacement (9.33) all use this one mechanism.
 */
import type { HexId } from '../hex';
import type { Side } from './unit';
import type { Command, CommandType } from './commands';

export type PendingKind = 'opportunityFire' | 'bridgeDemolition' | 'germanCap' | 'displacement' | 'closeActionRetreat' | 'closeActionAdvance' | 'fireResult' | 'landingOverstack' | 'landingFire';

/** What set off an opportunity-fire window [8.4, 8.41]. */
export type TriggerKind = 'leaveZoc' | 'modeChange' | 'restack' | 'ferry' | 'permanentFerry' | 'displacement' | 'closeAction';

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
  /** Close action under way: who attacked from where, and who must retreat [8.7, 8.49, 8.71]. */
  closeAction?: CloseActionContext;
  /** Opportunity fire: the units that have fired in this window so far [8.43, 8.45, 17.2c]. */
  fired?: string[];
  /** Opportunity fire: units announced by earlier shots of this window as one multi-formation attack [17.2]. */
  announced?: string[];
  /** Fire result: the owner's choice after a hit [5.32, 5.33, 5.37]. */
  fireResult?: FireResultContext;
  /** Landing overstack: the hex, the serial's units there and how few of them must leave [14.5, 14.51]. */
  landing?: LandingOverstackContext;
  /** German special fire on a landing: where, the landed units, who has fired [14.5, 14.58]. */
  landingFire?: LandingFireContext;
  /**
   * A decision interrupted by this one (e.g. the opportunity-fire window during which a shot asked
   * the target's owner to choose). It is put back in the slot once this one is answered.
   */
  outer?: PendingDecision;
}

/** The owner of a unit hit by fire chooses how it takes the result [5.32, 5.33, 5.37]. */
export interface FireResultContext {
  unitId: string;
  options: FireChoice[];
  /** How any further loss is dealt: like direct fire (9.43) or indirect fire (9.44). */
  loss: 'direct' | 'indirect';
  /** The shot was opportunity fire (a switch out of Travel is then disrupted at the end of this phase). */
  opportunity: boolean;
}

/** A landed serial over the stacking limit [14.5, 14.51]: which units may leave, and how many must. */
export interface LandingOverstackContext {
  hex: HexId;
  unitIds: string[];
  /** The fewest units whose leaving cures the overstack [14.5]. */
  minimum: number;
  /** [14.54] Neighbouring German-held hexes the leaving units may close-assault instead of moving. */
  assaultable?: HexId[];
}

/** The German special fire on a landed serial [14.5, 14.58]. */
export interface LandingFireContext {
  hex: HexId;
  landedIds: string[];
  /** German units that have fired in this window. */
  fired: string[];
}

/** What a close action's follow-up decisions need to know [8.49, 8.71]. */
export interface CloseActionContext {
  attackerIds: string[];
  from: HexId;
  target: HexId;
  /** Defenders that must still retreat out of `target`. */
  retreatingIds: string[];
  /** The attackers may move in once the hex is empty [8.49]. */
  mayAdvance: boolean;
}

/**
 * How a unit hit by fire takes the result [5.32, 5.33, 5.37]: `disperse` or `loseStep` (a
 * concentrated target), `loseStep` or `disrupt` (one that cannot disperse), and after a hit in
 * Travel `stay`, or switch to `concentrated` / `dispersed` (then disrupted when the phase ends).
 */
export type FireChoice = 'disperse' | 'loseStep' | 'disrupt' | 'stay' | 'concentrated' | 'dispersed';

/** The hexes the open decision offers to an answer of this type (displacement, retreat), or none. */
export function offeredHexes(pending: PendingDecision | null, answer: CommandType): HexId[] {
  return pending?.answers.includes(answer) ? (pending.choices ?? []) : [];
}
