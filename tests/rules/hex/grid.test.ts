// The stitched global grid: section offsets, row widths, the hex list and the dense index [3.8].
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allHexes,
  canonicalSectionOfRow,
  parseHexId,
  fromAxial,
  GLOBAL_ROWS,
  HEX_INDEX_SIZE,
  hexFromIndex,
  hexIndex,
  isOnMap,
  MAX_COLS,
  roundAxial,
  rowWidth,
  sameHex,
  SECTIONS,
  toAxial,
  type Hex,
} from '../../../src/rules/hex';

const ALL = allHexes();

describe('sections', () => {
  it('[3.8] C and D are 61 rows by 34 columns; A and B 39 rows by 54 (assumed width)', () => {
    expect(SECTIONS.C).toMatchObject({ rows: 61, cols: 34 });
    expect(SECTIONS.D).toMatchObject({ rows: 61, cols: 34 });
    expect(SECTIONS.A).toMatchObject({ rows: 39, cols: 54 });
    expect(SECTIONS.B).toMatchObject({ rows: 39, cols: 54 });
  });

  it('[3.8] global row = local row + D 0, C 60, B 120, A 158, so one sheet\'s top row is the next one\'s bottom row', () => {
    expect([SECTIONS.D.rowOffset, SECTIONS.C.rowOffset, SECTIONS.B.rowOffset, SECTIONS.A.rowOffset]).toEqual([0, 60, 120, 158]);
    expect(SECTIONS.D.rowOffset + SECTIONS.D.rows).toBe(SECTIONS.C.rowOffset + 1);
    expect(SECTIONS.C.rowOffset + SECTIONS.C.rows).toBe(SECTIONS.B.rowOffset + 1);
    expect(SECTIONS.B.rowOffset + SECTIONS.B.rows).toBe(SECTIONS.A.rowOffset + 1);
  });

  it('the offsets are even, so local and global row parity agree (the half-hex shift lines up at the seams)', () => {
    for (const s of Object.values(SECTIONS)) expect(s.rowOffset % 2).toBe(0);
  });

  it('has 197 global rows and at most 54 columns', () => {
    expect(GLOBAL_ROWS).toBe(197);
    expect(MAX_COLS).toBe(54);
  });

  it('[3.8] the northern sheet owns each overlap row', () => {
    expect(canonicalSectionOfRow(0)).toBeUndefined();
    expect(canonicalSectionOfRow(1)).toBe('D');
    expect(canonicalSectionOfRow(60)).toBe('D');
    expect(canonicalSectionOfRow(61)).toBe('C'); // C01 = D61
    expect(canonicalSectionOfRow(120)).toBe('C');
    expect(canonicalSectionOfRow(121)).toBe('B'); // B01 = C61
    expect(canonicalSectionOfRow(158)).toBe('B');
    expect(canonicalSectionOfRow(159)).toBe('A'); // A01 = B39
    expect(canonicalSectionOfRow(197)).toBe('A');
    expect(canonicalSectionOfRow(198)).toBeUndefined();
  });

  it('[3.8] rows up to 120 are 34 wide; B01 (row 121) and north are 54 wide', () => {
    expect(rowWidth(0)).toBe(0);
    expect(rowWidth(1)).toBe(34);
    expect(rowWidth(61)).toBe(34);
    expect(rowWidth(120)).toBe(34);
    expect(rowWidth(121)).toBe(54);
    expect(rowWidth(197)).toBe(54);
    expect(rowWidth(198)).toBe(0);
  });
});

describe('isOnMap', () => {
  it('accepts the four corners of every section and rejects the hexes just outside', () => {
    for (const id of ['D0101', 'D0134', 'D6101', 'C0134', 'C6101', 'C6134', 'B0101', 'B0154', 'B3901', 'B3954', 'A0154', 'A3901', 'A3954']) {
      expect(isOnMap(parseHexId(id)!)).toBe(true);
    }
    expect(isOnMap({ row: 1, col: 1 })).toBe(true);
    expect(isOnMap({ row: 1, col: 34 })).toBe(true);
    expect(isOnMap({ row: 120, col: 34 })).toBe(true);
    expect(isOnMap({ row: 121, col: 54 })).toBe(true);
    expect(isOnMap({ row: 197, col: 1 })).toBe(true);
    expect(isOnMap({ row: 197, col: 54 })).toBe(true);
    expect(isOnMap({ row: 0, col: 1 })).toBe(false);
    expect(isOnMap({ row: 1, col: 0 })).toBe(false);
    expect(isOnMap({ row: 1, col: 35 })).toBe(false);
    expect(isOnMap({ row: 120, col: 35 })).toBe(false);
    expect(isOnMap({ row: 121, col: 55 })).toBe(false);
    expect(isOnMap({ row: 198, col: 1 })).toBe(false);
  });

  it('rejects non-integer coordinates', () => {
    expect(isOnMap({ row: 1.5, col: 1 })).toBe(false);
    expect(isOnMap({ row: 1, col: 1.5 })).toBe(false);
    expect(isOnMap({ row: Number.NaN, col: 1 })).toBe(false);
  });
});

