/**
 * The hexes a straight line between two hex centres passes through, for line of sight [6.0].
 *
 * Exact: every hex whose interior the segment enters is listed, however shallow the clip, in the
 * order the line reaches them. Where the line runs along a hexside (lines in one of the six
 * corner directions), that stretch is reported as a hexside with the hexes on both sides, since
 * [6.13] blocks such a line if the hexside, or either hex beside it, blocks sight. A line that
 * only touches a corner point of a hex does not pass through that hex.
 *
 * Hexes off the map can appear (a line from Map C to the east of Map B crosses the empty corner
 * between them); callers check `isOnMap`.
 *
 * Method: in a plane where neighbouring centres are 1 apart, a hex is the intersection of three
 * slabs |(p − centre)·n| ≤ ½ (n at 0°, 60°, 120°). Each candidate hex near the line clips the
 * segment to an interval [t0, t1]; a positive length means the line meets the hex. If the middle
 * of that piece is inside the hex, the line crosses it; if it lies on a slab boundary, the line
 * runs along that hexside.
 */
import { fromAxial, roundAxial, toAxial, type Axial } from './axial';
import { hexDistance } from './distance';
import type { Hex } from './grid';
import { walkAxialLine } from './lineWalk';

export type LineStep =
  | { readonly kind: 'hex'; readonly hex: Hex }
  /** The line runs along the hexside between `left` and `right` (left/right seen from the start). */
  | { readonly kind: 'hexside'; readonly left: Hex; readonly right: Hex };

const HALF_SQRT3 = Math.sqrt(3) / 2;
const EPS = 1e-9;
const CORNER_RADIUS = 1 / Math.sqrt(3);
/** Edge normals of a pointy-top hex: east, north-east, north-west. */
const NORMALS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [0.5, HALF_SQRT3],
  [-0.5, HALF_SQRT3],
];
/** Axial step across the edge on the + side of each normal. */
const ACROSS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [0, 1],
  [-1, 1],
];

/** A hex and its six neighbours, as axial offsets. */
const NEIGHBOURHOOD_Q = [0, 1, -1, 0, 0, 1, -1];
const NEIGHBOURHOOD_R = [0, 0, 0, 1, -1, -1, 1];

function centre(a: Axial): [number, number] {
  return [a.q + a.r / 2, a.r * HALF_SQRT3];
}

function toAxialFromPlane(x: number, y: number): Axial {
  const r = y / HALF_SQRT3;
  return roundAxial(x - r / 2, r);
}

interface Piece {
  /** Parameter along the line of the middle of the piece, for ordering. */
  t: number;
  step: LineStep;
}

/** The part [t0, t1] of the segment a→a+d inside the hex centred at (cx, cy); empty when t1 − t0 ≤ EPS. */
function clip(ax: number, ay: number, dx: number, dy: number, cx: number, cy: number): [number, number] {
  let t0 = 0;
  let t1 = 1;
  for (let k = 0; k < 3; k++) {
    const [nx, ny] = NORMALS[k]!;
    const d0 = (ax - cx) * nx + (ay - cy) * ny;
    const dd = dx * nx + dy * ny;
    if (Math.abs(dd) < EPS) {
      if (Math.abs(d0) > 0.5 + EPS) t1 = -1; // parallel to this slab and outside it
      continue;
    }
    const ta = (-0.5 - d0) / dd;
    const tb = (0.5 - d0) / dd;
    t0 = Math.max(t0, Math.min(ta, tb));
    t1 = Math.min(t1, Math.max(ta, tb));
  }
  return [t0, t1];
}

/**
 * The step a piece of the line makes in the hex centred at (cx, cy): the hex itself when the middle
 * of the piece (at `tm`) is inside it, else the hexside the line runs along, left and right seen
 * from the start [6.13].
 */
function pieceStep(hex: Axial, cx: number, cy: number, tm: number, ax: number, ay: number, dx: number, dy: number): LineStep {
  const mx = ax + dx * tm - cx;
  const my = ay + dy * tm - cy;
  const onEdge = NORMALS.findIndex(([nx, ny]) => Math.abs(Math.abs(mx * nx + my * ny) - 0.5) < 1e-7);
  if (onEdge < 0) return { kind: 'hex', hex: fromAxial(hex) };
  const [nx, ny] = NORMALS[onEdge]!;
  const sign = mx * nx + my * ny > 0 ? 1 : -1;
  const [sq, sr] = ACROSS[onEdge]!;
  const other = { q: hex.q + sign * sq, r: hex.r + sign * sr };
  const hexIsLeft = dx * (cy - ay) - dy * (cx - ax) > 0;
  const [left, right] = hexIsLeft ? [hex, other] : [other, hex];
  return { kind: 'hexside', left: fromAxial(left), right: fromAxial(right) };
}

/** Neighbour offsets (axial), clockwise from east. */
const STEP_Q = [1, 1, 0, -1, -1, 0];
const STEP_R = [0, -1, -1, 0, 1, 1];
/** How close two parameters along the line must be to count as the same point. */
const SAME_T = 1e-7;

/**
 * The line from one hex centre to another, step by step (hex/lineWalk.ts: integer arithmetic, the
 * same steps as the clipping walk below, which the tests hold it to).
 */
export function hexLine(from: Hex, to: Hex): LineStep[] {
  const out: LineStep[] = [];
  walkHexLine(from, to, (step) => {
    out.push(step);
  });
  return out;
}

