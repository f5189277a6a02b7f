/**
 * Axial coordinates (q, r) for the grid's arithmetic. r = global row − 1 (north is +r);
 * q is chosen so that the centre's x position is q + r/2 (in hex widths). With even global rows
 * shifted east, q = col − 1 − floor(r / 2).
 */
import type { Hex } from './grid';

export interface Axial {
  q: number;
  r: number;
}

export function toAxial(hex: Hex): Axial {
  const r = hex.row - 1;
  return { q: hex.col - 1 - Math.floor(r / 2), r };
}

export function fromAxial(a: Axial): Hex {
  return { row: a.r + 1, col: a.q + Math.floor(a.r / 2) + 1 };
}

/** Round fractional axial coordinates to the nearest hex (cube rounding). */
export function roundAxial(q: number, r: number): Axial {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 }; // `+ 0` turns -0 into 0
}
