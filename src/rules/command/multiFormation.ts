/**
 * Mixing formations in one attack [17.2a–c, 17.21b, 17.22, 17.23, 17.3].
 *
 * Fire. Direct firers (heavy weapons, antitank and flak included) of different subordinations that
 * fire into one hex in one phase each lose one effectiveness point per distinct subordination
 * [17.2a]. Subordinations are compared at battalion level; if any firer has no battalion, at
 * regiment/brigade level; if any has no regiment either, at division/corps level [17.2b]. So the
 * level of the group is the highest echelon any firer belongs to directly, and a division-level unit
 * firing with a battalion of its own division is no mix [17.22, 17.23]. A unit with no formation
 * ("ind") is its own subordination, shared only with counters of the same printed designation
 * [17.23]. Indirect artillery fire never counts [17.21b]: callers pass only the direct firers (and
 * heavy weapons). For opportunity fire each trigger is its own group [17.2c]: callers pass one
 * trigger's firers at a time.
 *
 * Close action. One division (or one independent regiment/brigade) per target hex per phase; among
 * infantry and heavy weapons one regiment/brigade; division-level units may join a regiment of their
 * division, and corps-level units a division of their corps; engineers and HQs only alongside units
 * of their own organization [17.3]. A leader may cancel these limits [19.12]: callers check
 * `leaderCancelsMixing` first and skip this test when it holds.
 */
import type { GameState } from '../core/gameState';
import { isWithin, type Formation } from '../core/formation';
import type { Unit, UnitType } from '../core/unit';
import { ECHELON_LEVEL, chainOf } from './chainOfCommand';
import { unitById } from '../state/unitBuckets';

function indKey(unit: Unit): string {
  return `ind:${unit.subordination}`;
}

/** The unit's own level: its formation's echelon level, or −1 for an "ind" unit. */
function ownLevel(state: GameState, unit: Unit): number {
  const own = chainOf(state, unit)[0];
  return own ? ECHELON_LEVEL[own.echelon] : -1;
}

/** The unit's subordination read at `level`: the first formation of its chain at or above that level. */
function keyAtLevel(state: GameState, unit: Unit, level: number): string {
  const chain = chainOf(state, unit);
  if (chain.length === 0) return indKey(unit);
  const at = chain.find((f) => ECHELON_LEVEL[f.echelon] >= level) ?? chain[chain.length - 1]!;
  return at.id;
}

/**
 * The unit's own subordination for the multi-formation rules: the formation it belongs to directly
 * (a battalion for most companies), or `ind:<designation>` for a unit without one [17.2b, 17.22, 17.23].
 */
export function multiFormationKey(state: GameState, unitId: string): string {
  const unit = unitById(state, unitId);
  if (!unit) throw new Error(`no unit ${unitId}`);
  return keyAtLevel(state, unit, 0);
}

/** The subordinations of a group of direct firers, each read at the level the group is compared at [17.2b]. */
export function multiFormationKeys(state: GameState, firerIds: readonly string[]): string[] {
  const units = firerIds.map((id) => unitById(state, id)).filter((u): u is Unit => u !== undefined);
  const level = Math.max(0, ...units.map((u) => ownLevel(state, u)));
  return units.map((u) => keyAtLevel(state, u, level));
}

/**
 * Effectiveness taken off each direct firer of one attack on one hex: the number of distinct
 * subordinations when there are two or more, else 0 [17.2a, 17.2b]. Pass direct firers only
 * (artillery firing indirectly never counts, 17.21b).
 */
export function multiFormationPenalty(state: GameState, firerIds: readonly string[]): number {
  const distinct = new Set(multiFormationKeys(state, firerIds)).size;
  return distinct >= 2 ? distinct : 0;
}

/** Types that count as line infantry for the one-regiment limit of close action [17.3]. */
const REGIMENT_BOUND: ReadonlySet<UnitType> = new Set(['infantry', 'armoredInfantry', 'heavyWeapons']);
/** Types that must attack alongside their own organization [17.3]. */
const MUST_ACCOMPANY: ReadonlySet<UnitType> = new Set(['combatEngineer', 'hq']);

/**
 * The unit's top organization for close action: its division; failing that (an independent regiment
 * or brigade) the highest regiment-level formation of its chain; a corps-level unit its corps; an
 * "ind" unit its own designation [17.3].
 */
