// A drop end to end [14.2, 14.5, 14.51, 14.53, 14.56, 14.61–14.64, 14.71, 14.72, 14.8, 15.34, 23.2]
// on the real map, with Hell's Highway's real 101st counters lifted from England.
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyAll,
  hexIndex,
  neighbors,
  formatHexId,
  landingGround,
  legalCommands,
  parseHexId,
  scriptedDice,
  stepHex,
  unitsInHex,
  validate,
  whyCannotMove,
  type Command,
  type GameState,
} from '../../../src/rules';
import { terrainOf } from '../../../src/rules/world/mapGrid';
import { airLandingEventText } from '../../../src/rules/airLanding/events';
import { airLandingPosition, german, SERIALS } from '../../support/airLandingPosition';
import { realWorld } from '../../support/realWorld';
import { unitById, withUnit, withUnits } from '../../../src/rules/state/unitBuckets';

const WORLD = realWorld();
const DROP: Command = { type: 'dropSerial', serialId: '1', hex: 'B2049', route: 'north' };

function run(state: GameState, command: Command, dice: number[]) {
  const result = apply(state, command, WORLD, { dice: scriptedDice(dice) });
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('a drop end to end [14.2]', () => {
  it('[14.2, 14.5] serial 1 (2/506) flies the northern route past the flak, rolls 7 on conditions 1: on target in B2049', () => {
    const state = airLandingPosition({ airLanding: { serials: SERIALS, liftPerDay: { 17: 2 } } });
    const { state: after, events } = run(state, DROP, [3, 4]);
    const flown = events.find((e) => e.type === 'serialFlown');
    expect(flown).toMatchObject({ serialId: '1', conditions: 1, flakIds: ['de-2107-4'], result: '?' });
    expect(flown?.type === 'serialFlown' && flown.explanation.tables[0]).toEqual({ table: '14.92', row: '7', column: '0–2', cell: '?' });
    // [14.92] the log quotes the "?" letter, as the screen does, so it does not read as a question mark
    if (flown?.type === 'serialFlown') expect(airLandingEventText.serialFlown(flown)).toMatch(/: result "\?", on target \[14\.2, 14\.92\]$/);
    expect(unitsInHex(after, 'B2049').map((u) => u.id)).toEqual(SERIALS[0]!.unitIds);
    expect(after.airLanding.serials['1']!.unitIds).toEqual([]);
    expect(after.airLanding.lift.left).toBe(1);
    expect(unitById(after, 'us-506-2-d')!.landedTurn).toBe(1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'serialLanded', serialId: '1', hex: 'B2049', scatter: null }));
  });

  it('[14.8] units land concentrated unless the player chooses dispersed; never in travel', () => {
    const state = airLandingPosition();
    const { state: after } = run(state, { ...DROP, modes: { 'us-506-2-e': 'dispersed' } }, [3, 4]);
    expect(unitById(after, 'us-506-2-d')!.mode).toBe('concentrated');
    expect(unitById(after, 'us-506-2-e')!.mode).toBe('dispersed');
    expect(validate(state, { ...DROP, modes: { 'us-506-2-d': 'travel' } }, WORLD)).toMatchObject({ ok: false, code: 'WRONG_MODE', rule: '14.8' });
    // the 57 mm antitank battery has no concentrated face: dispersed only
    const q = { type: 'dropSerial', serialId: '4', hex: 'C1010', route: 'south' } as const;
    expect(validate(state, { ...q, modes: { 'us-327-at-1': 'concentrated' } }, WORLD)).toMatchObject({ ok: false, code: 'WRONG_MODE', rule: '14.8' });
  });

  it('[14.51] a unit may not move in the Game-Turn it lands', () => {
    const { state } = run(airLandingPosition(), DROP, [3, 4]);
    expect(whyCannotMove(state, unitById(state, 'us-506-2-d')!)).toMatchObject({ rule: '14.51' });
  });

  it('[14.92] an S2 scatters two hexes in the direction of the die (2 = east): B2051', () => {
    const { state, events } = run(airLandingPosition(), DROP, [1, 1, 2]);
    expect(events.find((e) => e.type === 'serialFlown')).toMatchObject({ result: 'S2' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'serialLanded', hex: 'B2051', scatter: { hexes: 2, direction: 'E' } }));
    expect(unitsInHex(state, 'B2051')).toHaveLength(4);
  });

  it('[14.64] scattered into a town the serial is disrupted (B2048 → one hex west is the town B2047)', () => {
    const state = airLandingPosition();
    const { state: after } = run(state, { ...DROP, hex: 'B2048' }, [1, 2, 5]);
    expect(unitsInHex(after, 'B2047').every((u) => u.status.disrupted)).toBe(true);
  });

  it('[14.2c, 14.64] a scatter off the map stops in the last open hex of its way; landing in all water drowns', () => {
    // find an open hex of Map B whose eastern neighbour is all water, and one on the west edge
    const wet = Object.entries(WORLD.map.terrain).find(([id, t]) => t === 'allWater' && id.startsWith('B'))![0];
    const west = neighbors(parseHexId(wet)!).map((h) => formatHexId(h)!).find((id) => id.startsWith('B') && landingGround(WORLD, id) === 'open' && formatHexId(stepHex(parseHexId(id)!, 'E')) === wet);
    expect(west).toBeDefined();
    const state = airLandingPosition({ pathfinders: [{ formationId: '506/101', hex: west! }] });
    const { state: after, events } = run(state, { ...DROP, hex: west! }, [1, 2, 2]); // S1, east
    expect(events.filter((e) => e.type === 'eliminated' && e.rule === '14.2')).toHaveLength(4);
    expect(SERIALS[0]!.unitIds.every((id) => unitById(after, id)!.eliminated && unitById(after, id)!.hex === null)).toBe(true);

    const edge = airLandingPosition({ pathfinders: [{ formationId: '506/101', hex: 'B2002' }] });
    if (landingGround(WORLD, 'B2002') === 'open') {
      const off = run(edge, { ...DROP, hex: 'B2002' }, [1, 1, 5]); // S2 west: off the map after one hex
      const landed = off.events.find((e) => e.type === 'serialLanded');
      expect(landed?.type === 'serialLanded' && ['B2001', 'B2002']).toContain(landed?.type === 'serialLanded' && landed.hex);
    }
  });

  it('[14.14] an A worsened by two destroys the serial on 2–6; on 7–12 it only turns back', () => {
    // southern route to Map B with the south P and the north 3: +2 [14.13]; at night (+5) with the flak moved beside the B01xx row
    const base = airLandingPosition({ startTurn: 16, weather: { north: 3, south: 'P' } }); // 2201 on 18 Sept
    const flak = { ...unitById(base, 'de-2107-4')!, hex: 'B0230' as const };
    const state = { ...withUnit(base, flak), airLanding: { ...base.airLanding, routes: { maasReached: true, b3236Captured: false } } };
    const lost = run(state, { ...DROP, route: 'south' }, [1, 1, 1, 2]); // conditions 3 + 1 + 5 = 9, roll 2: A, +2; then 3
    expect(lost.events.find((e) => e.type === 'serialFlown')).toMatchObject({ conditions: 9, result: 'A' });
    expect(lost.events.filter((e) => e.type === 'eliminated' && e.rule === '14.14')).toHaveLength(4);
    expect(lost.state.airLanding.serials['1']!.unitIds).toEqual([]);
    const back = run(state, { ...DROP, route: 'south' }, [1, 1, 6, 6]);
    expect(back.events.some((e) => e.type === 'serialAborted')).toBe(true);
    expect(back.state.airLanding.serials['1']!.unitIds).toHaveLength(4);
    // [14.14] an L worsened by two is only an A: no destruction roll
    const lesser = { ...state, unitBuckets: base.unitBuckets, unitBucketOf: base.unitBucketOf };
    const turned = run(lesser, { ...DROP, route: 'south' }, [1, 1]);
    expect(turned.events.some((e) => e.type === 'serialAborted')).toBe(true);
  });
});

