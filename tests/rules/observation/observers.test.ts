// Observation range in weather and by night, and which units see a hex [6.0, 6.12, 6.14, 6.3, 6.5, 6.61–6.65, 11.5].
import { describe, expect, it } from 'vitest';
import { observationRangeAt, observersOf, turnInfo, unitObserves, type HexId, type Unit, type WeatherState } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';

const DAY = 8; // 0601
const NIGHT = 7; // 0201
const tec = CLEAR_WORLD.terrainEffects;
const hilltopWorld = testWorld({ terrain: { C3010: 'hilltop', C3020: 'city', C3030: 'town' } });
const raisedWorld = testWorld({ roads: [{ kind: 'road', raised: true, hexes: ['C3010', 'C3011'] }] });
const at = (turn: number, weather: WeatherState = { north: 0, south: 0 }, units: Unit[] = []) => game({ turn, weather, units });

describe('observation range [6.0, 6.5]', () => {
  it('the turns used here are a day and a night turn', () => {
    expect(turnInfo(DAY).isNight).toBe(false);
    expect(turnInfo(NIGHT).isNight).toBe(true);
  });

  it('[6.0] by day the range is the chart value of the observer’s terrain', () => {
    expect(observationRangeAt(at(DAY), hilltopWorld, 'C3015')).toBe(tec.hex.clear.dayObservationRange);
    expect(observationRangeAt(at(DAY), hilltopWorld, 'C3010')).toBe(tec.hex.hilltop.dayObservationRange);
    expect(observationRangeAt(at(DAY), hilltopWorld, 'C3020')).toBe(tec.hex.city.dayObservationRange);
  });

  it('[6.0] an observer on a raised road sees as far as the raised link allows', () => {
    expect(observationRangeAt(at(DAY), raisedWorld, 'C3010')).toBe(Math.max(tec.hex.clear.dayObservationRange, tec.link.road.raisedDayObservationRange));
  });

  it('[6.5] at night every observer sees two hexes, hilltop or not', () => {
    expect(observationRangeAt(at(NIGHT), hilltopWorld, 'C3010')).toBe(2);
    expect(observationRangeAt(at(NIGHT), hilltopWorld, 'C3015')).toBe(2);
  });
});

describe('weather and observation [6.61–6.65]', () => {
  const south = (w: WeatherState['south']): WeatherState => ({ north: 0, south: w });

  it('[6.61] weather 0–6 changes nothing', () => {
    for (const w of [0, 3, 6]) expect(observationRangeAt(at(DAY, south(w)), hilltopWorld, 'C3010')).toBe(tec.hex.hilltop.dayObservationRange);
  });

  it('[6.62] weather 7–10 takes one hex off hilltop, city and town observers by day', () => {
    for (const w of [7, 10]) {
      const s = at(DAY, south(w));
      expect(observationRangeAt(s, hilltopWorld, 'C3010')).toBe(tec.hex.hilltop.dayObservationRange - 1);
      expect(observationRangeAt(s, hilltopWorld, 'C3020')).toBe(tec.hex.city.dayObservationRange - 1);
      expect(observationRangeAt(s, hilltopWorld, 'C3030')).toBe(tec.hex.town.dayObservationRange - 1);
      expect(observationRangeAt(s, hilltopWorld, 'C3015')).toBe(tec.hex.clear.dayObservationRange);
    }
  });

  it('[6.62] weather 7–10 does nothing at night', () => {
    expect(observationRangeAt(at(NIGHT, south(9)), hilltopWorld, 'C3010')).toBe(2);
  });

  it('[6.63] weather 11 takes two off hilltop/city/town and one off a raised road by day', () => {
    const s = at(DAY, south(11));
    expect(observationRangeAt(s, hilltopWorld, 'C3010')).toBe(tec.hex.hilltop.dayObservationRange - 2);
    expect(observationRangeAt(s, hilltopWorld, 'C3030')).toBe(tec.hex.town.dayObservationRange - 2);
    expect(observationRangeAt(s, raisedWorld, 'C3010')).toBe(Math.max(tec.hex.clear.dayObservationRange, tec.link.road.raisedDayObservationRange - 1));
    expect(observationRangeAt(s, hilltopWorld, 'C3015')).toBe(tec.hex.clear.dayObservationRange);
  });

  it('[6.63] weather 11 does nothing at night', () => {
    expect(observationRangeAt(at(NIGHT, south(11)), hilltopWorld, 'C3010')).toBe(2);
  });

  it('[6.64] weather P halves every day range, fractions dropped', () => {
    const s = at(DAY, south('P'));
    expect(observationRangeAt(s, hilltopWorld, 'C3010')).toBe(Math.floor(tec.hex.hilltop.dayObservationRange / 2));
    expect(observationRangeAt(s, hilltopWorld, 'C3015')).toBe(Math.floor(tec.hex.clear.dayObservationRange / 2));
    expect(observationRangeAt(s, raisedWorld, 'C3010')).toBe(Math.floor(tec.link.road.raisedDayObservationRange / 2));
  });

  it('[6.64] weather P at night leaves only neighbouring hexes', () => {
    expect(observationRangeAt(at(NIGHT, south('P')), hilltopWorld, 'C3010')).toBe(1);
  });

  it("[6.65] the weather of the observer's own map decides: A/B north, C/D south", () => {
    const s = at(DAY, { north: 'P', south: 0 });
    expect(observationRangeAt(s, CLEAR_WORLD, 'A2010')).toBe(Math.floor(tec.hex.clear.dayObservationRange / 2));
    expect(observationRangeAt(s, CLEAR_WORLD, 'B2010')).toBe(Math.floor(tec.hex.clear.dayObservationRange / 2));
    expect(observationRangeAt(s, CLEAR_WORLD, 'C2010')).toBe(tec.hex.clear.dayObservationRange);
    expect(observationRangeAt(s, CLEAR_WORLD, 'D2010')).toBe(tec.hex.clear.dayObservationRange);
  });

  it('[6.65] sighting from Map C into Map B uses the southern weather of the observer', () => {
    // C6110 is the northern edge of Map C (the overlap row is B0110); C5910 looks north into B.
    const s = at(DAY, { north: 'P', south: 0 }, [unit({ id: 'obs', hex: 'C5910' }), unit({ id: 'back', hex: 'B0310' })]);
    expect(unitObserves(s, CLEAR_WORLD, 'obs', 'B0310')).toEqual({ ok: true });
    // the same four hexes the other way: the observer stands in the northern P weather
    expect(unitObserves(s, CLEAR_WORLD, 'back', 'C5910')).toMatchObject({ ok: false, rule: '6.0' });
  });
});

