// The flight [14.2, 14.11–14.14, 14.21, 14.22, 23.4, 25.24] on the real map: routes, the traced
// paths, the flak counted and the total flight conditions.
import { describe, expect, it } from 'vitest';
import { allowedRoutes, areAdjacent, directionTo, flightPath, formatHexId, planFlight, southernRouteShift, type FlightPlan, type GameState } from '../../../src/rules';
import { airLandingPosition, FLAK_ID } from '../../support/airLandingPosition';
import { unitById, withUnit } from '../../../src/rules/state/unitBuckets';

const ids = (path: ReturnType<typeof flightPath>) => path.map((h) => formatHexId(h));
const plan = (state: GameState, hex: string, route: 'north' | 'south', o = {}) => planFlight(state, hex as `B${string}`, route, o) as FlightPlan;

describe('the flight path [14.21]', () => {
  it('[14.21] the northern route is a straight line from the west edge of Map B to the drop hex', () => {
    const path = ids(flightPath('north', 'B2049'));
    expect(path[0]).toBe('B2001');
    expect(path.at(-1)).toBe('B2049');
    expect(path).toHaveLength(49);
  });

  it('[14.21] the southern route zig-zags north hex by hex from the south edge of Map D', () => {
    const path = flightPath('south', 'C1010');
    expect(formatHexId(path[0]!)).toBe('D0110');
    expect(formatHexId(path.at(-1)!)).toBe('C1010');
    for (let i = 1; i < path.length; i++) expect(areAdjacent(path[i - 1]!, path[i]!)).toBe(true);
    // one hex right, one hex left: the steps alternate north-east and north-west
    const steps = path.slice(1).map((h, i) => directionTo(path[i]!, h));
    steps.forEach((d, i) => {
      expect(['NE', 'NW']).toContain(d);
      if (i > 0) expect(d).not.toBe(steps[i - 1]);
    });
  });

  it('[14.21] a drop east of the southern maps flies to Schaijk (B0116), along the B01xx row, then north', () => {
    const path = ids(flightPath('south', 'B2049'));
    expect(path).toContain('B0116');
    expect(path).toContain('B0149');
    expect(path.at(-1)).toBe('B2049');
    const p = flightPath('south', 'B2049');
    for (let i = 1; i < p.length; i++) expect(areAdjacent(p[i - 1]!, p[i]!)).toBe(true);
  });
});

describe('routes [14.11, 14.12, 14.62]', () => {
  it('[14.11] on 17 September Maps A, B and D fly the northern route, Map C the southern', () => {
    const state = airLandingPosition();
    expect(allowedRoutes(state, 'B2049')).toEqual(['north']);
    expect(allowedRoutes(state, 'A2030')).toEqual(['north']);
    expect(allowedRoutes(state, 'D3010')).toEqual(['north']);
    expect(allowedRoutes(state, 'C1010')).toEqual(['south']);
  });

  it('[14.12] later days: the Maas reached opens both routes to Map B only; B3236 captured opens them everywhere', () => {
    const day2 = airLandingPosition({ startTurn: 8 });
    expect(allowedRoutes(day2, 'B2049')).toEqual(['north']);
    const maas = { ...day2, airLanding: { ...day2.airLanding, routes: { maasReached: true, b3236Captured: false } } };
    expect(allowedRoutes(maas, 'B2049')).toEqual(['north', 'south']);
    expect(allowedRoutes(maas, 'C1010')).toEqual(['south']);
    const captured = { ...day2, airLanding: { ...day2.airLanding, routes: { maasReached: true, b3236Captured: true } } };
    expect(allowedRoutes(captured, 'C1010')).toEqual(['north', 'south']);
    // [14.11] not on the first day, whatever happened
    const first = airLandingPosition();
    expect(allowedRoutes({ ...first, airLanding: { ...first.airLanding, routes: { maasReached: true, b3236Captured: true } } }, 'C1010')).toEqual(['south']);
  });
});

describe('flight conditions [14.2, 14.22, 23.4, 25.24]', () => {
  it('[14.2] weather + flak on or next to the path: the flak platoon beside row B20 counts one', () => {
    const p = plan(airLandingPosition(), 'B2049', 'north');
    expect(p.flak.map((u) => u.id)).toEqual([FLAK_ID]);
    expect(p.total).toBe(1);
    expect(p.modifiers.map((m) => m.rule)).toEqual(['14.2', '14.2']);
  });

  it('[14.22] flak that is depleted, disrupted or in travel mode does not count', () => {
    const state = airLandingPosition();
    const flak = unitById(state, FLAK_ID)!;
    for (const changed of [{ ...flak, mode: 'travel' as const }, { ...flak, status: { ...flak.status, disrupted: true } }, { ...flak, status: { ...flak.status, depleted: true } }]) {
      expect(plan(withUnit(state, changed), 'B2049', 'north').flak).toEqual([]);
    }
  });

  it('[25.24] the scenarios ignore flak', () => {
    const state = airLandingPosition({ airLanding: { flakIgnored: true } });
    expect(plan(state, 'B2049', 'north').total).toBe(0);
  });

  it('[14.2] night adds 5; [23.4] an independent drop adds 6; [15.34] an intercepted landing reads weather 11', () => {
    const night = airLandingPosition({ startTurn: 6 }); // 2201 on 17 Sept
    expect(plan(night, 'B2049', 'north').total).toBe(1 + 5);
    expect(plan(airLandingPosition(), 'B2049', 'north', { independent: true }).total).toBe(1 + 6);
    expect(plan(airLandingPosition(), 'B2049', 'north', { intercepted: true }).total).toBe(11 + 1);
  });

  it('[14.1] nothing flies into a zone whose weather is P, nor on a northern route that is P', () => {
    const state = airLandingPosition({ weather: { north: 'P', south: 0 } });
    expect(planFlight(state, 'B2049', 'north')).toMatchObject({ noFlight: true, rule: '14.1' });
    expect(planFlight(state, 'C1010', 'south')).not.toHaveProperty('noFlight');
  });

  it('[14.13] southern route: south 4+ better improves one step, 4+ worse worsens one, P against a north of 3 or less worsens two', () => {
    expect(southernRouteShift(6, 2)).toBe(-1);
    expect(southernRouteShift(3, 9)).toBe(1);
    expect(southernRouteShift(3, 'P')).toBe(2);
    expect(southernRouteShift(4, 'P')).toBe(0);
    expect(southernRouteShift(5, 3)).toBe(0);
    const state = airLandingPosition({ weather: { north: 3, south: 'P' }, startTurn: 8 });
    const open = { ...state, airLanding: { ...state.airLanding, routes: { maasReached: true, b3236Captured: false } } };
    expect(plan(open, 'B2049', 'south').shift).toBe(2);
    expect(plan(open, 'B2049', 'north').shift).toBe(0);
  });
});
