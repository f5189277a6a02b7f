/** Range in hexes [3.5e]: the number of hex steps between two hexes, not counting the start. */
import { toAxial } from './axial';
import type { Hex } from './grid';

export function hexDistance(a: Hex, b: Hex): number {
  const pa = toAxial(a);
  const pb = toAxial(b);
  const dq = pa.q - pb.q;
  const dr = pa.r - pb.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
