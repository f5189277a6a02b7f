/** Clip a convex polygon (flat [x0, y0, x1, y1, …]) to an axis-aligned rectangle (Sutherland–Hodgman). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Inside = (x: number, y: number) => boolean;
type Cross = (ax: number, ay: number, bx: number, by: number) => [number, number];

function clipEdge(points: number[], inside: Inside, cross: Cross): number[] {
  const out: number[] = [];
  const n = points.length / 2;
  for (let i = 0; i < n; i++) {
    const ax = points[2 * i]!;
    const ay = points[2 * i + 1]!;
    const j = (i + 1) % n;
    const bx = points[2 * j]!;
    const by = points[2 * j + 1]!;
    const aIn = inside(ax, ay);
    const bIn = inside(bx, by);
    if (aIn) out.push(ax, ay);
    if (aIn !== bIn) out.push(...cross(ax, ay, bx, by));
  }
  return out;
}

export function clipPolygonToRect(points: number[], r: Rect): number[] {
  const left = r.x;
  const right = r.x + r.width;
  const top = r.y;
  const bottom = r.y + r.height;
  const atX = (x: number): Cross => (ax, ay, bx, by) => [x, ay + ((by - ay) * (x - ax)) / (bx - ax)];
  const atY = (y: number): Cross => (ax, ay, bx, by) => [ax + ((bx - ax) * (y - ay)) / (by - ay), y];
  let p = points;
  p = clipEdge(p, (x) => x >= left, atX(left));
  if (p.length) p = clipEdge(p, (x) => x <= right, atX(right));
  if (p.length) p = clipEdge(p, (_x, y) => y >= top, atY(top));
  if (p.length) p = clipEdge(p, (_x, y) => y <= bottom, atY(bottom));
  return p;
}
