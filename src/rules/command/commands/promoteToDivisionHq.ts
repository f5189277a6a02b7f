/** [17.19] The owner names a regimental HQ the new HQ of its division, whose HQ is destroyed. */
import { z } from 'zod';
import { promotionVerdict, subordinationOwnerCheck } from '../subordination';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import type { Side } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { sortedUnits } from '../../state/stacks';
import type { World } from '../../world/world';
import { unitById } from '../../state/unitBuckets';

/** [17.19] In the owner's Command Phase, name a regimental HQ the new HQ of its division, whose HQ is destroyed. */
export interface PromoteToDivisionHqCommand {
  type: 'promoteToDivisionHq';
  hqUnitId: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    promoteToDivisionHq: PromoteToDivisionHqCommand;
  }
}

export const promoteToDivisionHqCommand = defineCommand({
  type: 'promoteToDivisionHq',
  schema: z.strictObject({ type: z.literal('promoteToDivisionHq'), hqUnitId: z.string() }),
  // [17.19] in the owner's Command Phase.
  when: { phases: ['command'] },
  validate: (state, command) => validatePromoteToDivisionHq(state, command),
  apply: (draft, command, { events }) => applyPromoteToDivisionHq(draft, command, events),
  candidates: [{ kind: 'command', list: promotions }],
  describe: (c) => `name "${c.hqUnitId}" the new divisional HQ`,
  label: (c, name) => `Name ${name(c.hqUnitId)} the new divisional HQ [17.19]`,
  possible: {
    kinds: [{ kind: 'promote', one: 'HQ', many: 'HQs', verb: 'can be named its division’s HQ', rule: '17.19' }],
    key: (_state, c) => ({ kind: 'promote', keys: [c.hqUnitId] }),
  },
  actors: (c) => [c.hqUnitId],
});

function validatePromoteToDivisionHq(state: GameState, command: PromoteToDivisionHqCommand): Validation {
  const owner = subordinationOwnerCheck(state, [command.hqUnitId]);
  if (!owner.ok) return { ...owner, rule: '17.19' };
  const verdict = promotionVerdict(state, command.hqUnitId);
  if (!verdict.ok) return refuse('SUBORDINATION', verdict.rule, verdict.reason);
  return OK;
}

function applyPromoteToDivisionHq(draft: GameState, command: PromoteToDivisionHqCommand, events: GameEvent[]): void {
  const verdict = promotionVerdict(draft, command.hqUnitId);
  if (!verdict.ok) return;
  const division = draft.formations[verdict.division.id]!;
  division.hqUnitId = command.hqUnitId;
  division.promotedFrom = verdict.regiment.id; // [17.19] unit supply range to it becomes 7 hexes
  const hq = unitById(draft, command.hqUnitId)!;
  events.push({ type: 'hqPromoted', hqUnitId: hq.id, hqName: hq.name, divisionId: division.id, designation: division.designation, rule: '17.19' });
}

/** [17.19] each HQ of the side on the map (the judgment keeps the regimental HQs of a division without one). */
function promotions(state: GameState, _world: World, side: Side): PromoteToDivisionHqCommand[] {
  return sortedUnits(state)
    .filter((unit) => unit.side === side && unit.type === 'hq' && !unit.eliminated && unit.hex !== null)
    .map((unit) => ({ type: 'promoteToDivisionHq', hqUnitId: unit.id }));
}
