/**
 * May this unit fire at that one now, and how [5.2, 5.23–5.29, 5.4–5.53, 8.42–8.46, 9.41, 11.23,
 * 12.31, 12.32, 17.2, 18.1, 18.2, 18.42, 18.5]? One function answers for the `fire` and
 * `opportunityFire` commands and for the fire queries, so a refusal and an option can never disagree.
 * The answer is either a refusal naming its case, or a plan: the procedure, the strength, the
 * sighting and the multi-formation group — everything the Fire Value is then read from.
 */
import { indirectSighting } from '../command/artilleryControl';
import { multiFormationPenalty } from '../command/multiFormation';
import type { OpportunityTrigger } from '../core/pending';
import type { RefusalCode } from '../core/refusal';
import { canonicalHexId, hexDistance, hexIndex, parseHexId, type HexId } from '../hex';
import { leaderCancelsMixing } from '../leaders/mixing';
import { isCombatUnit } from '../leaders/leaders';
import { unitObserves } from '../observation/observers';
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { Mode, Unit } from '../core/unit';
import type { World } from '../world/world';
import { lineCrossesDike } from './dikeLine';
import { batteryFirerProblem, batteryShot } from './offMapBattery';
import {
  countsForMultiFormation,
  effectivenessIn,
  firesFromAnyPosition,
  isArtillery,
  isArtilleryTypeTarget,
  isHeavyWeapons,
  isLineInfantry,
  isPureArmor,
  limitedToTopTwoTargets,
  mayDoubleRange,
  usesIndirectTable,
} from './unitClass';
import { unitById } from '../state/unitBuckets';

/** Where the shot happens: the firer's own fire phase, or an opportunity-fire window that is open. */
export type FireContext =
  | { kind: 'own' }
  | {
      kind: 'opportunity';
      trigger: OpportunityTrigger;
      /** Units that have already fired in this window [8.43, 8.45]. */
      fired: readonly string[];
      /** The hex a close action is aimed at, when the trigger is one [5.51, 8.49]. */
      against: HexId | null;
      /** Units announced as part of this window's multi-formation attack by earlier shots [17.2]. */
      announced?: readonly string[];
    };

export interface FireRequest {
  firerId: string;
  targetId: string;
  /** Split fire: the part of the current strength used [5.26]. */
  strength?: number;
  /**
   * [17.2, 5.12] Units of other subordinations announced as firing at the same hex in this phase
   * (or window): the multi-formation attack is declared with its first shot, so every firer pays.
   */
  with?: readonly string[];
}

export type Sighted = { via: 'self' } | { via: 'spotter'; spotterId: string; hqId: string };

export interface MultiFormationGroup {
  /** The firers whose subordinations are compared, this one included [17.2]. */
  firerIds: string[];
  /** Effectiveness taken off this firer. */
  penalty: number;
  /** A leader lifted the penalty [19.12]. */
  liftedByLeader: boolean;
  /** The partners this shot announced [17.2]: recorded so later shots join the same attack. */
  announced: string[];
}

export interface FirePlan {
  firerId: string;
  targetId: string;
  /** Null for an off-map battery [24.4]. */
  firerHex: HexId | null;
  targetHex: HexId;
  opportunity: boolean;
  /** The Fire Value matrix read: 5.61 (direct) or 5.62 (indirect) [5.0, 5.51, 12.31, 18.1]. */
  table: 'direct' | 'indirect';
  /** How losses beyond the target are dealt: 9.43 (direct, heavy weapons too [18.1]) or 9.44. */
  loss: 'direct' | 'indirect';
  strength: number;
  distance: number;
  /** Beyond printed range, at half effectiveness [5.53, 18.2]. */
  doubleRange: boolean;
  sighted: Sighted;
  /** The mode the target is shot at in: its own, or as a ferry target [8.47, 10.93, 16.2]. */
  targetMode: Mode;
  onFerry: boolean;
  multiFormation: MultiFormationGroup;
  /** [14.5] The target gets no terrain benefit (the German special fire on a landing). */
  noTerrainBenefit?: boolean;
}

export type FireVerdict = { ok: true; plan: FirePlan } | { ok: false; code: RefusalCode; rule: string; reason: string };

function no(code: RefusalCode, rule: string, reason: string): FireVerdict {
  return { ok: false, code, rule, reason };
}

