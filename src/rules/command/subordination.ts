/**
 * Changing subordination during play [11.4, 17.17–17.19, 17.21c, 18.52]: who may re-attach to which
 * HQ, at what cost, and which regimental HQ may take over a lost division. Pure queries; the
 * commands `attachToHq` and `promoteToDivisionHq` (engine/handlers/subordination.ts) call them and
 * write the outcome into the state:
 *
 * - `Unit.attachedTo`: the formation whose HQ the unit now answers to. Supply, artillery control and
 *   communication read it (`commandFormationId`); multi-formation keys keep `formationId` [17.17].
 * - `Unit.effectivenessPenalty`: the permanent loss of re-subordinated artillery [17.21c].
 * - `Unit.resubordinatedTurn`: an HFlak/LFlak battery's switch, out of supply that Game-Turn [18.52].
 * - `Formation.hqUnitId` / `promotedFrom` of a division whose HQ a regimental HQ replaced [17.19].
 */
import type { GameState } from '../core/gameState';
import { formationAncestors, isWithin, type Formation } from '../core/formation';
import type { Unit } from '../core/unit';
import { ECHELON_LEVEL, commandChainOf, hqFormation } from './chainOfCommand';
import { OK, refuse, type Validation } from '../core/refusal';
import { phaseDefinition } from '../sequence/phases';
import { unitById } from '../state/unitBuckets';

export type AttachmentVerdict =
  | {
      ok: true;
      rule: string;
      /** Permanent effectiveness loss the unit will carry (0 when none; not cumulative) [17.21c]. */
      penalty: number;
      /** An HFlak/LFlak switch: out of supply this Game-Turn [18.52]. */
      costsSupplyTurn: boolean;
    }
  | { ok: false; rule: string; reason: string };

/** The HQ counter is out of the game: eliminated, or no longer in the state [17.17, 17.18]. */
export function hqCounterDestroyed(state: GameState, hqUnitId: string): boolean {
  const unit = unitById(state, hqUnitId);
  return !unit || unit.eliminated !== undefined;
}

/** The nearest formation of a chain that has an HQ counter in play (or had one). */
function nearestHeaded(chain: readonly Formation[]): Formation | undefined {
  return chain.find((f) => f.hqUnitId !== null);
}

/** The HQ a unit answers to now: the first formation of its command chain with an HQ counter [17.17]. */
export function currentHqFormation(state: GameState, unit: Unit): Formation | undefined {
  return nearestHeaded(commandChainOf(state, unit));
}

/** The HQ printed on the counter as its owner: the first formation of its own chain with an HQ counter [17.21c]. */
export function printedOwnerFormation(state: GameState, unit: Unit): Formation | undefined {
  return nearestHeaded(formationAncestors(state.formations, unit.formationId));
}

const fail = (rule: string, reason: string): AttachmentVerdict => ({ ok: false, rule, reason });
const level = (f: Formation) => ECHELON_LEVEL[f.echelon];

/** [17.21c] The artillery's division/corps group, or (no division/corps above it) its top formation. */
function artilleryGroup(state: GameState, unit: Unit): { group: Formation; regimentTop: boolean } | undefined {
  const chain = formationAncestors(state.formations, unit.formationId);
  if (chain.length === 0) return undefined;
  const group = chain.find((f) => level(f) >= 2);
  if (group) return { group, regimentTop: false };
  return { group: chain[chain.length - 1]!, regimentTop: true };
}

function liveHqsWithin(state: GameState, group: Formation): Formation[] {
  return Object.values(state.formations).filter((f) => f.hqUnitId !== null && !hqCounterDestroyed(state, f.hqUnitId) && isWithin(state.formations, f.id, group.id));
}

function artilleryAttachment(state: GameState, unit: Unit, target: Formation): AttachmentVerdict {
  const owner = printedOwnerFormation(state, unit);
  if (!owner) return fail('17.21c', `${unit.name} has no HQ of its own in play, so there is nothing to re-subordinate from`);
  if (!hqCounterDestroyed(state, owner.hqUnitId!)) {
    return fail('17.21c', `${unit.name} may change HQ only once its own HQ (${owner.designation}) is destroyed`);
  }
  const found = artilleryGroup(state, unit)!;
  const previous = unit.effectivenessPenalty?.value ?? 0;
  const notCumulative = (p: number) => Math.max(previous, p);
  if (isWithin(state.formations, target.id, found.group.id)) {
    // Equal or lower than the lost HQ; the group's own HQ too (the 17.21c note lets regiment or
    // battalion guns go up to the division/corps HQ once their own HQ is gone).
    if (level(target) > level(owner) && target.id !== found.group.id) {
      return fail('17.21c', `${target.designation} stands above ${owner.designation}: guns may join an HQ of the same or a lower level in ${found.group.designation}, or its top HQ`);
    }
    return { ok: true, rule: '17.21c', penalty: notCumulative(found.regimentTop ? 2 : 1), costsSupplyTurn: false };
  }
  const standing = liveHqsWithin(state, found.group);
  if (standing.length > 0) {
    return fail('17.21c', `${unit.name} may leave ${found.group.designation} only when every HQ of it is destroyed (${standing.map((f) => f.designation).join(', ')} still stand)`);
  }
  return { ok: true, rule: '17.21c', penalty: notCumulative(2), costsSupplyTurn: false };
}

