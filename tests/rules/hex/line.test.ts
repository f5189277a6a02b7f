// The hexes (and hexsides) a line of sight between two hex centres runs through [6.0], [6.13].
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  areAdjacent,
  DIRECTIONS,
  fromAxial,
  hexDistance,
  hexesTouchedByLine,
  hexId,
  hexLine,
  hexLineBySlabs,
  isOnMap,
  sameHex,
  stepHex,
  toAxial,
  type Direction,
  type Hex,
  type LineStep,
} from '../../../src/rules/hex';
import { anyHex, h } from '../../support/hexes';
const hexStep = (hex: Hex): LineStep => ({ kind: 'hex', hex });
const sideStep = (left: Hex, right: Hex): LineStep => ({ kind: 'hexside', left, right });

/** Centre of a hex on a plane where neighbouring centres are 1 apart, x east, y north. */
function centre(hex: Hex): [number, number] {
  const a = toAxial(hex);
  return [a.q + a.r / 2, (a.r * Math.sqrt(3)) / 2];
}

/** Does the closed segment p–q meet the closed hexagon of `hex`? (Separating axis test.) */
function segmentMeetsHex(p: [number, number], q: [number, number], hex: Hex, shrink = 1): boolean {
  const [cx, cy] = centre(hex);
  const R = shrink / Math.sqrt(3);
  const corners = [90, 30, -30, -90, -150, 150].map((deg) => [cx + R * Math.cos((deg * Math.PI) / 180), cy + R * Math.sin((deg * Math.PI) / 180)] as const);
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const len = Math.hypot(dx, dy);
  const axes: [number, number][] = [[1, 0], [0.5, Math.sqrt(3) / 2], [-0.5, Math.sqrt(3) / 2]];
  if (len > 0) axes.push([-dy / len, dx / len]);
  for (const [ax, ay] of axes) {
    const hexProj = corners.map(([x, y]) => x * ax + y * ay);
    const segProj = [p[0] * ax + p[1] * ay, q[0] * ax + q[1] * ay];
    if (Math.max(...segProj) < Math.min(...hexProj) - 1e-9 || Math.min(...segProj) > Math.max(...hexProj) + 1e-9) return false;
  }
  return true;
}

/** Which side of the directed line from → to a hex centre lies on: > 0 left, < 0 right. */
function side(hex: Hex, from: Hex, to: Hex): number {
  const [x, y] = centre(hex);
  const [ax, ay] = centre(from);
  const [bx, by] = centre(to);
  return (bx - ax) * (y - ay) - (by - ay) * (x - ax);
}

/** The hex reached by stepping once in each direction given, in turn. */
function walk(hex: Hex, ...dirs: Direction[]): Hex {
  return dirs.reduce((at, d) => stepHex(at, d), hex);
}

/** Pairs of hexes up to `range` apart around a fixed interior hex of Map B. */
function pairsAround(range: number): [Hex, Hex][] {
  const from = h('B3027');
  const a = toAxial(from);
  const out: [Hex, Hex][] = [];
  for (let dq = -range; dq <= range; dq++) {
    for (let dr = -range; dr <= range; dr++) {
      const to = fromAxial({ q: a.q + dq, r: a.r + dr });
      if (hexDistance(from, to) <= range) out.push([from, to]);
    }
  }
  return out;
}

const nearbyPair = fc
  .tuple(anyHex, fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }))
  .map(([from, dq, dr]): [Hex, Hex] => {
    const a = toAxial(from);
    return [from, fromAxial({ q: a.q + dq, r: a.r + dr })];
  });
const anyPair = fc.oneof(fc.tuple(anyHex, anyHex), nearbyPair);