/** The opportunity-fire window now open, looking through a fire-result choice nested in it. */
export function openWindowContext(state: GameState): FireContext | null {
  const pending = state.pending;
  if (!pending || pending.kind !== 'opportunityFire' || !pending.trigger) return null;
  const resume = pending.resume;
  const against = resume?.type === 'closeAction' ? resume.target : (pending.closeAction?.target ?? null);
  return {
    kind: 'opportunity',
    trigger: pending.trigger,
    fired: pending.fired ?? [],
    against: against ? (canonicalHexId(against) ?? against) : null,
    announced: pending.announced ?? [],
  };
}

/** The combat units of a hex, top first (leaders neither shield nor count [9.45]). */
function combatStack(state: GameState, hex: HexId): Unit[] {
  return unitsInHex(state, hex).filter(isCombatUnit);
}

function inTopTwo(state: GameState, unit: Unit): boolean {
  return combatStack(state, unit.hex!)
    .slice(0, 2)
    .some((u) => u.id === unit.id);
}

/** Strength this unit has already fired with in this phase, and at whom [5.24, 5.26]. */
export function ownPhaseUse(state: GameState, firerId: string): { used: number; targets: string[] } {
  let used = 0;
  const targets: string[] = [];
  for (const shot of state.fire.shots) {
    if (shot.firerId !== firerId) continue;
    used += shot.strength;
    targets.push(shot.targetId);
  }
  return { used, targets };
}

/**
 * Why the unit cannot fire at all in this context (before any target is considered), or null. A
 * unit with a problem here is refused every shot, so candidate lists skip it.
 */
export function firerProblem(state: GameState, firer: Unit, context: FireContext): FireVerdict | null {
  const own = context.kind === 'own';
  if (firer.offMapBattery) return batteryFirerProblem(state, firer, own); // [24.4] offMapBattery.ts
  if (firer.eliminated || firer.hex === null) return no('NOT_ON_MAP', '5.0', `${firer.name} is not on the map.`);
  if (!isCombatUnit(firer)) return no('CANNOT_FIRE', '19.0', `${firer.name} is a leader; leaders do not fire.`);
  if (firer.type === 'bridgeEngineer') return no('CANNOT_FIRE', '18.4', `${firer.name} is a bridge engineer: it has no effectiveness and never fires.`);
  if (own) {
    const phase = phaseDefinition(state.phase);
    if (firer.side !== phase.phasing) return no('WRONG_SIDE', '5.0', `${firer.name} may fire only in its own side's fire phases.`);
    // [18.3] an HQ never fires in its own fire phases, whatever its counter data says; any other
    // parenthesized rating means the same [5.27].
    if (firer.type === 'hq') return no('CANNOT_FIRE', '18.3', `${firer.name} is a headquarters: it may only make opportunity fire, never fire in its own fire phases.`);
    if (firer.effectivenessParenthesized) return no('CANNOT_FIRE', '5.27', `${firer.name} has a parenthesized effectiveness: it may only make opportunity fire.`);
  }
  if (firer.status.disrupted) return no('DISRUPTED', '5.22', `${firer.name} is disrupted and cannot fire.`);
  if (firer.status.depleted) {
    const hq = firer.type === 'hq' && !own;
    return no('CANNOT_FIRE', hq ? '11.23' : '5.22', hq ? `${firer.name} is an unsupplied (depleted) HQ and cannot make opportunity fire.` : `${firer.name} is depleted and cannot fire.`);
  }
  if (firer.mode === 'travel' && !isPureArmor(firer)) return no('WRONG_MODE', '5.22', `${firer.name} is in Travel mode; only pure armor fires in Travel [5.29].`);
  if (effectivenessIn(firer, firer.mode) === undefined) return no('CANNOT_FIRE', '3.5', `${firer.name} shows no effectiveness on its ${firer.mode} face.`);
  if (state.works.some((w) => w.kind === 'entrench' && w.unitIds.includes(firer.id))) {
    return no('CANNOT_FIRE', '18.42', `${firer.name} is digging an entrenchment and may not fire.`);
  }
  if (!own && isArtillery(firer)) {
    // [5.51] artillery answers only a close action aimed at its own hex.
    if (context.trigger.kind !== 'closeAction' || !context.against || context.against !== canonicalHexId(firer.hex)) {
      return no('CANNOT_FIRE', '5.51', `${firer.name} is artillery: its only opportunity fire is against a close action on its own hex.`);
    }
  }
  return null;
}