describe('refusals [14.3, 14.61, 14.64, 14.71, 14.72]', () => {
  it('[14.64] an illegal target hex is refused with its case: town, river, all water', () => {
    const state = airLandingPosition({ pathfinders: [{ formationId: '506/101', hex: 'B2048' }] });
    expect(validate(state, { ...DROP, hex: 'B2047' }, WORLD)).toMatchObject({ ok: false, code: 'PROHIBITED_TERRAIN', rule: '14.64' });
  });

  it('[14.3] a drop hex more than 3 hexes from the regiment\'s pathfinder is refused', () => {
    expect(validate(airLandingPosition(), { ...DROP, hex: 'B2030' }, WORLD)).toMatchObject({ ok: false, code: 'OUTSIDE_DROP_ZONE', rule: '14.3' });
  });

  it('[14.61] no Lift Points left: refused', () => {
    const state = airLandingPosition({ airLanding: { serials: SERIALS, liftPerDay: { 17: 1 } } });
    const { state: after } = run(state, DROP, [3, 4]);
    expect(validate(after, { ...DROP, serialId: '2' }, WORLD)).toMatchObject({ ok: false, code: 'NO_LIFT_POINTS', rule: '14.61' });
  });

  it('[14.71] a second drop of the same serial is refused; a partial lift leaves the rest for another Lift Point', () => {
    const { state } = run(airLandingPosition(), DROP, [3, 4]);
    expect(validate(state, DROP, WORLD)).toMatchObject({ ok: false, code: 'ALREADY_DROPPED', rule: '14.71' });
    const partial = run(airLandingPosition({ airLanding: { serials: SERIALS, liftPerDay: { 17: 3 } } }), { ...DROP, unitIds: ['us-506-2-d'] }, [3, 4]);
    expect(partial.state.airLanding.serials['1']!.unitIds).toHaveLength(3);
    expect(partial.state.airLanding.lift.left).toBe(2);
    expect(validate(partial.state, DROP, WORLD)).toEqual({ ok: true });
  });

  it('[14.72] regrouping may not make a serial over 24 strength points, nor fewer serials', () => {
    const state = airLandingPosition();
    expect(validate(state, { type: 'regroupSerial', unitId: 'us-506-2-d', toSerial: '2' }, WORLD)).toMatchObject({ ok: false, code: 'SERIAL_TOO_BIG', rule: '14.72' });
    expect(validate(state, { type: 'regroupSerial', unitId: 'us-506-hq', toSerial: '3' }, WORLD)).toMatchObject({ ok: false, rule: '14.72' });
    const split = apply(state, { type: 'regroupSerial', unitId: 'us-506-2-d', toSerial: '3' }, WORLD);
    expect(split.ok && split.state.airLanding.serials['3']!.unitIds).toEqual(['us-506-hq', 'us-506-2-d']);
    expect(validate(state, { type: 'regroupSerial', unitId: 'us-506-hq', toSerial: '2' }, WORLD)).toMatchObject({ ok: false, code: 'NOT_A_CHOICE', rule: '14.72' });
  });

  it('[14.63] drops only in the Allied Conditional Movement Phases', () => {
    expect(validate(airLandingPosition({ startPhase: 14 }), DROP, WORLD)).toMatchObject({ ok: false });
    expect(validate(airLandingPosition({ startPhase: 7 }), DROP, WORLD)).toMatchObject({ ok: false });
  });

  it('[14.11] a drop on Map C on 17 September must fly the southern route', () => {
    const q = { type: 'dropSerial', serialId: '4', hex: 'C1010', route: 'north' } as const;
    expect(validate(airLandingPosition(), q, WORLD)).toMatchObject({ ok: false, code: 'WRONG_ROUTE', rule: '14.11' });
  });
});

