import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TerrainType } from '../../../src/rules/map/terrain';
import { TERRAIN_TYPES } from '../../../src/rules/map/terrain';
import type { Mode } from '../../../src/rules/core/unit';
import {
  MAX_EFFECTIVENESS,
  RECONSTRUCTED_DIRECT_FIRE_VALUES as DFVM,
  directFireValue,
  type DirectFireTarget,
} from '../../../src/rules/tables/directFireValues';
import {
  DICE_ROLLS,
  FIRE_RESULT_LINES,
  FIRE_TERRAIN_CATEGORY,
  RECONSTRUCTED_FIRE_RESULTS as FRT,
  fireResult,
  fireResultColumn,
  fireResultDistribution,
  fireResultLine,
  fireResultSeverity,
  resultDistribution,
  strengthLossWays,
  waysToRoll,
  waysWhere,
  type FireResultLine,
} from '../../../src/rules/tables/fireResults';
import { RECONSTRUCTED_INDIRECT_FIRE_VALUES as IFVM, indirectFireValue } from '../../../src/rules/tables/indirectFireValues';

const ROLLS_2D6 = DICE_ROLLS['2d6'];
const NON_ARMORED: DirectFireTarget = { armored: false };
const SHERMAN = { strength: 4, effectiveness: 7 };
const MAX_SEVERITY = 1 + 9;

/** Rolls (2–12) whose result on this line and Fire Value is a number of SP lost. */
function numericRolls(fv: number, line: FireResultLine): number[] {
  return ROLLS_2D6.filter((r) => typeof fireResult(fv, line, r) === 'number');
}

/** Ways out of 36 that the result is at least as severe as `severity`. */
function waysAtLeast(fv: number, line: FireResultLine, severity: number): number {
  return waysWhere('2d6', (r) => fireResult(fv, line, r), (res) => fireResultSeverity(res) >= severity);
}

/** `a` is at least as bad for the target as `b` at every severity threshold (first-order dominance). */
function dominates(a: (s: number) => number, b: (s: number) => number): boolean {
  for (let s = 1; s <= MAX_SEVERITY; s++) if (a(s) < b(s)) return false;
  return true;
}

const strengthArb = fc.integer({ min: 1, max: 24 });
const effArb = fc.integer({ min: -3, max: 10 });
const targetEffArb = fc.integer({ min: 0, max: 9 });
const lineArb = fc.constantFrom(...FIRE_RESULT_LINES);
const fvArb = fc.integer({ min: 0, max: 30 });

