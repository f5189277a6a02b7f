/**
 * [8.51, 9.0, 9.21, 9.22] Reordering a stack: free, only in the owner's movement phase. Immobile
 * units (dispersed guns, static units) keep their order among themselves [9.0]. Inside an enemy
 * zone of control the new top two may draw opportunity fire first [8.51, 9.46].
 */
import { canonicalHexId } from '../../hex';
import { openOpportunityWindow, opportunityTrigger } from '../../movement/opportunity';
import { phaseDefinition } from '../../sequence/phases';
import type { GameState } from '../../state/gameState';
import { unitsInHex } from '../../state/stacks';
import type { Unit } from '../../state/unit';
import { IMMOBILE, movementColumn } from '../../tables/movementClass';
import type { World } from '../../world/world';
import type { RestackCommand } from '../commands';
import type { GameEvent } from '../events';
import { OK, refuse, type Validation } from '../refusal';

function immobile(unit: Unit): boolean {
  return unit.static === true || movementColumn(unit.type, unit.mode) === IMMOBILE;
}

export function validateRestack(state: GameState, command: RestackCommand): Validation {
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

export function applyRestack(draft: GameState, command: RestackCommand, world: World, events: GameEvent[], resumed: boolean): void {
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
    draft.units[id]!.stackIndex = i;
  });
  events.push({ type: 'restacked', hex, order });
}