function organizationOf(state: GameState, unit: Unit): { key: string; formation?: Formation } {
  const chain = chainOf(state, unit);
  if (chain.length === 0) return { key: indKey(unit) };
  const division = chain.find((f) => f.echelon === 'division');
  if (division) return { key: division.id, formation: division };
  const own = chain[0]!;
  if (ECHELON_LEVEL[own.echelon] >= 3) return { key: own.id, formation: own };
  const regimentLevel = chain.filter((f) => ECHELON_LEVEL[f.echelon] <= 1);
  const top = regimentLevel[regimentLevel.length - 1]!;
  return { key: top.id, formation: top };
}

function regimentOf(state: GameState, unit: Unit): string | undefined {
  const chain = chainOf(state, unit);
  if (chain.length === 0) return indKey(unit);
  return chain.find((f) => ECHELON_LEVEL[f.echelon] === 1)?.id;
}

function unitOrganization(state: GameState, unit: Unit): { key: string; contains: (other: Unit) => boolean } {
  if (!unit.formationId) return { key: indKey(unit), contains: (o) => !o.formationId && o.subordination === unit.subordination };
  const own = unit.formationId;
  return { key: own, contains: (o) => isWithin(state.formations, o.formationId, own) };
}

/**
 * Why these attackers may not close-assault this hex, given those that already did this phase, or
 * null [17.3]. Callers check the leader exemption (`leaderCancelsMixing`, 19.12) before calling.
 */
export function closeActionMixingProblem(
  state: GameState,
  attackerIds: readonly string[],
  earlierAttackerIds: readonly string[],
): { rule: string; reason: string } | null {
  const everyone = [...new Set([...earlierAttackerIds, ...attackerIds])].map((id) => unitById(state, id)).filter((u): u is Unit => u !== undefined);
  // Leaders belong to no line formation; they must ride with their own command [17.3, 19.1]: checked below.
  const isLeader = (u: Unit) => u.type === 'leader';
  const all = everyone.filter((u) => !isLeader(u));
  const name = (key: string) => (key.startsWith('ind:') ? key.slice(4) : (state.formations[key]?.designation ?? key));

  // One division or independent regiment/brigade; corps-level units may join a division of their corps.
  const orgs = all.map((u) => ({ unit: u, ...organizationOf(state, u) }));
  const corpsLevel = orgs.filter((o) => o.formation && ECHELON_LEVEL[o.formation.echelon] >= 3);
  const below = orgs.filter((o) => !corpsLevel.includes(o));
  const belowKeys = [...new Set(below.map((o) => o.key))];
  if (belowKeys.length > 1) {
    return { rule: '17.3', reason: `units of ${belowKeys.map(name).join(' and ')} may not close-assault the same hex in one phase` };
  }
  const corpsKeys = [...new Set(corpsLevel.map((o) => o.key))];
  if (below.length === 0 && corpsKeys.length > 1) {
    return { rule: '17.3', reason: `units of ${corpsKeys.map(name).join(' and ')} may not close-assault the same hex in one phase` };
  }
  for (const c of corpsLevel) {
    const stranger = below.find((o) => !isWithin(state.formations, o.unit.formationId, c.key));
    if (stranger) return { rule: '17.3', reason: `${c.unit.name} (${name(c.key)}) may not join units of ${name(stranger.key)}, which is not under it` };
  }

  // Among infantry and heavy weapons, one regiment/brigade (division-level ones have none and may join).
  const regiments = [...new Set(all.filter((u) => REGIMENT_BOUND.has(u.type)).map((u) => regimentOf(state, u)).filter((k): k is string => k !== undefined))];
  if (regiments.length > 1) {
    return { rule: '17.3', reason: `infantry and heavy weapons of ${regiments.map(name).join(' and ')} may not close-assault the same hex in one phase` };
  }

  // Engineers and HQs only together with a unit of their own organization.
  for (const u of all) {
    if (!MUST_ACCOMPANY.has(u.type)) continue;
    const org = unitOrganization(state, u);
    const partner = all.find((o) => o.id !== u.id && !MUST_ACCOMPANY.has(o.type) && org.contains(o));
    if (!partner) return { rule: '17.3', reason: `${u.name} may close-assault only alongside a unit of its own organization (${name(org.key)})` };
  }
  for (const leader of everyone.filter(isLeader)) {
    const leads = leader.leader?.leads;
    if (!leads) continue;
    if (!all.some((o) => isWithin(state.formations, o.formationId, leads))) {
      return { rule: '17.3', reason: `${leader.name} may close-assault only alongside units of ${name(leads)}` };
    }
  }
  return null;
}