describe('landing on others [14.5, 14.51, 14.53, 14.56]', () => {
  it('[14.53] a second serial in the same hex in the same turn: all disrupted', () => {
    const one = run(airLandingPosition(), DROP, [3, 4]).state;
    const two = run(one, { ...DROP, serialId: '3' }, [3, 4]).state;
    expect(unitsInHex(two, 'B2049').every((u) => u.status.disrupted)).toBe(true);
  });

  it('[14.4, 14.5, 14.51] 28 SP (a display serial may exceed 24) landing in a clear hex: exactly one unit (the fewest) must move to a neighbouring hex', () => {
    const state = airLandingPosition();
    const { state: landed } = run(state, { type: 'dropSerial', serialId: '4', hex: 'C1010', route: 'south' }, [3, 4]);
    expect(landed.pending).toMatchObject({ kind: 'landingOverstack', side: 'allied', landing: { hex: 'C1010', minimum: 1 } });
    const to = landed.pending!.choices![0]!;
    expect(validate(landed, { type: 'cureLandingOverstack', unitIds: ['us-327-1-a', 'us-327-1-b'], to }, WORLD)).toMatchObject({ ok: false, rule: '14.5' });
    expect(validate(landed, { type: 'cureLandingOverstack', unitIds: ['us-327-at-1'], to }, WORLD)).toEqual({ ok: true });
    const cured = run(landed, { type: 'cureLandingOverstack', unitIds: ['us-327-1-a'], to }, []);
    expect(cured.state.pending).toBeNull();
    expect(unitsInHex(cured.state, to).map((u) => u.id)).toEqual(['us-327-1-a']);
    expect(unitsInHex(cured.state, 'C1010')).toHaveLength(4);
    expect(legalCommands(landed, WORLD).every((c) => c.type === 'cureLandingOverstack')).toBe(true);
  });

  it('[14.5, 14.55, 9.33] with no empty or friendly hex around, the overstacked serial is disrupted where it landed', () => {
    const base = airLandingPosition();
    const ids = ['de-2107-1', 'de-2107-2', 'de-2107-3', 'de-1053-1', 'de-1053-2', 'de-1053-3'];
    const ring = neighbors(parseHexId('C1010')!).map((h) => formatHexId(h)!);
    expect(ring).toHaveLength(6);
    const germans = ids.map((id, i) => german(id, ring[i]!, { status: { disrupted: true, depleted: false, fired: false, mpSpent: 0, modeChanged: false } }));
    const state = withUnits(base, germans);
    // disrupted Germans may not fire [14.58]: the landing goes straight on to the cure, and there is no room
    const { state: after, events } = run(state, { type: 'dropSerial', serialId: '4', hex: 'C1010', route: 'south' }, [3, 4]);
    expect(after.pending).toBeNull();
    expect(events).toContainEqual(expect.objectContaining({ type: 'overstacked', hex: 'C1010' }));
    expect(unitsInHex(after, 'C1010').every((u) => u.status.disrupted)).toBe(true);
  });

  it('[14.56] a serial scattered onto Germans in a town is lost', () => {
    const base = airLandingPosition({ pathfinders: [{ formationId: '506/101', hex: 'B2048' }] });
    const g = german('de-2107-1', 'B2047');
    const state = withUnit(base, g);
    const { state: after, events } = run(state, { ...DROP, hex: 'B2048' }, [1, 2, 5]); // S1 west into the town
    expect(events.filter((e) => e.type === 'eliminated' && e.rule === '14.56')).toHaveLength(4);
    expect(unitsInHex(after, 'B2047').map((u) => u.id)).toEqual(['de-2107-1']);
  });

  it('[14.56] on open ground held by Germans the serial must close-assault at once: Germans out, or the serial is eliminated', () => {
    const g = german('de-2107-1', 'B2050');
    expect(terrainOf(WORLD.grid, hexIndex(parseHexId('B2050')!))).not.toBe('town');
    for (let die = 1; die <= 6; die++) {
      const base = airLandingPosition();
      const state = withUnit(base, g);
      const landed = run(state, DROP, [1, 2, 2]); // S1 east onto the Germans
      // [14.5] the Germans in the hex may fire first; here they hold fire
      expect(landed.state.pending).toMatchObject({ kind: 'landingFire', side: 'german' });
      const { state: after, events } = run(landed.state, { type: 'passLandingFire' }, [die, 1, 1, 1, 1]);
      const ca = events.find((e) => e.type === 'closeActionResolved');
      expect(ca).toBeDefined();
      const germansLeft = unitsInHex(after, 'B2050').some((u) => u.side === 'german');
      const alliesLeft = unitsInHex(after, 'B2050').some((u) => u.side === 'allied');
      expect(germansLeft && alliesLeft).toBe(false);
      expect(germansLeft || alliesLeft).toBe(true);
    }
  });
});

