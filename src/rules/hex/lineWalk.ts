/**
 * The straight line between two hex centres [6.0, 6.13], walked in integer arithmetic: the same
 * steps as the clipping walk (hex/line.ts `hexLineByClipping`), with no object, Map or sort per step.
 *
 * Coordinates. With neighbouring centres 1 apart, a hex is the meeting of three slabs of width 1
 * across its edge normals (0°, 60°, 120°). Twice a point's position along those normals, for
 * fractional axial (q, r), is u0 = 2q + r, u1 = q + 2r, u2 = r − q: integers at hex centres, and a
 * hex h holds the points with |u_k − u_k(h)| ≤ 1 for every k. Along the line a + t·D these are
 * u_k(a) + t·U_k with integer U_k, so every place the line leaves a hex is a fraction with a small
 * integer numerator and denominator, compared exactly by cross-multiplying.
 *
 * - When no U_k is 0, the line passes through hex interiors only. From the current hex it leaves by
 *   the edge it reaches first; if it reaches two at once (a corner), it goes on into whichever of
 *   the two hexes beyond those edges it has length in: the third hex at that corner is only touched,
 *   and is not listed.
 * - When one U_k is 0 (the six corner directions), the line alternates: a hex centre, then a stretch
 *   along the hexside between the two hexes that share both hexes' corners, then the next centre
 *   two hexes on, and so on [6.13].
 */

/** A step through a hex interior (q, r) — or along the hexside between (q, r) on the left and (q2, r2) on the right, seen from the start. */
export type AxialLineVisit = (side: boolean, q: number, r: number, q2: number, r2: number) => boolean | void;

/** Axial step across the edge on the + side of each slab normal (east, north-east, north-west). */
const ACROSS_Q = [1, 0, -1] as const;
const ACROSS_R = [0, 1, 1] as const;

/**
 * Visit the steps of the line from axial (aq, ar) to (bq, br) in order, the start hex first and the
 * end hex last, stopping as soon as `visit` returns false.
 */
export function walkAxialLine(aq: number, ar: number, bq: number, br: number, visit: AxialLineVisit): void {
  const dq = bq - aq;
  const dr = br - ar;
  if (visit(false, aq, ar, 0, 0) === false || (dq === 0 && dr === 0)) return;
  const U0 = 2 * dq + dr;
  const U1 = dq + 2 * dr;
  const U2 = dr - dq;
  if (U0 === 0 || U1 === 0 || U2 === 0) walkCornerLine(aq, ar, dq, dr, visit);
  else walkInteriorLine(aq, ar, bq, br, U0, U1, U2, visit);
}

/** The six corner directions: along (dq, dr) = m·(cq, cr), the line runs hex, hexside, hex, … */
function walkCornerLine(aq: number, ar: number, dq: number, dr: number, visit: AxialLineVisit): void {
  const m = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 4; // half the distance
  const cq = dq / m;
  const cr = dr / m;
  // (cq, cr) is one of ±(1, 1), ±(2, −1), ±(1, −2); p and o are the two neighbour offsets adding up to it.
  let pq = cq;
  let pr = 0; // ±(1, 1) = ±(1, 0) ± (0, 1)
  if (Math.abs(cq) === 2) pq = cq / 2; // ±(2, −1) = ±(1, 0) ± (1, −1)
  else if (Math.abs(cr) === 2) {
    pq = 0; // ±(1, −2) = ±(0, −1) ± (1, −1)
    pr = cr / 2;
  }
  const oq = cq - pq;
  const or = cr - pr;
  // Left of the direction when dq·r − dr·q > 0 (the cross product of centres, divided by √3/2).
  const pIsLeft = dq * pr - dr * pq > 0;
  let q = aq;
  let r = ar;
  for (let j = 0; j < m; j++) {
    const ok = pIsLeft ? visit(true, q + pq, r + pr, q + oq, r + or) : visit(true, q + oq, r + or, q + pq, r + pr);
    if (ok === false) return;
    q += cq;
    r += cr;
    if (visit(false, q, r, 0, 0) === false) return;
  }
}

/** Any other direction: hex interiors only, leaving each by the first edge the line reaches. */
function walkInteriorLine(aq: number, ar: number, bq: number, br: number, U0: number, U1: number, U2: number, visit: AxialLineVisit): void {
  // Per slab: the sign of the line's motion and its speed; the line's place in the current hex
  // is e_k + t·U_k, e_k = u_k(a) − u_k(hex), and it leaves the slab at t = (1 − s_k·e_k) / |U_k|.
  const s0 = U0 > 0 ? 1 : -1;
  const s1 = U1 > 0 ? 1 : -1;
  const s2 = U2 > 0 ? 1 : -1;
  const d0 = Math.abs(U0);
  const d1 = Math.abs(U1);
  const d2 = Math.abs(U2);
  let e0 = 0;
  let e1 = 0;
  let e2 = 0;
  let q = aq;
  let r = ar;
  // Each step is one hex; the bound only guards against a loop should the arithmetic ever be wrong.
  for (let steps = 2 * (d0 + d1 + d2); (q !== bq || r !== br) && steps > 0; steps--) {
    const n0 = 1 - s0 * e0;
    const n1 = 1 - s1 * e1;
    const n2 = 1 - s2 * e2;
    // The earliest exit n/d over the three slabs, and which slabs reach it.
    let k: number;
    let tie = -1;
    let n: number;
    let d: number;
    const c01 = n0 * d1 - n1 * d0;
    if (c01 < 0) {
      k = 0;
      n = n0;
      d = d0;
    } else {
      k = 1;
      n = n1;
      d = d1;
      if (c01 === 0) tie = 0;
    }
    const c2 = n2 * d - n * d2;
    if (c2 < 0) {
      tie = -1;
      k = 2;
      n = n2;
      d = d2;
    } else if (c2 === 0) {
      tie = k;
      k = 2;
    }
    // Cross slab k (to the side the line moves to); at a corner the line may go on across `tie` instead.
    let sk = k === 0 ? s0 : k === 1 ? s1 : s2;
    if (tie >= 0) {
      // Try crossing k: the line must have length in that hex after the corner, i.e. leave it later than t = n/d.
      const nq = q + sk * ACROSS_Q[k]!;
      const nr = r + sk * ACROSS_R[k]!;
      const f0 = 2 * (aq - nq) + (ar - nr);
      const f1 = aq - nq + 2 * (ar - nr);
      const f2 = ar - nr - (aq - nq);
      if (!leavesAfter(1 - s0 * f0, d0, n, d) || !leavesAfter(1 - s1 * f1, d1, n, d) || !leavesAfter(1 - s2 * f2, d2, n, d)) {
        k = tie;
        sk = k === 0 ? s0 : k === 1 ? s1 : s2;
      }
    }
    q += sk * ACROSS_Q[k]!;
    r += sk * ACROSS_R[k]!;
    e0 = 2 * (aq - q) + (ar - r);
    e1 = aq - q + 2 * (ar - r);
    e2 = ar - r - (aq - q);
    if (visit(false, q, r, 0, 0) === false) return;
  }
}

/** Is the exit nk/dk later than n/d (both denominators positive)? */
function leavesAfter(nk: number, dk: number, n: number, d: number): boolean {
  return nk * d > n * dk;
}