function ordinaryAttachment(state: GameState, unit: Unit, target: Formation): AttachmentVerdict {
  const lost = currentHqFormation(state, unit);
  if (!lost) return fail('17.17', `${unit.name} has no HQ in play to lose, so it keeps its subordination`);
  if (!hqCounterDestroyed(state, lost.hqUnitId!)) {
    return fail('17.17', `${unit.name} may attach elsewhere only once its HQ (${lost.designation}) is destroyed`);
  }
  if (level(target) !== level(lost)) {
    return fail('17.17', `${target.designation} is a ${target.echelon} HQ; ${unit.name} may join only an HQ of the same level as ${lost.designation} (a ${lost.echelon})`);
  }
  // Reading: "same level" within the lost HQ's own higher formation (the 214/43 example stays in the 43rd).
  if (lost.parentId !== null && target.parentId !== lost.parentId) {
    const parent = state.formations[lost.parentId];
    return fail('17.17', `${target.designation} is not part of ${parent?.designation ?? lost.parentId}, the formation above ${lost.designation}`);
  }
  return { ok: true, rule: '17.17', penalty: 0, costsSupplyTurn: false };
}

/**
 * May this unit attach to the HQ of `formationId` now (phase aside)? [11.4, 17.17, 17.21c, 18.52]
 *
 * - HFlak/LFlak (`attachesToAnyHq`): any HQ of the side; free the first time, then a Game-Turn out
 *   of supply for each switch [18.52].
 * - "ind" units: any HQ of the side, in their Command Phase [11.4].
 * - Artillery: only after its printed owning HQ is destroyed; an equal or lower HQ of its
 *   division/corps at −1, or (every HQ of that group gone, or no division/corps above it) at −2; not
 *   cumulative [17.21c].
 * - Anyone else: only after the HQ it answers to is destroyed, to an HQ of the same level under the
 *   same higher formation [17.17]. Tracing past the lost HQ to the next one up needs no command
 *   [17.17 (2), 17.18].
 */
export function attachmentVerdict(state: GameState, unitId: string, formationId: string): AttachmentVerdict {
  const unit = unitById(state, unitId);
  if (!unit) return fail('17.17', `There is no unit ${unitId}.`);
  if (unit.eliminated) return fail('17.17', `${unit.name} has been eliminated.`);
  if (unit.type === 'hq' || unit.type === 'leader') {
    return fail('17.18', `${unit.name} is ${unit.type === 'hq' ? 'an HQ: a lost superior is simply skipped in its chain' : 'a leader: he stays with his HQ'}`);
  }
  const target = state.formations[formationId];
  if (!target) return fail('17.17', `There is no formation ${formationId}.`);
  if (target.side !== unit.side) return fail('17.17', `${target.designation} is an enemy formation.`);
  if (target.hqUnitId === null || hqCounterDestroyed(state, target.hqUnitId)) return fail('17.17', `${target.designation} has no HQ in play to attach to.`);
  if ((unit.attachedTo ?? unit.formationId) === target.id) return fail('17.17', `${unit.name} already answers to ${target.designation}.`);
  const own = unit.formationId ? state.formations[unit.formationId] : undefined;
  if (own?.attachesToAnyHq) return { ok: true, rule: '18.52', penalty: 0, costsSupplyTurn: unit.attachedTo !== undefined };
  if (!unit.formationId) return { ok: true, rule: '11.4', penalty: 0, costsSupplyTurn: false };
  if (unit.type === 'artillery') return artilleryAttachment(state, unit, target);
  if (own && isWithin(state.formations, own.id, target.id)) {
    return fail('17.17', `${target.designation} is already above ${unit.name} in its own chain: it traces there without a command`);
  }
  return ordinaryAttachment(state, unit, target);
}

export type PromotionVerdict = { ok: true; division: Formation; regiment: Formation } | { ok: false; rule: string; reason: string };

/**
 * May this regimental HQ be named its division's new HQ [17.19]? Only when the divisional HQ
 * counter is destroyed (a division whose HQ never came into play has none to lose).
 */
export function promotionVerdict(state: GameState, hqUnitId: string): PromotionVerdict {
  const hq = unitById(state, hqUnitId);
  if (!hq || hq.type !== 'hq') return { ok: false, rule: '17.19', reason: `${hq?.name ?? hqUnitId} is not an HQ.` };
  if (hq.eliminated) return { ok: false, rule: '17.19', reason: `${hq.name} has been eliminated.` };
  const regiment = hqFormation(state, hq);
  if (!regiment || level(regiment) !== 1) return { ok: false, rule: '17.19', reason: `${hq.name} is not a regimental or brigade HQ.` };
  const division = formationAncestors(state.formations, regiment.id).find((f) => f.echelon === 'division');
  if (!division) return { ok: false, rule: '17.19', reason: `${hq.name} belongs to no division.` };
  if (division.hqUnitId === null) return { ok: false, rule: '17.19', reason: `${division.designation} has no HQ counter in play to replace.` };
  if (!hqCounterDestroyed(state, division.hqUnitId)) {
    return { ok: false, rule: '17.19', reason: `${division.designation}'s HQ still stands: a new one may be named only after it is destroyed.` };
  }
  return { ok: true, division, regiment };
}

/** [11.4, 17.17] Subordination changes are made only for the phasing side's own units, in its Command Phase. */
export function subordinationOwnerCheck(state: GameState, unitIds: readonly string[]): Validation {
  const phasing = phaseDefinition(state.phase).phasing;
  for (const id of unitIds) {
    const unit = unitById(state, id);
    if (!unit) return refuse('UNKNOWN_UNIT', '17.17', `There is no unit ${id}.`);
    if (unit.side !== phasing) return refuse('WRONG_SIDE', '11.4', `${unit.name} may change its subordination only in its own side's Command Phase.`);
  }
  return OK;
}
