import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TERRAIN_TYPES } from '../../../src/rules/map/terrain';
import {
  CLOSE_ACTION_RESULT_PATTERN,
  RECONSTRUCTED_CLOSE_ACTION_RESULTS as CART,
  attackerScore,
  closeActionConsequences,
  closeActionOddsColumn,
  closeActionResult,
  closeActionResultDistribution,
  parseCloseActionResult,
  type CloseActionOutcome,
} from '../../../src/rules/tables/closeActionResults';
import {
  ATTACKER_DISRUPTED,
  CLOSE_ACTION_TERRAIN_SET,
  CLOSE_ACTION_TERRAIN_SETS,
  RECONSTRUCTED_CLOSE_ACTION_VALUES as CAVT,
  closeActionValue,
  closeActionValueRank,
} from '../../../src/rules/tables/closeActionValues';
import { waysWhere } from '../../../src/rules/tables/fireResults';

const effArb = fc.integer({ min: -15, max: 15 });
const moraleArb = fc.integer({ min: -12, max: 12 });
const setArb = fc.constantFrom(...CLOSE_ACTION_TERRAIN_SETS);
const oddsArb = fc.integer({ min: 0, max: CART.columns.length - 1 });
const cavArb = fc.integer({ min: 1, max: CAVT.maxValue });

function outcome(code: string): CloseActionOutcome {
  const o = parseCloseActionResult(code);
  if (!o) throw new Error(`bad code ${code}`);
  return o;
}

/** Ways out of 6 that the attacker does at least this well. */
function waysAtLeast(odds: number, cav: number, score: number): number {
  return waysWhere('1d6', (r) => closeActionResult(odds, cav, r), (code) => attackerScore(outcome(code)) >= score);
}

describe('Close Action Value Table 8.72 — constraints from the text', () => {
  it('[8.72] the table in use is marked reconstructed and names its sources', () => {
    expect(CAVT.provenance.kind).toBe('reconstructed');
    expect(CAVT.provenance.source).toMatch(/RULES-INVENTORY/);
  });

  it('[8.7] both differentials may be negative; any integer reads a cell (beyond the table, the nearest edge)', () => {
    fc.assert(
      fc.property(effArb, moraleArb, setArb, (e, m, set) => {
        const v = closeActionValue(e, m, set);
        expect(v === ATTACKER_DISRUPTED || (Number.isInteger(v) && v >= 1 && v <= CAVT.maxValue)).toBe(true);
      }),
    );
    expect(closeActionValue(-40, 0, 'open')).toBe(closeActionValue(CAVT.effectiveness.min, 0, 'open'));
    expect(closeActionValue(0, 40, 'open')).toBe(closeActionValue(0, CAVT.morale.max, 'open'));
  });

  it('[8.72] the table covers effectiveness differentials −9 to +9 and the morale differentials the text cites', () => {
    expect(CAVT.effectiveness.min).toBeLessThanOrEqual(-9);
    expect(CAVT.effectiveness.max).toBeGreaterThanOrEqual(9);
    expect(CAVT.morale.min).toBeLessThanOrEqual(-4);
    expect(CAVT.morale.max).toBeGreaterThanOrEqual(4);
  });

  it('[32.0] a Travel attacker (effectiveness 0) at −6 or −3 with a +3 or +4 morale edge can still get a low value (≤ 2) in the open', () => {
    for (const e of [-6, -3])
      for (const m of [3, 4]) {
        const v = closeActionValue(e, m, 'open');
        expect(v !== ATTACKER_DISRUPTED && v <= 2, `${e}/${m}`).toBe(true);
      }
  });

  it('[8.7] "D" cells exist, and sit only at poor differentials: never when level or ahead on both, in the open never with a morale edge', () => {
    let found = 0;
    for (const set of CLOSE_ACTION_TERRAIN_SETS)
      for (let e = CAVT.effectiveness.min; e <= CAVT.effectiveness.max; e++)
        for (let m = CAVT.morale.min; m <= CAVT.morale.max; m++)
          if (closeActionValue(e, m, set) === ATTACKER_DISRUPTED) {
            found++;
            if (set === 'open') expect(m, `${set} ${e}/${m}`).toBeLessThanOrEqual(0);
            expect(e < 0 || m < 0, `${set} ${e}/${m}`).toBe(true);
          }
    expect(found).toBeGreaterThan(0);
    expect(closeActionValue(CAVT.effectiveness.min, CAVT.morale.min, 'open')).toBe(ATTACKER_DISRUPTED);
    expect(closeActionValue(0, 0, 'open')).not.toBe(ATTACKER_DISRUPTED);
  });

  it('[8.7] a low Close Action Value favours the attacker: the best corner is 1 and an even fight is in between', () => {
    expect(closeActionValue(CAVT.effectiveness.max, CAVT.morale.max, 'close')).toBe(1);
    const even = closeActionValue(0, 0, 'open');
    expect(even).not.toBe(ATTACKER_DISRUPTED);
    expect(even).toBeGreaterThan(1);
    expect(even).toBeLessThan(CAVT.maxValue);
  });

  it('[10.41] the close column set holds rough, town, forest and city; clear, mixed and broken are open', () => {
    for (const t of ['rough', 'town', 'forest', 'city'] as const) expect(CLOSE_ACTION_TERRAIN_SET[t]).toBe('close');
    for (const t of ['clear', 'mixed', 'broken', 'polder'] as const) expect(CLOSE_ACTION_TERRAIN_SET[t]).toBe('open');
    for (const t of TERRAIN_TYPES) expect(CLOSE_ACTION_TERRAIN_SETS).toContain(CLOSE_ACTION_TERRAIN_SET[t]);
  });

  it('[8.7] the defender\'s terrain matters: the close set is never better for the attacker and somewhere worse', () => {
    let worse = false;
    for (let e = CAVT.effectiveness.min; e <= CAVT.effectiveness.max; e++)
      for (let m = CAVT.morale.min; m <= CAVT.morale.max; m++) {
        const open = closeActionValueRank(closeActionValue(e, m, 'open'));
        const close = closeActionValueRank(closeActionValue(e, m, 'close'));
        expect(close).toBeGreaterThanOrEqual(open);
        if (close > open) worse = true;
      }
    expect(worse).toBe(true);
  });

  it('[8.72] a better effectiveness or morale differential never gives a worse value for the attacker', () => {
    fc.assert(
      fc.property(effArb, moraleArb, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), setArb, (e, m, de, dm, set) => {
        const base = closeActionValueRank(closeActionValue(e, m, set));
        expect(closeActionValueRank(closeActionValue(e + de, m, set))).toBeLessThanOrEqual(base);
        expect(closeActionValueRank(closeActionValue(e, m + dm, set))).toBeLessThanOrEqual(base);
      }),
    );
  });
});

