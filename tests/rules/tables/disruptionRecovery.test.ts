import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISRUPTION_OUTCOMES,
  RECONSTRUCTED_DISRUPTION_RECOVERY as DRT,
  disruptionRecovery,
  disruptionRecoveryChance,
  disruptionRecoveryModifier,
  disruptionRecoveryRolls,
  type DisruptionRecoveryContext,
} from '../../../src/rules/tables/disruptionRecovery';

const ctxArb = fc.record({ hqAid: fc.boolean(), inSupply: fc.boolean() });
const ALONE: DisruptionRecoveryContext = { hqAid: false, inSupply: false };

describe('Disruption Recovery Table 11.53 / 11.54', () => {
  it('[11.53] the table in use is marked reconstructed and names its sources', () => {
    expect(DRT.provenance.kind).toBe('reconstructed');
    expect(DRT.provenance.source).toMatch(/RULES-INVENTORY/);
  });

  it('[11.54] the reconstruction rolls one die (the text never says; see the module notes)', () => {
    expect(DRT.dice).toBe('1d6');
    expect(disruptionRecoveryRolls()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('[11.52] the only outcomes are recovered (back to the pre-disruption state) or still disrupted', () => {
    for (const r of DRT.results) expect(DISRUPTION_OUTCOMES).toContain(r);
    expect(new Set(DRT.results)).toEqual(new Set(DISRUPTION_OUTCOMES));
  });

  it('[11.54] the only adjustments are the two the text names: HQ help (18.32) and supply (13.6 note)', () => {
    expect(Object.keys(DRT.modifiers).sort()).toEqual(['hqAid', 'inSupply']);
    expect(disruptionRecoveryModifier(ALONE)).toBe(0);
    expect(disruptionRecoveryModifier({ hqAid: true, inSupply: true })).toBe(DRT.modifiers.hqAid + DRT.modifiers.inSupply);
  });

  it('[18.32] an aiding HQ raises the chance of recovery', () => {
    for (const inSupply of [false, true])
      expect(disruptionRecoveryChance({ hqAid: true, inSupply }).ways).toBeGreaterThan(disruptionRecoveryChance({ hqAid: false, inSupply }).ways);
  });

  it('[13.6] being in supply raises the chance of recovery', () => {
    for (const hqAid of [false, true])
      expect(disruptionRecoveryChance({ hqAid, inSupply: true }).ways).toBeGreaterThan(disruptionRecoveryChance({ hqAid, inSupply: false }).ways);
  });

  it('[11.53] exact chances: 2 in 6 alone, 3 in 6 with one help, 4 in 6 with both', () => {
    expect(disruptionRecoveryChance(ALONE)).toEqual({ ways: 2, outOf: 6 });
    expect(disruptionRecoveryChance({ hqAid: true, inSupply: false })).toEqual({ ways: 3, outOf: 6 });
    expect(disruptionRecoveryChance({ hqAid: false, inSupply: true })).toEqual({ ways: 3, outOf: 6 });
    expect(disruptionRecoveryChance({ hqAid: true, inSupply: true })).toEqual({ ways: 4, outOf: 6 });
  });

  it('[11.53] recovery is possible but never certain, whatever helps', () => {
    fc.assert(
      fc.property(ctxArb, (ctx) => {
        const { ways, outOf } = disruptionRecoveryChance(ctx);
        expect(ways).toBeGreaterThan(0);
        expect(ways).toBeLessThan(outOf);
      }),
    );
  });

  it('[11.53] a higher roll never turns a recovery into a failure; modified rolls off the table read its ends', () => {
    fc.assert(
      fc.property(ctxArb, fc.integer({ min: -5, max: 15 }), (ctx, roll) => {
        if (disruptionRecovery(roll, ctx) === 'recovered') expect(disruptionRecovery(roll + 1, ctx)).toBe('recovered');
      }),
    );
    expect(disruptionRecovery(-10, ALONE)).toBe(DRT.results[0]);
    expect(disruptionRecovery(40, ALONE)).toBe(DRT.results[DRT.results.length - 1]);
  });
});
