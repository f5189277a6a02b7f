/**
 * Hex ↔ pixel for a board drawn north-up (screen y grows southwards). `size` is the distance from
 * a hex centre to a corner; a hex is √3·size wide, rows are 1.5·size apart. The west edge of the
 * westernmost odd-row hex is at x = 0 and the top of the northern row at y = 0.
 */
import { fromAxial, roundAxial } from './axial';
import { GLOBAL_ROWS, MAX_COLS, isOnMap, type Hex } from './grid';

export interface Point {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

export function hexWidth(size: number): number {
  return SQRT3 * size;
}

export function hexToPixel(hex: Hex, size: number): Point {
  const shift = hex.row % 2 === 0 ? 0.5 : 0;
  return {
    x: hexWidth(size) * (hex.col - 0.5 + shift),
    y: size + 1.5 * size * (GLOBAL_ROWS - hex.row),
  };
}

/** The hex under a pixel, or undefined off the map. */
export function pixelToHex(point: Point, size: number): Hex | undefined {
  const r = GLOBAL_ROWS - 1 - (point.y - size) / (1.5 * size);
  const q = point.x / hexWidth(size) - 0.5 - r / 2;
  const hex = fromAxial(roundAxial(q, r));
  return isOnMap(hex) ? hex : undefined;
}

/** The six corners of a hex, clockwise from the top (pointy-top). */
export function hexCorners(hex: Hex, size: number): Point[] {
  const c = hexToPixel(hex, size);
  const corners: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 90);
    corners.push({ x: c.x + size * Math.cos(angle), y: c.y + size * Math.sin(angle) });
  }
  return corners;
}

/** Pixel size of the whole stitched map. */
export function boardSize(size: number): { width: number; height: number } {
  return { width: hexWidth(size) * (MAX_COLS + 0.5), height: 1.5 * size * (GLOBAL_ROWS - 1) + 2 * size };
}