describe('allHexes', () => {
  it('[3.8] the stitched map has 8,238 distinct hexes', () => {
    expect(ALL).toHaveLength(8238);
  });

  it('[3.8] per canonical sheet: D 2,040, C 2,040, B 2,052, A 2,106 (the overlap rows counted once, on the northern sheet)', () => {
    const bySection: Record<string, number> = {};
    for (const hex of ALL) {
      const s = canonicalSectionOfRow(hex.row)!;
      bySection[s] = (bySection[s] ?? 0) + 1;
    }
    expect(bySection).toEqual({ D: 60 * 34, C: 60 * 34, B: 38 * 54, A: 39 * 54 });
  });

  it('lists every hex once, south to north and west to east, all on the map', () => {
    const seen = new Set<number>();
    const wrong: Hex[] = [];
    for (let i = 0; i < ALL.length; i++) {
      const hex = ALL[i]!;
      const prev = ALL[i - 1];
      const inOrder = !prev || prev.row < hex.row || (prev.row === hex.row && prev.col < hex.col);
      if (!isOnMap(hex) || !inOrder) wrong.push(hex);
      seen.add(hexIndex(hex));
    }
    expect(wrong).toEqual([]);
    expect(seen.size).toBe(ALL.length);
    expect(ALL[0]).toEqual({ row: 1, col: 1 });
    expect(ALL[ALL.length - 1]).toEqual({ row: 197, col: 54 });
  });

  it('contains exactly the hexes isOnMap accepts in the bounding box', () => {
    let count = 0;
    for (let row = 0; row <= GLOBAL_ROWS + 1; row++) {
      for (let col = 0; col <= MAX_COLS + 1; col++) if (isOnMap({ row, col })) count++;
    }
    expect(count).toBe(ALL.length);
  });
});

describe('hexIndex', () => {
  it('is unique, in range and inverted by hexFromIndex for every hex', () => {
    const seen = new Set<number>();
    const wrong: Hex[] = [];
    for (const hex of ALL) {
      const index = hexIndex(hex);
      if (!(index >= 0 && index < HEX_INDEX_SIZE && sameHex(hexFromIndex(index), hex))) wrong.push(hex);
      seen.add(index);
    }
    expect(wrong).toEqual([]);
    expect(seen.size).toBe(ALL.length);
  });

  it('sameHex compares by value', () => {
    expect(sameHex({ row: 3, col: 4 }, { row: 3, col: 4 })).toBe(true);
    expect(sameHex({ row: 3, col: 4 }, { row: 4, col: 3 })).toBe(false);
  });
});

describe('axial coordinates', () => {
  it('toAxial and fromAxial are inverse, on and off the map', () => {
    fc.assert(
      fc.property(fc.integer({ min: -300, max: 300 }), fc.integer({ min: -300, max: 300 }), (row, col) => {
        expect(fromAxial(toAxial({ row, col }))).toEqual({ row, col });
        const a = { q: col, r: row };
        expect(toAxial(fromAxial(a))).toEqual(a);
      }),
    );
  });

  it('even rows sit half a hex east: x = q + r/2 is col − 1, plus ½ on even rows', () => {
    for (const hex of [{ row: 1, col: 1 }, { row: 2, col: 1 }, { row: 61, col: 17 }, { row: 160, col: 40 }]) {
      const a = toAxial(hex);
      expect(a.q + a.r / 2).toBe(hex.col - 1 + (hex.row % 2 === 0 ? 0.5 : 0));
      expect(a.r).toBe(hex.row - 1);
    }
  });

  it('roundAxial leaves integer coordinates alone and never returns −0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 200 }), fc.integer({ min: -200, max: 200 }), (q, r) => {
        expect(roundAxial(q, r)).toEqual({ q, r });
      }),
    );
    const z = roundAxial(-0.2, 0.1);
    expect(Object.is(z.q, -0)).toBe(false);
    expect(Object.is(z.r, -0)).toBe(false);
    expect(z).toEqual({ q: 0, r: 0 });
  });

  it('roundAxial picks the hex whose centre is nearest (cube rounding)', () => {
    const planeDist = (q1: number, r1: number, q2: number, r2: number) =>
      Math.hypot(q1 + r1 / 2 - (q2 + r2 / 2), ((r1 - r2) * Math.sqrt(3)) / 2);
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (q, r) => {
        const a = roundAxial(q, r);
        const d = planeDist(q, r, a.q, a.r);
        for (const [dq, dr] of [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]] as const) {
          expect(d).toBeLessThanOrEqual(planeDist(q, r, a.q + dq, a.r + dr) + 1e-9);
        }
      }),
    );
  });
});
