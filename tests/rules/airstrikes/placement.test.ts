// Placing airstrikes: allotments and segments [15.0, 15.12, 15.17], limits [15.11, 15.13], targets
// [6.4, 15.14, 15.18], CAP [15.31] and range [15.33], and the screen query airstrikeTargets.
import { describe, expect, it } from 'vitest';
import { airstrikeTargets, createGame, strikesLeft, type GameState } from '../../../src/rules';
import { unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { airGame, around, deUnit, hq, ok, refused, strike, usUnit } from './support';

const TARGET = 'C3010';

describe('allotments and segments [15.0, 15.12, 15.17]', () => {
  it('[15.0] the Allied player spends his allotment in his Command Phase, one strike per attack by day', () => {
    const s = airGame({ allied: 2, units: [deUnit('de', TARGET)] });
    const first = ok(s, strike(TARGET));
    expect(first.events).toContainEqual({ type: 'airstrikePlaced', side: 'allied', hex: TARGET, targetId: 'de', targetName: 'de', strikes: 1, rule: '15.15' });
    expect(first.state.air.strikes).toEqual([{ side: 'allied', hex: TARGET, targetId: 'de', strikes: 1, turn: 1 }]);
    const second = ok(first.state, strike(TARGET));
    expect(strikesLeft(second.state, 'allied')).toBe(0);
    expect(refused(second.state, strike(TARGET))).toMatchObject({ code: 'NO_AIRSTRIKES', rule: '15.12' });
  });

  it('[15.0] with no allotment for the day (the default) nothing flies', () => {
    const s = createGame({ scenarioId: 't', seed: 's', startTurn: 1, startPhase: 1, lastTurn: 10, units: [deUnit('de', TARGET)] });
    expect(s.air.allotments).toEqual({});
    expect(refused(s, strike(TARGET))).toMatchObject({ code: 'NO_AIRSTRIKES', rule: '15.12' });
    const given = createGame({ scenarioId: 't', seed: 's', startTurn: 1, startPhase: 1, lastTurn: 10, units: [deUnit('de', TARGET)], air: { allotments: { '17': { allied: 1, german: 0 } } } });
    expect(strikesLeft(given, 'allied')).toBe(1);
  });

  it('[15.12, 14.1] AM strikes left unused are not carried into the PM segment, which starts afresh', () => {
    // GT 10 is the 1001 turn of 18 Sept (AM), GT 11 the 1201 turn (PM).
    const am = airGame({ turn: 10, allied: 2, units: [deUnit('de', TARGET)] });
    const after = ok(am, strike(TARGET)).state;
    expect(strikesLeft(after, 'allied')).toBe(1);
    const pm: GameState = { ...structuredClone(after), turn: 11, air: { ...structuredClone(after.air), strikes: [] } };
    expect(strikesLeft(pm, 'allied')).toBe(2);
    // The AM allotment is good for every AM turn until spent [15.0].
    const laterAm: GameState = { ...structuredClone(after), turn: 9 };
    expect(strikesLeft({ ...laterAm, turn: 10 }, 'allied')).toBe(1);
  });

  it('[15.17] the Germans have no airstrikes before Game-Turn 7', () => {
    const s = airGame({ phase: 8, turn: 6, german: 2, units: [usUnit('us', TARGET)] });
    expect(refused(s, strike(TARGET))).toMatchObject({ code: 'NO_AIRSTRIKES', rule: '15.17' });
    const gt7 = airGame({ phase: 8, turn: 7, german: 2, weather: { north: 0, south: 0 }, units: [usUnit('us', TARGET)] });
    expect(ok(gt7, strike(TARGET)).state.air.strikes).toHaveLength(1);
  });

  it('[15.0] German PM strikes only on a day the morning roll allowed them; AM strikes always', () => {
    const am = airGame({ phase: 8, turn: 10, german: 1, units: [usUnit('us', TARGET)] });
    expect(ok(am, strike(TARGET)).state.air.spent.german).toBe(1);
    const pm = airGame({ phase: 8, turn: 11, german: 1, units: [usUnit('us', TARGET)] });
    expect(refused(pm, strike(TARGET))).toMatchObject({ code: 'NO_AIRSTRIKES', rule: '15.0' });
    pm.germanPmAirstrikesToday = false;
    expect(refused(pm, strike(TARGET))).toMatchObject({ rule: '15.0' });
    pm.germanPmAirstrikesToday = true;
    expect(ok(pm, strike(TARGET)).state.air.strikes).toHaveLength(1);
  });

  it('[15.15] airstrikes are placed only in the owner\'s Command Phase', () => {
    const s = airGame({ phase: 4, allied: 2, units: [deUnit('de', TARGET)] });
    expect(refused(s, strike(TARGET))).toMatchObject({ code: 'WRONG_PHASE' });
    const german = airGame({ phase: 8, turn: 10, german: 2, units: [deUnit('de', TARGET), usUnit('us', 'C3020')] });
    // In the German Command Phase the strikes are German: own units are no target.
    expect(refused(german, strike(TARGET))).toMatchObject({ code: 'NOT_A_TARGET', rule: '15.14' });
  });
});

describe('limits [15.11, 15.13]', () => {
  it('[15.11] at most three attacks on one hex in a turn', () => {
    let s = airGame({ allied: 5, units: [deUnit('de', TARGET), deUnit('de2', 'C3012')] });
    for (let i = 0; i < 3; i++) s = ok(s, strike(TARGET)).state;
    expect(refused(s, strike(TARGET))).toMatchObject({ code: 'AIRSTRIKE_LIMIT', rule: '15.11' });
    expect(ok(s, strike('C3012')).state.air.strikes).toHaveLength(4);
  });

  it('[15.13] at night two airstrikes make one attack; an odd one left over cannot attack', () => {
    // GT 7 = 0201 on 18 Sept, a night turn.
    const s = airGame({ turn: 7, allied: 3, units: [deUnit('de', TARGET)] });
    const { state, events } = ok(s, strike(TARGET));
    expect(events[0]).toMatchObject({ type: 'airstrikePlaced', strikes: 2, rule: '15.13' });
    expect(strikesLeft(state, 'allied')).toBe(1);
    expect(refused(state, strike(TARGET))).toMatchObject({ code: 'NO_AIRSTRIKES', rule: '15.13' });
  });

  it('[15.13, 6.65] in weather P in the target\'s zone two strikes make one attack; at night in P, three', () => {
    const p = airGame({ allied: 6, weather: { north: 0, south: 'P' }, units: [deUnit('de', TARGET), deUnit('north', 'B1010')] });
    expect(airstrikeTargets(p, CLEAR_WORLD, 'allied', TARGET).perAttack).toEqual({ strikes: 2, night: false, noFlight: true });
    expect(airstrikeTargets(p, CLEAR_WORLD, 'allied', 'B1010').perAttack.strikes).toBe(1);
    const both = airGame({ turn: 6, allied: 6, weather: { north: 0, south: 'P' }, units: [deUnit('de', TARGET)] });
    const { state } = ok(both, strike(TARGET));
    expect(state.air.strikes[0]!.strikes).toBe(3);
    expect(strikesLeft(state, 'allied')).toBe(3);
  });

  it('[15.13, 15.11] a two-strike group counts as one attack toward the three per hex', () => {
    let s = airGame({ turn: 7, allied: 8, units: [deUnit('de', TARGET)] });
    for (let i = 0; i < 3; i++) s = ok(s, strike(TARGET)).state;
    expect(s.air.spent.allied).toBe(6);
    expect(refused(s, strike(TARGET))).toMatchObject({ code: 'AIRSTRIKE_LIMIT', rule: '15.11' });
  });
});

describe('targets [6.4, 15.14, 15.18]', () => {
  const forest = testWorld({ terrain: { [TARGET]: 'forest' } });
  const city = testWorld({ terrain: { [TARGET]: 'city' } });

  it('[6.4] a dispersed unit in forest or city is safe unless a unit of the striking side is next to it', () => {
    const s = airGame({ allied: 2, units: [deUnit('de', TARGET, { mode: 'dispersed' }), usUnit('us', 'C3020')] });
    expect(refused(s, strike(TARGET), forest)).toMatchObject({ code: 'NOT_A_TARGET', rule: '6.4' });
    expect(refused(s, strike(TARGET), city)).toMatchObject({ rule: '6.4' });
    expect(ok(s, strike(TARGET), CLEAR_WORLD).state.air.strikes).toHaveLength(1);
    const near = airGame({ allied: 2, units: [deUnit('de', TARGET, { mode: 'dispersed' }), usUnit('us', around(TARGET)[0]!)] });
    expect(ok(near, strike(TARGET), forest).state.air.strikes).toHaveLength(1);
    const concentrated = airGame({ allied: 2, units: [deUnit('de', TARGET)] });
    expect(ok(concentrated, strike(TARGET), forest).state.air.strikes).toHaveLength(1);
  });

  it('[6.4] a leader alone in a hex cannot be struck; on a stack he is passed over', () => {
    const leader = deUnit('ldr', TARGET, { type: 'leader', strength: 0, printedStrength: 0 });
    const alone = airGame({ allied: 2, units: [leader] });
    expect(refused(alone, strike(TARGET))).toMatchObject({ code: 'NOT_A_TARGET', rule: '6.4' });
    const stacked = airGame({ allied: 2, units: [leader, deUnit('a', TARGET, { stackIndex: 1 }), deUnit('b', TARGET, { stackIndex: 2 })] });
    const view = airstrikeTargets(stacked, CLEAR_WORLD, 'allied', TARGET);
    expect(view.targets.map((t) => t.unitId)).toEqual(['a', 'b']);
    expect(refused(stacked, strike(TARGET, 'ldr'))).toMatchObject({ code: 'NOT_A_TARGET', rule: '15.18' });
  });

  it('[15.18] only the top two units of a stack may be named as the target', () => {
    const s = airGame({
      allied: 2,
      units: [deUnit('a', TARGET), deUnit('b', TARGET, { stackIndex: 1 }), deUnit('c', TARGET, { stackIndex: 2 })],
    });
    expect(refused(s, strike(TARGET, 'c'))).toMatchObject({ code: 'NOT_A_TARGET', rule: '15.18' });
    expect(ok(s, strike(TARGET, 'b')).state.air.strikes[0]!.targetId).toBe('b');
  });

  it('[15.14] an empty hex is no target', () => {
    const s = airGame({ allied: 2, units: [deUnit('de', 'C3020')] });
    expect(refused(s, strike(TARGET))).toMatchObject({ code: 'NOT_A_TARGET', rule: '15.14' });
  });

  it('[15.5] airstrikeTargets gives the chance of every result per legal target, and why not for the rest', () => {
    const s = airGame({
      allied: 2,
      units: [deUnit('trav', TARGET, { mode: 'travel' }), deUnit('disp', TARGET, { mode: 'dispersed', stackIndex: 1 })],
    });
    const view = airstrikeTargets(s, forest, 'allied', TARGET);
    expect(view.legal).toBe(true);
    const [trav, disp] = view.targets;
    expect(trav).toMatchObject({ unitId: 'trav', ok: true, column: 'travelForestCity' });
    if (!trav!.ok) throw new Error('expected a legal target');
    expect(trav!.chances.reduce((n, c) => n + c.ways, 0)).toBe(36);
    // Travel in forest: rolls 2 (1), 3, 4 (1*), 5, 6, 10, 11 (D), 12 (1*).
    expect(trav!.chances.find((c) => c.result === '1')?.ways).toBe(1);
    expect(disp).toMatchObject({ unitId: 'disp', ok: false, rule: '6.4' });
  });
});

describe('CAP and range [15.31, 15.33]', () => {
  const HQ_HEX = 'C3010';

  it('[15.31, 15.32] with the CAP option, German strikes may not fall within 5 hexes of a XXX Corps formation HQ', () => {
    const units = [hq('uk-30-hq', HQ_HEX), usUnit('near', 'C3015'), usUnit('far', 'C3016')];
    const s = airGame({ phase: 8, turn: 10, german: 3, capOption: true, units });
    expect(refused(s, strike('C3015'))).toMatchObject({ code: 'UNDER_CAP', rule: '15.31' });
    expect(ok(s, strike('C3016')).state.air.strikes).toHaveLength(1);
    const noOption = airGame({ phase: 8, turn: 10, german: 3, units });
    expect(ok(noOption, strike('C3015')).state.air.strikes).toHaveLength(1);
  });

  it('[15.32] an HQ outside XXX Corps carries no CAP', () => {
    const units = [hq('uk-1-hq', HQ_HEX, 'other'), usUnit('near', 'C3012')];
    const s = airGame({ phase: 8, turn: 10, german: 1, capOption: true, units, formations: [{ id: 'other', designation: '1xx', echelon: 'division', side: 'allied', nationality: 'UK', parentId: null, hqUnitId: 'uk-1-hq' }] });
    expect(ok(s, strike('C3012')).state.air.strikes).toHaveLength(1);
  });

  it('[15.33] with the CAP option, Allied strikes fall within 30 hexes of a XXX Corps formation HQ; without it anywhere', () => {
    const units = [hq('uk-30-hq', 'D1010'), deUnit('close', 'D3010'), deUnit('far', 'C3010')];
    const s = airGame({ allied: 3, capOption: true, units });
    expect(ok(s, strike('D3010')).state.air.strikes).toHaveLength(1);
    expect(refused(s, strike('C3010'))).toMatchObject({ code: 'OUT_OF_RANGE', rule: '15.33' });
    const noHq = airGame({ allied: 3, capOption: true, units: [deUnit('far', 'C3010')] });
    expect(refused(noHq, strike('C3010'))).toMatchObject({ code: 'OUT_OF_RANGE', rule: '15.33' });
    const off = airGame({ allied: 3, units });
    expect(ok(off, strike('C3010')).state.air.strikes).toHaveLength(1);
  });

  it('[15.33, 6.4] sighting for a strike needs a real line of sight: a XXX Corps HQ that cannot see into the forest does not open it', () => {
    const forest = testWorld({ terrain: { C3015: 'forest' } });
    const units = [hq('uk-30-hq', 'C3010'), deUnit('de', 'C3015', { mode: 'dispersed' })];
    const view = airstrikeTargets(airGame({ allied: 2, capOption: true, units }), forest, 'allied', 'C3015');
    expect(view.why).toMatchObject({ rule: '6.4' });
    const beside = airGame({ allied: 2, capOption: true, units: [hq('uk-30-hq', 'C3014'), deUnit('de', 'C3015', { mode: 'dispersed' }), unit({ id: 'x', hex: 'C3001' })] });
    expect(ok(beside, strike('C3015'), forest).state.air.strikes).toHaveLength(1);
  });
});
