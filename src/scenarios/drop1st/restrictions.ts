/**
 * Restrictions of scenario 28 [28.41–28.44] as data, enforced by src/rules (scenario, movement,
 * engineers, disruption and supply areas):
 * - 28.41: no Allied unit crosses by ferry, so the Allied side crosses the Neder Rijn only by a bridge;
 * - 28.42: the 9th SS recon battalion (GT 3) must leave by A0130 before GT 3 ends, and only it may
 *   leave; what has not left by then is withdrawn (it goes south, out of this scenario);
 * - 28.43 (optional): the 1st Airborne's supplyhead moves from A2419 to A2528 as GT 8 begins, and an
 *   out-of-supply Allied player may later move it to A2324;
 * - 28.44: the SS infantry that starts next to A3445 or A3947 rolls no recovery before GT 3.
 */
import type { HexId } from '../../rules/hex';
import type { PlayArea } from '../../rules/state/playArea';
import type { ScenarioRestrictions, SupplyheadShift } from '../../rules/state/scenarioRestrictions';
import { D1_FIXED, D1_LOCK_HEXES, D1_LOCK_UNTIL_TURN } from './deployment';
import { D1_RECON_COUNTERS } from './reinforcements';
import { D1_SUPPLYHEAD } from './supply';

/** [28.42] The south-edge road hex, and the end of the Game-Turn the recon battalion must be gone by. */
export const D1_EXIT_HEX: HexId = 'A0130';
export const D1_EXIT_BY_TURN = 3;

/** [28.43] The historical shift of the supplyhead. */
export const D1_SUPPLYHEAD_SHIFT: SupplyheadShift = { formationId: D1_SUPPLYHEAD.formationId, hex: 'A2528', turn: 8, lastHex: 'A2324', rule: '28.43' };

/** [28.44] The SS infantry placed next to A3445 and A3947 (set up disrupted). */
export function lockedSsInfantry(): string[] {
  return D1_FIXED.filter((f) => f.disrupted).map((f) => f.counter);
}

export function drop1stRestrictions(options: { supplyheadShift: boolean }): ScenarioRestrictions {
  return {
    hqPosts: [],
    exitDeadline: { unitIds: [...D1_RECON_COUNTERS], hex: D1_EXIT_HEX, byTurn: D1_EXIT_BY_TURN, rule: '28.42' },
    ferryBan: { side: 'allied', rule: '28.41' },
    recoveryLock: { unitIds: lockedSsInfantry(), near: [...D1_LOCK_HEXES], untilTurn: D1_LOCK_UNTIL_TURN, rule: '28.44' },
    ...(options.supplyheadShift ? { supplyheadShift: { ...D1_SUPPLYHEAD_SHIFT } } : {}),
  };
}

/** [28.1] Map A only; [28.42] the recon battalion (and only it) leaves by A0130 on the south edge. */
export function drop1stPlayArea(): PlayArea {
  return {
    section: 'A',
    minRow: 1,
    maxRow: 39,
    rule: '28.1',
    // The view opens between the landing zones west of Oosterbeek and Arnhem, not on the river in the middle of Map A.
    centre: 'A2120',
    exits: [{ side: 'german', edges: ['south'], northOfRow: 0, rule: '28.42', hexes: [D1_EXIT_HEX], unitIds: [...D1_RECON_COUNTERS] }],
  };
}
