/**
 * Fire questions the screen asks [5.0, 5.2, 8.4]: what can this unit fire at now, and who can fire at
 * that unit now — each pair legal or not (with the case and the reason), and when legal its Fire
 * Value, its 5.63 line, the exact chance of every result and the explanation. The context is the one
 * the commands would meet: an open opportunity-fire window, or else the phasing side's fire phase.
 */
import type { RefusalCode } from '../core/refusal';
import { canonicalHexId, hexDistance, parseHexId, type Hex } from '../hex';
import { isCombatUnit } from '../leaders/leaders';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import type { World } from '../world/world';
import { checkFire, multiFormationReading, openWindowContext, ownPhaseUse, type FireContext } from './eligibility';
import { multiFormationKeys } from '../command/multiFormation';
import { countsForMultiFormation } from './unitClass';
import { unitsInHex } from '../state/stacks';
import { assessFire, type FireAssessment } from './fireValue';
import { mayDoubleRange } from './unitClass';
import { batteryReaches, isOffMapBattery } from './offMapBattery';
import { allUnits, unitById } from '../state/unitBuckets';
import { unitsInIdOrder } from '../state/unitOrder';

export type FireOption =
  | { firerId: string; targetId: string; legal: true; assessment: FireAssessment }
  | { firerId: string; targetId: string; legal: false; code: RefusalCode; rule: string; reason: string };

function contextNow(state: GameState): FireContext {
  return openWindowContext(state) ?? { kind: 'own' };
}

function option(state: GameState, world: World, firerId: string, targetId: string, context: FireContext, strength?: number, announced?: readonly string[]): FireOption {
  const request = { firerId, targetId, ...(strength === undefined ? {} : { strength }), ...(announced && announced.length > 0 ? { with: announced } : {}) };
  const verdict = checkFire(state, world, request, context);
  if (!verdict.ok) return { firerId, targetId, legal: false, code: verdict.code, rule: verdict.rule, reason: verdict.reason };
  return { firerId, targetId, legal: true, assessment: assessFire(state, world, verdict.plan) };
}

/** A combat unit standing on the map: what may be fired at [5.0, 19.32]. */
export function onMap(unit: Unit | undefined): unit is Unit {
  return unit !== undefined && !unit.eliminated && unit.hex !== null && isCombatUnit(unit);
}

/** Hexes the firer could reach at most [5.25, 5.53]. */
function maxReach(unit: Unit): number {
  const range = Math.max(unit.range, 1);
  return mayDoubleRange(unit) ? range * 2 : range;
}

function within(a: Unit, b: Unit, hexes: number): boolean {
  if (a.hex === null) return batteryReaches(a, b.hex!); // [24.4] off-map battery: hexrows from its base row
  return hexDistance(parseHexId(a.hex!)!, parseHexId(b.hex!)!) <= hexes;
}

/** An enemy combat unit on the map with its hex parsed once: a target some firer might have. */
export interface TargetSpot {
  unit: Unit;
  at: Hex;
}

/** Target lists kept per frozen id-ordered unit list (state/unitOrder.ts), one per firing side. */
const TARGETS = new WeakMap<readonly Unit[], Map<string, readonly TargetSpot[]>>();

/**
 * [5.0] The combat units on the map that units of `side` might fire at (the other side's), in id
 * order, each hex parsed once. Kept per position; shared: never change the array you get.
 */
export function enemyTargets(state: GameState, side: Unit['side']): readonly TargetSpot[] {
  const ordered = unitsInIdOrder(state);
  let bySide = TARGETS.get(ordered);
  if (!bySide) {
    bySide = new Map();
    TARGETS.set(ordered, bySide);
  }
  let spots = bySide.get(side);
  if (!spots) {
    const list: TargetSpot[] = [];
    for (const unit of ordered) {
      if (unit.side === side || !onMap(unit)) continue;
      const at = parseHexId(unit.hex!);
      if (at) list.push({ unit, at });
    }
    spots = list;
    bySide.set(side, spots);
  }
  return spots;
}

/**
 * [5.25, 5.53, 24.4] The targets within the firer's longest reach (doubled range included, an
 * off-map battery's hexrows), in the order given. Only distance is judged here; everything else
 * about the shot is checkFire's.
 */