describe('Close Action Results Table 8.73 — odds [8.7 step 4]', () => {
  const label = (i: number) => {
    const c = CART.columns[i];
    return c ? `${c.odds.attacker}:${c.odds.defender}` : '?';
  };

  it('[8.73] the table in use is marked reconstructed and names its sources', () => {
    expect(CART.provenance.kind).toBe('reconstructed');
    expect(CART.provenance.source).toMatch(/RULES-INVENTORY/);
  });

  it('[8.7] odds are rounded in the defender\'s favour: 5:2 reads 2:1, 3:2 reads 1:1, 7:2 reads 3:1, 2:5 reads 1:3', () => {
    expect(label(closeActionOddsColumn(5, 2))).toBe('2:1');
    expect(label(closeActionOddsColumn(3, 2))).toBe('1:1');
    expect(label(closeActionOddsColumn(7, 2))).toBe('3:1');
    expect(label(closeActionOddsColumn(2, 5))).toBe('1:3');
    expect(label(closeActionOddsColumn(4, 4))).toBe('1:1');
    expect(label(closeActionOddsColumn(6, 12))).toBe('1:2');
    expect(label(closeActionOddsColumn(5, 11))).toBe('1:3');
  });

  it('[8.7] odds beyond the table read its end columns; a 0-strength defender (18.2, 18.6, 11.34) reads the best column', () => {
    expect(closeActionOddsColumn(1, 12)).toBe(0);
    expect(closeActionOddsColumn(30, 1)).toBe(CART.columns.length - 1);
    expect(closeActionOddsColumn(4, 0)).toBe(CART.columns.length - 1);
    expect(closeActionOddsColumn(0, 4)).toBe(0);
  });

  it('[8.7] more attacking strength or less defending strength never reads a lower odds column', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 0, max: 48 }), fc.integer({ min: 0, max: 10 }), (a, d, x) => {
        expect(closeActionOddsColumn(a + x, d)).toBeGreaterThanOrEqual(closeActionOddsColumn(a, d));
        expect(closeActionOddsColumn(a, Math.max(0, d - x))).toBeGreaterThanOrEqual(closeActionOddsColumn(a, d));
      }),
    );
  });
});

