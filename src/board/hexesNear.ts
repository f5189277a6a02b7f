/**
 * Which hexes' counters may be under a world point: the lookup behind clicks and hover on
 * counters (counterLayer.ts counterAt), so a pointer move looks at a handful of stacks instead of
 * hit-testing every counter on the map. Plain geometry: no Pixi objects.
 */
import { MAX_COLS, neighbors, pixelToHex, type Hex } from '../rules/api';
import { SIZE } from './metrics';

/** A number per hex, for maps keyed by hex. */
export const hexKey = (hex: Hex): number => hex.row * (MAX_COLS + 2) + hex.col;

/** Points a hex's size away from a point, all round: off the map, the hexes about them are the near ones. */
const AROUND = [0, 60, 120, 180, 240, 300].map((deg) => ({ x: SIZE * Math.cos((deg * Math.PI) / 180), y: SIZE * Math.sin((deg * Math.PI) / 180) }));

/**
 * The hexes whose counters may cover a world point: the hex under it and its neighbours (a
 * counter, even shifted up and left in a deep stack, reaches at most into a neighbouring hex); off
 * the map's hexes (a counter's corner past the map edge), the hexes about the points around it.
 */
export function hexesNear(point: { x: number; y: number }): Hex[] {
  const under = pixelToHex(point, SIZE);
  if (under) return [under, ...neighbors(under)];
  const near = new Map<number, Hex>();
  for (const d of AROUND) {
    const hex = pixelToHex({ x: point.x + d.x, y: point.y + d.y }, SIZE);
    if (!hex) continue;
    for (const h of [hex, ...neighbors(hex)]) near.set(hexKey(h), h);
  }
  return [...near.values()];
}
