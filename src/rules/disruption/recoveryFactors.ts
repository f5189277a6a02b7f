/**
 * What helps a disrupted unit's recovery roll [11.54]: an aiding HQ [18.32] and being in supply
 * [13.6 note]. Both are judged here so the roll and the screen's odds use the same reading.
 *
 * Aiding HQ (reading taken, the sheet being lost): an HQ of the unit's own chain of command (its
 * formation or one above), stacked with it or adjacent, on the map and not itself disrupted
 * [11.5: a disrupted unit does nothing]. A unit without a formation ("ind") may be aided by any
 * friendly HQ, as it may trace supply to any [11.4].
 */
import { adjacentHexes, areAdjacent, canonicalHexId, parseHexId } from '../hex';
import { unitsInHex } from '../state/stacks';
import type { Modifier } from '../core/explanation';
import type { GameState } from '../core/gameState';
import { commandChainOf, commandFormationId } from '../command/chainOfCommand';
import type { Unit } from '../core/unit';
import { unitSupplyJudge } from '../supply/unitSupply';

type SupplyJudge = ReturnType<typeof unitSupplyJudge>;
import type { DisruptionRecoveryContext } from '../tables/disruptionRecovery';
import type { World } from '../world/world';
import { disruptedUnitRegainsSupply } from './recoveryOptions';

export interface RecoveryFactors {
  context: DisruptionRecoveryContext;
  /** The aiding HQ, if any. */
  hqId: string | null;
  /** Why the unit does or does not count as in supply. */
  supplyNote: string;
  modifiers: Modifier[];
}

function nextToOrWith(a: Unit, b: Unit): boolean {
  if (a.hex === null || b.hex === null) return false;
  const ha = parseHexId(canonicalHexId(a.hex)!);
  const hb = parseHexId(canonicalHexId(b.hex)!);
  if (!ha || !hb) return false;
  return canonicalHexId(a.hex) === canonicalHexId(b.hex) || areAdjacent(ha, hb);
}

/** The HQ that aids the unit's recovery [18.32], or null. */
export function aidingHq(state: GameState, unit: Unit): Unit | null {
  // [17.17] a unit re-attached after losing its HQ is aided by its new chain.
  const chain = new Set(commandChainOf(state, unit).map((f) => f.hqUnitId));
  const independent = commandFormationId(unit) === undefined;
  if (unit.hex === null) return null;
  // Only the unit's hex and the six around it can hold an aiding HQ (the occupancy index finds them).
  const near = [unit.hex, ...adjacentHexes(unit.hex)].flatMap((hex) => unitsInHex(state, hex));
  const candidates = near
    .filter((hq) => hq.type === 'hq' && hq.id !== unit.id && hq.side === unit.side && !hq.eliminated && !hq.status.disrupted)
    .filter((hq) => independent || chain.has(hq.id))
    .filter((hq) => nextToOrWith(hq, unit))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return candidates[0] ?? null;
}

/**
 * Is the unit in supply for its recovery roll [11.54, 13.6 note]? `depletedAtStart` says whether it
 * carried the Depleted marker when the Command Phase began (before supply was judged again).
 */
export function recoverySupply(
  state: GameState,
  world: World,
  unit: Unit,
  depletedAtStart: boolean,
  judge: SupplyJudge = unitSupplyJudge(state, world),
): { inSupply: boolean; note: string } {
  const verdict = judge(unit.id);
  if (!verdict.supplied) return { inSupply: false, note: `out of supply [${verdict.rule}]: ${verdict.reason}` };
  if (depletedAtStart && !disruptedUnitRegainsSupply(state)) {
    return { inSupply: false, note: 'traces supply again, but by the house rule a unit that regained supply while disrupted does not count [13.6]' };
  }
  return { inSupply: true, note: `in supply via ${verdict.via} [${verdict.rule}]` };
}

/** `judge` may be shared by all the units judged on one position (their supply ground is worked out once). */
export function recoveryFactors(state: GameState, world: World, unit: Unit, depletedAtStart: boolean, judge?: SupplyJudge): RecoveryFactors {
  const table = world.tables.disruptionRecovery;
  const hq = aidingHq(state, unit);
  const supply = recoverySupply(state, world, unit, depletedAtStart, judge);
  const modifiers: Modifier[] = [];
  if (hq) modifiers.push({ rule: '18.32', what: `aided by ${hq.name}`, value: table.modifiers.hqAid, applies: 'recovery roll' });
  if (supply.inSupply) modifiers.push({ rule: '11.54', what: 'in supply', value: table.modifiers.inSupply, applies: 'recovery roll' });
  return { context: { hqAid: hq !== null, inSupply: supply.inSupply }, hqId: hq?.id ?? null, supplyNote: supply.note, modifiers };
}