describe('Close Action Results Table 8.73 — results', () => {
  it('[8.73] every cell is a legal result code, one per die face and Close Action Value', () => {
    for (const c of CART.columns) {
      expect(c.byValue).toHaveLength(CAVT.maxValue);
      for (const row of c.byValue) {
        expect(row).toHaveLength(6);
        for (const code of row) {
          expect(code).toMatch(CLOSE_ACTION_RESULT_PATTERN);
          expect(parseCloseActionResult(code)).not.toBeNull();
        }
      }
    }
  });

  it('[14.54, 8.7] the table holds the outcomes the text names: attacker disrupted, no effect, defender disrupted', () => {
    const codes = new Set(CART.columns.flatMap((c) => c.byValue.flat()));
    expect(codes).toEqual(new Set(['AD', '-', 'DD']));
  });

  it('[8.73] the result vocabulary decodes losses and disruption for either side, and refuses junk', () => {
    expect(parseCloseActionResult('-')).toEqual({ attackerDisrupted: false, attackerLoss: 0, defenderDisrupted: false, defenderLoss: 0 });
    expect(parseCloseActionResult('A1+DD')).toEqual({ attackerDisrupted: false, attackerLoss: 1, defenderDisrupted: true, defenderLoss: 0 });
    expect(parseCloseActionResult('AD+D2')).toEqual({ attackerDisrupted: true, attackerLoss: 0, defenderDisrupted: false, defenderLoss: 2 });
    for (const bad of ['', 'X', 'DD+DD', 'A1+A2', 'D0', 'dd', 'AD+', '-+DD']) expect(parseCloseActionResult(bad), bad).toBeNull();
  });

  it('[8.71, 8.49] a defender disrupted must leave the hex and the attackers may move in', () => {
    const c = closeActionConsequences(outcome('DD'), { alreadyDisrupted: false });
    expect(c.defenderRetreats).toBe(true);
    expect(c.defenderEliminated).toBe(false);
    expect(c.attackerMayAdvance).toBe(true);
  });

  it('[32.0] a second disruption eliminates defenders who are already disrupted', () => {
    const c = closeActionConsequences(outcome('DD'), { alreadyDisrupted: true });
    expect(c.defenderEliminated).toBe(true);
    expect(c.defenderRetreats).toBe(false);
    expect(c.attackerMayAdvance).toBe(true);
  });

  it('[11.51] a disrupted defender that cannot retreat (static, dispersed non-armored artillery) is eliminated', () => {
    expect(closeActionConsequences(outcome('DD'), { alreadyDisrupted: false, cannotRetreat: true }).defenderEliminated).toBe(true);
  });

  it('[8.7] an attacker disrupted (or no effect) leaves the defender in place and nobody advances', () => {
    for (const code of ['AD', '-']) {
      const c = closeActionConsequences(outcome(code), { alreadyDisrupted: false });
      expect(c.defenderRetreats || c.defenderEliminated || c.attackerMayAdvance).toBe(false);
    }
    expect(closeActionConsequences(outcome('AD'), { alreadyDisrupted: false }).attackerDisrupted).toBe(true);
  });

  it('[8.73] an even assault (1:1, value 3) is a third attacker disrupted, a third nothing, a third defender disrupted', () => {
    const d = closeActionResultDistribution(closeActionOddsColumn(6, 6), 3);
    expect(Object.fromEntries(d.map((c) => [c.result, c.ways]))).toEqual({ AD: 2, '-': 2, DD: 2 });
    expect(d.every((c) => c.outOf === 6)).toBe(true);
  });

  it('[8.73] a distribution always adds up to the 6 faces of the die', () => {
    fc.assert(
      fc.property(oddsArb, cavArb, (o, v) => {
        expect(closeActionResultDistribution(o, v).reduce((s, c) => s + c.ways, 0)).toBe(6);
      }),
    );
  });

  it('[8.73] better odds or a lower Close Action Value is never worse for the attacker (whole distribution)', () => {
    fc.assert(
      fc.property(oddsArb, oddsArb, cavArb, cavArb, (o1, o2, v1, v2) => {
        const [loO, hiO] = o1 <= o2 ? [o1, o2] : [o2, o1];
        const [bestV, worstV] = v1 <= v2 ? [v1, v2] : [v2, v1];
        for (let s = -4; s <= 4; s++) {
          expect(waysAtLeast(hiO, worstV, s)).toBeGreaterThanOrEqual(waysAtLeast(loO, worstV, s));
          expect(waysAtLeast(loO, bestV, s)).toBeGreaterThanOrEqual(waysAtLeast(loO, worstV, s));
        }
      }),
    );
  });

  it('[8.73] a higher die never gives the attacker a worse result in the reconstruction', () => {
    for (let o = 0; o < CART.columns.length; o++)
      for (let v = 1; v <= CAVT.maxValue; v++)
        for (let die = 2; die <= 6; die++)
          expect(attackerScore(outcome(closeActionResult(o, v, die)))).toBeGreaterThanOrEqual(
            attackerScore(outcome(closeActionResult(o, v, die - 1))),
          );
  });

  it('[32.0] end to end: the Travel "kamikaze" (−3, +4) at 1:1 in the open disrupts the defender more often than not', () => {
    const v = closeActionValue(-3, 4, 'open');
    expect(v).not.toBe(ATTACKER_DISRUPTED);
    const d = closeActionResultDistribution(closeActionOddsColumn(4, 4), v as number);
    expect(d.find((c) => c.result === 'DD')?.ways ?? 0).toBeGreaterThan(3);
  });
});
