/** [24.2, 25.21] During the set-up, the side now setting up places (or places again) one of its units. */
import { z } from 'zod';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import { placeOnTop } from '../../state/placeUnits';
import { deploymentHexes, deploymentZoneOf, unplacedUnitIds, whyCannotDeploy } from '../deployment';
import type { World } from '../../world/world';
import { unitById } from '../../state/unitBuckets';

/** [24.2, 25.21] During the set-up, place (or place again) one unit of the side now setting up. */
export interface DeployCommand {
  type: 'deploy';
  unitId: string;
  hex: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    deploy: DeployCommand;
  }
}

/** How many waiting units are offered at once as candidates (the rest follow as these are placed). */
const UNITS_OFFERED = 4;

export const deployCommand = defineCommand({
  type: 'deploy',
  schema: z.strictObject({ type: z.literal('deploy'), unitId: z.string(), hex: hexIdSchema }),
  when: { setUp: true },
  validate(state, command, world) {
    const problem = whyCannotDeploy(state, world, command.unitId, command.hex);
    return problem ? refuse(problem.code, problem.rule, problem.reason) : OK;
  },
  apply: (draft, command, { events }) => applyDeploy(draft, command, events),
  candidates: [{ kind: 'setUp', list: placements }],
  describe: (c) => `set up "${c.unitId}" in ${c.hex}`,
  label: (c, name) => `Set up ${name(c.unitId)} in ${c.hex} [24.2]`,
  actors: (c) => [c.unitId],
});

function applyDeploy(draft: GameState, command: DeployCommand, events: GameEvent[]): void {
  const unit = unitById(draft, command.unitId)!;
  const zone = deploymentZoneOf(draft, unit.id)!;
  const hex = canonicalHexId(command.hex)!;
  const from = unit.hex;
  placeOnTop(draft, [unit.id], hex);
  events.push({ type: 'unitDeployed', unitId: unit.id, unitName: unit.name, side: unit.side, from, hex, zoneId: zone.id, rule: zone.rule });
}

/** [24.2] each of the first few waiting units in each hex open to it. */
function placements(state: GameState, world: World): DeployCommand[] {
  const out: DeployCommand[] = [];
  for (const unitId of unplacedUnitIds(state).slice(0, UNITS_OFFERED)) {
    for (const hex of deploymentHexes(state, world, unitId)) out.push({ type: 'deploy', unitId, hex });
  }
  return out;
}