/** Range, and whether the shot is at doubled range [5.25, 5.53, 18.1, 18.2]. */
function rangeCheck(firer: Unit, distance: number): { ok: true; doubleRange: boolean } | { ok: false; code: RefusalCode; rule: string; reason: string } {
  const range = Math.max(firer.range, 1);
  if (distance <= range) return { ok: true, doubleRange: false };
  if (mayDoubleRange(firer) && distance <= range * 2) return { ok: true, doubleRange: true };
  const doubling = mayDoubleRange(firer) ? ` (${range * 2} at doubled range [5.53])` : isHeavyWeapons(firer) ? ' (heavy weapons never double their range [18.1])' : '';
  return { ok: false, code: 'OUT_OF_RANGE', rule: mayDoubleRange(firer) ? '5.53' : '5.25', reason: `${firer.name} reaches ${range} hexes${doubling}; the target is ${distance} away.` };
}

/**
 * [18.1] Several heavy weapons companies may fire into one hex in a phase only if each is matched by
 * a line-infantry unit of the same subordination that has fired into it this phase; one alone needs no partner.
 */
function heavyWeaponsPairing(state: GameState, firer: Unit, targetHex: HexId): FireVerdict | null {
  if (!isHeavyWeapons(firer)) return null;
  const firedInto = new Set(state.fire.shots.filter((s) => s.hex === targetHex).map((s) => s.firerId));
  const units = [...firedInto].map((id) => unitById(state, id)).filter((u): u is Unit => u !== undefined);
  const heavy = [...units.filter(isHeavyWeapons), firer];
  if (heavy.length < 2) return null;
  const key = (u: Unit) => u.formationId ?? u.subordination;
  for (const k of new Set(heavy.map(key))) {
    const needed = heavy.filter((u) => key(u) === k).length;
    const partners = units.filter((u) => isLineInfantry(u) && key(u) === k).length;
    if (partners < needed) {
      return no('CANNOT_FIRE', '18.1', `${heavy.length} heavy weapons companies would fire into ${targetHex}: each needs a line-infantry unit of its own subordination firing there this phase (${partners} of ${needed} for ${k}).`);
    }
  }
  return null;
}

/**
 * Which reading of 17.2 is played: `announced` (default; the text: every firer of a multi-formation
 * attack pays, the first too, so the attack is announced with its first shot and no unit of another
 * subordination may join it later) or `laterFirersOnly` (the earlier engine: shots are judged one by
 * one, each counting the firers before it; the first firer never pays). docs/fire.md says why.
 */
export type MultiFormationReading = 'announced' | 'laterFirersOnly';
export function multiFormationReading(state: GameState): MultiFormationReading {
  return state.options.multiFormationPenalty === 'laterFirersOnly' ? 'laterFirersOnly' : 'announced';
}

const countingUnits = (state: GameState, ids: Iterable<string>) =>
  [...new Set(ids)].filter((id) => {
    const u = unitById(state, id);
    return u !== undefined && countsForMultiFormation(u);
  });

/** The multi-formation group this shot joins, and its penalty [17.2, 17.2c, 19.12], or why it may not join. */
function multiFormation(
  state: GameState,
  world: World,
  firer: Unit,
  targetHex: HexId,
  context: FireContext,
  announcedNow: readonly string[],
): MultiFormationGroup | FireVerdict {
  if (!countsForMultiFormation(firer)) return { firerIds: [firer.id], penalty: 0, liftedByLeader: false, announced: [] };
  for (const id of announcedNow) {
    const u = unitById(state, id);
    if (!u || u.side !== firer.side || u.eliminated || u.hex === null || !countsForMultiFormation(u) || u.id === firer.id) {
      return no('NOT_A_CHOICE', '17.2', `"${id}" cannot be announced as part of this attack: only other direct-fire units of ${firer.name}'s side on the map count.`);
    }
  }
  const earlierShots = context.kind === 'own' ? state.fire.shots.filter((s) => s.hex === targetHex) : [];
  const earlier = countingUnits(
    state,
    context.kind === 'own' ? earlierShots.flatMap((s) => [s.firerId, ...(s.announced ?? [])]) : [...context.fired, ...(context.announced ?? [])],
  );
  const firedBefore = context.kind === 'own' ? earlierShots.length > 0 : context.fired.length > 0;
  const firerIds = countingUnits(state, [...earlier, firer.id, ...announcedNow]);
  let penalty = firerIds.length > 1 ? multiFormationPenalty(state, firerIds) : 0;
  const lifted = penalty > 0 && leaderCancelsMixing(state, world, firerIds);
  if (lifted) penalty = 0;
  if (!lifted && firedBefore && multiFormationReading(state) === 'announced') {
    const before = earlier.length > 1 ? multiFormationPenalty(state, earlier) : 0;
    if (penalty !== before) {
      return no(
        'CANNOT_FIRE',
        '17.2',
        `${firer.name} would make the fire into ${targetHex} a multi-formation attack that the units which already fired did not pay for; every firer of such an attack pays, so it is announced with its first shot.`,
      );
    }
  }
  return { firerIds, penalty, liftedByLeader: lifted, announced: [...announcedNow] };
}

