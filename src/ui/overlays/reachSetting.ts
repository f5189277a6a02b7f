/**
 * The Reach overlay is on by default and drawn in the movement phases [8.0], where it answers the
 * player's question "where can this stack go?"; turned off, it stays off (the Display settings keep
 * it in this browser). Outside a movement phase, or in a set-up, nothing moves, so nothing is drawn
 * and its line in the overlay panel says when it will be.
 */
import { phaseDefinition, type GameState } from '../../rules/api';

/** Whether the Reach overlay, when on, is drawn now: a Conditional Movement Phase in play [8.0]. */
export function reachDrawnNow(state: GameState): boolean {
  return !state.deployment && !state.ended && phaseDefinition(state.phase).kind === 'conditionalMovement';
}

export const REACH_WAITS = 'drawn in the movement phases, for the selected stack [8.0].';
