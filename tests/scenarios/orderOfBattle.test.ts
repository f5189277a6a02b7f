import { describe, expect, it } from 'vitest';
import { HELLS_HIGHWAY_OOB } from '../../src/scenarios/hellsHighway/oob';
import { validateOrderOfBattle } from '../../src/scenarios/oob/schema';
import { toUnit, toUnits } from '../../src/scenarios/oob/toUnits';
import { applyPrintedValues, PRINTED_VALUES_FORMAT } from '../../src/scenarios/oob/printedOverride';
import type { CounterSpec, OrderOfBattle } from '../../src/scenarios/oob/types';
import { currentEffectiveness, currentMorale } from '../../src/rules';

const oob = HELLS_HIGHWAY_OOB;
const bySub = (sub: string) => oob.counters.filter((c) => c.subordination === sub);
const values = (c: CounterSpec) => `${c.strength}-${c.type === 'hq' ? `(${c.effectiveness.concentrated})` : (c.effectiveness.concentrated ?? c.effectiveness.dispersed)}`;
const clone = (): OrderOfBattle => structuredClone(oob);

function expectRefused(data: OrderOfBattle, message: RegExp) {
  const r = validateOrderOfBattle(data);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error).toMatch(message);
}

describe('order-of-battle schema over shipped data', () => {
  it('accepts the Hell\'s Highway order of battle', () => {
    const r = validateOrderOfBattle(oob);
    if (!r.ok) throw new Error(r.error);
    expect(r.ok).toBe(true);
  });

  it('is plain JSON: a JSON round trip validates to the same data', () => {
    const r = validateOrderOfBattle(JSON.parse(JSON.stringify(oob)));
    expect(r.ok && r.oob).toEqual(oob);
  });

  it('every counter carries a provenance with a source', () => {
    for (const c of oob.counters) {
      expect(['printed', 'rules-glimpse', 'reconstructed']).toContain(c.provenance.kind);
      expect(c.provenance.source.length).toBeGreaterThan(10);
    }
  });

  it('[13.1] artillery, AT and flak counters have only dispersed and travel modes', () => {
    const guns = oob.counters.filter((c) => ['artillery', 'antitank', 'flak'].includes(c.type));
    expect(guns.length).toBeGreaterThan(0);
    for (const c of guns) expect([...c.modes].sort()).toEqual(['dispersed', 'travel']);
  });

  it('[13.2, 3.41e] HQs have concentrated and travel only, with parenthesised effectiveness', () => {
    for (const c of oob.counters.filter((c) => c.type === 'hq')) {
      expect([...c.modes].sort()).toEqual(['concentrated', 'travel']);
      expect(c.parenthesized).toBe(true);
    }
  });

  it('[13.3] infantry and HW have D and C, plus T exactly when a "t" is printed', () => {
    for (const c of oob.counters.filter((c) => c.type === 'infantry' || c.type === 'heavyWeapons')) {
      expect(c.modes).toContain('concentrated');
      expect(c.modes).toContain('dispersed');
      expect(c.modes.includes('travel')).toBe(c.travelPrinted);
    }
  });
});

describe('[24.2, 24.3] every unit the scenario names exists', () => {
  const named = [
    '1/501', '2/501', '3/501', '2/506', '3/506', '1/327', '2/327', '3/327', '327/101xx', '1CG/5',
    '5CG/32', '1WG/32', '3IG/32', '2107P/107', '2107/107', '280/107', '1053/85xx', '85xx', '1054/85xx',
    'II/9', '1036/59xx', '17/7',
  ];
  it.each(named)('has counters subordinated to %s', (sub) => {
    expect(bySub(sub).length).toBeGreaterThan(0);
  });

  const hqs = ['501/101', '506/101', '327/101', '32/GA', '107x', '85xx', 'KGH', '1036/59', '17/7', '7xx'];
  it.each(hqs)('has the HQ counter %s', (name) => {
    expect(oob.counters.filter((c) => c.type === 'hq' && c.name === name)).toHaveLength(1);
  });

  it('formations resolve: every formation with an HQ points to that HQ counter', () => {
    const ids = new Set(oob.counters.map((c) => c.id));
    for (const f of oob.formations) if (f.hqCounterId) expect(ids.has(f.hqCounterId)).toBe(true);
  });
});

