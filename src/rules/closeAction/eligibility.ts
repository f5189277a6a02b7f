/**
 * May these units make this close action now [8.6, 8.7, 10.42, 10.91, 10.92, 11.34, 11.5, 16.1,
 * 16.11–16.15, 17.3, 18.1c, 18.2c, 18.3, 18.4, 5.52, 19.12]? `planCloseAction` answers with a plan
 * (who attacks, the top unit, the approach and each unit's MP payment) or a refusal naming the case.
 */
import { closeActionMixingProblem } from '../command/multiFormation';
import { canonicalHexId, parseHexId, type HexId } from '../hex';
import type { CommandOf } from '../core/commands';
import type { StepPayment } from '../movement/events';
import { refuse, type Refusal } from '../core/refusal';
import { leaderCancelsMixing } from '../leaders/mixing';
import { whyCannotMove } from '../movement/canMove';
import { findUnits } from '../movement/planStep';
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { Unit, UnitType } from '../core/unit';
import type { World } from '../world/world';
import { closeActionApproach, type Approach } from './approach';
import { assaultCost, staysPut } from './cost';
import { attackRole } from './roles';
import { unitById } from '../state/unitBuckets';

type CloseActionCommand = CommandOf<'closeAction'>;

export interface CloseActionPlan {
  from: HexId;
  target: HexId;
  approach: Approach;
  /** Attacking units, top first. */
  attackerIds: string[];
  /** The top attacking unit, whose ratings are compared [8.7 steps 1–2]. */
  leadId: string;
  payments: StepPayment[];
  /** The bridge engineer ferrying the assault [16.15]. */
  engineerId?: string;
}

/** Why a unit of this type cannot be the top attacker. */
const NOT_A_LEAD: Partial<Record<UnitType, { rule: string; why: string }>> = {
  artillery: { rule: '5.52', why: 'artillery is ignored in an assault and a stack it tops cannot attack' },
  antitank: { rule: '18.2c', why: 'an antitank unit rides along as stacking weight only and may not be the top attacker' },
  flak: { rule: '18.5', why: 'a flak unit rides along as stacking weight only, like antitank, and may not be the top attacker' },
  heavyWeapons: { rule: '18.1c', why: 'heavy weapons join an assault but never as its top unit' },
  hq: { rule: '18.3', why: 'an HQ does not attack; it may only go along with units of its organization' },
  leader: { rule: '17.3', why: 'a leader goes along with units of his command but does not attack alone' },
};

/** Who a bridge engineer may carry [16.1] (leaders go with their units). */
const FERRYABLE: ReadonlySet<UnitType> = new Set(['infantry', 'heavyWeapons', 'hq', 'combatEngineer', 'leader']);

/** Why this unit cannot attack at all this phase, or null. */
function whyUnitCannotAttack(state: GameState, unit: Unit, side: string | null): Refusal | null {
  if (unit.eliminated || unit.hex === null) return refuse('NOT_ON_MAP', '8.6', `${unit.name} is not on the map.`);
  if (unit.side !== side) return refuse('WRONG_SIDE', '8.6', `${unit.name} belongs to the other side: only the phasing player attacks.`);
  if (unit.status.disrupted) return refuse('DISRUPTED', '11.5', `${unit.name} is disrupted and can do nothing.`);
  if (unit.status.depleted) return refuse('CANNOT_MOVE', '11.34', `${unit.name} is depleted and cannot take part in an assault.`);
  if (unit.status.fired) return refuse('CANNOT_MOVE', '8.6', `${unit.name} fired in the Conditional Fire Phase just before; an assault counts as movement.`);
  if (unit.static) return refuse('CANNOT_MOVE', '8.8', `${unit.name} is static and never moves, so it cannot assault.`);
  if (state.closeActions.attackerIds.includes(unit.id)) return refuse('CANNOT_MOVE', '8.7', `${unit.name} has already made a close action this phase.`);
  if (attackRole(unit) === 'none') return refuse('WRONG_UNIT_TYPE', '18.4', `${unit.name} is a bridge engineer: it has no part in combat.`);
  return null;
}

