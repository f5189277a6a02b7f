/**
 * Whether an indirect firer has a sighting of its target [5.41–5.43, 12.0–12.44, 17.21a–d, 18.1c, 18.33].
 *
 * Artillery that sees the target itself needs nobody [5.43, 17.21b]. Otherwise it needs a
 * controlling HQ in its hex or next to it — the HQ of its own formation or of one below it [5.41,
 * 12.1], or a corps HQ whose `reach` covers it [12.42–12.44] — and a unit of that HQ's command that
 * sees the target and can communicate with the HQ [5.42, 12.2, 18.33]. XXX Corps artillery may also
 * be controlled by any non-airborne divisional HQ [17.21d]. Battalion artillery needs no HQ: a unit
 * of its battalion seeing the target is enough [17.21a]. Airborne artillery takes sightings from
 * airborne units only; airborne units may sight for ground artillery through its controlling HQ
 * [17.21d]. Heavy weapons fire at what they or a unit of their own formation see [18.1c].
 *
 * Re-subordinated guns (`Unit.attachedTo`) answer to the formation they joined [17.17, 17.21c];
 * batteries of a formation flagged `controlledByAnyHq` answer to any HQ of their side [12.41, 18.52].
 */
import { hexDistance, parseHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import { isWithin, type Formation } from '../core/formation';
import type { Unit } from '../core/unit';
import type { World } from '../world/world';
import { unitObserves } from '../observation/observers';
import { unitsInIdOrder } from '../state/unitOrder';
import { ECHELON_LEVEL, commandFormationId, hqFormation, isAirborne } from './chainOfCommand';
import { communicatesFor, controllingHqProblem, spotterProblem } from './communication';
import { unitById } from '../state/unitBuckets';

export type Sighting =
  | { ok: true; via: 'self' }
  /** `hqId` is the HQ the sighting went through; '' when none relays it (heavy weapons, battalion artillery). */
  | { ok: true; via: 'spotter'; spotterId: string; hqId: string }
  | { ok: false; rule: string; reason: string };

function adjacentOrStacked(a: Unit, b: Unit): boolean {
  const ha = a.hex === null ? undefined : parseHexId(a.hex);
  const hb = b.hex === null ? undefined : parseHexId(b.hex);
  return !!ha && !!hb && hexDistance(ha, hb) <= 1;
}

/** Why this HQ may control this artillery unit (the case), or undefined if it may not — position and fitness aside. */
function controlRule(state: GameState, artillery: Unit, hq: Unit): string | undefined {
  if (hq.side !== artillery.side) return undefined;
  // [17.17, 17.21c, 18.52] re-subordinated guns answer to the formation they joined
  const ownId = commandFormationId(artillery);
  const own = ownId ? state.formations[ownId] : undefined;
  const commands: Formation | undefined = hqFormation(state, hq);
  if (!commands) return undefined;
  if (own && isWithin(state.formations, commands.id, own.id)) return artillery.attachedTo ? '17.21c' : '12.1'; // [5.41]
  // [12.41, 18.52] Flak Brigade and HFlak/LFlak batteries: any HQ of their side
  if (artillery.formationId && state.formations[artillery.formationId]?.controlledByAnyHq) return '12.41';
  if (commands.reach === 'allArtillery') return hq.side === 'german' ? '12.42' : '12.44';
  if (commands.reach === 'airborneArtillery' && isAirborne(state, artillery)) return '12.43';
  // [17.21d] corps artillery of the Allied ground corps under any non-airborne divisional HQ
  if (own && own.side === 'allied' && own.echelon === 'corps' && !own.airborne && commands.echelon === 'division' && !isAirborne(state, hq)) return '17.21d';
  return undefined;
}

/**
 * The HQs now able to control the artillery unit: in its hex or next to it, fit for duty (not
 * disrupted, not in Travel), and entitled by the chain of command or their reach, each with its case
 * [5.41, 12.1, 12.4, 12.42–12.44, 12.52, 17.21a, 17.21d, 18.33]. Sorted by HQ id.
 */
export function controllingHqs(state: GameState, world: World, artilleryId: string): { hqId: string; rule: string }[] {
  void world;
  const artillery = unitById(state, artilleryId);
  if (!artillery || artillery.hex === null || artillery.eliminated) return [];
  const out: { hqId: string; rule: string }[] = [];
  for (const hq of unitsInIdOrder(state)) {
    if (hq.type !== 'hq' || hq.side !== artillery.side || controllingHqProblem(hq)) continue;
    if (!adjacentOrStacked(artillery, hq)) continue;
    const rule = controlRule(state, artillery, hq);
    if (rule) out.push({ hqId: hq.id, rule });
  }
  return out;
}

/** Why no HQ controls the artillery: the nearest story for the player [5.41, 12.52, 18.33]. */
function noControlReason(state: GameState, artillery: Unit): string {
  const near = unitsInIdOrder(state).filter((hq) => hq.type === 'hq' && hq.side === artillery.side && !hq.eliminated && adjacentOrStacked(artillery, hq) && controlRule(state, artillery, hq));
  for (const hq of near) {
    const problem = controllingHqProblem(hq);
    if (problem && !problem.ok) return `${problem.reason} [${problem.rule}]`;
  }
  return `no HQ that may control ${artillery.name} is in its hex or next to it`;
}

function candidates(state: GameState, firer: Unit): Unit[] {
  return unitsInIdOrder(state).filter((u) => u.side === firer.side && u.id !== firer.id && !u.eliminated && u.hex !== null);
}

/** The first unit of the list that sees the target and passes `fits`. */
function firstSpotter(state: GameState, world: World, units: Unit[], targetHex: HexId, fits: (u: Unit) => boolean): Unit | undefined {
  return units.find((u) => fits(u) && unitObserves(state, world, u.id, targetHex).ok);
}

function heavyWeaponsSighting(state: GameState, world: World, firer: Unit, targetHex: HexId): Sighting {
  // [18.1c] its own battalion: the same formation (or the same printed designation for "ind" units)
  const sameOutfit = (u: Unit) =>
    firer.formationId ? isWithin(state.formations, u.formationId, firer.formationId) : !u.formationId && u.subordination === firer.subordination;
  const spotter = firstSpotter(state, world, candidates(state, firer), targetHex, sameOutfit);
  if (spotter) {
    const formation = firer.formationId ? state.formations[firer.formationId] : undefined;
    return { ok: true, via: 'spotter', spotterId: spotter.id, hqId: formation?.hqUnitId ?? '' };
  }
  return { ok: false, rule: '18.1c', reason: `neither ${firer.name} nor any unit of its battalion sees ${targetHex}` };
}

/**
 * Can this artillery or heavy-weapons unit fire at the hex: by its own sighting, or through a spotter
 * and a controlling HQ [5.41–5.43, 12.0–12.44, 17.21a–d, 18.1c, 18.33]? The first workable pair is
 * returned (HQs and spotters in id order); a refusal carries the case and a plain reason.
 */
export function indirectSighting(state: GameState, world: World, firerId: string, targetHex: HexId): Sighting {
  const firer = unitById(state, firerId);
  if (!firer) return { ok: false, rule: '5.4', reason: `there is no unit ${firerId}` };
  if (firer.type !== 'artillery' && firer.type !== 'heavyWeapons') return { ok: false, rule: '5.4', reason: `${firer.name} is not an indirect firer` };
  if (!parseHexId(targetHex)) return { ok: false, rule: '6.0', reason: `${targetHex} is not a hex of the map` };
  const self = unitObserves(state, world, firer.id, targetHex);
  if (self.ok) return { ok: true, via: 'self' }; // [5.43, 17.21b]
  if (firer.eliminated || firer.hex === null) return { ok: false, rule: self.rule, reason: self.reason };
  if (firer.type === 'heavyWeapons') return heavyWeaponsSighting(state, world, firer, targetHex);

  const airborneGuns = isAirborne(state, firer);
  const others = candidates(state, firer);
  // [17.21d] non-airborne units never sight for airborne artillery
  const mayReport = (u: Unit) => !airborneGuns || isAirborne(state, u);

  const hqs = controllingHqs(state, world, firer.id);
  let blocked: string | undefined;
  let groundSpotterRefused = false;
  // [5.42] only a unit that sees the target can call fire on it, whichever HQ it reports to: who
  // sees is judged once, and the link to each HQ only for those (the same first pair, in id order).
  const seeing = hqs.length > 0 ? others.filter((u) => unitObserves(state, world, u.id, targetHex).ok) : [];
  for (const { hqId } of hqs) {
    const hq = unitById(state, hqId)!;
    for (const spotter of seeing.some((u) => u.id === hqId) ? [hq, ...seeing.filter((u) => u.id !== hqId)] : seeing) {
      if (!mayReport(spotter)) {
        groundSpotterRefused = true;
        continue;
      }
      const talk = communicatesFor(state, world, spotter, hq, !airborneGuns);
      if (!talk.ok) {
        if (!blocked && talk.rule === '10.6') blocked = talk.reason;
        continue;
      }
      return { ok: true, via: 'spotter', spotterId: spotter.id, hqId };
    }
  }

  // [17.21a] battalion artillery: any unit of its battalion, no HQ needed
  const own = firer.formationId ? state.formations[firer.formationId] : undefined;
  if (own && ECHELON_LEVEL[own.echelon] === 0) {
    const spotter = firstSpotter(state, world, others, targetHex, (u) => isWithin(state.formations, u.formationId, own.id) && !spotterProblem(state, u) && mayReport(u));
    if (spotter) return { ok: true, via: 'spotter', spotterId: spotter.id, hqId: own.hqUnitId ?? '' };
    if (hqs.length === 0) return { ok: false, rule: '17.21a', reason: `${firer.name} does not see ${targetHex} and no unit of its battalion does` };
  }

  if (hqs.length === 0) return { ok: false, rule: '5.41', reason: `${firer.name} does not see ${targetHex} itself, and ${noControlReason(state, firer)}` };
  if (blocked) return { ok: false, rule: '10.6', reason: `${firer.name} does not see ${targetHex} itself; ${blocked}` };
  const names = hqs.map((h) => unitById(state, h.hqId)!.name).join(', ');
  if (groundSpotterRefused) {
    return { ok: false, rule: '17.21d', reason: `${firer.name} is airborne artillery: only airborne units may sight for it, and none able to report to ${names} sees ${targetHex}` };
  }
  return { ok: false, rule: '5.42', reason: `${firer.name} does not see ${targetHex} itself, and no unit able to report to ${names} sees it` };
}