describe('[24.2, 24.3, RULES-INVENTORY §4.8] glimpsed values match the rules text', () => {
  it('2/506 has three 6-3 companies (one at start, two arriving) and one 6-6', () => {
    const v = bySub('2/506').map(values).sort();
    expect(v).toEqual(['6-3', '6-3', '6-3', '6-6']);
  });

  it('ICG/5 4-7 ×4 arrives twice: eight 4-7 Sherman counters', () => {
    const v = bySub('1CG/5');
    expect(v).toHaveLength(8);
    for (const c of v) {
      expect(values(c)).toBe('4-7');
      expect(c.type).toBe('armor');
      expect(c.nationality).toBe('UK');
    }
  });

  it('327/101xx 4-6 ×2', () => {
    expect(bySub('327/101xx').map(values)).toEqual(['4-6', '4-6']);
  });

  it('85xx 7-9, 5-4, 5-8 and 3-9 plus the 85xx HQ', () => {
    const v = bySub('85xx').filter((c) => c.type !== 'hq').map(values).sort();
    expect(v).toEqual(['3-9', '5-4', '5-8', '7-9'].sort());
  });

  it('glimpsed counters are marked rules-glimpse', () => {
    for (const c of [...bySub('2/506'), ...bySub('1CG/5'), ...bySub('327/101xx'), ...bySub('85xx').filter((c) => c.type !== 'hq'), ...bySub('3IG/32').filter((c) => c.type === 'infantry')]) {
      expect(c.provenance.kind, c.id).toBe('rules-glimpse');
    }
  });

  it('[33.0] Panthers are effectiveness 8, assault guns and Jagdpanzer IV 7', () => {
    for (const c of bySub('2107P/107').filter((c) => c.type === 'armor')) expect(c.effectiveness.concentrated).toBe(8);
    for (const c of bySub('280/107')) expect(c.effectiveness.concentrated).toBe(7);
  });

  it('[19.8] leaders are attached to HQ counters of the scenario', () => {
    const hqs = new Map(oob.counters.filter((c) => c.type === 'hq').map((c) => [c.id, c.name]));
    expect(oob.leaders.map((l) => hqs.get(l.hqCounterId)).sort()).toEqual(['107x', '7xx']);
  });
});

describe('[3.31–3.5] conversion to engine units', () => {
  it('every counter converts to a valid engine Unit on its front face', () => {
    const units = toUnits(oob.counters, { 'us-506-2-d': { hex: 'C4319' } });
    expect(units).toHaveLength(oob.counters.length);
    for (const [i, u] of units.entries()) {
      const spec = oob.counters[i]!;
      expect(u.id).toBe(spec.id);
      expect(u.strength).toBe(spec.strength);
      expect(u.printedStrength).toBe(spec.strength);
      expect(u.modes).toContain(u.mode);
      expect(currentMorale(u)).toBe(spec.morale);
      expect(currentEffectiveness(u)).toBeGreaterThanOrEqual(1);
      expect(u.effectivenessParenthesized ?? false).toBe(spec.type === 'hq');
      expect(u.airborne ?? false).toBe(spec.airborne);
      expect(u.status.disrupted).toBe(false);
    }
    expect(units.find((u) => u.id === 'us-506-2-d')?.hex).toBe('C4319');
  });

  it('places a counter in a hex with a chosen mode and refuses a mode it does not have [13.1]', () => {
    const art = oob.counters.find((c) => c.id === 'de-85-7-9')!;
    expect(toUnit(art, { hex: 'C3403', mode: 'travel', stackIndex: 2 })).toMatchObject({ hex: 'C3403', mode: 'travel', stackIndex: 2 });
    expect(toUnit(art, { hex: 'C3403' }).mode).toBe('dispersed');
    expect(() => toUnit(art, { hex: 'C3403', mode: 'concentrated' })).toThrow(/cannot start in concentrated/);
  });

  it('converted units do not share arrays or records with the specs', () => {
    const spec = oob.counters[0]!;
    const u = toUnit(spec, { hex: null });
    u.modes.push('travel');
    u.effectiveness.concentrated = 1;
    expect(spec.effectiveness.concentrated).not.toBe(1);
  });
});

