import { describe, expect, it } from 'vitest';
import { RECONSTRUCTED_CLOSE_ACTION_RESULTS as CART, closeActionResult } from '../../../src/rules/tables/closeActionResults';
import { RECONSTRUCTED_CLOSE_ACTION_VALUES as CAVT, closeActionValue } from '../../../src/rules/tables/closeActionValues';
import {
  loadCloseActionResultsJson,
  loadCloseActionValuesJson,
  loadDirectFireValuesJson,
  loadDisruptionRecoveryJson,
  loadFireResultsJson,
  loadIndirectFireValuesJson,
  parseCloseActionResults,
  parseCloseActionValues,
  parseDirectFireValues,
  parseDisruptionRecovery,
  parseFireResults,
  parseIndirectFireValues,
} from '../../../src/rules/tables/combatTablesSchema';
import { RECONSTRUCTED_DIRECT_FIRE_VALUES as DFVM, directFireValue } from '../../../src/rules/tables/directFireValues';
import { RECONSTRUCTED_DISRUPTION_RECOVERY as DRT, disruptionRecoveryChance } from '../../../src/rules/tables/disruptionRecovery';
import { RECONSTRUCTED_FIRE_RESULTS as FRT, fireResult } from '../../../src/rules/tables/fireResults';
import { RECONSTRUCTED_INDIRECT_FIRE_VALUES as IFVM, indirectFireValue } from '../../../src/rules/tables/indirectFireValues';

type Key = string | number;
/** A deep copy of a table, as a player's JSON file would be. */
function copy(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}
function get(obj: unknown, path: readonly Key[]): unknown {
  return path.reduce<unknown>((o, k) => (o as Record<Key, unknown>)[k], obj);
}
function set(obj: unknown, path: readonly Key[], value: unknown): void {
  const parent = get(obj, path.slice(0, -1)) as Record<Key, unknown>;
  parent[path[path.length - 1] as Key] = value;
}
function del(obj: unknown, path: readonly Key[]): void {
  const parent = get(obj, path.slice(0, -1)) as Record<Key, unknown>;
  delete parent[path[path.length - 1] as Key];
}
function list(obj: unknown, path: readonly Key[]): unknown[] {
  return get(obj, path) as unknown[];
}
const printed = { kind: 'printed', source: 'chart sheet, transcribed by a player' };

function expectRefused(result: { ok: boolean; errors?: string[] }, ...patterns: RegExp[]): void {
  expect(result.ok).toBe(false);
  expect('table' in result).toBe(false);
  const text = (result.errors ?? []).join('\n');
  for (const p of patterns) expect(text).toMatch(p);
}

describe('combat tables: the reconstructed tables pass their own schemas', () => {
  it('[5.61, 5.62, 5.63, 8.72, 8.73, 11.53] each reconstructed table round-trips through JSON and its loader unchanged', () => {
    const cases: [unknown, (t: string) => { ok: boolean }][] = [
      [DFVM, loadDirectFireValuesJson],
      [IFVM, loadIndirectFireValuesJson],
      [FRT, loadFireResultsJson],
      [CAVT, loadCloseActionValuesJson],
      [CART, loadCloseActionResultsJson],
      [DRT, loadDisruptionRecoveryJson],
    ];
    for (const [table, load] of cases) {
      const result = load(JSON.stringify(table)) as { ok: boolean; table?: unknown; errors?: string[] };
      expect(result.errors ?? []).toEqual([]);
      expect(result.ok).toBe(true);
      expect(result.table).toEqual(table);
    }
  });
});

describe('combat tables: a printed table loads and the lookups read it', () => {
  it('[5.61] a printed Direct Fire Value Matrix is read by directFireValue; the reconstruction is untouched', () => {
    const t = copy(DFVM);
    t.provenance = printed;
    set(t, ['nonArmored', 'values', 4, 2], 5);
    const r = parseDirectFireValues(t);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(directFireValue({ strength: 5, effectiveness: 3, target: { armored: false } }, r.table)).toBe(5);
    expect(directFireValue({ strength: 5, effectiveness: 3, target: { armored: false } })).toBe(4);
    expect(r.table.provenance.kind).toBe('printed');
  });

  it('[5.62] a printed Indirect Fire Value Matrix is read by indirectFireValue', () => {
    const t = copy(IFVM);
    t.entrenchedReduction = 3;
    const r = parseIndirectFireValues(t);
    expect(r.ok).toBe(true);
    if (r.ok) expect(indirectFireValue({ strength: 8, effectiveness: 9, targetArmored: false, targetEntrenched: true }, r.table)).toBe(5);
  });

  it('[5.63] a printed Fire Results Table may have a different number of columns', () => {
    const t = copy(FRT);
    t.columns = [get(t, ['columns', 0]), get(t, ['columns', 11])];
    for (const line of Object.keys(get(t, ['lines']) as object)) set(t, ['lines', line], [3, 9]);
    const r = parseFireResults(t);
    expect(r.ok).toBe(true);
    if (r.ok) expect(fireResult(9, 'undispersed', 2, r.table)).toBe(4);
  });

  it('[8.72, 8.73] printed close action tables load, including loss results in the vocabulary', () => {
    const v = copy(CAVT);
    set(v, ['values', 'open', 12, 8], 'D');
    const rv = parseCloseActionValues(v);
    expect(rv.ok).toBe(true);
    if (rv.ok) expect(closeActionValue(0, 0, 'open', rv.table)).toBe('D');
    const c = copy(CART);
    set(c, ['columns', 2, 'byValue', 2, 5], 'DD+D1');
    const rc = parseCloseActionResults(c);
    expect(rc.ok).toBe(true);
    if (rc.ok) expect(closeActionResult(2, 3, 6, rc.table)).toBe('DD+D1');
  });

  it('[11.53] a printed recovery table on two dice loads and its chances are read over 36', () => {
    const t = copy(DRT);
    t.dice = '2d6';
    t.minRoll = 2;
    t.results = ['disrupted', 'disrupted', 'disrupted', 'disrupted', 'disrupted', 'recovered'];
    const r = parseDisruptionRecovery(t);
    expect(r.ok).toBe(true);
    if (r.ok) expect(disruptionRecoveryChance({ hqAid: false, inSupply: false }, r.table)).toEqual({ ways: 21, outOf: 36 });
  });
});

