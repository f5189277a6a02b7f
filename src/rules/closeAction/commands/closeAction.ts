/**
 * [8.6, 8.7] Close action: the phasing player's units in one hex assault an adjacent enemy hex. The
 * assault is announced first; every enemy allowed to fire at the attackers gets an opportunity-fire
 * decision (trigger 'closeAction'); when it closes, the held command comes back here with `resumed`
 * and the assault is made with whoever is still fit. Retreat and advance are the answers that
 * follow a result (closeActionRetreat.ts, closeActionAdvance.ts).
 */
import { z } from 'zod';
import { planCloseAction, resumedCloseActionPlan, type CloseActionPlan } from '../eligibility';
import { closeActionFirers } from '../firers';
import { resolveCloseAction } from '../resolve';
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK } from '../../core/refusal';
import type { Side } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema, unitIdsSchema } from '../../define/schemaParts';
import { adjacentHexes, type HexId } from '../../hex';
import { isLeader } from '../../leaders/leaders';
import { openOpportunityWindow, opportunityTrigger } from '../../movement/opportunity';
import { occupiedBy, sideStacksWith } from '../../state/stacks';
import { corridorAssaultRefusal } from '../../state/roadCorridor';
import type { World } from '../../world/world';
import { enemySide } from '../../zoc/zoneOfControl';
import { unitById } from '../../state/unitBuckets';

/**
 * [8.6, 8.7] The phasing player's units in one hex assault the adjacent enemy-held `target` (or the
 * far bank of a permanent ferry [10.94]; with `engineerId`, across the water the bridge engineer
 * ferries them over [16.15]).
 */
export interface CloseActionCommand {
  type: 'closeAction';
  unitIds: string[];
  target: HexId;
  engineerId?: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    closeAction: CloseActionCommand;
  }
}

export const closeActionCommand = defineCommand({
  type: 'closeAction',
  schema: z.strictObject({ type: z.literal('closeAction'), unitIds: unitIdsSchema, target: hexIdSchema, engineerId: z.string().optional() }),
  when: { phases: ['conditionalMovement'] },
  validate(state, command, world) {
    // [30.46] optional: the spearhead assaults no farther than four hexes from the main road
    const offCorridor = corridorAssaultRefusal(state, command.unitIds.map((id) => unitById(state, id)).filter((u) => u !== undefined), command.target);
    if (offCorridor) return offCorridor;
    const plan = planCloseAction(world, state, command);
    return 'ok' in plan ? plan : OK;
  },
  apply: (draft, command, { world, dice, events, resumed }) => applyCloseAction(draft, command, world, dice, events, resumed),
  candidates: [{ kind: 'closeAction', list: assaults }],
  describe: (c) => `close-assault ${c.target} with ${c.unitIds.map((id) => `"${id}"`).join(', ')}`,
  label: (c, name) => `Close assault on ${c.target} with ${c.unitIds.map(name).join(', ')} [8.6]`,
  possible: {
    kinds: [{ kind: 'closeAction', one: 'unit', many: 'units', verb: 'can make a close assault', rule: '8.6' }],
    key: (_state, c) => ({ kind: 'closeAction', keys: c.unitIds }),
  },
  actors: (c) => c.unitIds,
});

function applyCloseAction(draft: GameState, command: CloseActionCommand, world: World, dice: DiceSource, events: GameEvent[], resumed: boolean): void {
  if (!resumed) {
    const plan = planCloseAction(world, draft, command);
    if ('ok' in plan) {
      events.push({ type: 'actionCancelled', reason: plan.message, rule: plan.rule });
      return;
    }
    // [8.49, 8.47] announced first: the defending side may fire at the attackers in their own hex.
    const defending = enemySide(unitById(draft, plan.leadId)!.side);
    const firers = closeActionFirers(world, draft, plan, defending);
    const trigger = opportunityTrigger(world, draft, 'closeAction', plan.from, plan.attackerIds, firers);
    if (trigger) {
      openOpportunityWindow(draft, trigger, command, events);
      draft.pending!.rule = '8.49';
      return;
    }
    return carryOut(draft, world, plan, dice, events);
  }
  const plan = resumedCloseActionPlan(world, draft, command);
  if ('cancelled' in plan) {
    events.push({ type: 'actionCancelled', reason: plan.reason, rule: plan.rule });
    return;
  }
  carryOut(draft, world, plan, dice, events);
}

function carryOut(draft: GameState, world: World, plan: CloseActionPlan, dice: DiceSource, events: GameEvent[]): void {
  const movement = draft.movement;
  for (const payment of plan.payments) unitById(draft, payment.unitId)!.status.mpSpent += payment.cost;
  // [8.6] attackers move no further this phase; [8.7 note] each attacks once; [17.3] remembered per hex.
  for (const id of plan.attackerIds) {
    if (!movement.finished.includes(id)) movement.finished.push(id);
    if (!draft.closeActions.attackerIds.includes(id)) draft.closeActions.attackerIds.push(id);
  }
  const earlier = draft.closeActions.byTarget[plan.target] ?? [];
  draft.closeActions.byTarget[plan.target] = [...earlier, ...plan.attackerIds.filter((id) => !earlier.includes(id))];
  // [16.13] the ferrying engineer's work is its move.
  if (plan.engineerId && !movement.finished.includes(plan.engineerId)) movement.finished.push(plan.engineerId);
  movement.group = movement.group.filter((id) => !plan.attackerIds.includes(id));
  events.push({ type: 'closeActionLaunched', attackerIds: plan.attackerIds, from: plan.from, target: plan.target, payments: plan.payments, rule: '8.6' });
  resolveCloseAction(draft, world, plan, dice, events);
}

/** [8.6, 8.7] the units of a hex that have not attacked yet, all together and the top one alone, at each adjacent enemy hex. */
function assaults(state: GameState, _world: World, side: Side, only?: string): CloseActionCommand[] {
  const enemy = occupiedBy(state, side === 'allied' ? 'german' : 'allied');
  const out: CloseActionCommand[] = [];
  for (const [hex, stack] of sideStacksWith(state, side, only)) {
    const targets = adjacentHexes(hex).filter((h) => enemy.has(h));
    if (targets.length === 0) continue;
    const fresh = stack.filter((u) => !isLeader(u) && !state.closeActions.attackerIds.includes(u.id));
    if (fresh.length === 0) continue;
    const groups = fresh.length > 1 ? [fresh, [fresh[0]!]] : [fresh];
    for (const target of targets) for (const group of groups) out.push({ type: 'closeAction', unitIds: group.map((u) => u.id), target });
  }
  return out;
}
