// Communication between observer and HQ [10.6, 12.2, 12.3, 12.42–12.44, 12.52, 18.33, 6.3].
import { describe, expect, it } from 'vitest';
import { communicates, communicationTally, createWorld, type Unit } from '../../../src/rules';
import { game } from '../../support/builders';
import { CLEAR_WORLD, testMap, testWorld } from '../../support/world';
import { FORMATIONS, hq, member } from './tree';

const DAY = 8;
const play = (units: Unit[], options: Record<string, boolean> = {}) => ({ ...game({ turn: DAY, units, formations: FORMATIONS }), options });

describe('terrain on the communication line [10.6]', () => {
  const pair = (world = CLEAR_WORLD, observerHex = 'C3010', hqHex = 'C3015') =>
    communicates(play([member('obs', '2/506', observerHex), hq('hq-506', '506', hqHex)]), world, 'obs', 'hq-506');

  it('[10.6] one forest hex on the line does not cut it (unlike sight)', () => {
    expect(pair(testWorld({ terrain: { C3012: 'forest' } }))).toEqual({ ok: true });
  });

  it('[10.6] two city/forest hexes cut it', () => {
    expect(pair(testWorld({ terrain: { C3012: 'forest', C3013: 'city' } }))).toMatchObject({ ok: false, rule: '10.6' });
  });

  it('[10.6] three city/forest/town/fort hexes cut it; two towns do not', () => {
    expect(pair(testWorld({ terrain: { C3011: 'town', C3012: 'town' } }))).toEqual({ ok: true });
    expect(pair(testWorld({ terrain: { C3011: 'town', C3012: 'fort', C3013: 'forest' } }))).toMatchObject({ ok: false, rule: '10.6' });
    expect(pair(testWorld({ terrain: { C3011: 'town', C3012: 'town', C3013: 'town' } }))).toMatchObject({ ok: false, rule: '10.6' });
  });

  it("[10.6] the HQ's hex counts, the observer's does not", () => {
    expect(pair(testWorld({ terrain: { C3012: 'forest', C3015: 'forest' } }))).toMatchObject({ ok: false, rule: '10.6' });
    expect(pair(testWorld({ terrain: { C3012: 'forest', C3010: 'forest' } }))).toEqual({ ok: true });
    const tally = communicationTally(testWorld({ terrain: { C3010: 'city', C3015: 'town' } }), 'C3010', 'C3015');
    expect(tally).toMatchObject({ heavy: 0, total: 1 });
  });

  it('[10.6] the length is unlimited: far beyond any observation range', () => {
    expect(pair(CLEAR_WORLD, 'C3010', 'C3034')).toEqual({ ok: true });
    expect(pair(CLEAR_WORLD, 'C1010', 'B1010')).toEqual({ ok: true });
  });

  it('[10.6] the two listed city hexes count as forts: two of them are not enough to cut the line', () => {
    const cities = { C3012: 'city', C3013: 'city' } as const;
    expect(pair(testWorld({ terrain: cities }))).toMatchObject({ ok: false, rule: '10.6' });
    const forts = createWorld({ ...testMap({ terrain: cities }), fortForLos: ['C3012', 'C3013'] });
    expect(pair(forts)).toEqual({ ok: true });
    const plusTown = createWorld({ ...testMap({ terrain: { ...cities, C3014: 'town' } }), fortForLos: ['C3012', 'C3013'] });
    expect(pair(plusTown)).toMatchObject({ ok: false, rule: '10.6' });
  });

  it('[10.6] a line along a hexside counts the heavier hex beside it once (our reading)', () => {
    // C3010 → C3210 runs along the side between C3110 and C3111.
    const both = testWorld({ terrain: { C3110: 'forest', C3111: 'forest' } });
    expect(pair(both, 'C3010', 'C3210')).toEqual({ ok: true });
    expect(communicationTally(both, 'C3010', 'C3210')).toMatchObject({ heavy: 1, total: 1 });
    const hqInForest = testWorld({ terrain: { C3110: 'forest', C3210: 'forest' } });
    expect(pair(hqInForest, 'C3010', 'C3210')).toMatchObject({ ok: false, rule: '10.6' });
  });

  it('[10.6] a dike does not cut communication (only the tally does)', () => {
    expect(pair(testWorld({ hexsides: { 'C3012|C3013': ['dike'] } }))).toEqual({ ok: true });
  });
});

