/** Adjacency on the stitched grid. Directions are named by compass on the map (map north is up). */
import { fromAxial, toAxial } from './axial';
import { isOnMap, type Hex } from './grid';

export type Direction = 'E' | 'NE' | 'NW' | 'W' | 'SW' | 'SE';

/** Clockwise from east, as axial steps. Index i and i+3 are opposite. */
export const DIRECTIONS: readonly Direction[] = ['E', 'SE', 'SW', 'W', 'NW', 'NE'];

const AXIAL_STEP: Readonly<Record<Direction, { dq: number; dr: number }>> = {
  E: { dq: 1, dr: 0 },
  SE: { dq: 1, dr: -1 },
  SW: { dq: 0, dr: -1 },
  W: { dq: -1, dr: 0 },
  NW: { dq: -1, dr: 1 },
  NE: { dq: 0, dr: 1 },
};

export function oppositeDirection(d: Direction): Direction {
  return DIRECTIONS[(DIRECTIONS.indexOf(d) + 3) % 6]!;
}

/** The hex one step away in a direction (may be off the map: check with isOnMap). */
export function stepHex(hex: Hex, direction: Direction): Hex {
  const a = toAxial(hex);
  const step = AXIAL_STEP[direction];
  return fromAxial({ q: a.q + step.dq, r: a.r + step.dr });
}

/** The on-map neighbours of a hex, clockwise from east. */
export function neighbors(hex: Hex): Hex[] {
  const out: Hex[] = [];
  for (const d of DIRECTIONS) {
    const n = stepHex(hex, d);
    if (isOnMap(n)) out.push(n);
  }
  return out;
}

/** The direction from a to an adjacent b, or undefined if they are not adjacent. */
export function directionTo(a: Hex, b: Hex): Direction | undefined {
  const pa = toAxial(a);
  const pb = toAxial(b);
  const dq = pb.q - pa.q;
  const dr = pb.r - pa.r;
  return DIRECTIONS.find((d) => AXIAL_STEP[d].dq === dq && AXIAL_STEP[d].dr === dr);
}

export function areAdjacent(a: Hex, b: Hex): boolean {
  return directionTo(a, b) !== undefined;
}
