/**
 * The German special fire on a landing [14.5, 14.58]: once per landing, German units within 3 hexes
 * of the landed stack may each fire at it, as in a German Fire Phase, artillery included but no
 * called indirect fire (artillery fires at what it is within 3 hexes of). Sight is not needed
 * (blocking terrain is ignored) but range limits hold: a unit fires only within its printed range,
 * except that flak fires at double range with no loss, and units that may double their range
 * (18.2) fire at double range with halved effectiveness. The serial counts as concentrated and gets
 * no terrain benefit; losses are taken at once.
 */
import { hexDistance, parseHexId, type HexId } from '../hex';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import type { FirePlan } from '../fire/eligibility';
import { effectivenessIn, mayDoubleRange } from '../fire/unitClass';
import { unitsInHex } from '../state/stacks';
import type { World } from '../world/world';
import { cureOrAskOverstack } from './landingOverstack';
import { forcedCloseActionOnLanding } from './landingCloseAction';
import type { DiceSource } from '../core/dice';
import { allUnits, unitById } from '../state/unitBuckets';

/** [14.5, 14.58] German units within this many hexes may fire at a landing. */
export const LANDING_FIRE_RADIUS = 3;

/** [14.58] How a German unit may reach the landing hex: not at all, at its range, or at double range (halved unless flak). */
export function landingFireReach(unit: Unit, distance: number): { ok: false } | { ok: true; doubleRange: boolean } {
  if (distance > LANDING_FIRE_RADIUS) return { ok: false };
  if (unit.type === 'artillery') return { ok: true, doubleRange: false };
  const range = Math.max(unit.range, 1);
  if (distance <= range) return { ok: true, doubleRange: false };
  // [14.5] flak at double range with no loss of effectiveness
  if (unit.type === 'flak' && distance <= range * 2) return { ok: true, doubleRange: false };
  // [14.58] a two-hex unit three hexes away that may double its range does so, halved
  if (mayDoubleRange(unit) && distance <= range * 2) return { ok: true, doubleRange: true };
  return { ok: false };
}

/** The top landed unit still in the hex: the target of each shot [9.43]. */
export function landingTarget(state: GameState, hex: HexId, landedIds: readonly string[]): Unit | null {
  return unitsInHex(state, hex).find((u) => landedIds.includes(u.id)) ?? null;
}

/** [14.58] The German units that may still fire at the landing in `hex`. */
export function landingFirers(state: GameState, hex: HexId, fired: readonly string[] = []): Unit[] {
  const at = parseHexId(hex)!;
  return allUnits(state).filter((u) => {
    if (u.side !== 'german' || u.hex === null || u.eliminated || u.status.disrupted || fired.includes(u.id)) return false;
    if (u.type === 'hq' || u.type === 'leader' || u.mode === 'travel' || (effectivenessIn(u, u.mode) ?? 0) <= 0 || u.strength <= 0) return false;
    return landingFireReach(u, hexDistance(at, parseHexId(u.hex)!)).ok;
  });
}

/** [14.5, 14.58] The plan of one German unit's shot at the landing. */
export function landingFirePlan(firer: Unit, hex: HexId, target: Unit): FirePlan {
  const distance = hexDistance(parseHexId(hex)!, parseHexId(firer.hex!)!);
  const reach = landingFireReach(firer, distance);
  const indirect = firer.type === 'artillery';
  return {
    firerId: firer.id,
    targetId: target.id,
    firerHex: firer.hex,
    targetHex: hex,
    opportunity: true,
    table: indirect ? 'indirect' : 'direct',
    loss: indirect ? 'indirect' : 'direct',
    strength: firer.strength,
    distance,
    doubleRange: reach.ok && reach.doubleRange,
    sighted: { via: 'self' },
    // [14.5] the serial counts as concentrated
    targetMode: target.effectiveness.concentrated !== undefined ? 'concentrated' : target.mode,
    onFerry: false,
    multiFormation: { firerIds: [firer.id], penalty: 0, liftedByLeader: false, announced: [] },
    noTerrainBenefit: true,
  };
}

/** After the units come down: open the German special fire if anyone may fire, else go on. Works on a draft. */
export function afterTouchdown(draft: GameState, world: World, hex: HexId, landedIds: readonly string[], dice: DiceSource, events: GameEvent[]): void {
  if (landingTarget(draft, hex, landedIds) && landingFirers(draft, hex).length > 0) {
    draft.pending = {
      kind: 'landingFire',
      side: 'german',
      rule: '14.5',
      prompt: `Allied units have landed in ${hex}. Your units within 3 hexes may each fire at them once (no terrain benefit, target concentrated).`,
      answers: ['landingFire', 'passLandingFire'],
      resume: null,
      landingFire: { hex, landedIds: [...landedIds], fired: [] },
    };
    return;
  }
  settleLanding(draft, world, hex, landedIds, dice, events);
}

/** After the special fire: the forced close action on Germans in the hex [14.56], then the overstack cure [14.5]. */
export function settleLanding(draft: GameState, world: World, hex: HexId, landedIds: readonly string[], dice: DiceSource, events: GameEvent[]): void {
  const alive = landedIds.filter((id) => unitById(draft, id)?.hex);
  if (alive.length === 0) return;
  let ejected = false;
  if (unitsInHex(draft, hex).some((u) => u.side === 'german')) {
    ejected = forcedCloseActionOnLanding(draft, world, hex, alive, dice, events) === 'ejected';
    if (!alive.some((id) => unitById(draft, id)?.hex)) return;
  }
  cureOrAskOverstack(draft, world, hex, alive.filter((id) => unitById(draft, id)?.hex), events, ejected);
}
