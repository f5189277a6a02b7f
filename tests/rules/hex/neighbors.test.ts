// Adjacency on the stitched grid, including across the section seams [3.8] (MAP-ANCHORS §2).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  areAdjacent,
  DIRECTIONS,
  directionTo,
  hexId,
  hexToPixel,
  isOnMap,
  neighbors,
  oppositeDirection,
  sameHex,
  stepHex,
  type Direction,
  type Hex,
} from '../../../src/rules/hex';
import { ALL, anyHex, h } from '../../support/hexes';

const ids = (hexes: Hex[]) => hexes.map(hexId).sort();

describe('adjacency of the rules\' own pairs', () => {
  it('[Errata] A1444 and A1545 are adjacent (the blocked hexside between them exists)', () => {
    expect(areAdjacent(h('A1444'), h('A1545'))).toBe(true);
    expect(directionTo(h('A1444'), h('A1545'))).toBe('NE');
  });

  it('[24.61] C2813 and C2914 are adjacent (the two ends of the Veghel bridge)', () => {
    expect(areAdjacent(h('C2813'), h('C2914'))).toBe(true);
  });

  it('A2232 and A2331 are not adjacent under the even-rows-east convention', () => {
    expect(areAdjacent(h('A2232'), h('A2331'))).toBe(false);
    expect(neighbors(h('A2232')).some((n) => sameHex(n, h('A2331')))).toBe(false);
  });

  it('[27.3][28.42] the 9th SS recon leaves A at A0130 and enters B at B3830, the next hex south', () => {
    expect(areAdjacent(h('A0130'), h('B3830'))).toBe(true);
    expect(areAdjacent(h('B3930'), h('B3830'))).toBe(true);
    expect(directionTo(h('A0130'), h('B3830'))).toBe('SE');
  });

  it('[26.52][30.3] the 506th leaves C at C0117 and is at once in D6117: the same hex, not a neighbour', () => {
    expect(sameHex(h('C0117'), h('D6117'))).toBe(true);
    expect(areAdjacent(h('C0117'), h('D6117'))).toBe(false);
    expect(ids(neighbors(h('C0117')))).toContain('D6017');
  });
});

describe('neighbors', () => {
  it('an interior hex has six neighbours, clockwise from east', () => {
    // C2813 is on an even row, which sits half a hex east: its northern and southern neighbours
    // are in columns 13 and 14.
    expect(neighbors(h('C2813')).map(hexId)).toEqual(['C2814', 'C2714', 'C2713', 'C2812', 'C2913', 'C2914']);
    // C2913 is on an odd row: its northern and southern neighbours are in columns 12 and 13.
    expect(neighbors(h('C2913')).map(hexId)).toEqual(['C2914', 'C2813', 'C2812', 'C2912', 'C3012', 'C3013']);
  });

  it('every hex has 2 to 6 neighbours, all on the map, distinct and not itself', () => {
    const counts = new Map<number, number>();
    const wrong: string[] = [];
    for (const hex of ALL) {
      const ns = neighbors(hex);
      const ok =
        ns.length >= 2 &&
        ns.length <= 6 &&
        new Set(ns.map((n) => `${n.row},${n.col}`)).size === ns.length &&
        ns.every((n) => isOnMap(n) && !sameHex(n, hex));
      if (!ok) wrong.push(hexId(hex));
      counts.set(ns.length, (counts.get(ns.length) ?? 0) + 1);
    }
    expect(wrong).toEqual([]);
    expect(counts.get(6)).toBeGreaterThan(7000);
  });

  it.each([
    ['D0101', ['D0102', 'D0201']], // SW corner of the whole map, odd row
    ['D0134', ['D0133', 'D0233', 'D0234']], // SE corner
    ['D0201', ['D0101', 'D0102', 'D0202', 'D0301', 'D0302']], // west edge, even row (shifted east)
    ['D0301', ['D0201', 'D0302', 'D0401']], // west edge, odd row
    ['D0117', ['D0116', 'D0118', 'D0216', 'D0217']], // south edge
    ['A3901', ['A3801', 'A3902']], // NW corner of the whole map
    ['A3954', ['A3853', 'A3854', 'A3953']], // NE corner
    ['A3930', ['A3829', 'A3830', 'A3929', 'A3931']], // north edge
    ['B2054', ['B1954', 'B2053', 'B2154']], // east edge of B, even row
    ['B2154', ['B2053', 'B2054', 'B2153', 'B2253', 'B2254']], // east edge of B, odd row
  ])('[3.8] %s at an edge or corner has fewer neighbours', (id, expected) => {
    expect(ids(neighbors(h(id)))).toEqual([...expected].sort());
  });

  it('[3.8] D6017 has neighbours in the C01 row (= D61) across the C/D seam', () => {
    const ns = ids(neighbors(h('D6017')));
    expect(ns).toEqual(['C0117', 'C0118', 'D5917', 'D5918', 'D6016', 'D6018'].sort());
  });

  it('[3.8] C0117 (= D6117) has neighbours on both sheets', () => {
    expect(ids(neighbors(h('C0117')))).toEqual(['C0116', 'C0118', 'C0216', 'C0217', 'D6016', 'D6017'].sort());
  });

  it('[3.8] C6034 touches B0134 and B0135: the B01 row runs on east of Map C', () => {
    expect(ids(neighbors(h('C6034')))).toEqual(['B0134', 'B0135', 'C5934', 'C6033']);
    expect(ids(neighbors(h('B0135')))).toEqual(['B0134', 'B0136', 'B0234', 'B0235', 'C6034'].sort());
  });

  it('[3.8] B0140 (row 121, col 40) has no southern neighbours: rows up to 120 are only 34 wide', () => {
    const ns = neighbors(h('B0140'));
    expect(ids(ns)).toEqual(['B0139', 'B0141', 'B0239', 'B0240']);
    expect(ns.every((n) => n.row >= 121)).toBe(true);
  });

  it('[27.3] B3830 touches A0130 and A0131 across the A/B seam', () => {
    expect(ids(neighbors(h('B3830')))).toEqual(['A0130', 'A0131', 'B3730', 'B3731', 'B3829', 'B3831']);
  });

  it('property: adjacency is symmetric — b is a neighbour of a iff a is a neighbour of b', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const ab = neighbors(a).some((n) => sameHex(n, b));
        const ba = neighbors(b).some((n) => sameHex(n, a));
        expect(ab).toBe(ba);
        expect(areAdjacent(a, b)).toBe(ab);
      }),
    );
    fc.assert(
      fc.property(anyHex, (a) => {
        for (const n of neighbors(a)) expect(neighbors(n).some((m) => sameHex(m, a))).toBe(true);
      }),
    );
  });

  it('the total number of neighbour links is even (every link counted from both ends)', () => {
    const total = ALL.reduce((sum, hex) => sum + neighbors(hex).length, 0);
    expect(total % 2).toBe(0);
  });
});