describe('dice helper: exact distributions', () => {
  it('[5.0] 2d6 totals 2–12 have 1,2,3,4,5,6,5,4,3,2,1 ways out of 36; 1d6 one way each', () => {
    expect(ROLLS_2D6.map((r) => waysToRoll('2d6', r))).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(DICE_ROLLS['1d6'].map((r) => waysToRoll('1d6', r))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(waysToRoll('2d6', 13)).toBe(0);
  });

  it('[5.63] a result distribution always adds up to all 36 outcomes', () => {
    fc.assert(
      fc.property(fvArb, lineArb, (fv, line) => {
        const d = fireResultDistribution(fv, line);
        expect(d.reduce((s, c) => s + c.ways, 0)).toBe(36);
        for (const c of d) expect(c.outOf).toBe(36);
      }),
    );
  });

  it('[5.63] the helper groups equal results and keeps the order they first appear', () => {
    const d = resultDistribution('1d6', (r) => (r <= 2 ? 'low' : 'high'));
    expect(d).toEqual([
      { result: 'low', ways: 2, outOf: 6 },
      { result: 'high', ways: 4, outOf: 6 },
    ]);
  });
});

describe('Direct Fire Value Matrix 5.61 — constraints from the text', () => {
  it('[5.61] the matrix in use is marked reconstructed and names its sources', () => {
    expect(DFVM.provenance.kind).toBe('reconstructed');
    expect(DFVM.provenance.source).toMatch(/RULES-INVENTORY/);
  });

  it('[5.61] 5 SP at effectiveness 3 against a non-armored target is fire value 4 (5.0 example)', () => {
    expect(directFireValue({ strength: 5, effectiveness: 3, target: NON_ARMORED })).toBe(4);
  });

  it('[5.61] a Sherman 4-7 against concentrated Tigers (effectiveness 9) is fire value 4 (32.0)', () => {
    expect(directFireValue({ ...SHERMAN, target: { armored: true, effectiveness: 9 } })).toBe(4);
  });

  it('[5.61] a Sherman 4-7 against dispersed Tigers (effectiveness 7) is fire value 5 (32.0)', () => {
    expect(directFireValue({ ...SHERMAN, target: { armored: true, effectiveness: 7 } })).toBe(5);
  });

  it('[5.61] a Sherman 4-7 against Tigers in Travel (effectiveness 6 or less) is fire value 5 (32.0, 5.29)', () => {
    for (let e = 0; e <= 6; e++) expect(directFireValue({ ...SHERMAN, target: { armored: true, effectiveness: e } }), `target ${e}`).toBe(5);
    // 5.29's −5 for pure armor in Travel puts the Tiger at 4, inside the same band
    expect(directFireValue({ ...SHERMAN, target: { armored: true, effectiveness: 9 - 5 } })).toBe(5);
  });

  it('[5.61] for the Sherman, a target effectiveness of 7 and of 6 or less give the same fire value (32.0)', () => {
    const at7 = directFireValue({ ...SHERMAN, target: { armored: true, effectiveness: 7 } });
    for (let e = 0; e <= 6; e++) expect(directFireValue({ ...SHERMAN, target: { armored: true, effectiveness: e } })).toBe(at7);
  });

  it('[5.61] a lower target effectiveness never gives a lower fire value', () => {
    fc.assert(
      fc.property(strengthArb, effArb, targetEffArb, targetEffArb, (s, e, t1, t2) => {
        const [lo, hi] = t1 <= t2 ? [t1, t2] : [t2, t1];
        const vLo = directFireValue({ strength: s, effectiveness: e, target: { armored: true, effectiveness: lo } });
        const vHi = directFireValue({ strength: s, effectiveness: e, target: { armored: true, effectiveness: hi } });
        expect(vLo).toBeGreaterThanOrEqual(vHi);
      }),
    );
  });

  it('[5.61] effectiveness 0 or below, or no strength, gives fire value 0 (no fire)', () => {
    for (const e of [0, -1, -5]) expect(directFireValue({ strength: 8, effectiveness: e, target: NON_ARMORED })).toBe(0);
    expect(directFireValue({ strength: 0, effectiveness: 9, target: NON_ARMORED })).toBe(0);
  });

  it('[10.93] an effectiveness of 9 cannot be raised: above 9 reads as 9', () => {
    for (const s of [1, 4, 8, 24])
      expect(directFireValue({ strength: s, effectiveness: 10, target: NON_ARMORED })).toBe(
        directFireValue({ strength: s, effectiveness: MAX_EFFECTIVENESS, target: NON_ARMORED }),
      );
  });

  it('[5.26] every strength up to 24 (no split fire) and every effectiveness 1–9 has a positive fire value', () => {
    for (let s = 1; s <= 24; s++)
      for (let e = 1; e <= 9; e++) expect(directFireValue({ strength: s, effectiveness: e, target: NON_ARMORED })).toBeGreaterThan(0);
  });

  it('[32.0] a 4-8 armor unit and a 6-5 infantry unit are plausible firers with positive fire values', () => {
    expect(directFireValue({ strength: 4, effectiveness: 8, target: NON_ARMORED })).toBeGreaterThan(0);
    expect(directFireValue({ strength: 6, effectiveness: 5, target: NON_ARMORED })).toBeGreaterThan(0);
  });

  it('[32.0] effectiveness 1 (a firer crushed by multi-formation penalties) barely hurts a dispersed target: ≤ 3/36 in the open, ≤ 1/36 in forest or better', () => {
    for (let s = 1; s <= 8; s++) {
      const fv = directFireValue({ strength: s, effectiveness: 1, target: NON_ARMORED });
      expect(strengthLossWays(fv, 'dispersedOther', 'dispersed'), `strength ${s}`).toBeLessThanOrEqual(3);
      for (const line of ['dispersedForestTownBroken', 'dispersedRoughCity', 'dispersedEntrenched'] as const)
        expect(strengthLossWays(fv, line, 'dispersed'), `strength ${s} ${line}`).toBeLessThanOrEqual(1);
    }
  });

  it('[10.53] entrenchment lowers the fire value for a target in any mode, armored or not, never below 0', () => {
    fc.assert(
      fc.property(strengthArb, effArb, targetEffArb, fc.boolean(), (s, e, te, armored) => {
        const target: DirectFireTarget = armored ? { armored: true, effectiveness: te } : { armored: false };
        const open = directFireValue({ strength: s, effectiveness: e, target });
        const dug = directFireValue({ strength: s, effectiveness: e, target: { ...target, entrenched: true } });
        expect(dug).toBeLessThanOrEqual(open);
        expect(dug).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('Direct Fire Value Matrix 5.61 — monotonicity', () => {
  it('[5.61] more strength or more effectiveness never lowers a fire value (any target)', () => {
    fc.assert(
      fc.property(
        strengthArb,
        fc.integer({ min: 0, max: 6 }),
        effArb,
        fc.integer({ min: 0, max: 4 }),
        targetEffArb,
        fc.boolean(),
        fc.boolean(),
        (s, ds, e, de, te, armored, entrenched) => {
          const target: DirectFireTarget = armored ? { armored: true, effectiveness: te, entrenched } : { armored: false, entrenched };
          const base = directFireValue({ strength: s, effectiveness: e, target });
          expect(directFireValue({ strength: s + ds, effectiveness: e, target })).toBeGreaterThanOrEqual(base);
          expect(directFireValue({ strength: s, effectiveness: e + de, target })).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });

  it('[5.61] an armored target is never easier to hit than a non-armored one for the same firer', () => {
    fc.assert(
      fc.property(strengthArb, effArb, targetEffArb, (s, e, te) => {
        expect(directFireValue({ strength: s, effectiveness: e, target: { armored: true, effectiveness: te } })).toBeLessThanOrEqual(
          directFireValue({ strength: s, effectiveness: e, target: NON_ARMORED }),
        );
      }),
    );
  });
});

describe('Indirect Fire Value Matrix 5.62', () => {
  const battery = { strength: 8, effectiveness: 9 };

  it('[5.62] the matrix in use is marked reconstructed and names its sources', () => {
    expect(IFVM.provenance.kind).toBe('reconstructed');
    expect(IFVM.provenance.source).toMatch(/RULES-INVENTORY/);
  });

  it('[5.62] the strongest artillery, 8-9, against an entrenched non-armored target is fire value 6 (32.0)', () => {
    expect(indirectFireValue({ ...battery, targetArmored: false, targetEntrenched: true })).toBe(6);
  });

  it('[5.62] the same 8-9 battery against a target that is not entrenched gets a higher fire value (32.0)', () => {
    expect(indirectFireValue({ ...battery, targetArmored: false, targetEntrenched: false })).toBeGreaterThan(6);
  });

  it('[24.4] the scenario 24 off-map batteries (8-8) are valid inputs with a positive fire value', () => {
    expect(indirectFireValue({ strength: 8, effectiveness: 8, targetArmored: false, targetEntrenched: false })).toBeGreaterThan(0);
  });

  it('[5.53] halving the effectiveness for double range (9 → 4) lowers the fire value', () => {
    const full = indirectFireValue({ ...battery, targetArmored: false, targetEntrenched: false });
    const halved = indirectFireValue({ strength: 8, effectiveness: Math.floor(9 / 2), targetArmored: false, targetEntrenched: false });
    expect(halved).toBeLessThan(full);
  });

  it('[5.62] effectiveness 0 or below gives fire value 0; above 9 reads as 9', () => {
    expect(indirectFireValue({ strength: 8, effectiveness: 0, targetArmored: false, targetEntrenched: false })).toBe(0);
    expect(indirectFireValue({ strength: 8, effectiveness: 11, targetArmored: false, targetEntrenched: false })).toBe(
      indirectFireValue({ ...battery, targetArmored: false, targetEntrenched: false }),
    );
  });

  it('[5.62] more strength or effectiveness never lowers a fire value; armor and entrenchment never raise it', () => {
    fc.assert(
      fc.property(strengthArb, fc.integer({ min: 0, max: 6 }), effArb, fc.integer({ min: 0, max: 4 }), fc.boolean(), fc.boolean(), (s, ds, e, de, a, en) => {
        const base = indirectFireValue({ strength: s, effectiveness: e, targetArmored: a, targetEntrenched: en });
        expect(indirectFireValue({ strength: s + ds, effectiveness: e, targetArmored: a, targetEntrenched: en })).toBeGreaterThanOrEqual(base);
        expect(indirectFireValue({ strength: s, effectiveness: e + de, targetArmored: a, targetEntrenched: en })).toBeGreaterThanOrEqual(base);
        expect(indirectFireValue({ strength: s, effectiveness: e, targetArmored: true, targetEntrenched: en })).toBeLessThanOrEqual(
          indirectFireValue({ strength: s, effectiveness: e, targetArmored: false, targetEntrenched: en }),
        );
        expect(indirectFireValue({ strength: s, effectiveness: e, targetArmored: a, targetEntrenched: true })).toBeLessThanOrEqual(
          indirectFireValue({ strength: s, effectiveness: e, targetArmored: a, targetEntrenched: false }),
        );
      }),
    );
  });
});

describe('Fire Results Table 5.63 — constraints from the text', () => {
  it('[5.63] the table in use is marked reconstructed and names its sources', () => {
    expect(FRT.provenance.kind).toBe('reconstructed');
    expect(FRT.provenance.source).toMatch(/RULES-INVENTORY/);
  });

  it('[5.3] every cell is no effect, D, or a whole number of SP lost; every column covers rolls 2–12', () => {
    for (const col of FRT.columns) {
      expect(col).toHaveLength(11);
      for (const cell of col) expect(cell === '-' || cell === 'D' || (Number.isInteger(cell) && (cell as number) >= 1)).toBe(true);
    }
  });

  it('[5.63] fire value 4 on the "dispersed, other terrain" line hits only on rolls 2–3 (5.0 example)', () => {
    expect(numericRolls(4, 'dispersedOther')).toEqual([2, 3]);
    expect(strengthLossWays(4, 'dispersedOther', 'dispersed')).toBe(3);
    for (const r of [2, 3]) expect(fireResult(4, 'dispersedOther', r)).toBe(1);
  });

  it('[5.63] fire value 6 on the top line (dispersed, entrenched) has a 3/36 chance of a step loss (32.0)', () => {
    expect(strengthLossWays(6, 'dispersedEntrenched', 'dispersed')).toBe(3);
  });

  it('[5.63] fire value 4 on the undispersed line reads the same column as fire value 5 on "dispersed, other terrain" (32.0)', () => {
    const a = fireResultColumn(4, 'undispersed');
    expect(a).not.toBeNull();
    expect(fireResultColumn(5, 'dispersedOther')).toBe(a);
  });

  it('[5.63] a concentrated target at fire value 4 has a 7/36 chance of a loss (numeric results only; it may disperse on a D) (32.0)', () => {
    expect(strengthLossWays(4, 'undispersed', 'concentrated')).toBe(7);
  });

  it('[5.63] a Travel target at fire value 5 has a 25/36 chance of a loss (every D costs a step, 5.33) (32.0)', () => {
    expect(strengthLossWays(5, 'undispersed', 'travel')).toBe(25);
  });

  it('[30.43] fire value 6 is a legal input on every line', () => {
    for (const line of FIRE_RESULT_LINES) {
      const d = fireResultDistribution(6, line);
      expect(d.reduce((s, c) => s + c.ways, 0)).toBe(36);
    }
  });

  it('[5.0] end to end: a 5-3 para company on dispersed infantry in mixed terrain kills only on 2 or 3', () => {
    const fv = directFireValue({ strength: 5, effectiveness: 3, target: NON_ARMORED });
    const line = fireResultLine({ mode: 'dispersed', terrainCategory: FIRE_TERRAIN_CATEGORY.mixed, entrenched: false, artilleryType: false });
    expect(line).toBe('dispersedOther');
    expect(numericRolls(fv, line)).toEqual([2, 3]);
  });

  it('[32.0] end to end: the 8-9 battery on dispersed entrenched infantry: fire value 6, top line, 3/36', () => {
    const fv = indirectFireValue({ strength: 8, effectiveness: 9, targetArmored: false, targetEntrenched: true });
    const line = fireResultLine({ mode: 'dispersed', terrainCategory: 'other', entrenched: true, artilleryType: false });
    expect(line).toBe('dispersedEntrenched');
    expect(strengthLossWays(fv, line, 'dispersed')).toBe(3);
    // not entrenched, dispersed: still far safer than undispersed (32.0)
    const open = indirectFireValue({ strength: 8, effectiveness: 9, targetArmored: false, targetEntrenched: false });
    expect(strengthLossWays(open, 'dispersedOther', 'dispersed')).toBeLessThan(strengthLossWays(open, 'undispersed', 'concentrated'));
  });

  it('[32.0] end to end: Sherman on Tigers — concentrated 7/36, dispersed in clear or mixed the same column, Travel 25/36', () => {
    for (const terrain of ['clear', 'mixed'] as const) {
      const cat = FIRE_TERRAIN_CATEGORY[terrain];
      const conc = fireResultLine({ mode: 'concentrated', terrainCategory: cat, entrenched: false, artilleryType: false });
      const disp = fireResultLine({ mode: 'dispersed', terrainCategory: cat, entrenched: false, artilleryType: false });
      const fvConc = directFireValue({ ...SHERMAN, target: { armored: true, effectiveness: 9 } });
      const fvDisp = directFireValue({ ...SHERMAN, target: { armored: true, effectiveness: 7 } });
      expect(fireResultColumn(fvConc, conc)).toBe(fireResultColumn(fvDisp, disp));
      expect(strengthLossWays(fvConc, conc, 'concentrated')).toBe(7);
    }
    const fvTravel = directFireValue({ ...SHERMAN, target: { armored: true, effectiveness: 4 } });
    const travelLine = fireResultLine({ mode: 'travel', terrainCategory: 'other', entrenched: false, artilleryType: false });
    expect(strengthLossWays(fvTravel, travelLine, 'travel')).toBe(25);
  });

  it('[32.0] the multi-formation note: fire values 1–2 read empty or near-empty columns on every dispersed line', () => {
    for (const fv of [1, 2])
      for (const line of FIRE_RESULT_LINES.filter((l) => l !== 'undispersed'))
        expect(strengthLossWays(fv, line, 'dispersed'), `${fv} ${line}`).toBeLessThanOrEqual(1);
  });

  it('[5.63] a fire value below a line\'s first column has no effect at all', () => {
    for (const line of FIRE_RESULT_LINES) {
      const first = FRT.lines[line][0] ?? 1;
      for (const r of ROLLS_2D6) expect(fireResult(first - 1, line, r)).toBe('-');
    }
  });
});

describe('Fire Results Table 5.63 — choosing the line [10.3, 10.53, 10.8, 10.93]', () => {
  const modes: readonly Mode[] = ['concentrated', 'travel'];

  it('[10.3, 10.53] undispersed targets read the undispersed line whatever the terrain or entrenchment', () => {
    for (const mode of modes)
      for (const terrainCategory of ['other', 'forestTownBroken', 'roughCity'] as const)
        for (const entrenched of [false, true])
          expect(fireResultLine({ mode, terrainCategory, entrenched, artilleryType: false })).toBe('undispersed');
  });

  it('[10.3] dispersed targets read the line of their terrain; entrenched ones read the top line', () => {
    const d = (terrainCategory: 'other' | 'forestTownBroken' | 'roughCity', entrenched = false) =>
      fireResultLine({ mode: 'dispersed', terrainCategory, entrenched, artilleryType: false });
    expect(d('other')).toBe('dispersedOther');
    expect(d('forestTownBroken')).toBe('dispersedForestTownBroken');
    expect(d('roughCity')).toBe('dispersedRoughCity');
    expect(d('other', true)).toBe('dispersedEntrenched');
    expect(d('roughCity', true)).toBe('dispersedEntrenched');
  });

  it('[10.8] artillery-type targets in rough or city read the forest/town/broken line, but keep an entrenchment', () => {
    expect(fireResultLine({ mode: 'dispersed', terrainCategory: 'roughCity', entrenched: false, artilleryType: true })).toBe(
      'dispersedForestTownBroken',
    );
    expect(fireResultLine({ mode: 'dispersed', terrainCategory: 'roughCity', entrenched: true, artilleryType: true })).toBe(
      'dispersedEntrenched',
    );
  });

  it('[10.93] a unit on a ferry is a concentrated target even when dispersed', () => {
    expect(fireResultLine({ mode: 'dispersed', terrainCategory: 'other', entrenched: false, artilleryType: false, onFerry: true })).toBe(
      'undispersed',
    );
  });

  it('[10.3, 10.8] rough, city, town, forest (10.3) and broken (the 10.8 line label) map to a protective line; everything else is other terrain', () => {
    const protective: TerrainType[] = ['rough', 'city', 'town', 'forest'];
    for (const t of TERRAIN_TYPES) expect(FIRE_TERRAIN_CATEGORY[t] !== 'other', t).toBe(protective.includes(t) || t === 'broken');
  });
});

describe('Fire Results Table 5.63 — monotonicity', () => {
  it('[5.63] a higher fire value never gives a weaker result distribution on the same line', () => {
    fc.assert(
      fc.property(lineArb, fvArb, fc.integer({ min: 0, max: 10 }), (line, fv, dfv) => {
        expect(dominates((s) => waysAtLeast(fv + dfv, line, s), (s) => waysAtLeast(fv, line, s))).toBe(true);
      }),
    );
  });

  it('[5.63] each column is at least as severe as the one before it, roll by roll', () => {
    FRT.columns.forEach((col, i) => {
      const prev = FRT.columns[i - 1];
      if (!prev) return;
      col.forEach((cell, r) => expect(fireResultSeverity(cell), `column ${i} roll ${r + 2}`).toBeGreaterThanOrEqual(fireResultSeverity(prev[r] ?? '-')));
    });
  });

  it('[10.3] a better-protected line never gives a worse result for the target (entrenched ≥ rough/city > forest/town/broken > other > undispersed)', () => {
    fc.assert(
      fc.property(fvArb, fc.integer({ min: 0, max: FIRE_RESULT_LINES.length - 1 }), fc.integer({ min: 0, max: FIRE_RESULT_LINES.length - 1 }), (fv, i, j) => {
        const [lo, hi] = i <= j ? [i, j] : [j, i];
        const less = FIRE_RESULT_LINES[lo] as FireResultLine;
        const more = FIRE_RESULT_LINES[hi] as FireResultLine;
        expect(dominates((s) => waysAtLeast(fv, less, s), (s) => waysAtLeast(fv, more, s))).toBe(true);
      }),
    );
  });

  it('[10.3] the protection order is strict below the top: each of undispersed, other, forest/town/broken is beaten somewhere by the next line', () => {
    const strict: [FireResultLine, FireResultLine][] = [
      ['undispersed', 'dispersedOther'],
      ['dispersedOther', 'dispersedForestTownBroken'],
      ['dispersedForestTownBroken', 'dispersedRoughCity'],
    ];
    for (const [less, more] of strict) {
      const somewhere = Array.from({ length: 25 }, (_, fv) => fv).some(
        (fv) => strengthLossWays(fv, more, 'concentrated') < strengthLossWays(fv, less, 'concentrated'),
      );
      expect(somewhere, `${more} better than ${less}`).toBe(true);
    }
  });
});
