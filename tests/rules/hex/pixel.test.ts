// Hex ↔ pixel for the board drawn north-up: centres, corners, picking and the board's extent.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  boardSize,
  hexCorners,
  hexId,
  hexToPixel,
  hexWidth,
  neighbors,
  parseHexId,
  pixelToHex,
  type Hex,
  type Point,
} from '../../../src/rules/hex';
import { ALL, anyHex } from '../../support/hexes';

const anySize = fc.constantFrom(1, 7.5, 10, 24, 32, 100);
const h = (id: string): Hex => {
  const hex = parseHexId(id);
  if (!hex) throw new Error(`bad id in test: ${id}`);
  return hex;
};
const SIZE = 20;

describe('hexToPixel', () => {
  it('puts north up: a higher row is nearer the top of the board', () => {
    expect(hexToPixel(h('A3901'), SIZE).y).toBeLessThan(hexToPixel(h('D0101'), SIZE).y);
    expect(hexToPixel(h('A3901'), SIZE).y).toBeCloseTo(SIZE, 9);
    expect(hexToPixel(h('C0117'), SIZE).y - hexToPixel(h('C0217'), SIZE).y).toBeCloseTo(1.5 * SIZE, 9);
  });

  it('puts even rows half a hex east of odd rows; columns never shift between sections', () => {
    const w = hexWidth(SIZE);
    expect(hexToPixel(h('D0201'), SIZE).x - hexToPixel(h('D0101'), SIZE).x).toBeCloseTo(w / 2, 9);
    expect(hexToPixel(h('D0101'), SIZE).x).toBeCloseTo(w / 2, 9);
    expect(hexToPixel(h('A3930'), SIZE).x).toBeCloseTo(hexToPixel(h('D0130'), SIZE).x, 9);
    expect(hexToPixel(h('C2414'), SIZE).x - hexToPixel(h('C2410'), SIZE).x).toBeCloseTo(4 * w, 9);
  });

  it('[3.8] both ids of an overlap hex are drawn at one place', () => {
    for (const [a, b] of [['B0101', 'C6101'], ['B0134', 'C6134'], ['C0117', 'D6117'], ['A0130', 'B3930']] as const) {
      expect(hexToPixel(h(a), SIZE)).toEqual(hexToPixel(h(b), SIZE));
    }
  });

  it('property: neighbouring centres are one hex width apart and share exactly two corners', () => {
    fc.assert(
      fc.property(anyHex, anySize, (hex, size) => {
        const c = hexToPixel(hex, size);
        const mine = hexCorners(hex, size);
        for (const n of neighbors(hex)) {
          const p = hexToPixel(n, size);
          expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(hexWidth(size), 6);
          const theirs = hexCorners(n, size);
          const shared = mine.filter((m) => theirs.some((t) => Math.hypot(t.x - m.x, t.y - m.y) < 1e-6 * size));
          expect(shared).toHaveLength(2);
        }
      }),
    );
  });
});

