/**
 * `validate(state, command)`: may this command be carried out now? Every refusal names the case
 * it rests on and says why in plain words; the state is never touched.
 */
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../state/gameState';
import { COMMAND_TYPES, type Command } from './commands';
import { validateChangeMode } from './handlers/changeMode';
import { validateEndPhase } from './handlers/endPhase';
import { OK, refuse, type Validation } from './refusal';

export function validate(state: GameState, command: Command): Validation {
  if (!command || typeof command !== 'object' || !COMMAND_TYPES.includes(command.type)) {
    return refuse('INVALID_COMMAND', '4.0', 'That is not a command the game knows.');
  }
  if (state.ended) return refuse('GAME_OVER', '4.0', 'The game is over.');
  if (state.pending) {
    // [8.47] While a window is open only its answers are legal.
    if (!state.pending.answers.includes(command.type)) {
      const who = state.pending.side === 'allied' ? 'the Allied player' : 'the German player';
      return refuse('PENDING_DECISION', state.pending.rule, `Waiting for ${who}: ${state.pending.prompt}`);
    }
  }
  const phase = phaseDefinition(state.phase);
  if (command.type !== 'endPhase' && !phase.allows.includes(command.type)) {
    return refuse('WRONG_PHASE', '4.0', `That cannot be done in the ${phase.name} Phase.`);
  }
  switch (command.type) {
    case 'endPhase':
      return validateEndPhase();
    case 'changeMode':
      return validateChangeMode(state, command);
  }
  return OK;
}