describe('hexLine: fixed cases', () => {
  it('from a hex to itself is that one hex', () => {
    expect(hexLine(h('C2411'), h('C2411'))).toEqual([hexStep(h('C2411'))]);
    expect(hexLine(h('C0117'), h('D6117'))).toEqual([hexStep(h('C0117'))]);
  });

  it('to a neighbour is the two hexes', () => {
    const c = h('C3017');
    for (const d of DIRECTIONS) {
      const n = stepHex(c, d);
      expect(hexLine(c, n)).toEqual([hexStep(c), hexStep(n)]);
    }
    expect(hexLine(h('A0130'), h('B3830'))).toEqual([hexStep(h('A0130')), hexStep(h('B3830'))]);
  });

  it('[6.13] straight north two rows: hex, the hexside between the two hexes in between, hex', () => {
    // D3017 is on an even row: D3117 (NW) and D3118 (NE) lie between it and D3217, which is
    // at the same x position. Seen from D3017 looking north, D3117 is on the left.
    expect(hexLine(h('D3017'), h('D3217'))).toEqual([hexStep(h('D3017')), sideStep(h('D3117'), h('D3118')), hexStep(h('D3217'))]);
    // Looking south the same hexside has its sides swapped.
    expect(hexLine(h('D3217'), h('D3017'))).toEqual([hexStep(h('D3217')), sideStep(h('D3118'), h('D3117')), hexStep(h('D3017'))]);
    // The same on an odd row: C2913 looks north past C3012 (left) and C3013 (right) to C3113.
    expect(hexLine(h('C2913'), h('C3113'))).toEqual([hexStep(h('C2913')), sideStep(h('C3012'), h('C3013')), hexStep(h('C3113'))]);
  });

  it('[6.13] straight north across the C/D seam runs along a hexside of the shared row C01 = D61', () => {
    expect(hexLine(h('D6017'), h('C0217'))).toEqual([hexStep(h('D6017')), sideStep(h('C0117'), h('C0118')), hexStep(h('C0217'))]);
  });

  it('[6.13] a long line due north alternates hex and hexside', () => {
    const from = h('C2010');
    const to = walk(from, 'NW', 'NE', 'NW', 'NE', 'NW', 'NE', 'NW', 'NE');
    expect(to).toEqual(h('C2810'));
    const line = hexLine(from, to);
    expect(line.map((s) => s.kind)).toEqual(['hex', 'hexside', 'hex', 'hexside', 'hex', 'hexside', 'hex', 'hexside', 'hex']);
    expect(line.filter((s) => s.kind === 'hex').map((s) => (s.kind === 'hex' ? hexId(s.hex) : ''))).toEqual(['C2010', 'C2210', 'C2410', 'C2610', 'C2810']);
  });

  it('[6.13] lines along all six corner directions run along hexsides, left and right seen from the start', () => {
    const c = h('B2027');
    for (let i = 0; i < 6; i++) {
      const leftDir = DIRECTIONS[i]!; // the counter-clockwise one of the two directions
      const rightDir = DIRECTIONS[(i + 1) % 6]!;
      for (let k = 1; k <= 4; k++) {
        const expected: LineStep[] = [hexStep(c)];
        let at = c;
        for (let j = 0; j < k; j++) {
          expected.push(sideStep(stepHex(at, leftDir), stepHex(at, rightDir)));
          at = walk(at, leftDir, rightDir);
          expected.push(hexStep(at));
        }
        expect(hexLine(c, at)).toEqual(expected);
      }
    }
  });

  it('lines along the six hex directions (e.g. due east along a row) report only hexes', () => {
    const c = h('B2027');
    for (const d of DIRECTIONS) {
      for (let k = 1; k <= 8; k++) {
        const expected: LineStep[] = [hexStep(c)];
        let at = c;
        for (let j = 0; j < k; j++) {
          at = stepHex(at, d);
          expected.push(hexStep(at));
        }
        expect(hexLine(c, at)).toEqual(expected);
      }
    }
    expect(hexLine(h('D3010'), h('D3020')).map((s) => (s.kind === 'hex' ? hexId(s.hex) : 'side'))).toEqual(
      ['D3010', 'D3011', 'D3012', 'D3013', 'D3014', 'D3015', 'D3016', 'D3017', 'D3018', 'D3019', 'D3020'],
    );
  });

  it('an ordinary oblique line reports only hexes, one per hex step', () => {
    // Two east, one north-east: no sample point falls on a hexside.
    const from = h('C3017');
    const to = walk(from, 'E', 'E', 'NE');
    const line = hexLine(from, to);
    expect(line.every((s) => s.kind === 'hex')).toBe(true);
    expect(line).toHaveLength(hexDistance(from, to) + 1);
  });

  it('a line crossing a hexside exactly at its midpoint enters the hexes on both sides, as plain hex steps', () => {
    // Three east, one north-east: half-way the line cuts across the hexside between the hex two
    // steps out along E, NE and the hex two steps out along E, E, exactly at its midpoint. It
    // crosses that hexside rather than running along it, so both hexes are ordinary hex steps.
    const from = h('C3017');
    const to = walk(from, 'E', 'E', 'E', 'NE');
    const left = walk(from, 'E', 'NE');
    const right = walk(from, 'E', 'E');
    const steps = hexLine(from, to);
    expect(steps).toHaveLength(6);
    expect(steps.slice(0, 2)).toEqual([hexStep(from), hexStep(walk(from, 'E'))]);
    expect(steps.slice(2, 4)).toEqual(expect.arrayContaining([hexStep(left), hexStep(right)]));
    expect(steps.slice(4)).toEqual([hexStep(walk(from, 'E', 'E', 'NE')), hexStep(to)]);
    expect(segmentMeetsHex(centre(from), centre(to), left)).toBe(true);
    expect(segmentMeetsHex(centre(from), centre(to), right)).toBe(true);
  });

  it('[3.8] a line between two map hexes may cross the empty corner east of Map C and south of B01', () => {
    // Rows up to 120 stop at column 34 while B01 runs on to 54, so the straight line from C5534
    // to B0554 passes over hexes that do not exist. They are still listed, in order.
    const touched = hexesTouchedByLine(h('C5534'), h('B0554'));
    expect(touched.some((hex) => !isOnMap(hex))).toBe(true);
    expect(isOnMap(touched[0]!) && isOnMap(touched[touched.length - 1]!)).toBe(true);
  });

  it('hexesTouchedByLine lists the hexes of hex steps and both hexes of hexside steps, in order', () => {
    expect(hexesTouchedByLine(h('D3017'), h('D3217')).map(hexId)).toEqual(['D3017', 'D3117', 'D3118', 'D3217']);
    expect(hexesTouchedByLine(h('D3010'), h('D3012')).map(hexId)).toEqual(['D3010', 'D3011', 'D3012']);
    expect(hexesTouchedByLine(h('D3010'), h('D3010')).map(hexId)).toEqual(['D3010']);
  });
});

