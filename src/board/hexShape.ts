/**
 * A pointy-top hex polygon of any radius around any centre, corners clockwise from the top as in
 * rules/hex hexCorners. (hexCorners scales the centre with the size it is given, so it cannot
 * draw a hex slightly larger or smaller than the grid's.)
 */
const ANGLES = [0, 1, 2, 3, 4, 5].map((i) => (Math.PI / 180) * (60 * i - 90));

export function hexPolygon(cx: number, cy: number, radius: number): number[] {
  const out: number[] = [];
  for (const a of ANGLES) out.push(cx + radius * Math.cos(a), cy + radius * Math.sin(a));
  return out;
}
