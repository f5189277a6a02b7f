/** [24.2] The side now setting up has placed everything: the next side sets up, or play begins. */
import { z } from 'zod';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { unplacedUnitIds } from '../deployment';
import { zocLineHolds } from '../zocLine';
import { setUpEntrenchmentsLeft } from '../setUpEntrenchments';
import { markVictoryTurnStart } from '../../victory/record';
import { hexDistance, hexFromIndex, parseHexId } from '../../hex';
import { bridgeState } from '../../state/bridges';
import { awaitsStartLineDecision, offerNextStartLineBridge } from '../../engineers/startLineBridges';
import { bridgeKey } from '../../world/mapGrid';
import { endsOfBridge, type World } from '../../world/world';
import { describeBridge } from '../../map/bridgeWords';
import { allUnits, unitById } from '../../state/unitBuckets';

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
  validate: (state, _command, world) => validateFinishDeployment(state, world),
  apply: (draft, _command, { world, events }) => applyFinishDeployment(draft, world, events),
  candidates: [{ kind: 'setUp', list: () => [{ type: 'finishDeployment' }] }],
  describe: () => 'finish the set-up',
  label: () => 'Finish set-up [24.2]',
});

function validateFinishDeployment(state: GameState, world: World): Validation {
  const left = unplacedUnitIds(state);
  if (left.length > 0) {
    const names = left.slice(0, 5).map((id) => unitById(state, id)!.name);
    const more = left.length > names.length ? ` and ${left.length - names.length} more` : '';
    return refuse('DEPLOYMENT_INCOMPLETE', '24.2', `Every set-up unit must be placed first; still off the map: ${names.join(', ')}${more}.`);
  }
  const entrenchmentsLeft = setUpEntrenchmentsLeft(state);
  if (entrenchmentsLeft > 0) {
    const markers = state.deployment!.entrenchments!;
    return refuse('DEPLOYMENT_INCOMPLETE', markers.rule, `Every entrenchment must be placed first: ${entrenchmentsLeft} of ${markers.count} still to go ${markers.where}.`);
  }
  const line = state.deployment?.zocLine;
  if (line && line.side === state.deployment!.side && !zocLineHolds(world, state, line)) {
    return refuse('DEPLOYMENT_INCOMPLETE', line.rule, `The set-up must leave an unbroken line of ${line.side === 'german' ? 'German' : 'Allied'} zones of control from ${line.from} to ${line.to}.`);
  }
  return OK;
}

function applyFinishDeployment(draft: GameState, world: World, events: GameEvent[]): void {
  const deployment = draft.deployment!;
  const side = deployment.side;
  const next = deployment.order[deployment.order.indexOf(side) + 1] ?? null;
  events.push({ type: 'deploymentFinished', side, next, rule: '24.2' });
  if (next) deployment.side = next;
  else {
    draft.deployment = null; // play begins at the phase the scenario starts in [24.1, 25.1]
    markVictoryTurnStart(draft); // [24.61] the first turn's holdings are read once every unit is down
    markBridgesApproachedAtStart(draft, world, events);
    offerNextStartLineBridge(draft, world, events); // [30.47] the German decides at once
  }
}

/**
 * [16.5] "for the first time": a blowable bridge that an Allied unit already stands in or next to
 * an end of when play begins has had its first approach before the scenario starts. The German
 * chance at it is spent (it was taken, or not, before the scenario's moment); it is not offered
 * when the Allied units move on. docs/scenarios.md records what this means for Hell's Highway.
 */
export function markBridgesApproachedAtStart(draft: GameState, world: World, events: GameEvent[]): void {
  const allied = allUnits(draft)
    .filter((u) => u.side === 'allied' && u.hex !== null && !u.eliminated && u.type !== 'leader')
    .flatMap((u) => {
      const at = parseHexId(u.hex!);
      return at ? [at] : [];
    });
  for (const bridge of world.grid.bridges) {
    if (!bridge.blowable) continue;
    const key = bridgeKey(bridge);
    const current = bridgeState(draft.bridges, key);
    if (current.condition !== 'intact' || current.blowOffered || current.repaired) continue;
    if (awaitsStartLineDecision(draft, key)) continue; // [30.47, errata] offered as play opens instead
    const ends = endsOfBridge(world, bridge).map((i) => hexFromIndex(i));
    if (!ends.some((end) => allied.some((a) => hexDistance(a, end) <= 1))) continue;
    draft.bridges[key] = { ...current, blowOffered: true };
    events.push({ type: 'bridgeApproachedAtStart', bridge: key, name: describeBridge(bridge), rule: '16.5' });
  }
}
