// Zones of control [7.0–7.62, 10.71]: which hexes a unit controls, and what leaving them costs.
import { describe, expect, it } from 'vitest';
import { noZocReason, turnInfo, zocOfUnit, zocSourcesAt, type GameEvent, type Unit } from '../../../src/rules';
import { HELLS_HIGHWAY_COUNTERS } from '../../../src/scenarios/hellsHighway/oob';
import { toUnit } from '../../../src/scenarios/oob/toUnits';
import { game, unit } from '../../support/builders';
import { realWorld } from '../../support/realWorld';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { german, idx, move, nb, ok, spent, status } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

function zoneIds(world: Parameters<typeof zocOfUnit>[0], u: Unit): number[] {
  const s = game({ units: [u] });
  return [...zocOfUnit(world, s, unitById(s, u.id)!)].sort((a, b) => a - b);
}

const sorted = (ids: string[]) => ids.map(idx).sort((a, b) => a - b);

describe('extent of a zone of control [7.0, 7.41–7.43, 10.71]', () => {
  it('[7.0] a unit controls the six hexes around it, and only those', () => {
    expect(zoneIds(CLEAR_WORLD, german({ id: 'de', hex: 'C2813' }))).toEqual(sorted(nb('C2813')));
  });

  it('[7.0] a printed range of 2 or more extends the zone to two hexes (18 hexes)', () => {
    const gun = german({ id: 'gun', type: 'antitank', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 6 }, range: 3, hex: 'C2813' });
    const zone = zoneIds(CLEAR_WORLD, gun);
    expect(zone).toHaveLength(18);
    expect(zone).toContain(idx('C2815'));
    expect(zone).not.toContain(idx('C2816'));
    expect(zone).not.toContain(idx('C2813'));
  });

  it('[7.41] no zone of control into a hex the unit cannot observe: the second ring behind a forest', () => {
    const world = testWorld({ terrain: { C2814: 'forest' } });
    const gun = german({ id: 'gun', type: 'antitank', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 6 }, range: 2, hex: 'C2813' });
    const zone = zoneIds(world, gun);
    expect(zone).not.toContain(idx('C2815')); // straight behind the forest
    expect(zone).not.toContain(idx('C2814')); // the forest itself [10.71]
    expect(zone).toContain(idx('C2811')); // the open side still reaches two hexes
  });

  it('[7.41, 6.64] in weather P at night a unit sees one hex, so a range-2 zone shrinks to the six neighbours', () => {
    const gun = german({ id: 'gun', type: 'antitank', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 6 }, range: 2, hex: 'C2813' });
    const zoneIn = (weather: 'P' | number, turn: number) => {
      const s = game({ units: [gun], turn, weather: { north: 0, south: weather } });
      return [...zocOfUnit(CLEAR_WORLD, s, unitById(s, 'gun')!)].sort((a, b) => a - b);
    };
    const NIGHT = 6; // 2201 on 17 Sept
    expect(zoneIn(0, NIGHT)).toHaveLength(18); // [6.5] two hexes at night in fair weather
    expect(zoneIn('P', NIGHT)).toEqual(sorted(nb('C2813')));
    expect(zoneIn('P', 1)).toHaveLength(18); // by day the halved range still covers two hexes
  });

  it('[7.42] a zone of control never crosses a dike hexside', () => {
    const world = testWorld({ hexsides: { 'C2813|C2814': ['dike'] } });
    const gun = german({ id: 'gun', type: 'antitank', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 6 }, range: 2, hex: 'C2813' });
    const zone = zoneIds(world, gun);
    expect(zone).not.toContain(idx('C2814'));
    expect(zone).not.toContain(idx('C2815'));
    expect(zone).toContain(idx('C2812'));
  });

  it('[7.43] a zone of control crosses streams, canals and rivers', () => {
    const world = testWorld({ hexsides: { 'C2813|C2814': ['canal'], 'C2813|C2812': ['stream'], 'C2813|C2913': ['river'] } });
    const zone = zoneIds(world, german({ id: 'de', hex: 'C2813' }));
    expect(zone).toEqual(sorted(nb('C2813')));
  });

  it('[10.71] no zone of control into forest or city, but out of them it reaches', () => {
    const world = testWorld({ terrain: { C2814: 'forest', C2812: 'city', C2913: 'forest' } });
    const zone = zoneIds(world, german({ id: 'de', hex: 'C2813' }));
    expect(zone).toEqual(sorted(['C2714', 'C2713', 'C2914']));
    // a unit standing in the forest controls the clear hexes around it
    const fromForest = zoneIds(world, german({ id: 'de', hex: 'C2913' }));
    expect(fromForest).toEqual(sorted(['C2914', 'C2813', 'C2912', 'C3012', 'C3013']));
    expect(fromForest).not.toContain(idx('C2812')); // the city next door
  });
});

