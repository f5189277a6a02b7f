// The board dims the hexes out of play and outlines the play area [24.1, 30.1] with a few traced
// polygons instead of one per hex (src/board/playAreaOutline.ts, segmentLoops.ts).
import { describe, expect, it } from 'vitest';
import { allHexes, createGame, insidePlayArea, hexId } from '../../src/rules';
import { SIZE } from '../../src/board/metrics';
import { playAreaOutline } from '../../src/board/playAreaOutline';
import { segmentLoops, signedArea2 } from '../../src/board/segmentLoops';
import { SCENARIOS } from '../../src/scenarios';

const HEX_AREA = ((3 * Math.sqrt(3)) / 2) * SIZE * SIZE;
const area = (loops: number[][]) => loops.reduce((sum, loop) => sum + Math.abs(signedArea2(loop)) / 2, 0);

describe('the play area drawn on the board', () => {
  for (const [rule, scenario] of [['24.1', '24.0'], ['30.1', '30.0']] as const) {
    it(`[${rule}] the dimmed polygons cover exactly the hexes out of play, the outline closes round those in play`, () => {
      const setup = SCENARIOS.find((s) => s.rule === scenario);
      expect(setup, `scenario ${scenario}`).toBeDefined();
      const playArea = createGame(setup!.setup('v')).playArea!;
      const outside = allHexes().filter((h) => !insidePlayArea(playArea, hexId(h))).length;
      const inside = allHexes().length - outside;
      expect(outside).toBeGreaterThan(1000);

      const outline = playAreaOutline(playArea);
      // A handful of polygons (north and south of the area), not a polygon per hex.
      expect(outline.dim.length).toBeLessThanOrEqual(2);
      expect(area(outline.dim) / HEX_AREA).toBeCloseTo(outside, 3);
      expect(outline.edgeLoops).toHaveLength(1);
      expect(area(outline.edgeLoops!) / HEX_AREA).toBeCloseTo(inside, 3);
    });
  }

  it('sides that do not close into loops are left as they are', () => {
    expect(segmentLoops([[0, 0, 1, 0], [1, 0, 1, 1]])).toBeNull();
    expect(segmentLoops([[0, 0, 1, 0], [1, 0, 0, 1], [0, 1, 0, 0]])).toEqual([[0, 0, 1, 0, 0, 1]]);
  });
});