/** [18.1] Each heavy weapons company needs a line-infantry partner of the same subordination. */
function unpairedHeavyWeapons(units: readonly Unit[]): Unit | null {
  const partners = new Map<string, number>();
  for (const u of units) {
    if (u.type === 'infantry' || u.type === 'combatEngineer' || u.type === 'armoredInfantry') {
      partners.set(u.subordination, (partners.get(u.subordination) ?? 0) + 1);
    }
  }
  for (const u of units) {
    if (u.type !== 'heavyWeapons') continue;
    const left = partners.get(u.subordination) ?? 0;
    if (left === 0) return u;
    partners.set(u.subordination, left - 1);
  }
  return null;
}

/** [16.1, 16.11–16.14] The bridge engineer that carries the assault over the water. */
function checkEngineer(state: GameState, engineerId: string, from: HexId, units: readonly Unit[]): Refusal | null {
  const engineer = unitById(state, engineerId);
  if (!engineer) return refuse('UNKNOWN_UNIT', '16.15', `There is no unit with id "${engineerId}".`);
  if (engineer.type !== 'bridgeEngineer') return refuse('WRONG_UNIT_TYPE', '16.15', `${engineer.name} is not a bridge engineer.`);
  if (units.some((u) => u.id === engineerId)) return refuse('INVALID_COMMAND', '16.15', 'The engineer ferries the assault; it does not attack.');
  const why = whyCannotMove(state, engineer);
  if (why) return refuse('CANNOT_MOVE', why.rule, `${why.reason}.`);
  if (engineer.hex === null || canonicalHexId(engineer.hex) !== from) return refuse('NOT_IN_STACK', '16.11', `${engineer.name} must be stacked with the attackers.`);
  for (const u of [engineer, ...units]) {
    if (u.status.mpSpent > 0 || (state.movement.hexesMoved[u.id] ?? 0) > 0) {
      return refuse('CANNOT_MOVE', '16.11', `${u.name} has already moved this phase; a ferry crossing starts the phase.`);
    }
  }
  const unfit = units.find((u) => !FERRYABLE.has(u.type));
  if (unfit) return refuse('WRONG_UNIT_TYPE', '16.1', `${unfit.name} cannot be ferried: only infantry, heavy weapons, HQs and combat engineers.`);
  const load = units.reduce((s, u) => s + u.strength, 0);
  if (load > engineer.strength) return refuse('INVALID_COMMAND', '16.12', `${engineer.name} (${engineer.strength} SP) cannot ferry ${load} SP.`);
  return null;
}

/**
 * [17.3, 19.12] One division (or independent regiment/brigade) per target hex per phase, and among
 * infantry and heavy weapons one regiment/brigade; a leader with the attackers may lift this.
 * The mixing test itself belongs to the chain-of-command rules (`closeActionMixingProblem`).
 */
function mixingRefusal(state: GameState, world: World, attackerIds: readonly string[], target: HexId): Refusal | null {
  const earlier = state.closeActions.byTarget[target] ?? [];
  const problem = closeActionMixingProblem(state, attackerIds, earlier);
  if (!problem) return null;
  if (leaderCancelsMixing(state, world, [...attackerIds, ...earlier])) return null;
  return refuse('INVALID_COMMAND', problem.rule, problem.reason);
}

/**
 * The plan for a close action, or why it may not be made. With `resumed`, the assault was already
 * announced and held for opportunity fire: units that fire disrupted or eliminated drop out, mode
 * changes do not stop it [8.6], and MP are charged without refusing.
 */