/** [24.4] The plan of an off-map battery's shot: indirect, spotted by its named nationality, no HQ. */
function offMapBatteryPlan(state: GameState, world: World, firer: Unit, target: Unit, targetHex: HexId, strength: number): FireVerdict {
  const shot = batteryShot(state, world, firer, targetHex);
  if (!shot.ok) return shot;
  return {
    ok: true,
    plan: {
      firerId: firer.id,
      targetId: target.id,
      firerHex: null,
      targetHex,
      opportunity: false,
      table: 'indirect',
      loss: 'indirect',
      strength,
      distance: shot.distance,
      doubleRange: false,
      sighted: { via: 'spotter', spotterId: shot.spotterId, hqId: '' },
      targetMode: target.mode,
      onFerry: false,
      multiFormation: { firerIds: [firer.id], penalty: 0, liftedByLeader: false, announced: [] },
    },
  };
}

/** The whole judgment: a refusal with its case, or the plan of the shot. */
export function checkFire(state: GameState, world: World, request: FireRequest, context: FireContext): FireVerdict {
  const firer = unitById(state, request.firerId);
  if (!firer) return no('UNKNOWN_UNIT', '5.0', `There is no unit with id "${request.firerId}".`);
  const target = unitById(state, request.targetId);
  if (!target) return no('UNKNOWN_UNIT', '5.0', `There is no unit with id "${request.targetId}".`);
  const problem = firerProblem(state, firer, context);
  if (problem) return problem;
  if (target.eliminated || target.hex === null) return no('NOT_A_TARGET', '5.0', `${target.name} is not on the map.`);
  if (target.side === firer.side) return no('NOT_A_TARGET', '5.0', `${target.name} is on the same side as ${firer.name}.`);
  if (!isCombatUnit(target)) return no('NOT_A_TARGET', '19.32', `${target.name} is a leader; leaders cannot be fired at.`);
  const own = context.kind === 'own';
  const firerHex = firer.hex === null ? undefined : canonicalHexId(firer.hex);
  const targetHex = canonicalHexId(target.hex);
  if ((!firerHex && !firer.offMapBattery) || !targetHex) return no('NOT_ON_MAP', '5.0', `${firer.name} or ${target.name} stands in no hex of the map.`);

  // Which shots this unit may still make [5.24, 5.26, 8.43–8.46].
  let strength = firer.strength;
  if (own) {
    const { used, targets } = ownPhaseUse(state, firer.id);
    const left = firer.strength - used;
    if (targets.includes(target.id)) return no('ALREADY_FIRED', '5.26', `${firer.name} has already fired at ${target.name} this phase; split fire needs a different target for each part.`);
    if (left <= 0) return no('ALREADY_FIRED', '5.24', `${firer.name} has already fired with all its strength this phase.`);
    strength = request.strength ?? left;
    if (!Number.isInteger(strength) || strength < 1 || strength > left) {
      return no('CANNOT_FIRE', '5.26', `${firer.name} can fire with 1 to ${left} strength points, not ${request.strength}.`);
    }
  } else {
    if (request.strength !== undefined) return no('CANNOT_FIRE', '5.26', 'Strength may be split only in an own fire phase.');
    if (!context.trigger.firerIds.includes(firer.id)) return no('NOT_A_CHOICE', '8.44', `${firer.name} does not control ${context.trigger.hex}, so this action gives it no opportunity fire.`);
    if (context.fired.includes(firer.id)) return no('ALREADY_FIRED', '8.43', `${firer.name} has already fired at this trigger.`);
    if (!context.trigger.targetIds.includes(target.id)) return no('NOT_A_TARGET', '8.46', `${target.name} did not set off this opportunity fire.`);
  }

  // [24.4] an off-map battery (the only firer without a hex): its own range and sighting.
  if (!firerHex) return offMapBatteryPlan(state, world, firer, target, targetHex, strength);

  // Stack positions [5.23, 9.41, 12.32, 18.1, 18.2a, 5.51].
  if (!own) {
    if (!inTopTwo(state, firer)) return no('STACK_ORDER', isArtillery(firer) ? '5.51' : '12.32', `${firer.name} is not one of the two top units of its stack; opportunity fire comes only from there.`);
  } else if (!firesFromAnyPosition(firer) && !inTopTwo(state, firer)) {
    return no('STACK_ORDER', '5.23', `${firer.name} is below the two top units of its stack; only they fire directly [9.41].`);
  }
  if (!own && isArtillery(firer)) {
    const top = combatStack(state, targetHex)[0];
    if (top?.id !== target.id) return no('NOT_A_TARGET', '5.51', `Artillery fires only at the top unit of the assaulting stack, not at ${target.name}.`);
  } else if (own && limitedToTopTwoTargets(firer) && !inTopTwo(state, target)) {
    // [8.46] in opportunity fire the triggering units may be shot wherever they stand.
    return no('STACK_ORDER', '5.23', `${target.name} is below the two top units of its stack; ${firer.name} may fire only at those.`);
  }

  const from = parseHexId(firerHex)!;
  const to = parseHexId(targetHex)!;
  const distance = hexDistance(from, to);
  const reach = rangeCheck(firer, distance);
  if (!reach.ok) return reach;

  // Procedure [5.0, 5.51, 12.31, 18.1, 18.2].
  const indirect = usesIndirectTable(firer) && !(isArtillery(firer) && !own);
  const table = indirect ? 'indirect' : 'direct';
  const loss = isArtillery(firer) && own ? 'indirect' : 'direct';
  if (table === 'direct' && lineCrossesDike(world, hexIndex(from), hexIndex(to))) {
    return no('CANNOT_FIRE', '5.28', `The line from ${firerHex} to ${targetHex} crosses a dike hexside; no direct fire through it.`);
  }

  // Sighting [5.25, 5.41–5.43, 12.32, 18.1, 18.2].
  let sighted: Sighted = { via: 'self' };
  if (!own || table === 'direct') {
    const sees = unitObserves(state, world, firer.id, targetHex);
    if (!sees.ok) return no('NOT_OBSERVED', own ? '5.25' : '12.32', `${firer.name} cannot see ${targetHex}: ${sees.reason} [${sees.rule}].`);
  } else {
    const sighting = indirectSighting(state, world, firer.id, targetHex);
    if (!sighting.ok) return no('NOT_OBSERVED', sighting.rule, `Nobody can call ${firer.name}'s fire on ${targetHex}: ${sighting.reason}.`);
    sighted = sighting.via === 'self' ? { via: 'self' } : { via: 'spotter', spotterId: sighting.spotterId, hqId: sighting.hqId };
  }

  if (own) {
    const pairing = heavyWeaponsPairing(state, firer, targetHex);
    if (pairing) return pairing;
  }

  // [10.93, 16.2] units crossing on a ferry are shot as concentrated targets, artillery types as Travel.
  const onFerry = !own && (context.trigger.kind === 'ferry' || context.trigger.kind === 'permanentFerry');
  const targetMode: Mode = onFerry ? (isArtilleryTypeTarget(target) ? 'travel' : 'concentrated') : target.mode;

  const group = multiFormation(state, world, firer, targetHex, context, request.with ?? []);
  if ('ok' in group) return group;

  return {
    ok: true,
    plan: {
      firerId: firer.id,
      targetId: target.id,
      firerHex,
      targetHex,
      opportunity: !own,
      table,
      loss,
      strength,
      distance,
      doubleRange: reach.doubleRange,
      sighted,
      targetMode,
      onFerry,
      multiFormation: group,
    },
  };
}
