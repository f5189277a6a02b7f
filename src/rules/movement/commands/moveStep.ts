/**
 * [8.0–8.15] One hex of movement for a unit or stack. Leaving an enemy zone of control first
 * opens an opportunity-fire window [8.4, 8.47]; the step then happens, units that enter a hex
 * with disrupted units are disrupted [9.31], an overstack disrupts the hex and displaces the
 * newcomers [9.32, 9.33], and an Allied unit next to a bridge gives the German a chance to blow
 * it [16.5].
 */
import { z } from 'zod';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK } from '../../core/refusal';
import type { Side, Unit } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { lastAnswer } from '../../define/lastAnswer';
import { hexIdSchema, unitIdsSchema } from '../../define/schemaParts';
import { adjacentHexes, hexIndex, parseHexId, type HexId } from '../../hex';
import { stackingLimitAt, stackWeight, stackWeightAt } from '../../stacking/stacking';
import { continueAfterMove } from '../afterMove';
import { arriveInHex } from '../arrive';
import { whyCannotMove } from '../canMove';
import { openOpportunityWindow, opportunityTrigger } from '../opportunity';
import { entryHexes, planMoveStep, type PlannedStep } from '../planStep';
import { sideStacksWith, sortedUnits } from '../../state/stacks';
import type { World } from '../../world/world';
import { unitById } from '../../state/unitBuckets';

/**
 * [8.0, 8.11] Move a unit or stack one hex. `unitIds` all stand in one hex (or all wait off the
 * map to enter at `to` [22.13]); `to` is adjacent, or the far bank of a permanent ferry [16.16].
 */
export interface MoveStepCommand {
  type: 'moveStep';
  unitIds: string[];
  to: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    moveStep: MoveStepCommand;
  }
}

export const moveStepCommand = defineCommand({
  type: 'moveStep',
  schema: z.strictObject({ type: z.literal('moveStep'), unitIds: unitIdsSchema, to: hexIdSchema }),
  when: { phases: ['conditionalMovement'] },
  validate(state, command, world) {
    const plan = stepPlan(world, state, command);
    return 'ok' in plan ? plan : OK;
  },
  apply(draft, command, { world, events, resumed, before }) {
    // The plan validation made on this same position, when there is one (a resumed step is planned
    // again on the position its window left).
    const plan = stepPlan(world, before ?? draft, command);
    if ('ok' in plan) {
      events.push({ type: 'actionCancelled', reason: plan.message, rule: plan.rule });
      return;
    }
    // [8.4, 8.47] leaving an enemy zone of control (or a permanent ferry [16.16]) lets the enemy fire first.
    if (!resumed && plan.from !== null) {
      const kind = plan.kind === 'permanentFerry' ? 'permanentFerry' : 'leaveZoc';
      // Judged on the unchanged position: nothing has been written yet.
      const trigger = opportunityTrigger(world, before ?? draft, kind, plan.from, plan.unitIds, plan.leavingZocOf);
      if (trigger) {
        openOpportunityWindow(draft, trigger, command, events);
        return;
      }
    }
    carryOut(draft, world, plan, events);
    continueAfterMove(draft, world, events);
  },
  candidates: [
    { kind: 'enter', list: arrivals },
    { kind: 'move', list: moves },
  ],
  describe: (c) => `move ${c.unitIds.map((id) => `"${id}"`).join(', ')} to ${c.to}`,
  label: (c, name) => `Move ${c.unitIds.map(name).join(', ')} to ${c.to} [8.0]`,
  possible: {
    kinds: [
      { kind: 'enter', one: 'reinforcement', many: 'reinforcements', verb: 'can enter the map', rule: '22.0' },
      { kind: 'move', one: 'unit', many: 'units', verb: 'can still move', rule: '8.0' },
    ],
    // A unit still off the map is a reinforcement entering [22.0].
    key: (state, c) => ({ kind: c.unitIds.every((id) => unitById(state, id)?.hex === null) ? 'enter' : 'move', keys: c.unitIds }),
  },
  actors: (c) => c.unitIds,
});

