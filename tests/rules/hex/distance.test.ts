// Range in hexes [3.5e]: hex steps between two hexes, the start not counted.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { areAdjacent, hexDistance, hexId, neighbors, sameHex, type Hex } from '../../../src/rules/hex';
import { ALL, anyHex, h } from '../../support/hexes';


describe('hexDistance: known values', () => {
  it('is 0 from a hex to itself, and between the two ids of an overlap hex', () => {
    expect(hexDistance(h('C2411'), h('C2411'))).toBe(0);
    expect(hexDistance(h('C0117'), h('D6117'))).toBe(0);
    expect(hexDistance(h('B0101'), h('C6101'))).toBe(0);
    expect(hexDistance(h('A0130'), h('B3930'))).toBe(0);
  });

  it('[24.4] hexrow 2400 to hexrow 3400 is 10 hexes: same column, 10 rows apart', () => {
    // Going north a hex zig-zags NE, NW, NE, NW…: every two rows it is back in its column, so
    // ten rows take ten steps and no fewer (each step changes the row by at most one).
    expect(hexDistance(h('C2410'), h('C3410'))).toBe(10);
    for (let col = 1; col <= 34; col++) {
      const cc = String(col).padStart(2, '0');
      expect(hexDistance(h(`C24${cc}`), h(`C34${cc}`))).toBe(10);
    }
  });

  it('[24.4] no hex of hexrow 3400 is nearer than 10 to any hex of hexrow 2400', () => {
    let min = Infinity;
    for (let a = 1; a <= 34; a++) for (let b = 1; b <= 34; b++) min = Math.min(min, hexDistance({ row: 84, col: a }, { row: 94, col: b }));
    expect(min).toBe(10);
  });

  it('along a row the distance is the column difference', () => {
    expect(hexDistance(h('D3017'), h('D3027'))).toBe(10);
    expect(hexDistance(h('B0101'), h('B0154'))).toBe(53);
  });

  it('two rows north reaches one column either side in two steps, not two columns', () => {
    // D3017 is on an even row: D3117/D3118 are its northern neighbours, D3216..D3218 two steps away.
    expect(hexDistance(h('D3017'), h('D3216'))).toBe(2);
    expect(hexDistance(h('D3017'), h('D3217'))).toBe(2);
    expect(hexDistance(h('D3017'), h('D3218'))).toBe(2);
    expect(hexDistance(h('D3017'), h('D3215'))).toBe(3);
    expect(hexDistance(h('D3017'), h('D3219'))).toBe(3);
  });

  it('[3.8] measures straight across the seams: D → C → B → A', () => {
    expect(hexDistance(h('D6017'), h('C0117'))).toBe(1);
    expect(hexDistance(h('D6017'), h('C0217'))).toBe(2);
    expect(hexDistance(h('C6001'), h('B0101'))).toBe(1);
    expect(hexDistance(h('C6001'), h('B0201'))).toBe(2);
    // D0101 (row 1) to A3901 (row 197): 196 rows; the zig-zag absorbs 98 columns either way.
    expect(hexDistance(h('D0101'), h('A3901'))).toBe(196);
    expect(hexDistance(h('D0101'), h('A3954'))).toBe(196);
    expect(hexDistance(h('D0134'), h('A3901'))).toBe(196);
    // The 506th's drop zone near Son (row 69) to the Arnhem road bridge (row 180): 111 rows; the
    // 21 columns east fit inside the zig-zag, so the rows alone decide.
    expect(hexDistance(h('C0911'), h('A2232'))).toBe(111);
    // The XXX Corps road exit D0120 (row 1) to the same bridge: 179 rows, 12½ hex widths east.
    expect(hexDistance(h('D0120'), h('A2232'))).toBe(179);
    // B0101 to B0554: the 4 rows climbed absorb 2 of the 53 columns; the other 51 cost a step each.
    expect(hexDistance(h('B0101'), h('B0554'))).toBe(4 + (53 - 2));
  });

  it('[27.3] A0130 (= B3930) to B3830 is one hex', () => {
    expect(hexDistance(h('A0130'), h('B3830'))).toBe(1);
    expect(hexDistance(h('B3930'), h('B3830'))).toBe(1);
  });

  it('[24.61] the two Veghel bridge ends C2813 and C2914 are one hex apart; A2232 and A2331 are two', () => {
    expect(hexDistance(h('C2813'), h('C2914'))).toBe(1);
    expect(hexDistance(h('A2232'), h('A2331'))).toBe(2);
  });
});

describe('hexDistance: metric properties', () => {
  it('property: d(a,b) = d(b,a) ≥ 0, and 0 only for the same hex', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const d = hexDistance(a, b);
        expect(d).toBe(hexDistance(b, a));
        expect(Number.isInteger(d)).toBe(true);
        expect(d >= 0).toBe(true);
        expect(d === 0).toBe(sameHex(a, b));
      }),
    );
  });

  it('property: triangle inequality', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => {
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
      }),
    );
  });

  it('property: d = 1 iff adjacent', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        expect(hexDistance(a, b) === 1).toBe(areAdjacent(a, b));
      }),
    );
    fc.assert(
      fc.property(anyHex, (a) => {
        for (const n of neighbors(a)) expect(hexDistance(a, n)).toBe(1);
      }),
    );
  });

  it('property: at least the row difference and at least the x offset, in hex widths', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const d = hexDistance(a, b);
        const x = (hex: Hex) => hex.col + (hex.row % 2 === 0 ? 0.5 : 0);
        expect(d).toBeGreaterThanOrEqual(Math.abs(a.row - b.row));
        expect(d).toBeGreaterThanOrEqual(Math.abs(x(a) - x(b)));
        // The exact offset-grid formula: rows first, then whatever x offset the zig-zag cannot absorb.
        const dy = Math.abs(a.row - b.row);
        expect(d).toBe(dy + Math.max(0, Math.abs(x(a) - x(b)) - dy / 2));
      }),
    );
  });

  it('equals the breadth-first step count over neighbors() on Maps C and D', () => {
    // C and D together are a plain 120 × 34 block, so the shortest path on the map is never longer
    // than the shortest path on an unbounded grid. (Not so for the whole map: B01 reaches east of C.)
    const inBlock = (hex: Hex) => hex.row <= 120;
    for (const start of ['D0101', 'D3017', 'C3034', 'C6001'].map(h)) {
      const dist = new Map<string, number>([[hexId(start), 0]]);
      let frontier = [start];
      while (frontier.length > 0) {
        const next: Hex[] = [];
        for (const hex of frontier) {
          for (const n of neighbors(hex)) {
            if (!inBlock(n) || dist.has(hexId(n))) continue;
            dist.set(hexId(n), dist.get(hexId(hex))! + 1);
            next.push(n);
          }
        }
        frontier = next;
      }
      const wrong = ALL.filter(inBlock).filter((hex) => dist.get(hexId(hex)) !== hexDistance(start, hex));
      expect(wrong.map(hexId)).toEqual([]);
      expect(dist.size).toBe(120 * 34);
    }
  });
});