describe('pixelToHex', () => {
  it('every hex round-trips: pixelToHex(hexToPixel(h)) is h', () => {
    for (const size of [1, 20, 37.5]) {
      const wrong = ALL.filter((hex) => {
        const back = pixelToHex(hexToPixel(hex, size), size);
        return !back || back.row !== hex.row || back.col !== hex.col;
      });
      expect(wrong.map(hexId)).toEqual([]);
    }
  });

  it('property: a point inside a hex\'s inscribed circle maps to that hex', () => {
    fc.assert(
      fc.property(
        anyHex,
        anySize,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (hex, size, angle, frac) => {
          const c = hexToPixel(hex, size);
          const r = frac * (hexWidth(size) / 2);
          expect(pixelToHex({ x: c.x + r * Math.cos(angle), y: c.y + r * Math.sin(angle) }, size)).toEqual(hex);
        },
      ),
    );
  });

  it('property: a point just inside a corner maps to that hex', () => {
    fc.assert(
      fc.property(anyHex, anySize, fc.integer({ min: 0, max: 5 }), (hex, size, i) => {
        const c = hexToPixel(hex, size);
        const corner = hexCorners(hex, size)[i]!;
        const p: Point = { x: c.x + 0.97 * (corner.x - c.x), y: c.y + 0.97 * (corner.y - c.y) };
        expect(pixelToHex(p, size)).toEqual(hex);
      }),
    );
  });

  it('gives undefined off the map', () => {
    const { width, height } = boardSize(SIZE);
    const w = hexWidth(SIZE);
    const outside: Point[] = [
      { x: -5, y: -5 },
      { x: -w, y: height / 2 },
      { x: width + w, y: height / 2 },
      { x: width / 2, y: -2 * SIZE },
      { x: width / 2, y: height + 2 * SIZE },
      { x: 1e6, y: 1e6 },
      { x: -1e6, y: -1e6 },
    ];
    for (const p of outside) expect(pixelToHex(p, SIZE)).toBeUndefined();
  });

  it('[3.8] gives undefined in the empty space east of Maps C and D, and a B hex just north of it', () => {
    // Where column 45 of row 60 (Map C) would be: there is no such hex.
    const ghost = hexToPixel({ row: 60, col: 45 }, SIZE);
    expect(pixelToHex(ghost, SIZE)).toBeUndefined();
    expect(pixelToHex(hexToPixel({ row: 120, col: 35 }, SIZE), SIZE)).toBeUndefined();
    expect(pixelToHex(hexToPixel(h('B0135'), SIZE), SIZE)).toEqual(h('B0135'));
  });

  it('gives undefined in the half-hex notches of the west edge (even rows) and the east edge (odd rows)', () => {
    const w = hexWidth(SIZE);
    // Even rows start half a hex east: the space west of D0201 is off the map.
    const d0201 = hexToPixel(h('D0201'), SIZE);
    expect(pixelToHex({ x: d0201.x - 0.9 * w, y: d0201.y }, SIZE)).toBeUndefined();
    // Odd rows end half a hex west of even rows.
    const a3954 = hexToPixel(h('A3954'), SIZE);
    expect(pixelToHex({ x: a3954.x + 0.9 * w, y: a3954.y }, SIZE)).toBeUndefined();
  });
});

describe('hexCorners', () => {
  it('property: six corners at distance `size` from the centre, 60° apart, clockwise from the top', () => {
    fc.assert(
      fc.property(anyHex, anySize, (hex, size) => {
        const c = hexToPixel(hex, size);
        const corners = hexCorners(hex, size);
        expect(corners).toHaveLength(6);
        for (const p of corners) expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(size, 9);
        // Pointy top: the first corner is straight above the centre.
        expect(corners[0]!.x).toBeCloseTo(c.x, 9);
        expect(corners[0]!.y).toBeCloseTo(c.y - size, 9);
        // Consecutive corners are a side (= size) apart; clockwise on screen (y grows downwards)
        // gives a positive shoelace sum.
        let twiceArea = 0;
        for (let i = 0; i < 6; i++) {
          const a = corners[i]!;
          const b = corners[(i + 1) % 6]!;
          expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(size, 9);
          twiceArea += a.x * b.y - b.x * a.y;
        }
        expect(twiceArea / 2).toBeCloseTo((3 * Math.sqrt(3) * size * size) / 2, 6);
      }),
    );
  });
});

describe('boardSize', () => {
  it('contains every hex centre and every corner; the extreme hexes touch its edges', () => {
    for (const size of [1, 20, 37.5]) {
      const { width, height } = boardSize(size);
      const eps = 1e-9 * size;
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (const hex of ALL) {
        const c = hexToPixel(hex, size);
        if (c.x <= 0 || c.x >= width || c.y <= 0 || c.y >= height) throw new Error(`centre of ${hexId(hex)} outside the board`);
        for (const p of hexCorners(hex, size)) {
          minX = Math.min(minX, p.x);
          minY = Math.min(minY, p.y);
          maxX = Math.max(maxX, p.x);
          maxY = Math.max(maxY, p.y);
        }
      }
      expect(minX).toBeGreaterThan(-eps);
      expect(minY).toBeGreaterThan(-eps);
      expect(maxX).toBeLessThan(width + eps);
      expect(maxY).toBeLessThan(height + eps);
      expect(minX).toBeCloseTo(0, 6);
      expect(minY).toBeCloseTo(0, 6);
      expect(maxX).toBeCloseTo(width, 6);
      expect(maxY).toBeCloseTo(height, 6);
    }
  });

  it('is 54½ hex widths wide and 196 row pitches plus two corner heights tall', () => {
    const { width, height } = boardSize(SIZE);
    expect(width).toBeCloseTo(54.5 * hexWidth(SIZE), 9);
    expect(height).toBeCloseTo(196 * 1.5 * SIZE + 2 * SIZE, 9);
  });
});
