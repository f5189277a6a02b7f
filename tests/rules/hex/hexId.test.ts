// Printed hex ids: parsing, printing, aliases of the overlap rows [3.8] (MAP-ANCHORS §2).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canonicalHexId,
  formatHexId,
  hexId,
  hexIdsOf,
  parseHexId,
  type Hex,
} from '../../../src/rules/hex';
import { ALL, anyHex } from '../../support/hexes';


describe('parseHexId', () => {
  it('[3.8] reads section, row counted north from 01 and column counted east from 01', () => {
    expect(parseHexId('D0101')).toEqual({ row: 1, col: 1 });
    expect(parseHexId('D0134')).toEqual({ row: 1, col: 34 });
    expect(parseHexId('D6117')).toEqual({ row: 61, col: 17 });
    expect(parseHexId('C0715')).toEqual({ row: 67, col: 15 });
    expect(parseHexId('B0826')).toEqual({ row: 128, col: 26 });
    expect(parseHexId('A2332')).toEqual({ row: 181, col: 32 });
    expect(parseHexId('A3954')).toEqual({ row: 197, col: 54 });
  });

  it('[3.8] B0101 and C6101 are the same hex', () => {
    expect(parseHexId('C6101')).toEqual(parseHexId('B0101'));
    expect(parseHexId('B0101')).toEqual({ row: 121, col: 1 });
  });

  it('[3.8] B0134 and C6134 are the same hex', () => {
    expect(parseHexId('C6134')).toEqual(parseHexId('B0134'));
    expect(parseHexId('B0134')).toEqual({ row: 121, col: 34 });
  });

  it('[26.52][30.3] C0117 and D6117 are the same hex', () => {
    expect(parseHexId('D6117')).toEqual(parseHexId('C0117'));
  });

  it('[27.3][28.42] A0130 and B3930 are the same hex', () => {
    expect(parseHexId('B3930')).toEqual(parseHexId('A0130'));
    expect(parseHexId('A0130')).toEqual({ row: 159, col: 30 });
  });

  it('accepts lower case', () => {
    expect(parseHexId('a2332')).toEqual(parseHexId('A2332'));
    expect(parseHexId('c0117')).toEqual({ row: 61, col: 17 });
  });

  it('[19.8] accepts the stray spaces of the OCR text: "A 1954" and "C 103 3"', () => {
    expect(parseHexId('A 1954')).toEqual(parseHexId('A1954'));
    expect(parseHexId('A 1954')).toEqual({ row: 177, col: 54 });
    expect(parseHexId('C 103 3')).toEqual(parseHexId('C1033'));
    expect(parseHexId('C 103 3')).toEqual({ row: 70, col: 33 });
    expect(parseHexId('  b 01 01\t')).toEqual({ row: 121, col: 1 });
  });

  it.each(['E0101', 'C6201', 'C0135', 'D0000', 'B0155', 'A4001', '', 'A123'])(
    'gives undefined for %j, which names no hex',
    (text) => {
      expect(parseHexId(text)).toBeUndefined();
    },
  );

  it.each(['A0001', 'A0100', 'D6200', 'B4001', 'C6135', 'D0135', 'A01301', 'AA0130', '0130', 'A-0130', 'A01.30', 'A0x30', ' '])(
    'gives undefined for the malformed or off-map id %j',
    (text) => {
      expect(parseHexId(text)).toBeUndefined();
    },
  );

  it('[3.8] B0135..B0154 are valid hexes east of Map C with no alias', () => {
    for (let col = 35; col <= 54; col++) {
      const id = `B01${col}`;
      const hex = parseHexId(id);
      expect(hex).toEqual({ row: 121, col });
      expect(hexIdsOf(hex!)).toEqual([id]);
      expect(parseHexId(`C61${col}`)).toBeUndefined();
    }
  });

  it('[3.8] every column 01..34 of B01 is an alias of C61, and every column of A01 of B39', () => {
    for (let col = 1; col <= 34; col++) {
      const cc = String(col).padStart(2, '0');
      expect(parseHexId(`C61${cc}`)).toEqual(parseHexId(`B01${cc}`));
      expect(parseHexId(`D61${cc}`)).toEqual(parseHexId(`C01${cc}`));
    }
    for (let col = 1; col <= 54; col++) {
      const cc = String(col).padStart(2, '0');
      expect(parseHexId(`B39${cc}`)).toEqual(parseHexId(`A01${cc}`));
    }
  });
});