describe('directions', () => {
  const c = h('C3017');

  it('DIRECTIONS runs clockwise from east and i, i+3 are opposite', () => {
    expect(DIRECTIONS).toEqual(['E', 'SE', 'SW', 'W', 'NW', 'NE']);
    for (let i = 0; i < 6; i++) expect(oppositeDirection(DIRECTIONS[i]!)).toBe(DIRECTIONS[(i + 3) % 6]);
  });

  it('stepping one way and back returns to the start; directionTo inverts stepHex', () => {
    fc.assert(
      fc.property(anyHex, fc.constantFrom(...DIRECTIONS), (hex, d) => {
        const n = stepHex(hex, d);
        expect(stepHex(n, oppositeDirection(d))).toEqual(hex);
        expect(directionTo(hex, n)).toBe(d);
        expect(directionTo(n, hex)).toBe(oppositeDirection(d));
      }),
    );
  });

  it('compass names match the drawn map (north up): E/W keep the row, N* go up a row, S* down', () => {
    const angle: Record<Direction, number> = { E: 0, NE: 60, NW: 120, W: 180, SW: 240, SE: 300 };
    const p0 = hexToPixel(c, 1);
    for (const d of DIRECTIONS) {
      const p = hexToPixel(stepHex(c, d), 1);
      const deg = (((Math.atan2(-(p.y - p0.y), p.x - p0.x) * 180) / Math.PI) + 360) % 360;
      expect(deg).toBeCloseTo(angle[d], 9);
    }
    expect(stepHex(c, 'E').row).toBe(c.row);
    expect(stepHex(c, 'NE').row).toBe(c.row + 1);
    expect(stepHex(c, 'SW').row).toBe(c.row - 1);
  });

  it('odd rows: NE keeps the column; even rows (shifted east): NW keeps it', () => {
    expect(stepHex({ row: 31, col: 10 }, 'NE')).toEqual({ row: 32, col: 10 });
    expect(stepHex({ row: 31, col: 10 }, 'NW')).toEqual({ row: 32, col: 9 });
    expect(stepHex({ row: 32, col: 10 }, 'NE')).toEqual({ row: 33, col: 11 });
    expect(stepHex({ row: 32, col: 10 }, 'NW')).toEqual({ row: 33, col: 10 });
    expect(stepHex({ row: 32, col: 10 }, 'SE')).toEqual({ row: 31, col: 11 });
    expect(stepHex({ row: 31, col: 10 }, 'SW')).toEqual({ row: 30, col: 9 });
  });

  it('stepHex may leave the map; neighbors leaves such steps out', () => {
    expect(stepHex(h('D0101'), 'SW')).toEqual({ row: 0, col: 0 });
    expect(isOnMap(stepHex(h('D0101'), 'SW'))).toBe(false);
    expect(directionTo(c, c)).toBeUndefined();
    expect(directionTo(c, { row: c.row + 2, col: c.col })).toBeUndefined();
  });
});