/** One plan per step: validation's plan is the one carried out (define/lastAnswer.ts). */
const stepPlan = lastAnswer(planMoveStep);

function carryOut(draft: GameState, world: World, plan: PlannedStep, events: GameEvent[]): void {
  const movement = draft.movement;
  // [8.0, 8.11] one stack at a time: units dropped from the moving stack, or a stack left behind
  // when another starts, have finished.
  for (const id of movement.group) {
    if (!plan.unitIds.includes(id) && !movement.finished.includes(id)) movement.finished.push(id);
  }
  movement.group = [...plan.unitIds];
  for (const payment of plan.payments) {
    const unit = unitById(draft, payment.unitId)!;
    unit.status.mpSpent += payment.cost;
    movement.hexesMoved[unit.id] = (movement.hexesMoved[unit.id] ?? 0) + 1;
    const onRaised = plan.onRaised.includes(unit.id);
    const listed = movement.onRaised.indexOf(unit.id);
    if (onRaised && listed < 0) movement.onRaised.push(unit.id);
    if (!onRaised && listed >= 0) movement.onRaised.splice(listed, 1);
  }
  if (plan.kind === 'enter') {
    // [22.14, 22.21] the column off the map is counted in strength points
    const entered = plan.unitIds.reduce((sum, id) => sum + stackWeight(unitById(draft, id)!), 0);
    movement.entryColumns[plan.to] = (movement.entryColumns[plan.to] ?? 0) + entered;
  }
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

/**
 * [22.0–22.16] reinforcements due now, each alone and as one group per list of entry hexes. The
 * legal list never offers an entry that would put a hex over its stacking limit [9.11]: a group is
 * cut to the units (in their order) that fit the room left in the hex, and a unit that does not fit
 * alone waits (an explicit command may still overstack, with the 9.32 and 9.33 penalties).
 */
function arrivals(state: GameState, world: World, side: Side): MoveStepCommand[] {
  // Not narrowed to one unit: a unit may enter with the others due at the same hexes.
  const waiting = sortedUnits(state).filter((u) => u.side === side && !u.eliminated && u.hex === null && u.arrival && u.arrival.turn <= state.turn);
  const out: MoveStepCommand[] = [];
  const groups = new Map<string, { hexes: HexId[]; units: Unit[] }>();
  const roomAt = (to: HexId) => {
    const at = parseHexId(to);
    return at ? stackingLimitAt(world, hexIndex(at)) - stackWeightAt(state, to) : 0;
  };
  for (const unit of waiting) {
    const hexes = entryHexes(state, unit);
    for (const to of hexes) if (stackWeight(unit) <= roomAt(to)) out.push({ type: 'moveStep', unitIds: [unit.id], to });
    const key = hexes.join(',');
    const group = groups.get(key) ?? { hexes, units: [] };
    group.units.push(unit);
    groups.set(key, group);
  }
  for (const { hexes, units } of groups.values()) {
    if (units.length < 2) continue;
    for (const to of hexes) {
      let room = roomAt(to);
      const fit: Unit[] = [];
      for (const unit of units) {
        if (stackWeight(unit) > room) continue;
        room -= stackWeight(unit);
        fit.push(unit);
      }
      if (fit.length >= 2) out.push({ type: 'moveStep', unitIds: fit.map((u) => u.id), to });
    }
  }
  return out;
}

/** [8.0, 8.11] each unit that may still move, and each stack of them, to every neighbouring hex. */
function moves(state: GameState, _world: World, side: Side, only?: string): MoveStepCommand[] {
  const out: MoveStepCommand[] = [];
  for (const [hex, stack] of sideStacksWith(state, side, only)) {
    const ready = stack.filter((u) => whyCannotMove(state, u) === null);
    if (ready.length === 0) continue;
    const groups = ready.length > 1 ? [ready, ...ready.map((u) => [u])] : [ready];
    const around = adjacentHexes(hex);
    for (const group of groups) for (const to of around) out.push({ type: 'moveStep', unitIds: group.map((u) => u.id), to });
  }
  return out;
}