describe('who may talk to whom [12.2, 12.3, 12.42–12.44]', () => {
  const units = [
    member('inf', '2/506', 'C3010'),
    member('gds-inf', '1gds', 'C3012'),
    member('de-inf', '19SS', 'C3014'),
    hq('hq-506', '506', 'C3020'),
    hq('hq-101', '101', 'C3021'),
    hq('hq-502', '502', 'C3022'),
    hq('hq-abn', 'abn', 'C3023'),
    hq('hq-30', '30xxx', 'C3024'),
    hq('hq-gds', 'gds', 'C3025'),
    hq('hq-iipara', 'IIPara', 'C3026'),
    hq('hq-9ss', '9SS', 'C3027'),
  ];
  const s = play(units);
  const talk = (o: string, h: string) => communicates(s, CLEAR_WORLD, o, h);

  it('[12.2] a unit talks to its own HQ and the HQs above it', () => {
    expect(talk('inf', 'hq-506')).toEqual({ ok: true });
    expect(talk('inf', 'hq-101')).toEqual({ ok: true });
    expect(talk('gds-inf', 'hq-gds')).toEqual({ ok: true });
  });

  it('[12.2] but not to a sister regiment or another division', () => {
    expect(talk('inf', 'hq-502')).toMatchObject({ ok: false, rule: '12.2' });
    expect(talk('gds-inf', 'hq-101')).toMatchObject({ ok: false, rule: '12.2' });
  });

  it('[12.2] never to an enemy HQ', () => {
    expect(talk('de-inf', 'hq-506')).toMatchObject({ ok: false, rule: '12.2' });
  });

  it('[12.3] an HQ may observe and report to itself', () => {
    expect(talk('hq-506', 'hq-506')).toEqual({ ok: true });
    expect(talk('hq-506', 'hq-101')).toEqual({ ok: true });
  });

  it('[12.44] any Allied unit may talk to the XXX Corps HQ', () => {
    expect(talk('inf', 'hq-30')).toEqual({ ok: true });
    expect(talk('gds-inf', 'hq-30')).toEqual({ ok: true });
    expect(talk('de-inf', 'hq-30')).toMatchObject({ ok: false });
  });

  it('[12.43] any airborne unit may talk to the airborne corps HQ; ground units may not', () => {
    expect(talk('inf', 'hq-abn')).toEqual({ ok: true });
    expect(talk('gds-inf', 'hq-abn')).toMatchObject({ ok: false, rule: '12.2' });
  });

  it('[12.42] any German unit may talk to the II Para Corps HQ', () => {
    expect(talk('de-inf', 'hq-iipara')).toEqual({ ok: true });
    expect(talk('de-inf', 'hq-9ss')).toEqual({ ok: true });
    expect(talk('inf', 'hq-iipara')).toMatchObject({ ok: false });
  });
});

describe('units unfit to observe or control [12.52, 18.33, 6.3]', () => {
  const status = (s: Partial<Unit['status']>) => ({ status: s as Unit['status'] });

  it('[12.52] a disrupted observer cannot report', () => {
    const s = play([member('inf', '2/506', 'C3010', status({ disrupted: true })), hq('hq-506', '506', 'C3012')]);
    expect(communicates(s, CLEAR_WORLD, 'inf', 'hq-506')).toMatchObject({ ok: false, rule: '12.52' });
  });

  it('[12.52] an observer in Travel mode cannot report', () => {
    const s = play([member('inf', '2/506', 'C3010', { mode: 'travel' }), hq('hq-506', '506', 'C3012')]);
    expect(communicates(s, CLEAR_WORLD, 'inf', 'hq-506')).toMatchObject({ ok: false, rule: '12.52' });
  });

  it('[18.33] an HQ in Travel may still observe for a higher HQ by default; option travelHqObserves=false follows 12.52', () => {
    const units = [hq('hq-506', '506', 'C3010', { mode: 'travel' }), hq('hq-101', '101', 'C3012')];
    expect(communicates(play(units), CLEAR_WORLD, 'hq-506', 'hq-101')).toEqual({ ok: true });
    expect(communicates(play(units, { travelHqObserves: false }), CLEAR_WORLD, 'hq-506', 'hq-101')).toMatchObject({ ok: false, rule: '12.52' });
  });

  it('[12.52, 18.33] a disrupted or travelling HQ cannot take the report', () => {
    const disrupted = play([member('inf', '2/506', 'C3010'), hq('hq-506', '506', 'C3012', status({ disrupted: true }))]);
    expect(communicates(disrupted, CLEAR_WORLD, 'inf', 'hq-506')).toMatchObject({ ok: false, rule: '12.52' });
    const travelling = play([member('inf', '2/506', 'C3010'), hq('hq-506', '506', 'C3012', { mode: 'travel' })]);
    expect(communicates(travelling, CLEAR_WORLD, 'inf', 'hq-506')).toMatchObject({ ok: false, rule: '18.33' });
  });

  it('[6.3] a leader never observes for artillery', () => {
    const leader = { ...member('ldr', '506', 'C3010'), type: 'leader' } as unknown as Unit;
    const s = play([leader, hq('hq-506', '506', 'C3012')]);
    expect(communicates(s, CLEAR_WORLD, 'ldr', 'hq-506')).toMatchObject({ ok: false, rule: '6.3' });
  });

  it('[12.1] the receiving unit must be an HQ', () => {
    const s = play([member('inf', '2/506', 'C3010'), member('inf2', '2/506', 'C3012')]);
    expect(communicates(s, CLEAR_WORLD, 'inf', 'inf2')).toMatchObject({ ok: false, rule: '12.1' });
  });
});
