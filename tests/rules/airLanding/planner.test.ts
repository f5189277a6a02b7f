// The drop planner [14.2, 14.13, 14.14, 14.92]: exact chances before the lift flies.
import { describe, expect, it } from 'vitest';
import { dropOutlook, LANDING_WAYS } from '../../../src/rules';
import { airLandingPosition } from '../../support/airLandingPosition';
import { realWorld } from '../../support/realWorld';
import { unitById, withUnit } from '../../../src/rules/state/unitBuckets';

const WORLD = realWorld();

describe('drop planner [14.2, 14.92]', () => {
  it('[14.2, 14.92] serial 1 to B2049: path, the flak counted, conditions 1, and chances that add up', () => {
    const outlook = dropOutlook(airLandingPosition(), WORLD, { serialId: '1', hex: 'B2049', route: 'north' });
    expect(outlook.refusal).toBeNull();
    expect(outlook.path).toHaveLength(49);
    expect(outlook.flak.map((f) => f.name)).toEqual(['4/2107/107']);
    expect(outlook.conditions).toBe(1);
    const odds = outlook.odds!;
    const total = Object.values(odds.results).reduce((a, b) => a + b, 0);
    expect(total).toBe(LANDING_WAYS);
    const landed = odds.landings.reduce((a, l) => a + l.ways, 0);
    expect(landed + odds.aborted + odds.destroyed).toBeCloseTo(LANDING_WAYS, 6);
    // column 0–2: "?" on 5–12 = 30 of 36 rolls
    expect(odds.results['?'] / LANDING_WAYS).toBeCloseTo(30 / 36, 10);
    expect(odds.landings[0]).toMatchObject({ hex: 'B2049', ground: 'open' });
    // every S1 and S2 hex of the six directions is listed
    expect(odds.landings.length).toBe(1 + 6 + 6);
  });

  it('[14.14] with the destruction case possible the planner gives its chance', () => {
    const base = airLandingPosition({ startTurn: 16, weather: { north: 3, south: 'P' } });
    const flak = { ...unitById(base, 'de-2107-4')!, hex: 'B0230' as const };
    const state = { ...withUnit(base, flak), airLanding: { ...base.airLanding, routes: { maasReached: true, b3236Captured: false } } };
    const outlook = dropOutlook(state, WORLD, { serialId: '1', hex: 'B2049', route: 'south' });
    expect(outlook.shift).toBe(2);
    // roll 2 on column 9–11 reads A (1 in 36); worsened twice it dies on 2–6 (15 in 36)
    expect(outlook.odds!.destroyed / LANDING_WAYS).toBeCloseTo((1 / 36) * (15 / 36), 12);
  });

  it('a refused lift says why, with its case', () => {
    const outlook = dropOutlook(airLandingPosition(), WORLD, { serialId: '1', hex: 'B2030', route: 'north' });
    expect(outlook.refusal).toMatchObject({ rule: '14.3' });
    expect(outlook.odds).toBeNull();
  });
});
