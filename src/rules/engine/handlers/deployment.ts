/**
 * The scenario set-up commands [24.2, 25.21]: `deploy` places (or re-places) one unit of the side
 * now setting up; `finishDeployment` hands the set-up to the next side, or, after the last one,
 * starts play at the scenario's first phase. While a set-up is under way nothing else is legal
 * (`deploymentGate`, called first by validate). The judgments live in src/rules/scenario.
 */
import { canonicalHexId } from '../../hex';
import { placeOnTop } from '../../movement/placeUnits';
import { deploymentZoneOf, sideWord, unplacedUnitIds, whyCannotDeploy } from '../../scenario/deployment';
import type { GameState } from '../../state/gameState';
import { markVictoryTurnStart } from '../../victory/record';
import type { World } from '../../world/world';
import type { Command, DeployCommand } from '../commands';
import type { GameEvent } from '../events';
import { OK, refuse, type Validation } from '../refusal';

const DEPLOYMENT_COMMANDS: readonly Command['type'][] = ['deploy', 'finishDeployment'];

/**
 * [24.2] Before play begins only the set-up commands are legal; after it they never are. Returns
 * the refusal, or null to let the command's own checks decide.
 */
export function deploymentGate(state: GameState, command: Command): Validation | null {
  const setUp = DEPLOYMENT_COMMANDS.includes(command.type);
  if (state.deployment) {
    if (setUp) return null;
    const left = unplacedUnitIds(state).length;
    return refuse(
      'DEPLOYMENT_UNDER_WAY',
      '24.2',
      `The set-up is not finished: the ${sideWord(state.deployment.side)} player is placing units (${left} still to place); play begins when both sides have finished.`,
    );
  }
  return setUp ? refuse('NO_DEPLOYMENT', '24.2', 'There is no set-up under way; units are placed only before play begins.') : null;
}

export function validateDeploy(state: GameState, command: DeployCommand, world: World): Validation {
  const problem = whyCannotDeploy(state, world, command.unitId, command.hex);
  return problem ? refuse(problem.code, problem.rule, problem.reason) : OK;
}

export function applyDeploy(draft: GameState, command: DeployCommand, events: GameEvent[]): void {
  const unit = draft.units[command.unitId]!;
  const zone = deploymentZoneOf(draft, unit.id)!;
  const hex = canonicalHexId(command.hex)!;
  const from = unit.hex;
  placeOnTop(draft, [unit.id], hex);
  events.push({ type: 'unitDeployed', unitId: unit.id, unitName: unit.name, side: unit.side, from, hex, zoneId: zone.id, rule: zone.rule });
}

export function validateFinishDeployment(state: GameState): Validation {
  const left = unplacedUnitIds(state);
  if (left.length > 0) {
    const names = left.slice(0, 5).map((id) => state.units[id]!.name);
    const more = left.length > names.length ? ` and ${left.length - names.length} more` : '';
    return refuse('DEPLOYMENT_INCOMPLETE', '24.2', `Every set-up unit must be placed first; still off the map: ${names.join(', ')}${more}.`);
  }
  return OK;
}

export function applyFinishDeployment(draft: GameState, events: GameEvent[]): void {
  const deployment = draft.deployment!;
  const side = deployment.side;
  const next = deployment.order[deployment.order.indexOf(side) + 1] ?? null;
  events.push({ type: 'deploymentFinished', side, next, rule: '24.2' });
  if (next) deployment.side = next;
  else {
    draft.deployment = null; // play begins at the phase the scenario starts in [24.1, 25.1]
    markVictoryTurnStart(draft); // [24.61] the first turn's holdings are read once every unit is down
  }
}
