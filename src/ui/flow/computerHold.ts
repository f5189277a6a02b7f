/**
 * While the computer player has to act — its set-up, its phase, a decision it owns — the person at
 * the screen waits: no command for the computer's side, and no Undo or Redo, which would take back
 * or replay commands under the computer as it plays. The store enforces it (its action guard, set
 * by useComputerPlayer); the buttons show the same reason as their tooltip. When the computer has
 * stopped (a refused command, an error) the position is the person's again. Pure: no React.
 */
import { phaseDefinition, type GameState, type Side } from '../../rules/api';
import type { ActionGuard, GuardedAction } from '../../store';
import { SIDE_LABEL } from '../labels';
import type { SideController } from './sessionState';
import { mustAct } from './whoActs';

/** Why the person's action waits now, or null when it does not. */
export function computerHold(state: GameState, seats: Readonly<Record<Side, SideController>>, stopped: boolean, action: GuardedAction['kind']): string | null {
  if (stopped || state.ended) return null;
  const side = mustAct(state)?.side;
  if (!side || seats[side] !== 'computer') return null;
  const what = state.pending ? 'answering a decision' : state.deployment ? 'setting up' : `playing the ${phaseDefinition(state.phase).name} Phase`;
  const player = `the ${SIDE_LABEL[side]} computer player`;
  if (action === 'command') return `The ${SIDE_LABEL[side]} side is played by the computer, which is ${what} now [4.0]; wait for its turn to end.`;
  return `${action === 'undo' ? 'Undo' : 'Redo'} waits while ${player} is thinking or moving (${what}): it would change the game under it.`;
}

/** The store's guard for a session, reading the seats and whether the computer stopped when asked. */
export function computerActionGuard(seats: () => Readonly<Record<Side, SideController>>, stopped: () => boolean): ActionGuard {
  return (action, state) => computerHold(state, seats(), stopped(), action.kind);
}