describe('who has a zone of control [7.61, 7.62]', () => {
  it('[7.61] a unit with no printed effectiveness (a bridge engineer) has no zone', () => {
    const engineer = unit({ id: 'eng', type: 'bridgeEngineer', effectiveness: {}, hex: 'C2813' });
    expect(noZocReason(engineer)).toMatchObject({ rule: '7.61' });
    expect(zoneIds(CLEAR_WORLD, engineer)).toEqual([]);
    expect(noZocReason(unit({ id: 'zero', effectiveness: { concentrated: 0 }, hex: 'C2813' }))).toMatchObject({ rule: '7.61' });
  });

  it('[7.62] disrupted, depleted and travelling units have no zone', () => {
    expect(noZocReason(unit({ id: 'a', status: status({ disrupted: true }) }))).toMatchObject({ rule: '7.62', reason: 'disrupted' });
    expect(noZocReason(unit({ id: 'b', status: status({ depleted: true }) }))).toMatchObject({ rule: '7.62', reason: 'depleted' });
    const truck = unit({ id: 'c', mode: 'travel', effectiveness: { concentrated: 6, dispersed: 3, travel: 1 }, hex: 'C2813' });
    expect(noZocReason(truck)).toMatchObject({ rule: '7.62' });
    expect(zoneIds(CLEAR_WORLD, truck)).toEqual([]);
  });

  it('[7.62, 5.29] a shipped Sherman troop in Travel (no printed Travel value) keeps its zone on the real map', () => {
    const spec = HELLS_HIGHWAY_COUNTERS.find((c) => c.id === 'uk-1cg-1')!;
    const tank = toUnit(spec, { hex: 'C3430' });
    expect(tank.type).toBe('armor');
    expect(tank.effectiveness.travel).toBeUndefined();
    const world = realWorld();
    const inTravel = { ...tank, mode: 'travel' as const };
    expect(noZocReason(inTravel)).toBeNull();
    const zoneOf = (u: Unit) => {
      const s = game({ units: [u] });
      return [...zocOfUnit(world, s, unitById(s, u.id)!)].sort((a, b) => a - b);
    };
    expect(zoneOf(inTravel).length).toBeGreaterThan(0);
    expect(zoneOf(inTravel)).toEqual(zoneOf(tank));
    // a lorried rifle company of the same scenario in Travel has none
    const rifles = toUnit(HELLS_HIGHWAY_COUNTERS.find((c) => c.id === 'uk-5cg-1')!, { hex: 'C3430', mode: 'travel' });
    expect(noZocReason(rifles)).toMatchObject({ rule: '7.62' });
  });

  it('[7.62] pure armor keeps its zone in Travel', () => {
    const tank = german({ id: 'tank', mode: 'travel', effectiveness: { concentrated: 7, dispersed: 5, travel: 4 }, hex: 'C2813' });
    expect(noZocReason(tank)).toBeNull();
    expect(zoneIds(CLEAR_WORLD, tank)).toEqual(sorted(nb('C2813')));
  });
});

