/**
 * `validate(state, command, world)`: may this command be carried out now? Every refusal names the
 * case it rests on and says why in plain words; the state is never touched.
 */
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../state/gameState';
import type { World } from '../world/world';
import { COMMAND_TYPES, type Command, type CommandType } from './commands';
import { validatePlaceAirstrike, validatePlaceCap } from './handlers/airstrikes';
import { validateBridgeAnswer, validateDisplace } from './handlers/answers';
import { validateChangeMode } from './handlers/changeMode';
import { validateCloseAction, validateCloseActionAdvance, validateCloseActionRetreat } from './handlers/closeAction';
import { validateEndPhase } from './handlers/endPhase';
import { validateFire, validateFireResultChoice, validateOpportunityFire } from './handlers/fire';
import { validateStartWork, validateStopWork } from './handlers/engineerWork';
import { validateFerry } from './handlers/ferry';
import { validateMoveStep } from './handlers/moveStep';
import { validateRemoveEntrenchment } from './handlers/removeEntrenchment';
import { validateRestack } from './handlers/restack';
import { validateAttachToHq, validatePromoteToDivisionHq } from './handlers/subordination';
import { OK, refuse, type Validation } from './refusal';
import { deploymentGate, validateDeploy, validateFinishDeployment } from './handlers/deployment';

/** Commands that only answer an open decision window [8.47]. */
export const ANSWER_TYPES: readonly CommandType[] = ['passOpportunity', 'blowBridge', 'spareBridge', 'displace', 'closeActionRetreat', 'closeActionAdvance', 'opportunityFire', 'fireResultChoice'];

export function validate(state: GameState, command: Command, world: World): Validation {
  if (!command || typeof command !== 'object' || !COMMAND_TYPES.includes(command.type)) {
    return refuse('INVALID_COMMAND', '4.0', 'That is not a command the game knows.');
  }
  if (state.ended) return refuse('GAME_OVER', '4.0', 'The game is over.');
  // [24.2, 25.21] the scenario set-up comes before play: nothing else until it is finished.
  const setUp = deploymentGate(state, command);
  if (setUp) return setUp;
  if (state.deployment) {
    // a set-up command: judged by its own checks below
  } else if (state.pending) {
    // [8.47] While a window is open only its answers are legal.
    if (!state.pending.answers.includes(command.type)) {
      const who = state.pending.side === 'allied' ? 'the Allied player' : 'the German player';
      return refuse('PENDING_DECISION', state.pending.rule, `Waiting for ${who}: ${state.pending.prompt}`);
    }
  } else if (ANSWER_TYPES.includes(command.type)) {
    return refuse('NO_PENDING_DECISION', '8.47', 'There is no decision waiting for that answer.');
  } else {
    const phase = phaseDefinition(state.phase);
    if (command.type !== 'endPhase' && !phase.allows.includes(command.type)) {
      return refuse('WRONG_PHASE', '4.0', `That cannot be done in the ${phase.name} Phase.`);
    }
  }
  switch (command.type) {
    case 'endPhase':
      return validateEndPhase();
    case 'changeMode':
      return validateChangeMode(state, command, world);
    case 'moveStep':
      return validateMoveStep(state, command, world);
    case 'restack':
      return validateRestack(state, command);
    case 'ferry':
      return validateFerry(state, command, world);
    case 'removeEntrenchment':
      return validateRemoveEntrenchment(state, command);
    case 'displace':
      return validateDisplace(state, command);
    case 'blowBridge':
    case 'spareBridge':
      return validateBridgeAnswer(state, command);
    case 'startWork':
      return validateStartWork(state, command, world);
    case 'stopWork':
      return validateStopWork(state, command);
    case 'closeAction':
      return validateCloseAction(state, command, world);
    case 'closeActionRetreat':
      return validateCloseActionRetreat(state, command);
    case 'closeActionAdvance':
      return validateCloseActionAdvance(state, command);
    case 'placeAirstrike':
      return validatePlaceAirstrike(state, command, world);
    case 'placeCap':
      return validatePlaceCap(state, command);
    case 'fire':
      return validateFire(state, command, world);
    case 'opportunityFire':
      return validateOpportunityFire(state, command, world);
    case 'fireResultChoice':
      return validateFireResultChoice(state, command);
    case 'attachToHq':
      return validateAttachToHq(state, command);
    case 'promoteToDivisionHq':
      return validatePromoteToDivisionHq(state, command);
    case 'passOpportunity':
      return OK;
    case 'deploy':
      return validateDeploy(state, command, world);
    case 'finishDeployment':
      return validateFinishDeployment(state);
  }
}
