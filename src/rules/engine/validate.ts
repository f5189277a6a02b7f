/**
 * `validate(state, command, world)`: may this command be carried out now? The registry says when a
 * command may be given (set-up, answer, phase kinds); its module judges the rest. Every refusal
 * names the case it rests on and says why in plain words; the state is never touched.
 */
import type { Command } from '../core/commands';
import type { GameState } from '../core/gameState';
import { refuse, type Validation } from '../core/refusal';
import { sideWord, unplacedUnitIds } from '../scenario/deployment';
import { phaseDefinition } from '../sequence/phases';
import type { World } from '../world/world';
import { commandModule } from './registry';

export function validate(state: GameState, command: Command, world: World): Validation {
  const module = command && typeof command === 'object' ? commandModule(command.type) : undefined;
  if (!module) return refuse('INVALID_COMMAND', '4.0', 'That is not a command the game knows.');
  if (state.ended) return refuse('GAME_OVER', '4.0', 'The game is over.');
  const when = module.when;
  if ('bookkeeping' in when) return module.validate(state, command, world);
  // [24.2, 25.21] the scenario set-up comes before play: nothing else until it is finished.
  if (state.deployment) {
    if (!('setUp' in when)) {
      const left = unplacedUnitIds(state).length;
      return refuse(
        'DEPLOYMENT_UNDER_WAY',
        '24.2',
        `The set-up is not finished: the ${sideWord(state.deployment.side)} player is placing units (${left} still to place); play begins when both sides have finished.`,
      );
    }
  } else if ('setUp' in when) {
    return refuse('NO_DEPLOYMENT', '24.2', 'There is no set-up under way; units are placed only before play begins.');
  } else if (state.pending) {
    // [8.47] While a window is open only its answers are legal.
    if (!state.pending.answers.includes(command.type)) {
      const who = state.pending.side === 'allied' ? 'the Allied player' : 'the German player';
      return refuse('PENDING_DECISION', state.pending.rule, `Waiting for ${who}: ${state.pending.prompt}`);
    }
  } else if ('answers' in when) {
    return refuse('NO_PENDING_DECISION', '8.47', 'There is no decision waiting for that answer.');
  } else if ('phases' in when) {
    const phase = phaseDefinition(state.phase);
    if (!when.phases.includes(phase.kind)) return refuse('WRONG_PHASE', '4.0', `That cannot be done in the ${phase.name} Phase.`);
  }
  return module.validate(state, command, world);
}
