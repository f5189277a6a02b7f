// Clicks and hover find the counter under the pointer from the stacks of a few hexes
// (src/board/hexesNear.ts, counterLayer.ts counterAt) instead of hit-testing every counter.
import { describe, expect, it } from 'vitest';
import { allHexes, hexToPixel } from '../../src/rules';
import { hexKey, hexesNear } from '../../src/board/hexesNear';
import { COUNTER, SIZE, STACK_MAX_SHIFTS, STACK_OFFSET, WORLD } from '../../src/board/metrics';

const HALF = COUNTER / 2;

describe('the hexes looked at for the counter under a point', () => {
  it('include the hex of every counter whose square holds the point, at every stack shift, on the whole stitched map', () => {
    const hexes = allHexes();
    expect(hexes.length).toBeGreaterThan(8000);
    const missed: string[] = [];
    // Corners, edge middles and centre of the clickable square (its far edges excluded, as in covers()).
    const offsets = [-HALF, 0, HALF - 0.01];
    for (const hex of hexes) {
      const centre = hexToPixel(hex, SIZE);
      for (const depth of [0, 1, STACK_MAX_SHIFTS]) {
        const shift = depth * STACK_OFFSET;
        for (const dx of offsets) {
          for (const dy of offsets) {
            const point = { x: centre.x - shift + dx, y: centre.y - shift + dy };
            if (!hexesNear(point).some((h) => hexKey(h) === hexKey(hex))) missed.push(`${hex.row}:${hex.col} depth ${depth} at ${dx},${dy}`);
          }
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('are a handful, not the map: the hex under the point and its neighbours', () => {
    const middle = hexesNear({ x: WORLD.width / 2, y: WORLD.height / 2 });
    expect(middle).toHaveLength(7);
    expect(new Set(middle.map(hexKey)).size).toBe(7);
    // Beyond the map's hexes, still only hexes near the point (none when far from every hex).
    expect(hexesNear({ x: -10 * SIZE, y: -10 * SIZE })).toEqual([]);
  });
});
