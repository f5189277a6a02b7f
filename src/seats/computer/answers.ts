/**
 * The computer's answers to open decisions [8.47]: opportunity fire by the engine's own chances
 * [8.4] (fired when the expected loss or the chance of an effect is worth the shot), and the
 * owner's choices — a hit unit's result [5.32, 5.33, 5.37], retreat [8.71], advance [8.49],
 * displacement [9.33], the bridge chance [16.5] — by the routine-answer policy
 * (src/rules/legal/autoAnswer.ts) every seat shares. Anything else: the first legal answer.
 */
import { ANSWER_ROUTINE_DECISIONS, autoAnswer, legalCommands, type GameState, type World } from '../../rules';
import type { Decision } from '../seat';

/** [8.4] The computer fires at a moving enemy when the chance of any effect is at least one in four. */
const OPPORTUNITY_POLICY = { ...ANSWER_ROUTINE_DECISIONS, opportunityThreshold: 0.25 };

export function answerDecision(state: GameState, world: World): Decision | null {
  const answer = autoAnswer(state, world, OPPORTUNITY_POLICY);
  if (answer) return { command: answer.command, reason: answer.reason, rule: answer.rule };
  const first = legalCommands(state, world)[0];
  return first ? { command: first, reason: 'the first answer the rules allow', rule: state.pending?.rule ?? '8.47' } : null;
}