describe('hexLine: properties', () => {
  it('property: starts at the start hex and ends at the end hex', () => {
    fc.assert(
      fc.property(anyPair, ([from, to]) => {
        const line = hexLine(from, to);
        expect(line[0]).toEqual(hexStep(from));
        expect(line[line.length - 1]).toEqual(hexStep(to));
      }),
    );
  });

  it('property: connected — consecutive touched hexes are adjacent (or equal), and a hexside lies between adjacent hexes', () => {
    fc.assert(
      fc.property(anyPair, ([from, to]) => {
        const line = hexLine(from, to);
        const touched = hexesTouchedByLine(from, to);
        for (let i = 1; i < touched.length; i++) {
          const a = touched[i - 1]!;
          const b = touched[i]!;
          expect(sameHex(a, b) || areAdjacent(a, b)).toBe(true);
        }
        for (let i = 0; i < line.length; i++) {
          const step = line[i]!;
          if (step.kind !== 'hexside') continue;
          expect(areAdjacent(step.left, step.right)).toBe(true);
          // A hexside is never first or last, and the hexes before and after touch both its sides.
          const prev = line[i - 1];
          const next = line[i + 1];
          expect(prev?.kind).toBe('hex');
          expect(next?.kind).toBe('hex');
          for (const neighbour of [prev, next]) {
            if (neighbour?.kind !== 'hex') continue;
            expect(areAdjacent(neighbour.hex, step.left)).toBe(true);
            expect(areAdjacent(neighbour.hex, step.right)).toBe(true);
          }
        }
      }),
    );
  });

  it('property: touched hexes have non-decreasing distance from the start, one more each hex step', () => {
    fc.assert(
      fc.property(anyPair, ([from, to]) => {
        const distances = hexesTouchedByLine(from, to).map((hex) => hexDistance(from, hex));
        const jumps = distances.slice(1).map((d, i) => d - distances[i]!);
        expect(jumps.filter((j) => j !== 0 && j !== 1)).toEqual([]);
        expect(distances[distances.length - 1]).toBe(hexDistance(from, to));
        // Every step is a new place: no hex or hexside is listed twice in a row.
        const line = hexLine(from, to);
        const at = (hex: Hex) => `${hex.row},${hex.col}`; // may be off the map: the notch east of Map C
        const key = (s: LineStep) => (s.kind === 'hex' ? at(s.hex) : `${at(s.left)}|${at(s.right)}`);
        const repeats = line.slice(1).filter((s, i) => key(s) === key(line[i]!));
        expect(repeats).toEqual([]);
      }),
    );
  });

  it('property: every hex reported is one the straight line really meets (no false positives)', () => {
    fc.assert(
      fc.property(anyPair, ([from, to]) => {
        const p = centre(from);
        const q = centre(to);
        for (const hex of hexesTouchedByLine(from, to)) expect(segmentMeetsHex(p, q, hex)).toBe(true);
      }),
    );
  });

  it('property: a hexside step has its left hex left of the line and its right hex right of it', () => {
    fc.assert(
      fc.property(anyPair, ([from, to]) => {
        for (const step of hexLine(from, to)) {
          if (step.kind !== 'hexside') continue;
          expect(side(step.left, from, to)).toBeGreaterThan(0);
          expect(side(step.right, from, to)).toBeLessThan(0);
        }
      }),
    );
  });

  it('property: the line back is the line forth reversed, with hexsides seen from the other end', () => {
    fc.assert(
      fc.property(anyPair, ([from, to]) => {
        const back = hexLine(to, from)
          .reverse()
          .map((s): LineStep => (s.kind === 'hex' ? s : sideStep(s.right, s.left)));
        expect(back).toEqual(hexLine(from, to));
      }),
    );
  });

  it('[6.0] the line misses no hex it enters, however shallow the clip (range 20 around a hex)', () => {
    // A hex shrunk by a hair still meeting the segment means the line enters its interior; such
    // a hex must be reported. Hexes only touched at a corner point need not be.
    const missed: string[] = [];
    for (const [from, to] of pairsAround(20)) {
      const touched = hexesTouchedByLine(from, to);
      const seen = new Set(touched.map((x) => `${x.row},${x.col}`));
      for (const t of touched) {
        for (const d of DIRECTIONS) {
          const c = stepHex(t, d);
          if (seen.has(`${c.row},${c.col}`)) continue;
          if (segmentMeetsHex(centre(from), centre(to), c, 0.999999)) missed.push(`${hexId(from)}→${hexId(to)} misses ${c.row},${c.col}`);
        }
      }
    }
    expect(missed).toEqual([]);
  });
});

