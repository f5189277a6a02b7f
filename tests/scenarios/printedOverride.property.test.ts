import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HELLS_HIGHWAY_OOB } from '../../src/scenarios/hellsHighway/oob';
import { applyPrintedValues, PRINTED_VALUES_FORMAT } from '../../src/scenarios/oob/printedOverride';
import { validateOrderOfBattle } from '../../src/scenarios/oob/schema';
import { toUnit } from '../../src/scenarios/oob/toUnits';

const oob = HELLS_HIGHWAY_OOB;
const ids = oob.counters.filter((c) => c.type !== 'bridgeEngineer').map((c) => c.id);
const frontOf = (id: string) => {
  const c = oob.counters.find((c) => c.id === id)!;
  return c.modes.includes('concentrated') ? 'concentrated' : 'dispersed';
};

describe('[3.5a, 3.5b] printed values in range always apply; out of range never do', () => {
  it('any strength 1–30 and front-face effectiveness 1–9 on any counter applies and converts to a Unit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 9 }), (id, strength, eff) => {
        const front = frontOf(id);
        const file = { format: PRINTED_VALUES_FORMAT, version: 1, source: 'property', counters: { [id]: { strength, effectiveness: { [front]: eff } } } };
        const r = applyPrintedValues(oob, file);
        if (!r.ok) throw new Error(r.error);
        expect(validateOrderOfBattle(r.oob).ok).toBe(true);
        const u = toUnit(r.oob.counters.find((c) => c.id === id)!, { hex: null });
        expect(u.strength).toBe(strength);
        expect(u.effectiveness[front]).toBe(eff);
      }),
      { numRuns: 150 },
    );
  });

  it('effectiveness outside 1–9 or strength below 1 is always refused, data unchanged', () => {
    const before = JSON.stringify(oob);
    fc.assert(
      fc.property(
        fc.constantFrom(...ids),
        fc.oneof(fc.integer({ min: -5, max: 0 }).map((s) => ({ strength: s })), fc.oneof(fc.integer({ min: 10, max: 99 }), fc.integer({ min: -9, max: 0 })).map((e) => ({ effectiveness: { concentrated: e } }))),
        (id, bad) => {
          const r = applyPrintedValues(oob, { format: PRINTED_VALUES_FORMAT, version: 1, source: 'property', counters: { [id]: bad } });
          expect(r.ok).toBe(false);
          expect(r.oob).toBe(oob);
        },
      ),
      { numRuns: 150 },
    );
    expect(JSON.stringify(oob)).toBe(before);
  });
});