describe('formatHexId', () => {
  it('[3.8] the northern sheet\'s id is canonical: B0101, B0134, C0117, A0130', () => {
    expect(formatHexId(parseHexId('C6101')!)).toBe('B0101');
    expect(formatHexId(parseHexId('C6134')!)).toBe('B0134');
    expect(formatHexId(parseHexId('D6117')!)).toBe('C0117');
    expect(formatHexId(parseHexId('B3930')!)).toBe('A0130');
  });

  it('pads row and column to two digits', () => {
    expect(formatHexId({ row: 1, col: 1 })).toBe('D0101');
    expect(formatHexId({ row: 67, col: 5 })).toBe('C0705');
    expect(formatHexId({ row: 197, col: 54 })).toBe('A3954');
  });

  it('gives undefined for hexes off the map', () => {
    const offMap: Hex[] = [
      { row: 0, col: 1 },
      { row: 198, col: 1 },
      { row: 1, col: 0 },
      { row: 1, col: 35 },
      { row: 120, col: 35 },
      { row: 121, col: 55 },
      { row: 197, col: 55 },
      { row: -3, col: -3 },
      { row: 1.5, col: 1 },
      { row: 1, col: 1.5 },
      { row: Number.NaN, col: 1 },
    ];
    for (const hex of offMap) expect(formatHexId(hex)).toBeUndefined();
  });

  it('hexId throws a RangeError off the map and agrees with formatHexId on it', () => {
    expect(() => hexId({ row: 1, col: 35 })).toThrow(RangeError);
    expect(() => hexId({ row: 0, col: 1 })).toThrow(RangeError);
    expect(hexId({ row: 61, col: 17 })).toBe('C0117');
  });

  it('every hex round-trips formatHexId → parseHexId', () => {
    const wrong = ALL.filter((hex) => {
      const id = formatHexId(hex);
      const back = id === undefined ? undefined : parseHexId(id);
      return !back || back.row !== hex.row || back.col !== hex.col;
    });
    expect(wrong).toEqual([]);
  });

  it('every hex has a distinct canonical id', () => {
    const ids = new Set(ALL.map((h) => formatHexId(h)));
    expect(ids.size).toBe(ALL.length);
  });

  it('property: lower-casing and inserting spaces into any id does not change the hex', () => {
    fc.assert(
      fc.property(anyHex, fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }), (hex, spaceAt) => {
        let text: string = hexId(hex).toLowerCase();
        for (const at of spaceAt) text = `${text.slice(0, at)} ${text.slice(at)}`;
        expect(parseHexId(text)).toEqual(hex);
      }),
    );
  });
});

describe('hexIdsOf and canonicalHexId', () => {
  it('[3.8] overlap hexes have both ids, canonical (northern) first', () => {
    expect(hexIdsOf(parseHexId('B0101')!)).toEqual(['B0101', 'C6101']);
    expect(hexIdsOf(parseHexId('B0134')!)).toEqual(['B0134', 'C6134']);
    expect(hexIdsOf(parseHexId('C0117')!)).toEqual(['C0117', 'D6117']);
    expect(hexIdsOf(parseHexId('A0130')!)).toEqual(['A0130', 'B3930']);
  });

  it('ordinary hexes have exactly one id; off-map hexes none', () => {
    expect(hexIdsOf(parseHexId('A2332')!)).toEqual(['A2332']);
    expect(hexIdsOf(parseHexId('D0101')!)).toEqual(['D0101']);
    expect(hexIdsOf(parseHexId('B3830')!)).toEqual(['B3830']);
    expect(hexIdsOf({ row: 1, col: 35 })).toEqual([]);
  });

  it('every id of every hex parses back to that hex, and the first is the canonical one', () => {
    const wrong = ALL.filter((hex) => {
      const ids = hexIdsOf(hex);
      if (ids.length === 0 || ids[0] !== formatHexId(hex)) return true;
      return ids.some((id) => {
        const back = parseHexId(id);
        return !back || back.row !== hex.row || back.col !== hex.col;
      });
    });
    expect(wrong).toEqual([]);
  });

  it('[3.8] the four sheets print 8,360 ids for 8,238 hexes: 122 hexes carry two ids', () => {
    const counts = ALL.map((h) => hexIdsOf(h).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8360);
    expect(counts.filter((n) => n === 2)).toHaveLength(34 + 34 + 54);
    expect(counts.every((n) => n === 1 || n === 2)).toBe(true);
  });

  it('canonicalHexId maps aliases to the northern id and rejects non-hexes', () => {
    expect(canonicalHexId('C6101')).toBe('B0101');
    expect(canonicalHexId('c 61 34')).toBe('B0134');
    expect(canonicalHexId('D6117')).toBe('C0117');
    expect(canonicalHexId('B3930')).toBe('A0130');
    expect(canonicalHexId('A2332')).toBe('A2332');
    expect(canonicalHexId('C0135')).toBeUndefined();
    expect(canonicalHexId('')).toBeUndefined();
  });

  it('[3.8] ids read twice give the same answer, and a caller changing the hex it got does not change the next answer', () => {
    const first = parseHexId('C6101') as { row: number; col: number };
    first.row = 1;
    expect(parseHexId('C6101')).toEqual(parseHexId('B0101'));
    expect(parseHexId('C6101')!.row).not.toBe(1);
    for (const id of ['C6101', 'C6101', 'c6101', 'C0135', 'C0135', 'Z1234']) expect(canonicalHexId(id)).toBe(id.toUpperCase() === 'C6101' ? 'B0101' : undefined);
  });
});