describe('cost of leaving a zone of control [7.11, 7.12, 7.5]', () => {
  function leave(mover: Unit, extra: Unit[] = []): { cost: number; rules: string[]; events: GameEvent[] } {
    let s = game({ phase: 4, units: [mover, german({ id: 'de', hex: 'C2811' }), ...extra] });
    s = ok(s, move([mover.id], 'C2813'), CLEAR_WORLD).state;
    const { state, events } = ok(s, { type: 'passOpportunity' }, CLEAR_WORLD);
    const moved = events.find((e) => e.type === 'unitsMoved');
    const rules = moved && moved.type === 'unitsMoved' ? moved.payments[0]!.parts.map((p) => p.rule) : [];
    return { cost: spent(state, mover.id), rules, events };
  }

  it('[7.11] a non-armored unit pays 2 extra MP to leave an enemy zone of control', () => {
    expect(leave(unit({ id: 'us', hex: 'C2812' }))).toMatchObject({ cost: 3, rules: ['10.1', '7.11'] });
  });

  it('[7.12] an armored unit pays 1 extra MP to leave an enemy zone of control', () => {
    const tank = unit({ id: 'us', type: 'armor', hex: 'C2812', effectiveness: { concentrated: 7, dispersed: 5 } });
    expect(leave(tank)).toMatchObject({ cost: 1.5, rules: ['10.1', '7.12'] });
  });

  it('[7.5] friendly units in the hex do not cancel the enemy zone', () => {
    const mover = unit({ id: 'us', hex: 'C2812', stackIndex: 0 });
    const friend = unit({ id: 'friend', hex: 'C2812', stackIndex: 1 });
    expect(leave(mover, [friend]).cost).toBe(3);
  });

  it('[7.0] the second ring of a range-2 zone also costs to leave', () => {
    const gun = german({ id: 'gun', type: 'antitank', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 6 }, range: 2, hex: 'C2810' });
    let s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2812' }), gun] });
    expect(zocSourcesAt(CLEAR_WORLD, s, 'german', idx('C2812'))).toEqual(['gun']);
    s = ok(s, move(['us'], 'C2813'), CLEAR_WORLD).state;
    s = ok(s, { type: 'passOpportunity' }, CLEAR_WORLD).state;
    expect(spent(s, 'us')).toBe(3);
  });

  it('[7.12] entering an enemy zone of control costs nothing extra', () => {
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2813' }), german({ id: 'de', hex: 'C2811' })] });
    const { state } = ok(s, move(['us'], 'C2812'), CLEAR_WORLD);
    expect(spent(state, 'us')).toBe(1);
    expect(state.pending).toBeNull();
  });

  it('[7.0] a friendly zone of control costs nothing to leave', () => {
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2812' }), unit({ id: 'us2', hex: 'C2811' })] });
    const { state } = ok(s, move(['us'], 'C2813'), CLEAR_WORLD);
    expect(spent(state, 'us')).toBe(1);
    expect(state.pending).toBeNull();
  });
});

describe('zones kept per frozen unit (zoneOfControl.ts) [7.0, 7.41]', () => {
  const world = realWorld();
  const spec = HELLS_HIGHWAY_COUNTERS.find((c) => c.id === 'uk-1cg-1')!;
  const tank = toUnit(spec, { hex: 'C3430' });
  const deepFreeze = <T>(o: T): T => {
    if (o && typeof o === 'object' && !Object.isFrozen(o)) {
      Object.freeze(o);
      for (const v of Object.values(o)) deepFreeze(v);
    }
    return o;
  };
  const fresh = (turn: number) => {
    const s = game({ turn, units: [tank] });
    return [...zocOfUnit(world, s, unitById(s, tank.id)!)];
  };
  const kept = (turn: number) => {
    const s = deepFreeze(game({ turn, units: [tank] }));
    return zocOfUnit(world, s, unitById(s, tank.id)!);
  };

  it('[7.41] a frozen unit keeps its zone while the turn holds, and it is worked out again for a night turn', () => {
    const frozen = deepFreeze(game({ turn: 1, units: [tank] }));
    const unitObj = unitById(frozen, tank.id)!;
    const first = zocOfUnit(world, frozen, unitObj);
    expect(zocOfUnit(world, frozen, unitObj)).toBe(first);
    expect([...first]).toEqual(fresh(1));
    let nightTurn = 1;
    while (!turnInfo(nightTurn).isNight) nightTurn++;
    const night = { ...frozen, turn: nightTurn };
    expect([...zocOfUnit(world, night, unitObj)]).toEqual(fresh(nightTurn));
    expect(kept(nightTurn)).toEqual(fresh(nightTurn));
  });
});