export function planCloseAction(world: World, state: GameState, command: CloseActionCommand): CloseActionPlan | Refusal {
  const side = phaseDefinition(state.phase).phasing;
  const found = findUnits(state, command.unitIds);
  if (!Array.isArray(found)) return found;
  const target = canonicalHexId(command.target);
  if (!target || !parseHexId(target)) return refuse('INVALID_COMMAND', '8.6', `${command.target} is not a hex of the map.`);
  for (const unit of found) {
    const why = whyUnitCannotAttack(state, unit, side);
    if (why) return why;
  }
  const from = canonicalHexId(found[0]!.hex!)!;
  if (found.some((u) => canonicalHexId(u.hex!) !== from)) {
    return refuse('INVALID_COMMAND', '8.6', 'Attackers must all stand in one hex: assaults from different hexes are never combined.');
  }
  const defenders = unitsInHex(state, target);
  if (!defenders.some((u) => u.side !== side)) return refuse('INVALID_COMMAND', '8.6', `There is no enemy unit in ${target} to assault.`);
  const units = [...found].sort((a, b) => a.stackIndex - b.stackIndex);
  const lead = units[0]!;
  const notLead = NOT_A_LEAD[lead.type];
  if (notLead) {
    const alone = units.every((u) => attackRole(u) !== 'lead');
    return refuse('WRONG_UNIT_TYPE', notLead.rule, alone ? `${lead.name} cannot attack alone: ${notLead.why}.` : `${lead.name} is the top attacker, but ${notLead.why}.`);
  }
  const hw = unpairedHeavyWeapons(units);
  if (hw) return refuse('INVALID_COMMAND', '18.1c', `${hw.name} needs a line infantry unit of ${hw.subordination} in the same assault.`);
  if (command.engineerId !== undefined) {
    const bad = checkEngineer(state, command.engineerId, from, units);
    if (bad) return bad;
  }
  const approach = closeActionApproach(world, state, from, target, command.engineerId !== undefined);
  if ('ok' in approach) return approach;
  if (approach.kind === 'permanentFerry') {
    const bad = units.find((u) => u.side !== 'german' || (!staysPut(u) && u.mode !== 'concentrated'));
    if (bad) {
      return bad.side !== 'german'
        ? refuse('FERRY_NOT_ALLOWED', '10.91', 'The permanent ferries carry German units alone.')
        : refuse('FERRY_NOT_ALLOWED', '10.92', `${bad.name} must be concentrated to cross by ferry.`);
    }
  }
  const payments: StepPayment[] = [];
  for (const unit of units) {
    const cost = assaultCost(world, state, unit, approach);
    if (!cost.ok) return refuse(cost.rule === '8.6' ? 'NOT_ENOUGH_MP' : 'PROHIBITED_TERRAIN', cost.rule, `${unit.name}: ${cost.reason}.`);
    payments.push(cost.payment);
  }
  const attackerIds = units.map((u) => u.id);
  const mixing = mixingRefusal(state, world, attackerIds, target);
  if (mixing) return mixing;
  return { from, target, approach, attackerIds, leadId: lead.id, payments, ...(command.engineerId !== undefined ? { engineerId: command.engineerId } : {}) };
}

/**
 * The plan when an announced assault resumes after opportunity fire [8.49, 8.6]: attackers the fire
 * disrupted or eliminated drop out; mode changes forced by the fire do not stop it; MP are charged
 * without refusing. The assault ends only if no one is left, or if the top survivor may not lead.
 */
export function resumedCloseActionPlan(world: World, state: GameState, command: CloseActionCommand): CloseActionPlan | { cancelled: true; rule: string; reason: string } {
  const target = canonicalHexId(command.target)!;
  const survivors = command.unitIds
    .map((id) => unitById(state, id))
    .filter((u): u is Unit => u !== undefined && !u.eliminated && u.hex !== null && !u.status.disrupted)
    .sort((a, b) => a.stackIndex - b.stackIndex);
  if (survivors.length === 0) return { cancelled: true, rule: '8.49', reason: 'No attacker is left fit to assault after the opportunity fire.' };
  const lead = survivors[0]!;
  const notLead = NOT_A_LEAD[lead.type];
  if (notLead) return { cancelled: true, rule: notLead.rule, reason: `The assault cannot go on: ${lead.name} is now the top attacker, but ${notLead.why}.` };
  const from = canonicalHexId(lead.hex!)!;
  if (!unitsInHex(state, target).some((u) => u.side !== lead.side)) return { cancelled: true, rule: '8.6', reason: `${target} is no longer held by the enemy.` };
  const approach = closeActionApproach(world, state, from, target, command.engineerId !== undefined);
  if ('ok' in approach) return { cancelled: true, rule: approach.rule, reason: approach.message };
  const payments: StepPayment[] = [];
  for (const unit of survivors) {
    const cost = assaultCost(world, state, unit, approach, false);
    if (cost.ok) payments.push(cost.payment);
  }
  return {
    from,
    target,
    approach,
    attackerIds: survivors.map((u) => u.id),
    leadId: lead.id,
    payments,
    ...(command.engineerId !== undefined ? { engineerId: command.engineerId } : {}),
  };
}
