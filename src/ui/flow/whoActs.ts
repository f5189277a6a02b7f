/**
 * Hot-seat: which side must be at the screen now, and why. The open decision's side comes first
 * [8.47], then the side setting up [24.2], then the phasing side of the phase [4.0]. A phase with no
 * phasing side (the Game-Turn Record) names nobody, so whoever is at the screen stays there.
 */
import { phaseDefinition, type GameState, type PendingDecision, type PendingKind, type Side } from '../../rules/api';
import { SIDE_LABEL } from '../labels';

export interface MustAct {
  side: Side;
  /** Why that side is needed, in a few words with its case ("an opportunity-fire decision [8.4]"). */
  why: string;
}

/** The kinds of decision in words, with the case used when the decision names none. */
const DECISION_WORDS: Readonly<Record<PendingKind, { words: string; rule: string }>> = {
  opportunityFire: { words: 'an opportunity-fire decision', rule: '8.4' },
  fireResult: { words: 'a choice for a unit hit by fire', rule: '5.33' },
  displacement: { words: 'where overstacked units are displaced', rule: '9.33' },
  closeActionRetreat: { words: 'where units retreat after a close action', rule: '8.71' },
  closeActionAdvance: { words: 'whether to advance after a close action', rule: '8.49' },
  bridgeDemolition: { words: 'whether to blow a bridge', rule: '16.5' },
  germanCap: { words: 'a German CAP decision', rule: '15.34' },
  landingFire: { words: 'the German special fire on a landing', rule: '14.5' },
  landingOverstack: { words: 'which landed units leave an overstacked hex', rule: '14.5' },
};

export function decisionWords(pending: PendingDecision): string {
  const known = DECISION_WORDS[pending.kind];
  return `${known.words} [${pending.rule || known.rule}]`;
}

/**
 * The side whose player must be at the screen, or null when no side is named (game over, a phase
 * without a phasing side). `computerAnswers` says whether the computer will answer the open decision
 * itself, so the screen is not handed over for it.
 */
export function mustAct(state: GameState, computerAnswers: (pending: PendingDecision) => boolean = () => false): MustAct | null {
  if (state.ended) return null;
  if (state.pending && !computerAnswers(state.pending)) return { side: state.pending.side, why: decisionWords(state.pending) };
  const deploying = state.deployment?.side;
  if (deploying) return { side: deploying, why: `the ${SIDE_LABEL[deploying]} set-up [24.2]` };
  const phase = phaseDefinition(state.phase);
  if (phase.phasing) return { side: phase.phasing, why: `the ${phase.name} Phase [${phase.rules[0] ?? '4.0'}]` };
  return null;
}

/** The side that should be at the screen after this position: the one that must act, else whoever is there. */
export function sideForScreen(state: GameState, atScreen: Side | null, computerAnswers?: (pending: PendingDecision) => boolean): Side | null {
  return mustAct(state, computerAnswers)?.side ?? atScreen;
}
