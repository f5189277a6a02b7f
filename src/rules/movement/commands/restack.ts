/**
 * [8.51, 9.0, 9.21, 9.22] Reordering a stack: free, only in the owner's movement phase. Immobile
 * units (dispersed guns, static units) keep their order among themselves [9.0]. Inside an enemy
 * zone of control the new top two may draw opportunity fire first [8.51, 9.46].
 */
import { z } from 'zod';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import type { Side, Unit } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema, unitIdsSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import { openOpportunityWindow, opportunityTrigger } from '../opportunity';
import { phaseDefinition } from '../../sequence/phases';
import { sideStacksWith, unitsInHex } from '../../state/stacks';
import { IMMOBILE, movementColumn } from '../../tables/movementClass';
import type { World } from '../../world/world';
import { unitById } from '../../state/unitBuckets';

/** [8.51, 9.21] Put the phasing side's units in a hex in a new order, top first (movement phases only). */
export interface RestackCommand {
  type: 'restack';
  hex: HexId;
  order: string[];
}

declare module '../../core/commands' {
  interface CommandMap {
    restack: RestackCommand;
  }
}

export const restackCommand = defineCommand({
  type: 'restack',
  schema: z.strictObject({ type: z.literal('restack'), hex: hexIdSchema, order: unitIdsSchema }),
  when: { phases: ['conditionalMovement'] },
  validate: (state, command) => validateRestack(state, command),
  apply: (draft, command, { world, events, resumed }) => applyRestack(draft, command, world, events, resumed),
  candidates: [{ kind: 'restack', list: restacks }],
  describe: (c) => `restack ${c.hex}`,
  label: (c) => `Restack ${c.hex} [8.51]`,
  possible: {
    kinds: [{ kind: 'restack', one: 'stack', many: 'stacks', verb: 'can be restacked', rule: '8.51' }],
    key: (_state, c) => ({ kind: 'restack', keys: [c.hex] }),
  },
  actors: (c) => c.order,
});

function immobile(unit: Unit): boolean {
  return unit.static === true || movementColumn(unit.type, unit.mode) === IMMOBILE;
}

function validateRestack(state: GameState, command: RestackCommand): Validation {
  const hex = canonicalHexId(command.hex);
  if (!hex) return refuse('INVALID_COMMAND', '9.21', `${command.hex} is not a hex of the map.`);
  const stack = unitsInHex(state, hex);
  const phasing = phaseDefinition(state.phase).phasing;
  if (stack.length === 0 || stack.some((u) => u.side !== phasing)) {
    return refuse('WRONG_SIDE', '9.21', `There is no stack of the phasing side in ${hex}.`);
  }
  const ids = stack.map((u) => u.id);
  if (command.order.length !== ids.length || new Set(command.order).size !== ids.length || !command.order.every((id) => ids.includes(id))) {
    return refuse('NOT_IN_STACK', '9.21', `Give every unit in ${hex} exactly once, top first.`);
  }
  if (command.order.every((id, i) => id === ids[i])) return refuse('STACK_ORDER', '9.21', 'The stack is already in that order.');
  const before = stack.filter(immobile).map((u) => u.id);
  const after = command.order.filter((id) => before.includes(id));
  if (before.some((id, i) => id !== after[i])) {
    return refuse('STACK_ORDER', '9.0', 'Units that cannot move may not change places with each other.');
  }
  return OK;
}

function applyRestack(draft: GameState, command: RestackCommand, world: World, events: GameEvent[], resumed: boolean): void {
  const hex = canonicalHexId(command.hex)!;
  if (!resumed) {
    // [8.51] only the new top two can be fired at.
    const trigger = opportunityTrigger(world, draft, 'restack', hex, command.order.slice(0, 2));
    if (trigger) {
      openOpportunityWindow(draft, trigger, command, events);
      return;
    }
  }
  const present = new Set(unitsInHex(draft, hex).map((u) => u.id));
  const order = command.order.filter((id) => present.has(id));
  order.forEach((id, i) => {
    unitById(draft, id)!.stackIndex = i;
  });
  events.push({ type: 'restacked', hex, order });
}

/** [8.51, 9.21] one new order per stack: the top unit goes to the bottom. */
function restacks(state: GameState, _world: World, side: Side, only?: string): RestackCommand[] {
  const out: RestackCommand[] = [];
  for (const [hex, stack] of sideStacksWith(state, side, only)) {
    if (stack.length < 2) continue;
    const ids = stack.map((u) => u.id);
    out.push({ type: 'restack', hex, order: [...ids.slice(1), ids[0]!] });
  }
  return out;
}
