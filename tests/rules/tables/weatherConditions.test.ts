// The reconstructed Weather Conditions Table [14.91]: every constraint the text puts on it, and
// loading a printed sheet in its place.
import { describe, expect, it } from 'vitest';
import { RECONSTRUCTED_WEATHER_CONDITIONS as TABLE, loadWeatherConditionsJson, weatherRank, weatherRow } from '../../../src/rules';

const ROLLS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe('Weather Conditions Table [14.91]', () => {
  it('[14.1] the worked example: a roll of 9 gives the southern route 3 and the northern route 6', () => {
    expect(weatherRow(9)).toEqual({ north: 6, south: 3 });
  });

  it('[14.1] higher is worse: neither column improves as the roll rises', () => {
    for (const zone of ['north', 'south'] as const) {
      const ranks = ROLLS.map((r) => weatherRank(weatherRow(r)[zone]));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('[14.1, 6.61–6.64, 15.34] values run from 0 to 11 or P, and every observation band (0–6, 7–10, 11, P) occurs', () => {
    const values = ROLLS.flatMap((r) => [weatherRow(r).north, weatherRow(r).south]);
    for (const v of values) expect(v === 'P' || (Number.isInteger(v) && v >= 0 && v <= 11)).toBe(true);
    expect(values.some((v) => v !== 'P' && v <= 6)).toBe(true);
    expect(values.some((v) => v !== 'P' && v >= 7 && v <= 10)).toBe(true);
    expect(values).toContain(11);
    expect(values).toContain('P');
  });

  it('[14.65] both routes can be shut (P), so a day without flights can happen', () => {
    expect(ROLLS.some((r) => weatherRow(r).north === 'P')).toBe(true);
    expect(ROLLS.some((r) => weatherRow(r).south === 'P')).toBe(true);
  });

  it('[20.16] clear weather (0) occurs on both routes', () => {
    expect(ROLLS.some((r) => weatherRow(r).north === 0)).toBe(true);
    expect(ROLLS.some((r) => weatherRow(r).south === 0)).toBe(true);
  });

  it('[14.13] with the two rolls of 14.1 every southern-route shift can happen: south 4+ better, 4+ worse, and P against north 3 or less', () => {
    const pairs = ROLLS.flatMap((n) => ROLLS.map((s) => ({ north: weatherRow(n).north, south: weatherRow(s).south })));
    const numeric = pairs.filter((p) => p.north !== 'P' && p.south !== 'P') as { north: number; south: number }[];
    expect(numeric.some((p) => p.north - p.south >= 4)).toBe(true);
    expect(numeric.some((p) => p.south - p.north >= 4)).toBe(true);
    expect(pairs.some((p) => p.south === 'P' && p.north !== 'P' && p.north <= 3)).toBe(true);
  });

  it('[14.91] a printed sheet loads in place of the reconstruction; a broken one is refused in words', () => {
    const printed = { ...TABLE, provenance: { kind: 'printed', source: 'chart sheet' } };
    expect(loadWeatherConditionsJson(JSON.stringify(printed))).toMatchObject({ ok: true });
    const short = loadWeatherConditionsJson(JSON.stringify({ ...printed, rows: TABLE.rows.slice(1) }));
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.errors.join(' ')).toMatch(/rows: expected one row per 2d6 total/);
    const bad = loadWeatherConditionsJson(JSON.stringify({ ...printed, rows: TABLE.rows.map((r, i) => (i === 0 ? { north: 14, south: 0 } : r)) }));
    expect(bad.ok).toBe(false);
    expect(loadWeatherConditionsJson('{').ok).toBe(false);
  });
});
