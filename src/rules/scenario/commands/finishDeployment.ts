/** [24.2] The side now setting up has placed everything: the next side sets up, or play begins. */
import { z } from 'zod';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { unplacedUnitIds } from '../deployment';
import { markVictoryTurnStart } from '../../victory/record';

/** [24.2] The side now setting up has placed everything; the next side sets up, or play begins. */
export interface FinishDeploymentCommand {
  type: 'finishDeployment';
}

declare module '../../core/commands' {
  interface CommandMap {
    finishDeployment: FinishDeploymentCommand;
  }
}

export const finishDeploymentCommand = defineCommand({
  type: 'finishDeployment',
  schema: z.strictObject({ type: z.literal('finishDeployment') }),
  when: { setUp: true },
  validate: (state) => validateFinishDeployment(state),
  apply: (draft, _command, { events }) => applyFinishDeployment(draft, events),
  candidates: [{ kind: 'setUp', list: () => [{ type: 'finishDeployment' }] }],
  describe: () => 'finish the set-up',
  label: () => 'Finish set-up [24.2]',
});

function validateFinishDeployment(state: GameState): Validation {
  const left = unplacedUnitIds(state);
  if (left.length > 0) {
    const names = left.slice(0, 5).map((id) => state.units[id]!.name);
    const more = left.length > names.length ? ` and ${left.length - names.length} more` : '';
    return refuse('DEPLOYMENT_INCOMPLETE', '24.2', `Every set-up unit must be placed first; still off the map: ${names.join(', ')}${more}.`);
  }
  return OK;
}

function applyFinishDeployment(draft: GameState, events: GameEvent[]): void {
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