describe('hexLine: the walk and the slab method agree', () => {
  it('[6.0, 6.13] every line within range 14 of hexes on each map section, and the six corner and six hex directions at length 1–30', () => {
    const centres = [h('C2411'), h('A2010'), h('B1922'), h('D3017'), h('C6105')];
    let lines = 0;
    for (const from of centres) {
      const a = toAxial(from);
      for (let dq = -14; dq <= 14; dq++) {
        for (let dr = -14; dr <= 14; dr++) {
          const to = fromAxial({ q: a.q + dq, r: a.r + dr });
          if (hexDistance(from, to) > 14) continue;
          expect(hexLine(from, to), `${JSON.stringify(from)} → ${JSON.stringify(to)}`).toEqual(hexLineBySlabs(from, to));
          lines++;
        }
      }
    }
    const a = toAxial(h('C3020'));
    for (const [sq, sr] of [[1, 1], [2, -1], [1, -2], [-1, -1], [-2, 1], [-1, 2], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]] as const) {
      for (let k = 1; k <= 30; k++) {
        const to = fromAxial({ q: a.q + sq * k, r: a.r + sr * k });
        expect(hexLine(fromAxial(a), to)).toEqual(hexLineBySlabs(fromAxial(a), to));
        lines++;
      }
    }
    expect(lines).toBeGreaterThan(3000);
  });

  it('property: random long lines anywhere give the same steps', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (from, to) => {
        expect(hexLine(from, to)).toEqual(hexLineBySlabs(from, to));
      }),
      { numRuns: 400 },
    );
  });
});