describe('[14.57] an overstacked landing on Germans', () => {
  it('[14.57] the 28-SP glider serial scattered onto a German unit assaults at 2 less effectiveness', () => {
    expect(landingGround(WORLD, 'C1011')).toBe('open');
    const base = airLandingPosition();
    const g = german('de-2107-1', 'C1011');
    const state = withUnit(base, g);
    const landed = run(state, { type: 'dropSerial', serialId: '4', hex: 'C1010', route: 'south' }, [1, 2, 2]); // S1 east
    expect(landed.state.pending?.kind).toBe('landingFire');
    const { events } = run(landed.state, { type: 'passLandingFire' }, [1, 1, 1, 1, 1, 1]);
    const ca = events.find((e) => e.type === 'closeActionResolved');
    expect(ca?.type === 'closeActionResolved' && ca.explanation.modifiers.find((m) => m.rule === '14.57')).toMatchObject({ value: -2, applies: 'attacker effectiveness' });
  });
});

describe('gliders [23.2, 3.41g]', () => {
  const glider = (options: Record<string, boolean>) => airLandingPosition({ options, pathfinders: [{ formationId: '327/101', hex: 'C1027' }] });
  const Q = { type: 'dropSerial', serialId: '4', hex: 'C1027', route: 'south' } as const;

  it('[23.2] with the glider rule a glider serial is designated to clear hexes only', () => {
    expect(validate(glider({ gliderDrops: true }), { ...Q, hex: 'C1028' }, WORLD)).toMatchObject({ ok: false, code: 'PROHIBITED_TERRAIN', rule: '23.2' });
    expect(validate(glider({}), { ...Q, hex: 'C1028' }, WORLD)).toEqual({ ok: true });
  });

  it('[23.2, 3.41g] scattered off clear ground, every glider unit (the antitank battery too) is disrupted and loses a strength point', () => {
    const { state, events } = run(glider({ gliderDrops: true }), Q, [1, 2, 2]); // S1 east into the mixed hex C1028
    expect(events.filter((e) => e.type === 'strengthLost' && e.rule === '23.2')).toHaveLength(5);
    expect(unitById(state, 'us-327-at-1')!.strength).toBe(3);
    expect(unitsInHex(state, 'C1028').every((u) => u.status.disrupted)).toBe(true);
  });
});

