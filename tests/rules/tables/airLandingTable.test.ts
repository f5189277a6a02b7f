// The reconstructed Air Landing Table [14.92] and its ladder [14.14]: every constraint the text
// gives, and loading a printed sheet in its place.
import { describe, expect, it } from 'vitest';
import {
  AIR_LANDING_RESULTS,
  RECONSTRUCTED_AIR_LANDING as TABLE,
  airLandingResult,
  loadAirLandingTableJson,
  shiftAirLandingResult,
} from '../../../src/rules';

const ROLLS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const rank = (r: string) => AIR_LANDING_RESULTS.indexOf(r as (typeof AIR_LANDING_RESULTS)[number]);

describe('Air Landing Table [14.92]', () => {
  it('[14.14] the ladder: improving, A becomes L, L S2, S2 S1, S1 "?", and "?" stays "?"', () => {
    expect(shiftAirLandingResult('A', -1).result).toBe('L');
    expect(shiftAirLandingResult('L', -1).result).toBe('S2');
    expect(shiftAirLandingResult('S2', -1).result).toBe('S1');
    expect(shiftAirLandingResult('S1', -1).result).toBe('?');
    expect(shiftAirLandingResult('?', -1).result).toBe('?');
  });

  it('[14.14] worsening reverses it; an A worsened by two is the destruction case', () => {
    expect(shiftAirLandingResult('?', 1).result).toBe('S1');
    expect(shiftAirLandingResult('S1', 2).result).toBe('L');
    expect(shiftAirLandingResult('A', 2)).toEqual({ result: 'A', beyondA: 2 });
    expect(shiftAirLandingResult('L', 2)).toEqual({ result: 'A', beyondA: 1 });
    expect(shiftAirLandingResult('A', 1)).toEqual({ result: 'A', beyondA: 1 });
  });

  it('[14.14] "destroyed on a roll of 26" is read as 2 to 6 on two dice', () => {
    expect(TABLE.destroyedOn).toEqual([2, 3, 4, 5, 6]);
  });

  it('[14.2, 14.14] worse flight conditions never give a better result, nor does a lower roll', () => {
    for (let c = 0; c <= 30; c++) {
      for (const roll of ROLLS) {
        expect(rank(airLandingResult(c + 1, roll))).toBeLessThanOrEqual(rank(airLandingResult(c, roll)));
        if (roll < 12) expect(rank(airLandingResult(c, roll))).toBeLessThanOrEqual(rank(airLandingResult(c, roll + 1)));
      }
    }
  });

  it('[14.0] clear day weather with no flak lands on target most of the time; every result occurs somewhere', () => {
    expect(ROLLS.filter((r) => airLandingResult(0, r) === '?').length).toBeGreaterThanOrEqual(8);
    const seen = new Set(ROLLS.flatMap((r) => [0, 5, 10, 15, 20, 25].map((c) => airLandingResult(c, r))));
    expect([...seen].sort()).toEqual([...AIR_LANDING_RESULTS].sort());
  });

  it('[14.2, 15.34] night or a CAP interception make an abort possible even in clear weather', () => {
    expect(ROLLS.some((r) => airLandingResult(0 + 5, r) === 'A')).toBe(false);
    expect(ROLLS.some((r) => airLandingResult(11, r) === 'A')).toBe(true);
    expect(ROLLS.some((r) => airLandingResult(11 + 5, r) === 'A')).toBe(true);
  });

  it('[11.14] A and L are worse than a one-hex scatter (a supplyhead re-drop reads both as S1)', () => {
    expect(rank('A')).toBeLessThan(rank('S1'));
    expect(rank('L')).toBeLessThan(rank('S1'));
    expect(TABLE.meanings.L).toEqual({ kind: 'scatter', hexes: 3 });
    expect(TABLE.meanings.A).toEqual({ kind: 'abort' });
  });

  it('[14.92] a printed sheet with its own meanings loads in place of the reconstruction; a broken one is refused in words', () => {
    const printed = { ...TABLE, provenance: { kind: 'printed', source: 'chart sheet' }, meanings: { ...TABLE.meanings, L: { kind: 'scatter', hexes: 4 } } };
    const loaded = loadAirLandingTableJson(JSON.stringify(printed));
    expect(loaded.ok && loaded.table.meanings.L).toEqual({ kind: 'scatter', hexes: 4 });
    const bad = loadAirLandingTableJson(JSON.stringify({ ...printed, columns: [0, 5, 3, 9, 12, 15, 18, 21] }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.join(' ')).toMatch(/columns\.2: columns must rise strictly/);
    const cell = loadAirLandingTableJson(JSON.stringify({ ...printed, results: TABLE.results.map((r, i) => (i === 0 ? ['X', ...r.slice(1)] : r)) }));
    expect(cell.ok).toBe(false);
  });
});
