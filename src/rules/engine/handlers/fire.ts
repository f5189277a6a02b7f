/**
 * The fire commands [5.0–5.5, 8.4–8.47]: `fire` in the phasing side's fire phases, `opportunityFire`
 * as an answer to an open window, and `fireResultChoice`, the owner's answer after a hit
 * [5.32, 5.33, 5.37]. The judgment itself lives in src/rules/fire.
 */
import { checkFire, openWindowContext } from '../../fire/eligibility';
import { settleOpportunityWindow, type Resume } from '../../fire/opportunityWindow';
import { resolveFire } from '../../fire/resolveFire';
import { applyFireChoice } from '../../fire/results';
import { canonicalHexId } from '../../hex';
import { isCombatUnit } from '../../leaders/leaders';
import type { GameState } from '../../state/gameState';
import type { World } from '../../world/world';
import type { FireCommand, FireResultChoiceCommand, OpportunityFireCommand } from '../commands';
import type { DiceSource } from '../dice';
import type { GameEvent } from '../events';
import { OK, refuse, type Validation } from '../refusal';

export function validateFire(state: GameState, command: FireCommand, world: World): Validation {
  const verdict = checkFire(state, world, command, { kind: 'own' });
  if (!verdict.ok) return refuse(verdict.code, verdict.rule, verdict.reason);
  return validateOverflow(state, command);
}

/** [9.43] A unit named to take loss beyond the target must be another combat unit of the target's stack. */
function validateOverflow(state: GameState, command: FireCommand | OpportunityFireCommand): Validation {
  if (command.overflowTo === undefined) return OK;
  const target = state.units[command.targetId]!;
  const other = state.units[command.overflowTo];
  if (!other || other.id === target.id || other.side !== target.side || other.hex === null || other.eliminated || !isCombatUnit(other) || canonicalHexId(other.hex) !== canonicalHexId(target.hex!)) {
    return refuse('NOT_A_TARGET', '9.43', `${command.overflowTo} is not another unit of ${target.name}'s stack, so it cannot be named to take the excess loss.`);
  }
  return OK;
}

export function applyFire(draft: GameState, command: FireCommand, world: World, dice: DiceSource, events: GameEvent[]): void {
  const verdict = checkFire(draft, world, command, { kind: 'own' });
  if (!verdict.ok) return; // validated before; nothing can have changed
  resolveFire(draft, world, verdict.plan, dice, events, command.overflowTo);
}

export function validateOpportunityFire(state: GameState, command: OpportunityFireCommand, world: World): Validation {
  const context = openWindowContext(state);
  if (!context) return refuse('NO_PENDING_DECISION', '8.47', 'No opportunity-fire window is open.');
  const verdict = checkFire(state, world, command, context);
  if (!verdict.ok) return refuse(verdict.code, verdict.rule, verdict.reason);
  return validateOverflow(state, command);
}

export function applyOpportunityFire(draft: GameState, command: OpportunityFireCommand, world: World, dice: DiceSource, events: GameEvent[], resume: Resume): void {
  const context = openWindowContext(draft);
  if (!context) return;
  const verdict = checkFire(draft, world, command, context);
  if (!verdict.ok) return;
  const pending = draft.pending!;
  pending.fired = [...(pending.fired ?? []), command.firerId]; // [8.43, 8.45] once per trigger
  resolveFire(draft, world, verdict.plan, dice, events, command.overflowTo);
  // A choice asked of the target's owner keeps the window waiting until it is answered.
  if (draft.pending?.kind === 'opportunityFire') settleOpportunityWindow(draft, events, resume);
}

export function validateFireResultChoice(state: GameState, command: FireResultChoiceCommand): Validation {
  const context = state.pending?.fireResult;
  if (!context) return refuse('NO_PENDING_DECISION', '5.32', 'No fire result is waiting for a choice.');
  if (!context.options.includes(command.choice)) {
    return refuse('NOT_A_CHOICE', state.pending!.rule, `"${command.choice}" is not one of the choices: ${context.options.join(', ')}.`);
  }
  return OK;
}

export function applyFireResultChoice(draft: GameState, command: FireResultChoiceCommand, world: World, dice: DiceSource, events: GameEvent[], resume: Resume): void {
  const pending = draft.pending!;
  const context = pending.fireResult!;
  // Put back the decision this one interrupted (an opportunity-fire window), if any.
  draft.pending = pending.outer ?? null;
  applyFireChoice(draft, world, context, command.choice, pending.rule, dice, events);
  if (draft.pending?.kind === 'opportunityFire') settleOpportunityWindow(draft, events, resume);
}