describe('German CAP over a landing [15.34]', () => {
  const withAir = () => airLandingPosition({ startTurn: 8, air: { allotments: { 18: { allied: 0, german: 2 } } } }); // 0601 on 18 Sept

  it('[15.34] the German player is asked when the landing is announced; 2–9 intercepts: the serial flies in weather 11', () => {
    const state = withAir();
    const asked = run(state, DROP, []);
    expect(asked.state.pending).toMatchObject({ kind: 'germanCap', side: 'german', rule: '15.34' });
    expect(asked.state.airLanding.serials['1']!.unitIds).toHaveLength(4);
    const { state: after, events } = run(asked.state, { type: 'answerLandingCap', fly: true }, [2, 3, 6, 6]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'germanCap', outcome: 'intercepted' }));
    expect(events.find((e) => e.type === 'serialFlown')).toMatchObject({ conditions: 11 + 1 });
    expect(after.airLanding.cap).toMatchObject({ intercepted: true, covered: 1 });
    // one declaration per announcement: the next serial this phase is not asked again, and is covered
    const next = run(after, { ...DROP, serialId: '3', hex: 'B2148' }, [6, 6]);
    expect(next.state.pending).toBeNull();
    expect(next.events.find((e) => e.type === 'serialFlown')).toMatchObject({ conditions: 12 });
  });

  it('[15.34] 11–12: the patrol is destroyed and German air is gone; no CAP: the landing goes ahead as normal', () => {
    const asked = run(withAir(), DROP, []).state;
    const lost = run(asked, { type: 'answerLandingCap', fly: true }, [6, 6, 3, 4]);
    expect(lost.state.air.germanAirDestroyed).toBe(true);
    expect(lost.events.find((e) => e.type === 'serialFlown')).toMatchObject({ conditions: 1 });
    const declined = run(asked, { type: 'answerLandingCap', fly: false }, [3, 4]);
    expect(declined.events.find((e) => e.type === 'serialFlown')).toMatchObject({ conditions: 1 });
  });
});

describe('[14.63] drops interleaved with moves', () => {
  it('[14.62, 14.63] a drop, then other lifts in any order, all in one Conditional Movement Phase', () => {
    const state = airLandingPosition();
    const result = applyAll(state, [{ type: 'dropSerial', serialId: '4', hex: 'C1010', route: 'south' }], WORLD);
    expect(result.state.pending?.kind).toBe('landingOverstack');
    const all = applyAll(state, [{ ...DROP, serialId: '2' }, DROP], WORLD);
    expect(all.state.airLanding.serials['1']!.unitIds).toEqual([]);
    expect(all.state.airLanding.serials['2']!.unitIds).toEqual([]);
    expect(all.state.phase).toBe(13);
  });
});