describe('combat tables: a bad file is refused whole, with the path and the problem', () => {
  it('[5.61] refuses a matrix row of the wrong length and a Fire Value out of range', () => {
    const t = copy(DFVM);
    set(t, ['nonArmored', 'values', 3], [1, 2, 3]);
    expectRefused(parseDirectFireValues(t), /nonArmored\.values\.3: expected 9 cells/);
    const u = copy(DFVM);
    set(u, ['armored', 0, 'matrix', 'values', 0, 0], -1);
    expectRefused(parseDirectFireValues(u), /armored\.0\.matrix\.values\.0\.0: Fire Value out of range/);
  });

  it('[5.61] refuses strength rows that do not start at 1 or do not rise, and bands out of order', () => {
    const t = copy(DFVM);
    set(t, ['nonArmored', 'strengthRows'], [2, 2, ...list(t, ['nonArmored', 'strengthRows']).slice(2)]);
    const bands = list(t, ['armored']);
    t.armored = [bands[1], bands[0], bands[2]];
    expectRefused(
      parseDirectFireValues(t),
      /nonArmored\.strengthRows\.0: the first row must start at strength 1/,
      /nonArmored\.strengthRows\.1: strength rows must rise strictly/,
      /armored\.1: armored bands/,
    );
  });

  it('[5.62] refuses a missing matrix and an unknown key', () => {
    const t = copy(IFVM);
    del(t, ['armored']);
    t.extra = 1;
    expectRefused(parseIndirectFireValues(t), /armored: missing/, /\(root\): unknown key "extra"/);
  });

  it('[5.63] refuses an illegal cell, a short column, a missing line and thresholds that do not rise', () => {
    const t = copy(FRT);
    set(t, ['columns', 2, 4], 'X');
    set(t, ['columns', 5], list(t, ['columns', 5]).slice(0, 10));
    del(t, ['lines', 'dispersedRoughCity']);
    set(t, ['lines', 'undispersed', 3], 2);
    expectRefused(
      parseFireResults(t),
      /columns\.2\.4: not a legal cell \(got "X"\)/,
      /lines\.dispersedRoughCity: missing/,
    );
    const u = copy(FRT);
    set(u, ['columns', 5], list(u, ['columns', 5]).slice(0, 10));
    set(u, ['lines', 'undispersed', 3], 2);
    set(u, ['lines', 'dispersedOther'], [1, 2]);
    expectRefused(
      parseFireResults(u),
      /columns\.5: expected 11 cells/,
      /lines\.undispersed\.3: Fire Values along a line must rise strictly/,
      /lines\.dispersedOther: expected one Fire Value per column \(12\), got 2/,
    );
  });

  it('[8.72] refuses a grid whose size does not match its ranges and a value above maxValue', () => {
    const t = copy(CAVT);
    set(t, ['values', 'close'], list(t, ['values', 'close']).slice(1));
    set(t, ['values', 'open', 0, 0], 9);
    expectRefused(parseCloseActionValues(t), /values\.close: expected 25 rows/, /values\.open\.0\.0: Close Action Value 9 is above maxValue 6/);
  });

  it('[8.73] refuses an unknown result code, a short die row, odds out of order and a doubled part', () => {
    const t = copy(CART);
    set(t, ['columns', 0, 'byValue', 0, 0], 'EX');
    set(t, ['columns', 1, 'byValue', 1], ['-', '-']);
    set(t, ['columns', 3, 'odds'], { attacker: 1, defender: 1 });
    set(t, ['columns', 4, 'byValue', 0, 0], 'DD+DD');
    expectRefused(
      parseCloseActionResults(t),
      /columns\.0\.byValue\.0\.0: not a result code/,
      /columns\.1\.byValue\.1: expected 6 cells/,
      /columns\.3\.odds: odds columns must rise/,
      /columns\.4\.byValue\.0\.0: "DD\+DD" names the same part twice/,
    );
  });

  it('[11.53] refuses an unknown outcome and unknown dice', () => {
    const t = copy(DRT);
    set(t, ['results', 0], 'eliminated');
    t.dice = '3d6';
    expectRefused(parseDisruptionRecovery(t), /results\.0:/, /dice:/);
  });

  it('[5.63] refuses text that is not JSON, and a file with one bad cell gives no table at all', () => {
    expectRefused(loadFireResultsJson('{ not json'), /not valid JSON/);
    const t = copy(FRT);
    set(t, ['columns', 11, 10], 0);
    expectRefused(loadFireResultsJson(JSON.stringify(t)), /columns\.11\.10:/);
  });

  it('[5.61] refuses a provenance without a source', () => {
    const t = copy(DFVM);
    t.provenance = { kind: 'printed', source: '' };
    expectRefused(parseDirectFireValues(t), /provenance\.source: say where the values come from/);
  });
});
