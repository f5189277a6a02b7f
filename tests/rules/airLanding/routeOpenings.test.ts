// [14.12] B3236 and the routes: only a supplied Allied non-airborne unit opens them.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/rules';
import { airLandingPosition } from '../../support/airLandingPosition';
import { realWorld } from '../../support/realWorld';

const WORLD = realWorld();

describe('[14.12] opening both routes by taking B3236', () => {
  it('[14.12] an airborne unit in B3236 opens nothing; nor does a ground unit out of supply', () => {
    const base = airLandingPosition();
    const para = { ...base.units['us-506-2-d']!, hex: 'B3236' as const };
    const afterPara = apply({ ...base, units: { ...base.units, [para.id]: para } }, { type: 'endPhase' }, WORLD);
    expect(afterPara.ok && afterPara.state.airLanding.routes.b3236Captured).toBe(false);
    // a ground unit out of supply: E/2/506 stands in, its airborne flag and formation cleared (no HQ, no supply)
    const ground = { ...base.units['us-506-2-e']!, hex: 'B3236' as const, airborne: false, formationId: undefined };
    const result = apply({ ...base, units: { ...base.units, [ground.id]: ground } }, { type: 'endPhase' }, WORLD);
    expect(result.ok && result.state.airLanding.routes.b3236Captured).toBe(false);
    expect(result.ok && result.events.some((e) => e.type === 'routesOpened')).toBe(false);
  });
});