describe('which units observe [6.0, 6.12, 6.14, 6.3, 11.5]', () => {
  const range = tec.hex.clear.dayObservationRange;
  const far = `C30${String(10 + range).padStart(2, '0')}` as HexId;
  const beyond = `C30${String(11 + range).padStart(2, '0')}` as HexId;

  it('[6.0] a unit sees a hex within range over a clear line, and not one beyond range', () => {
    const s = at(DAY, undefined, [unit({ id: 'obs', hex: 'C3010' })]);
    expect(unitObserves(s, CLEAR_WORLD, 'obs', far)).toEqual({ ok: true });
    expect(unitObserves(s, CLEAR_WORLD, 'obs', beyond)).toMatchObject({ ok: false, rule: '6.0' });
  });

  it('[6.0] a forest in between hides the hex', () => {
    const s = at(DAY, undefined, [unit({ id: 'obs', hex: 'C3010' })]);
    expect(unitObserves(s, testWorld({ terrain: { C3012: 'forest' } }), 'obs', 'C3013')).toMatchObject({ ok: false, rule: '6.0' });
  });

  it('[6.5] at night a unit sees two hexes but not three', () => {
    const s = at(NIGHT, undefined, [unit({ id: 'obs', hex: 'C3010' })]);
    expect(unitObserves(s, CLEAR_WORLD, 'obs', 'C3012')).toEqual({ ok: true });
    expect(unitObserves(s, CLEAR_WORLD, 'obs', 'C3013')).toMatchObject({ ok: false, rule: '6.5' });
  });

  it('[6.14] a neighbouring forest hex is always seen, even in weather P at night', () => {
    const s = at(NIGHT, { north: 0, south: 'P' }, [unit({ id: 'obs', hex: 'C3010' })]);
    expect(unitObserves(s, testWorld({ terrain: { C3011: 'forest' } }), 'obs', 'C3011')).toEqual({ ok: true });
    expect(unitObserves(s, CLEAR_WORLD, 'obs', 'C3012')).toMatchObject({ ok: false });
  });

  it('[6.11] but never across a dike, even next door', () => {
    const s = at(DAY, undefined, [unit({ id: 'obs', hex: 'C3010' })]);
    expect(unitObserves(s, testWorld({ hexsides: { 'C3010|C3011': ['dike'] } }), 'obs', 'C3011')).toMatchObject({ ok: false, rule: '6.11' });
  });

  it('[11.5, 6.12] a disrupted unit observes nothing', () => {
    const s = at(DAY, undefined, [unit({ id: 'obs', hex: 'C3010', status: { disrupted: true } as Unit['status'] })]);
    expect(unitObserves(s, CLEAR_WORLD, 'obs', 'C3011')).toMatchObject({ ok: false, rule: '11.5' });
  });

  it('[6.3] a leader never sights for fire', () => {
    const leader = { ...unit({ id: 'ldr', hex: 'C3010' }), type: 'leader' } as unknown as Unit;
    const s = at(DAY, undefined, [leader]);
    expect(unitObserves(s, CLEAR_WORLD, 'ldr', 'C3011')).toMatchObject({ ok: false, rule: '6.3' });
  });

  it('[6.0] a unit off the map or eliminated sees nothing', () => {
    const s = at(DAY, undefined, [unit({ id: 'off', hex: null }), unit({ id: 'dead', hex: 'C3010', eliminated: { turn: 1, rule: '5.35' } })]);
    expect(unitObserves(s, CLEAR_WORLD, 'off', 'C3011')).toMatchObject({ ok: false, rule: '6.0' });
    expect(unitObserves(s, CLEAR_WORLD, 'dead', 'C3011')).toMatchObject({ ok: false, rule: '6.0' });
    expect(unitObserves(s, CLEAR_WORLD, 'nobody', 'C3011')).toMatchObject({ ok: false });
  });

  it('[6.0] observersOf reports every unit of the side still in play with its verdict', () => {
    const s = at(DAY, undefined, [
      unit({ id: 'a-near', hex: 'C3012' }),
      unit({ id: 'b-hidden', hex: 'C3010' }),
      unit({ id: 'c-disrupted', hex: 'C3015', status: { disrupted: true } as Unit['status'] }),
      unit({ id: 'd-off', hex: null }),
      unit({ id: 'e-german', side: 'german', nationality: 'DE', hex: 'C3014' }),
    ]);
    const world = testWorld({ terrain: { C3011: 'forest' } });
    const report = observersOf(s, world, 'allied', 'C3013');
    expect(report.map((r) => r.unitId)).toEqual(['a-near', 'b-hidden', 'c-disrupted']);
    expect(report[0]!.verdict).toEqual({ ok: true });
    expect(report[1]!.verdict).toMatchObject({ ok: false, rule: '6.0' });
    expect(report[2]!.verdict).toMatchObject({ ok: false, rule: '11.5' });
  });
});
