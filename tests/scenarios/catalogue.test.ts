import { describe, expect, it } from 'vitest';
import fixture from './fixtures/hellsHighwayCounters.json';
import { DISPLAY_FILES } from '../../src/data/oob/files';
import { checkCatalogue, counterCatalogue } from '../../src/scenarios/oob/catalogue';
import { serial, serialOfCounter, serials, serialsOfGroup, serialStrength, pathfinders, supplyheads, liftPointsOfDay } from '../../src/scenarios/oob/england';
import { airstrikeAllotments, turnRecordTrack } from '../../src/scenarios/oob/turnRecordTrack';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
type Json = Record<string, unknown> & { counters: Record<string, unknown>[]; formations: Record<string, unknown>[] };
const england = () => clone(DISPLAY_FILES['england.json']) as Json;
const refusal = (files: Record<string, unknown>) => {
  const result = checkCatalogue(files);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.error;
};

describe('the England display [14.4, 21.4]', () => {
  it('[21.4] holds serials 1–58, each once, in groups p–x', () => {
    expect(serials().map((s) => s.serial)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
    expect(serialsOfGroup('p').map((s) => s.serial)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(serialsOfGroup('q').map((s) => s.serial)).toEqual([11, 12, 13]);
    expect(serialsOfGroup('t').map((s) => s.serial)).toEqual([29, 30, 31, 32]);
    expect(serialsOfGroup('v').map((s) => s.serial)).toEqual([38, 39, 40, 41, 42, 43, 44, 45, 46, 47]);
    expect(serialsOfGroup('w').map((s) => s.serial)).toEqual([48, 49, 50, 51, 52, 53, 54]);
    expect(serialsOfGroup('x').map((s) => s.serial)).toEqual([55, 56, 57, 58]);
  });

  it('[21.4] serials 1–9 are the 501st, 506th and 502nd PIRs, in that order', () => {
    const regimentOf = (n: number) => new Set(serial(n)!.counterIds.map((id) => id.split('-')[1]));
    expect([1, 2, 3].map(regimentOf)).toEqual([new Set(['501']), new Set(['501']), new Set(['501'])]);
    expect([4, 5, 6].map(regimentOf)).toEqual([new Set(['506']), new Set(['506']), new Set(['506'])]);
    expect(regimentOf(7)).toEqual(new Set(['502']));
    expect(regimentOf(9)).toEqual(new Set(['502']));
  });

  it('[19.8] the five Allied leaders wait in their printed serials with their HQs', () => {
    const leaderSerial = Object.fromEntries(serials().flatMap((s) => (s.leaderIds ?? []).map((l) => [l, s.serial])));
    expect(leaderSerial).toEqual({ 'ldr-taylor': 8, 'ldr-gavin': 20, 'ldr-browning': 25, 'ldr-urquhart': 46, 'ldr-sosabowski': 58 });
    expect(serialOfCounter('us-101-hq')?.serial).toBe(8);
    expect(serialOfCounter('us-82-hq')?.serial).toBe(20);
    expect(serialOfCounter('uk-abn-hq')?.serial).toBe(25);
    expect(serialOfCounter('uk-1-hq')?.serial).toBe(46);
    expect(serialOfCounter('pl-hq')?.serial).toBe(58);
  });

  it('[31.12] the first day lifts 32 serials: groups p, s (read 17–28) and v', () => {
    expect(liftPointsOfDay(1)).toBe(32);
    expect(serialsOfGroup('p').length + serialsOfGroup('s').length + serialsOfGroup('v').length).toBe(32);
  });

  it('[14.4] serials are battalion-sized: none above 32 SP (England may exceed the 24-SP stack)', () => {
    for (const s of serials()) expect(serialStrength(s.serial)).toBeLessThanOrEqual(32);
  });

  it('[23.0, 26.2–29.3] a pathfinder for each regiment and brigade and a supplyhead per division and the Poles', () => {
    expect(pathfinders().map((p) => p.label)).toEqual(['506', '502', '501', '327', '504', '505', '508', '1/1', '4/1', '1AL/1', 'Polx']);
    expect(supplyheads().map((s) => s.label)).toEqual(['101', '82', '1', 'Pol']);
    expect(pathfinders().find((p) => p.label === '501')?.scenarioHex).toEqual({ scenario: 26, hex: 'C2512' });
  });
});

describe('the Turn Record Track data', () => {
  it('[15.17] no German airstrikes on the first day (GT 1–6)', () => {
    expect(airstrikeAllotments()['1']).toEqual({ allied: 3, german: 0 });
  });
  it('[22.0] GT 6 brings displays a, b and n', () => {
    expect(turnRecordTrack().reinforcements.find((r) => r.turn === 6 && r.side === 'german')?.letters).toEqual(['a', 'b', 'n']);
  });
  it('every figure has a source', () => {
    for (const d of turnRecordTrack().days) expect([d.liftSource.length > 3, d.airSource.length > 3]).toEqual([true, true]);
  });
});

describe('arrival codes where the scenarios give them [21.0, 22.1]', () => {
  const display = (letter: string) => counterCatalogue().displays.find((d) => d.display === letter)!;

  it('[26.3, 26.4] display c comes on GT 2, 4, 7, 11 and 13 by the west edge of Map C, every regiment and gun on one of those turns', () => {
    const c = display('c');
    expect(c.arrivals!.map((a) => a.code)).toEqual(['2C West', '4C West', '7C West', '11C West', '13C West']);
    const named = new Set(c.arrivals!.flatMap((a) => [...a.formationIds, ...a.counterIds]));
    for (const counter of c.counters) expect(named.has(counter.formationId) || named.has(counter.id), counter.id).toBe(true);
  });

  it('[28.3, 28.42] display b comes on GT 3, 5 and 6 at A3930', () => {
    expect(display('b').arrivals!.map((a) => a.code)).toEqual(['3A3930', '5A3930', '6A3930']);
  });

  it('every arrival code spells its turn, map and hex or edge', () => {
    for (const d of counterCatalogue().displays) {
      for (const a of d.arrivals ?? []) {
        const where = a.hex ? a.hex.slice(1) : ` ${a.edge![0]!.toUpperCase()}${a.edge!.slice(1)}`;
        expect(a.code, `${d.display}: ${a.code}`).toBe(`${a.turn}${a.map}${where}`);
      }
    }
  });
});

describe('the display schema refuses bad files, naming the file and the entry', () => {
  it('a duplicate id', () => {
    const file = england();
    file.counters.push(clone(file.counters[0]!));
    expect(refusal({ 'england.json': file })).toContain('england.json: counters[209] (A/1/501): duplicate id "us-501-1-a"');
  });
  it('a duplicate id across two files', () => {
    const other = england();
    other.display = 'y';
    other.serials = undefined;
    other.groups = undefined;
    other.formations = [];
    other.leaders = [];
    other.pathfinders = undefined;
    other.supplyheads = undefined;
    other.counters = [other.counters[0]!];
    expect(refusal({ 'england.json': england(), 'display-y.json': other })).toContain('display-y.json: counters[0] (A/1/501): duplicate id "us-501-1-a" (already used in england.json)');
  });
  it('a bad designation', () => {
    const file = england();
    file.counters[3]!.subordination = '1 / 501!';
    expect(refusal({ 'england.json': file })).toMatch(/england\.json: counters\[3\] \(us-501-1-hw\)\.subordination: subordination is not a designation/);
  });
  it('a missing face', () => {
    const file = england();
    file.counters[0]!.effectiveness = { dispersed: 1 };
    expect(refusal({ 'england.json': file })).toContain('england.json: counters[0] (us-501-1-a): counter us-501-1-a (A/1/501, infantry): no effectiveness on its concentrated (front) face [3.5b]');
  });
  it('an unknown formation', () => {
    const file = england();
    file.counters[0]!.formationId = '9/501';
    expect(refusal({ 'england.json': file })).toContain('england.json: counters[0] (us-501-1-a): unknown formation "9/501"');
  });
  it('a value out of range', () => {
    const file = england();
    file.counters[1]!.strength = 0;
    (file.counters[2]!.effectiveness as Record<string, number>).concentrated = 12;
    const error = refusal({ 'england.json': file });
    expect(error).toContain('england.json: counters[1] (us-501-1-b).strength: strength must be at least 1 SP [3.5a]');
    expect(error).toContain('england.json: counters[2] (us-501-1-c).effectiveness.concentrated: effectiveness must be 1–9 [3.5b]');
  });
  it('a counter missing from every serial, and a serial out of its group', () => {
    const file = england();
    const list = file.serials as { serial: number; group: string; counterIds: string[] }[];
    list[9]!.counterIds = [];
    list[0]!.group = 'x';
    const error = refusal({ 'england.json': file });
    expect(error).toContain('england.json: serials[9] (10).counterIds: a serial holds at least one counter');
    list[9]!.counterIds = ['us-326-c'];
    list[9]!.counterIds.pop();
    list.splice(9, 1);
    const error2 = refusal({ 'england.json': file });
    expect(error2).toContain('england.json: serials[0] (1): serial 1 is not in group x\'s range');
    expect(error2).toContain('england.json: counter "us-326-c" is in no serial [14.4]');
    expect(error2).toContain('england.json: serial 10 is missing (serials run 1–58) [21.4]');
  });
  it('the shipped catalogue passes', () => {
    expect(counterCatalogue().oob.counters.length).toBeGreaterThan(0);
  });
});

describe('the whole counter mix [21.0]', () => {
  const { displays, oob } = counterCatalogue();
  const count = (letter: string) => displays.find((d) => d.display === letter)!.counters.length;
  const sp = (side: string) => oob.counters.filter((c) => c.side === side).reduce((sum, c) => sum + c.strength, 0);

  it('[21.1, 21.4] has every display: German a–n, Allied ground y and z, England', () => {
    expect(displays.map((d) => d.display).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'england', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'y', 'z']);
  });

  it('[21.3] the two Allied ground displays: y holds the Guards Armoured, the 15th/19th, the A/R recon and one 86 SPAT battery; z the 43rd, the 50th and the rest', () => {
    const display = (letter: string) => displays.find((d) => d.display === letter)!;
    const names = (letter: string) => display(letter).formations.map((f) => f.name);
    expect(display('y').side).toBe('allied');
    expect(display('z').side).toBe('allied');
    expect(names('y')).toEqual(expect.arrayContaining(['Guards Armoured Division', "15th/19th The King's Royal Hussars", 'A Squadron, armoured car reconnaissance ("A/R recon")', 'an SP anti-tank battery ("86")']));
    expect(names('z')).toEqual(expect.arrayContaining(['43rd (Wessex) Infantry Division', '50th (Northumbrian) Infantry Division', '8th Armoured Brigade']));
    // no formation is on both displays, and every counter of each display belongs to one of its formations
    const yIds = new Set(display('y').formations.map((f) => f.id));
    expect(display('z').formations.some((f) => yIds.has(f.id))).toBe(false);
    for (const letter of ['y', 'z']) {
      const own = new Set(display(letter).formations.map((f) => f.id));
      for (const c of display(letter).counters) expect(own.has(c.formationId!), `${letter}: ${c.id}`).toBe(true);
    }
  });

  it('counts per display and SP per side (docs/order-of-battle.md §7)', () => {
    const perDisplay = Object.fromEntries(displays.map((d) => [d.display, d.counters.length]));
    expect(perDisplay).toEqual({ a: 20, b: 24, c: 17, d: 13, e: 9, f: 17, g: 17, h: 15, i: 17, j: 11, k: 12, l: 9, m: 16, n: 58, y: 67, z: 152, england: 209 });
    expect(oob.counters.length).toBe(683);
    expect(count('england')).toBe(209);
    expect([sp('allied'), sp('german')]).toEqual([2128, 998]);
    // the rest of the §7 table: SP, formations and leaders per display
    const row = (d: (typeof displays)[number]) => [d.counters.reduce((sum, c) => sum + c.strength, 0), d.formations.length, d.leaders.length];
    expect(Object.fromEntries(displays.map((d) => [d.display, row(d)]))).toEqual({
      a: [82, 5, 1], b: [96, 6, 2], c: [67, 4, 1], d: [56, 4, 0], e: [38, 3, 0], f: [58, 4, 0], g: [67, 4, 2], h: [58, 4, 0], i: [58, 4, 0],
      j: [56, 4, 1], k: [48, 3, 1], l: [30, 1, 0], m: [58, 2, 1], n: [226, 31, 3], y: [299, 17, 1], z: [749, 41, 3], england: [1080, 62, 5],
    });
  });

  it('every counter, formation and leader has a source', () => {
    for (const c of oob.counters) expect(c.provenance.source.length, c.id).toBeGreaterThan(3);
    for (const d of displays) for (const f of d.formations) expect(f.source.length, f.id).toBeGreaterThan(2);
    for (const l of oob.leaders) expect(l.provenance.source.length, l.id).toBeGreaterThan(3);
  });

  it('[19.8] every leader of the leader list is in the data with his HQ', () => {
    expect(oob.leaders.map((l) => l.id).sort()).toEqual(
      ['adair', 'bittrich', 'browning', 'erdmann', 'feldt', 'gavin', 'graham', 'harmel', 'harzer', 'horrocks', 'knaust', 'maltzahn', 'meindl', 'model', 'poppe', 'sosabowski', 'student', 'taylor', 'thomas', 'urquhart', 'walther'].map((n) => `ldr-${n}`),
    );
  });

  it('[24.2, 24.3, 4.8 glimpses] keeps the values the text gives: 2/506 6-3 and 6-6, 1CG/5 4-7, 85xx 7-9, 5-4, 5-8, 3-9, 3IG/32 5-4, NdrInd back 4d1, second 935Ind 2-4 back 2d2, Tiger 4-9 range 2', () => {
    const of = (id: string) => oob.counters.find((c) => c.id === id)!;
    const face = (id: string) => `${of(id).strength}-${of(id).effectiveness.concentrated ?? of(id).effectiveness.dispersed}`;
    expect(['us-506-2-d', 'us-506-2-hw', 'uk-1cg-1', 'de-85-7-9', 'de-85-5-4', 'de-85-5-8', 'de-85-3-9', 'uk-3ig-1', 'us-327-at-1'].map(face)).toEqual(['6-3', '6-6', '4-7', '7-9', '5-4', '5-8', '3-9', '5-4', '4-6']);
    expect([of('de-ndrind-1').strength, of('de-ndrind-1').effectiveness.dispersed]).toEqual([4, 1]);
    expect([face('de-935ind-2'), of('de-935ind-2').effectiveness.dispersed]).toEqual(['2-4', 2]);
    expect([face('de-506ind-1'), of('de-506ind-1').range, of('de-506ind-1').effectiveness.dispersed]).toEqual(['4-9', 2, 7]);
  });

  it("keeps Hell's Highway's counters exactly as scenario 24 played them before the move", () => {
    const before = fixture.counters;
    const byId = new Map(oob.counters.map((c) => [c.id, c]));
    for (const c of before) expect(byId.get(c.id), c.id).toEqual(c);
    const formations = new Map(oob.formations.map((f) => [f.id, f]));
    for (const f of fixture.formations) expect({ ...formations.get(f.id)!, hqCounterId: f.hqCounterId }, f.id).toEqual(f);
  });
});
