/**
 * Joins hexside segments into closed loops. The sides that bound a set of hexes (the map's edge,
 * a play area's edge), each taken in its hex's corner order, meet end to start exactly two at a
 * corner (three hexes meet at every corner of a hex grid), so they chain into closed polygons.
 * Drawn as one path per loop, a line needs a join per corner instead of two caps per side, and a
 * region is one polygon instead of a polygon per hex: a fraction of the vertices.
 */

/** A hexside from (x1, y1) to (x2, y2). */
export type Segment = readonly [number, number, number, number];

const pointKey = (x: number, y: number): string => `${Math.round(x * 100)}:${Math.round(y * 100)}`;

/**
 * The loops as flat [x0, y0, x1, y1, …] point lists (the last point joins back to the first).
 * Returns null when the segments do not all close into loops (then draw them one by one).
 */
export function segmentLoops(segments: readonly Segment[]): number[][] | null {
  const byStart = new Map<string, number>();
  for (let i = 0; i < segments.length; i++) {
    const [x1, y1] = segments[i]!;
    const key = pointKey(x1, y1);
    if (byStart.has(key)) return null;
    byStart.set(key, i);
  }
  const used = new Uint8Array(segments.length);
  const loops: number[][] = [];
  for (let first = 0; first < segments.length; first++) {
    if (used[first]) continue;
    const loop: number[] = [];
    let i = first;
    while (!used[i]) {
      used[i] = 1;
      const [x1, y1, x2, y2] = segments[i]!;
      loop.push(x1, y1);
      const next = byStart.get(pointKey(x2, y2));
      if (next === undefined) return null;
      i = next;
    }
    if (i !== first) return null;
    loops.push(loop);
  }
  return loops;
}

/** Twice the signed area of a loop (positive: clockwise on screen, where y grows downwards). */
export function signedArea2(loop: readonly number[]): number {
  let sum = 0;
  const n = loop.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    sum += loop[2 * i]! * loop[2 * j + 1]! - loop[2 * j]! * loop[2 * i + 1]!;
  }
  return sum;
}
