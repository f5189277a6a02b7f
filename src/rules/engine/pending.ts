/**
 * The decision slot [8.47; ARCHITECTURE §4 "Decision windows"]. While `pending` is set, the game
 * waits for the named side and only the listed answers are legal; the interrupted action then
 * continues. Opportunity fire (8.4), bridge demolition (16.5), German CAP (15.34) and overstack
 * displacement (9.33) all use this one mechanism.
 */
import type { Side } from '../state/unit';
import type { Command, CommandType } from './commands';

export type PendingKind = 'opportunityFire' | 'bridgeDemolition' | 'germanCap' | 'displacement';

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
}
