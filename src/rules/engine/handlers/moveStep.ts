/**
 * [8.0–8.15] One hex of movement for a unit or stack. Leaving an enemy zone of control first
 * opens an opportunity-fire window [8.4, 8.47]; the step then happens, units that enter a hex
 * with disrupted units are disrupted [9.31], an overstack disrupts the hex and displaces the
 * newcomers [9.32, 9.33], and an Allied unit next to a bridge gives the German a chance to blow
 * it [16.5].
 */
import { continueAfterMove } from '../../movement/afterMove';
import { openOpportunityWindow, opportunityTrigger } from '../../movement/opportunity';
import { arriveInHex } from '../../movement/arrive';
import { planMoveStep, type PlannedStep } from '../../movement/planStep';
import type { GameState } from '../../state/gameState';
import type { World } from '../../world/world';
import type { MoveStepCommand } from '../commands';
import type { GameEvent } from '../events';
import { OK, type Validation } from '../refusal';

export function validateMoveStep(state: GameState, command: MoveStepCommand, world: World): Validation {
  const plan = planMoveStep(world, state, command);
  return 'ok' in plan ? plan : OK;
}

export function applyMoveStep(draft: GameState, command: MoveStepCommand, world: World, events: GameEvent[], resumed: boolean): void {
  const plan = planMoveStep(world, draft, command);
  if ('ok' in plan) {
    // Only reachable when resuming after a window in which things changed.
    events.push({ type: 'actionCancelled', reason: plan.message, rule: plan.rule });
    return;
  }
  if (!resumed && plan.from !== null) {
    const kind = plan.kind === 'permanentFerry' ? 'permanentFerry' : 'leaveZoc';
    const trigger = opportunityTrigger(world, draft, kind, plan.from, plan.unitIds, plan.leavingZocOf);
    if (trigger) {
      openOpportunityWindow(draft, trigger, command, events);
      return;
    }
  }
  carryOut(draft, world, plan, events);
  continueAfterMove(draft, world, events);
}

function carryOut(draft: GameState, world: World, plan: PlannedStep, events: GameEvent[]): void {
  const movement = draft.movement;
  // [8.0, 8.11] one stack at a time: units dropped from the moving stack, or a stack left behind
  // when another starts, have finished.
  for (const id of movement.group) {
    if (!plan.unitIds.includes(id) && !movement.finished.includes(id)) movement.finished.push(id);
  }
  movement.group = [...plan.unitIds];
  for (const payment of plan.payments) {
    const unit = draft.units[payment.unitId]!;
    unit.status.mpSpent += payment.cost;
    movement.hexesMoved[unit.id] = (movement.hexesMoved[unit.id] ?? 0) + 1;
    const onRaised = plan.onRaised.includes(unit.id);
    const listed = movement.onRaised.indexOf(unit.id);
    if (onRaised && listed < 0) movement.onRaised.push(unit.id);
    if (!onRaised && listed >= 0) movement.onRaised.splice(listed, 1);
  }
  if (plan.kind === 'enter') movement.entryColumns[plan.to] = (movement.entryColumns[plan.to] ?? 0) + 1;
  arriveInHex(draft, world, plan.unitIds, plan.to, events, () =>
    events.push({
      type: 'unitsMoved',
      unitIds: plan.unitIds,
      from: plan.from,
      to: plan.to,
      payments: plan.payments,
      rule: plan.kind === 'enter' ? '22.13' : plan.kind === 'permanentFerry' ? '16.16' : '8.0',
    }),
  );
}
