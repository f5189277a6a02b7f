// [14.12] B3236 and the routes: only a supplied Allied non-airborne unit opens them.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/rules';
import { airLandingPosition, german } from '../../support/airLandingPosition';
import { maasBank, maasBankInPlay } from '../../../src/rules/airLanding/maas';
import { HH_PLAY_AREA } from '../../../src/scenarios/hellsHighway/scenario';
import { realWorld } from '../../support/realWorld';
import { unitById, withUnit } from '../../../src/rules/state/unitBuckets';

const WORLD = realWorld();

describe('[14.12] opening both routes by taking B3236', () => {
  it('[14.12] an airborne unit in B3236 opens nothing; nor does a ground unit out of supply', () => {
    const base = airLandingPosition();
    const para = { ...unitById(base, 'us-506-2-d')!, hex: 'B3236' as const };
    const afterPara = apply(withUnit(base, para), { type: 'endPhase' }, WORLD);
    expect(afterPara.ok && afterPara.state.airLanding.routes.b3236Captured).toBe(false);
    // a ground unit out of supply: E/2/506 stands in, its airborne flag and formation cleared (no HQ, no supply)
    const ground = { ...unitById(base, 'us-506-2-e')!, hex: 'B3236' as const, airborne: false, formationId: undefined };
    const result = apply(withUnit(base, ground), { type: 'endPhase' }, WORLD);
    expect(result.ok && result.state.airLanding.routes.b3236Captured).toBe(false);
    expect(result.ok && result.events.some((e) => e.type === 'routesOpened')).toBe(false);
  });
});

describe('[14.12] opening both routes to Map B by reaching the Maas', () => {
  /** The air-landing position with a Coldstream Guards troop at `hex`, supplied through a stand-in source next to it. */
  function withGuards(hex: string, supplied: boolean) {
    const base = airLandingPosition();
    const troop = { ...german('uk-1cg-1', hex), side: 'allied' as const };
    const sources = supplied ? [{ id: 'test-source', name: 'a test source by Grave', side: 'allied' as const, hexes: ['B0825' as const], rule: '11.12', forFormations: ['GAxx'], actsAsHq: true }] : [];
    return { ...withUnit(base, troop), supply: { ...base.supply, sources: [...base.supply.sources, ...sources] } };
  }

  it('[14.12] the Maas is the all-water band through the Grave bridge hex; B0925 lies on its bank, the Waal is not part of it', () => {
    const bank = maasBank(WORLD);
    expect(bank.has('B0925')).toBe(true);
    expect(bank.has('B2815')).toBe(false);
    expect(bank.has('B3336')).toBe(false);
  });

  it('[14.12] a supplied Guards troop next to the Maas opens both routes to Map B; out of supply it does not', () => {
    const open = apply(withGuards('B0925', true), { type: 'endPhase' }, WORLD);
    if (!open.ok) throw new Error(open.message);
    expect(open.state.airLanding.routes).toEqual({ maasReached: true, b3236Captured: false });
    expect(open.events).toContainEqual(expect.objectContaining({ type: 'maasReached', hex: 'B0925', rule: '14.12' }));
    const cut = apply(withGuards('B0925', false), { type: 'endPhase' }, WORLD);
    expect(cut.ok && cut.state.airLanding.routes.maasReached).toBe(false);
    const away = apply(withGuards('B0823', true), { type: 'endPhase' }, WORLD);
    expect(away.ok && away.state.airLanding.routes.maasReached).toBe(false);
  });
});

describe('[14.12, 24.1] where a route can open at all', () => {
  it("[14.12, 24.1] Hell's Highway's play area (Map C) holds no hex by the Maas, so the check has nothing to look at; with no play area the whole bank counts", () => {
    expect(maasBankInPlay(WORLD, HH_PLAY_AREA).size).toBe(0);
    expect(maasBankInPlay(WORLD, null)).toBe(maasBank(WORLD));
    expect(maasBankInPlay(WORLD, { section: 'B', minRow: 1, maxRow: 20, rule: 'test' }).has('B0925')).toBe(true);
  });
});