describe('the schema refuses broken data with a message', () => {
  it('duplicate id', () => {
    const d = clone();
    d.counters.push({ ...d.counters[0]! });
    expectRefused(d, /duplicate id "us-501-1-a"/);
  });

  it('dangling subordination', () => {
    const d = clone();
    d.counters[0]!.formationId = '9/501';
    expectRefused(d, /subordination "1\/501" points to formation "9\/501", which does not exist/);
  });

  it('dangling parent formation and HQ reference', () => {
    const d = clone();
    d.formations[1]!.parentId = 'nowhere';
    d.formations[1]!.hqCounterId = 'no-hq';
    expectRefused(d, /parent "nowhere" does not exist/);
    expectRefused(d, /HQ counter "no-hq" does not exist/);
  });

  it('[3.41e] HQ without parentheses', () => {
    const d = clone();
    d.counters.find((c) => c.id === 'us-501-hq')!.parenthesized = false;
    expectRefused(d, /us-501-hq.*must be parenthesised \[3\.41e\]/);
  });

  it('[13.1] artillery with a concentrated face', () => {
    const d = clone();
    const art = d.counters.find((c) => c.id === 'de-85-5-8')!;
    art.modes = ['concentrated', 'dispersed', 'travel'];
    art.effectiveness.concentrated = 8;
    expectRefused(d, /de-85-5-8.*not allowed.*\[13\.1\]/);
  });

  it('[13.2] HQ with a dispersed face', () => {
    const d = clone();
    d.counters.find((c) => c.id === 'de-107-hq')!.modes = ['concentrated', 'dispersed', 'travel'];
    expectRefused(d, /de-107-hq.*\[13\.2\]/);
  });

  it('[13.3] infantry with travel but no "t" printed', () => {
    const d = clone();
    d.counters.find((c) => c.id === 'de-1053-1')!.modes.push('travel');
    expectRefused(d, /de-1053-1.*no "t" is printed/);
  });

  it('[3.5b] effectiveness 10', () => {
    const d = clone();
    d.counters[0]!.effectiveness.concentrated = 10;
    expectRefused(d, /effectiveness must be 1–9/);
  });

  it('[3.5a] strength 0', () => {
    const d = clone();
    d.counters[0]!.strength = 0;
    expectRefused(d, /strength must be at least 1 SP/);
  });

  it('[3.41c] bridge engineer without a B/T letter', () => {
    const d = clone();
    const c = d.counters.find((c) => c.id === 'us-501-1-a')!;
    c.type = 'bridgeEngineer';
    c.effectiveness = {};
    expectRefused(d, /bridge engineer prints B or T/);
  });

  it('[19.8] leader on a non-HQ counter', () => {
    const d = clone();
    d.leaders[0]!.hqCounterId = 'us-501-1-a';
    expectRefused(d, /ldr-erdmann: us-501-1-a is not an HQ/);
  });
});

describe('[ARCHITECTURE §6] printed-values override', () => {
  const file = {
    format: PRINTED_VALUES_FORMAT,
    version: 1,
    source: 'test sheet',
    counters: { 'de-85-hq': { strength: 3, effectiveness: { concentrated: 2 }, morale: 2 } },
  };

  it('applies a valid file and marks the counter printed', () => {
    const r = applyPrintedValues(oob, file);
    if (!r.ok) throw new Error(r.error);
    expect(r.changed).toEqual(['de-85-hq']);
    const c = r.oob.counters.find((c) => c.id === 'de-85-hq')!;
    expect(c).toMatchObject({ strength: 3, effectiveness: { concentrated: 2 }, morale: 2, provenance: { kind: 'printed' } });
    expect(oob.counters.find((c) => c.id === 'de-85-hq')!.strength).toBe(2);
    expect(validateOrderOfBattle(r.oob).ok).toBe(true);
  });

  it('accepts the file as a JSON string', () => {
    expect(applyPrintedValues(oob, JSON.stringify(file)).ok).toBe(true);
  });

  const before = JSON.stringify(oob);
  it.each([
    ['not JSON', '{oops', /not valid JSON/],
    ['wrong format tag', { ...file, format: 'other' }, /format/],
    ['effectiveness 10', { ...file, counters: { 'de-85-hq': { effectiveness: { concentrated: 10 } } } }, /effectiveness must be 1–9/],
    ['unknown counter id', { ...file, counters: { 'no-such': { strength: 3 } } }, /unknown counter id\(s\) no-such/],
    ['unknown field', { ...file, counters: { 'de-85-hq': { colour: 'grey' } } }, /colour|unrecognized/i],
    ['result breaks 13.1', { ...file, counters: { 'de-85-7-9': { modes: ['concentrated', 'travel'] } } }, /not a valid order of battle[\s\S]*\[13\.1\]/],
  ])('refuses a bad file (%s) and leaves the data unchanged', (_name, bad, message) => {
    const r = applyPrintedValues(oob, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(message);
      expect(r.oob).toBe(oob);
    }
    expect(JSON.stringify(oob)).toBe(before);
  });
});
