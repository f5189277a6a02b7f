/**
 * Close action [8.6, 8.7, 8.49, 8.71]: the command, and the two answers that follow a result.
 * The assault is announced first; every enemy allowed to fire at the attackers gets an
 * opportunity-fire decision (trigger 'closeAction'); when it closes, the held command comes back
 * here with `resumed` and the assault is made with whoever is still fit.
 */
import { canonicalHexId } from '../../hex';
import { planCloseAction, resumedCloseActionPlan, type CloseActionPlan } from '../../closeAction/eligibility';
import { closeActionFirers } from '../../closeAction/firers';
import { resolveCloseAction } from '../../closeAction/resolve';
import { advanceCandidates, advanceInto, continueCloseAction, retreatUnits } from '../../closeAction/results';
import { openOpportunityWindow, opportunityTrigger } from '../../movement/opportunity';
import type { GameState } from '../../state/gameState';
import type { World } from '../../world/world';
import { enemySide } from '../../zoc/zoneOfControl';
import type { CloseActionAdvanceCommand, CloseActionCommand, CloseActionRetreatCommand } from '../commands';
import type { DiceSource } from '../dice';
import type { GameEvent } from '../events';
import { OK, refuse, type Validation } from '../refusal';

export function validateCloseAction(state: GameState, command: CloseActionCommand, world: World): Validation {
  const plan = planCloseAction(world, state, command);
  return 'ok' in plan ? plan : OK;
}

export function applyCloseAction(draft: GameState, command: CloseActionCommand, world: World, dice: DiceSource, events: GameEvent[], resumed: boolean): void {
  if (!resumed) {
    const plan = planCloseAction(world, draft, command);
    if ('ok' in plan) {
      events.push({ type: 'actionCancelled', reason: plan.message, rule: plan.rule });
      return;
    }
    // [8.49, 8.47] announced first: the defending side may fire at the attackers in their own hex.
    const defending = enemySide(draft.units[plan.leadId]!.side);
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
  for (const payment of plan.payments) draft.units[payment.unitId]!.status.mpSpent += payment.cost;
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

export function validateCloseActionRetreat(state: GameState, command: CloseActionRetreatCommand): Validation {
  const to = canonicalHexId(command.to);
  if (state.pending?.kind !== 'closeActionRetreat' || !to || !state.pending.choices?.includes(to)) {
    return refuse('NOT_A_CHOICE', '8.7', `${command.to} is not one of the hexes the units may retreat to (${state.pending?.choices?.join(', ') ?? 'none'}).`);
  }
  return OK;
}

export function applyCloseActionRetreat(draft: GameState, command: CloseActionRetreatCommand, world: World, events: GameEvent[]): void {
  const ctx = draft.pending!.closeAction!;
  draft.pending = null;
  retreatUnits(draft, world, ctx.retreatingIds, ctx.target, canonicalHexId(command.to)!, events);
  continueCloseAction(draft, world, { ...ctx, retreatingIds: [] }, events);
}

export function validateCloseActionAdvance(state: GameState, command: CloseActionAdvanceCommand): Validation {
  const ctx = state.pending?.kind === 'closeActionAdvance' ? state.pending.closeAction : undefined;
  if (!ctx) return refuse('NO_PENDING_DECISION', '8.49', 'No close action is waiting for an advance.');
  if (new Set(command.unitIds).size !== command.unitIds.length) return refuse('INVALID_COMMAND', '8.49', 'A unit is named twice.');
  const fit = advanceCandidates(state, ctx);
  const stranger = command.unitIds.find((id) => !fit.includes(id));
  if (stranger !== undefined) {
    return refuse('NOT_A_CHOICE', '8.49', `"${stranger}" cannot advance: only attackers of this close action still fit to move (${fit.join(', ')}).`);
  }
  return OK;
}

export function applyCloseActionAdvance(draft: GameState, command: CloseActionAdvanceCommand, world: World, events: GameEvent[]): void {
  const ctx = draft.pending!.closeAction!;
  draft.pending = null;
  advanceInto(draft, world, ctx, command.unitIds, events);
}