/**
 * Visit the steps of `hexLine(from, to)` in order, stopping as soon as `visit` returns false (line
 * of sight stops at the first blocking hex, without working out the rest of a long line).
 */
export function walkHexLine(from: Hex, to: Hex, visit: (step: LineStep) => boolean | void): void {
  const a = toAxial(from);
  const b = toAxial(to);
  walkAxialLine(a.q, a.r, b.q, b.r, (side, q, r, q2, r2) =>
    visit(side ? { kind: 'hexside', left: fromAxial({ q, r }), right: fromAxial({ q: q2, r: r2 }) } : { kind: 'hex', hex: fromAxial({ q, r }) }),
  );
}

/**
 * The line walked hex by hex in floating point (the reference the integer walk is tested against):
 * from the start hex, the next piece is always a neighbour of the
 * current hex whose part of the line begins where the current one ends (hexes the line only
 * touches at a corner have no length and are skipped). Along a hexside the two hexes beside it
 * share one piece. The same predicates as the slab method below, without its candidate set and
 * sort; should the walk ever find no next hex, the slab method finishes the line.
 */
export function hexLineByClipping(from: Hex, to: Hex): LineStep[] {
  const out: LineStep[] = [];
  const visit = (step: LineStep): void => {
    out.push(step);
  };
  const n = hexDistance(from, to);
  if (n === 0) {
    visit({ kind: 'hex', hex: from });
    return out;
  }
  const a = toAxial(from);
  const b = toAxial(to);
  const [ax, ay] = centre(a);
  const [bx, by] = centre(b);
  const dx = bx - ax;
  const dy = by - ay;
  visit({ kind: 'hex', hex: from });
  let visited = 1;
  let q = a.q;
  let r = a.r;
  let end = clip(ax, ay, dx, dy, ax, ay)[1];
  while (end < 1 - EPS) {
    let step: LineStep | null = null;
    for (let k = 0; k < 6 && !step; k++) {
      const nq = q + STEP_Q[k]!;
      const nr = r + STEP_R[k]!;
      const cx = nq + nr / 2;
      const cy = nr * HALF_SQRT3;
      const [t0, t1] = clip(ax, ay, dx, dy, cx, cy);
      if (t1 - t0 <= EPS || Math.abs(t0 - end) > SAME_T || t1 <= end + EPS) continue;
      step = pieceStep({ q: nq, r: nr }, cx, cy, (t0 + t1) / 2, ax, ay, dx, dy);
      q = nq;
      r = nr;
      end = t1;
    }
    if (!step) {
      // Never seen; kept so a numerical surprise costs speed, not a wrong line: the slab method
      // gives the same steps, so the rest of its line follows the ones already visited.
      for (const rest of hexLineBySlabs(from, to).slice(visited)) visit(rest);
      return out;
    }
    visited++;
    visit(step);
  }
  return out;
}

/** The same line by clipping every hex near it (the reference the walk is tested against). */
export function hexLineBySlabs(from: Hex, to: Hex): LineStep[] {
  const n = hexDistance(from, to);
  if (n === 0) return [{ kind: 'hex', hex: from }];
  const a = toAxial(from);
  const b = toAxial(to);
  const [ax, ay] = centre(a);
  const [bx, by] = centre(b);
  const dx = bx - ax;
  const dy = by - ay;

  // Candidates: the hexes under points of the line spaced at most ½ apart, and their neighbours.
  // A hex the line enters has its centre within 1/√3 of the line, so within one step of the hex
  // under the nearest sample: the set is complete.
  const candidates = new Map<number, Axial>();
  const samples = 2 * n;
  for (let i = 0; i <= samples; i++) {
    const p = toAxialFromPlane(ax + (dx * i) / samples, ay + (dy * i) / samples);
    for (let k = 0; k < 7; k++) {
      const q = p.q + NEIGHBOURHOOD_Q[k]!;
      const r = p.r + NEIGHBOURHOOD_R[k]!;
      const key = q * 4096 + r;
      if (!candidates.has(key)) candidates.set(key, { q, r });
    }
  }

  const pieces: Piece[] = [];
  const sidesSeen = new Set<string>();
  const length = Math.hypot(dx, dy);
  for (const hex of candidates.values()) {
    const [cx, cy] = centre(hex);
    // Quick reject: a hex whose centre is farther from the line than its corners cannot be met.
    if (Math.abs(dx * (cy - ay) - dy * (cx - ax)) / length > CORNER_RADIUS + EPS) continue;
    const [t0, t1] = clip(ax, ay, dx, dy, cx, cy);
    if (t1 - t0 <= EPS) continue; // misses the hex, or only touches a corner
    const tm = (t0 + t1) / 2;
    const step = pieceStep(hex, cx, cy, tm, ax, ay, dx, dy);
    if (step.kind === 'hexside') {
      // The line runs along one of this hex's sides: report the side once, from both hexes' view.
      const key = [`${step.left.row},${step.left.col}`, `${step.right.row},${step.right.col}`].sort().join('|');
      if (sidesSeen.has(key)) continue;
      sidesSeen.add(key);
    }
    pieces.push({ t: tm, step });
  }
  pieces.sort((p, q) => p.t - q.t);
  return pieces.map((p) => p.step);
}

/** Every hex the line touches, in order (both hexes of a hexside step). */
export function hexesTouchedByLine(from: Hex, to: Hex): Hex[] {
  const out: Hex[] = [];
  for (const step of hexLine(from, to)) {
    if (step.kind === 'hex') out.push(step.hex);
    else out.push(step.left, step.right);
  }
  return out;
}