export function targetsInReach(firer: Unit, targets: readonly TargetSpot[]): Unit[] {
  const out: Unit[] = [];
  if (firer.hex === null) {
    for (const t of targets) if (batteryReaches(firer, t.unit.hex!)) out.push(t.unit);
    return out;
  }
  const from = parseHexId(firer.hex);
  if (!from) return out;
  const reach = maxReach(firer);
  for (const t of targets) if (hexDistance(from, t.at) <= reach) out.push(t.unit);
  return out;
}

/** A unit that may fire: on the map, or an off-map battery [24.4]. */
export function mayBeFirer(unit: Unit | undefined): unit is Unit {
  return onMap(unit) || (unit !== undefined && isOffMapBattery(unit));
}

const byId = (a: Unit, b: Unit) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every enemy unit this unit might fire at now: in a window, the triggering units; otherwise the
 * enemy combat units within its longest reach. Illegal pairs come with their reason. `strength`
 * asks about a split-fire part [5.26] (own fire phases only).
 */
export function fireOptions(state: GameState, world: World, firerId: string, strength?: number, announced?: readonly string[]): FireOption[] {
  const firer = unitById(state, firerId);
  if (!mayBeFirer(firer)) return [];
  const context = contextNow(state);
  const targets =
    context.kind === 'opportunity'
      ? context.trigger.targetIds.map((id) => unitById(state, id)).filter(onMap).sort(byId)
      : targetsInReach(firer, enemyTargets(state, firer.side)); // already in id order
  return targets.map((t) => option(state, world, firer.id, t.id, context, strength, announced));
}

/** Every unit that might fire at this one now (in a window: the controlling units), legal or not. */
export function firersAt(state: GameState, world: World, targetId: string): FireOption[] {
  const target = unitById(state, targetId);
  if (!onMap(target)) return [];
  const context = contextNow(state);
  const firers =
    context.kind === 'opportunity'
      ? context.trigger.targetIds.includes(target.id)
        ? context.trigger.firerIds.map((id) => unitById(state, id)).filter(onMap)
        : []
      : allUnits(state).filter((u) => mayBeFirer(u) && u.side !== target.side && within(u, target, maxReach(u)));
  return firers.sort(byId).map((f) => option(state, world, f.id, target.id, context));
}

/** Strength points the unit has not yet fired with in this own fire phase [5.24, 5.26]. */
export function strengthLeftToFire(state: GameState, firerId: string): number {
  const firer = unitById(state, firerId);
  if (!firer) return 0;
  return Math.max(0, firer.strength - ownPhaseUse(state, firerId).used);
}

/**
 * [9.43] The units that could take a loss the target cannot absorb: the top two combat units of its
 * stack once the target is gone. The firing player names one of them (the top one unless named).
 */
export function overflowCandidates(state: GameState, targetId: string): string[] {
  const target = unitById(state, targetId);
  if (!onMap(target)) return [];
  return unitsInHex(state, target.hex!)
    .filter((u) => u.id !== targetId && isCombatUnit(u))
    .slice(0, 2)
    .map((u) => u.id);
}

/**
 * [17.2] The units this firer may announce as partners of a multi-formation attack on the target's
 * hex with its shot: other direct-fire units of its side, of another subordination, that could fire
 * at the target now. Empty when the attack is no longer open to announcement (a shot has already
 * gone into that hex this phase or window) or when the `laterFirersOnly` reading is played.
 */
export function jointAttackPartners(state: GameState, world: World, firerId: string, targetId: string): string[] {
  const firer = unitById(state, firerId);
  const target = unitById(state, targetId);
  if (!mayBeFirer(firer) || !onMap(target) || !countsForMultiFormation(firer)) return [];
  if (multiFormationReading(state) !== 'announced') return [];
  const context = contextNow(state);
  const alreadyFired = context.kind === 'own' ? state.fire.shots.some((s) => s.hex === canonicalHexId(target.hex!)) : context.fired.length > 0;
  if (alreadyFired) return [];
  return firersAt(state, world, targetId)
    .filter((o) => o.legal && o.firerId !== firerId)
    .map((o) => unitById(state, o.firerId)!)
    .filter((u) => countsForMultiFormation(u) && u.hex !== null)
    .filter((u) => {
      const [a, b] = multiFormationKeys(state, [firerId, u.id]);
      return a !== b;
    })
    .map((u) => u.id);
}
