// Where a place name goes (src/board/labelPlacement.ts placeNameDy), checked on the shipped map
// with Hell's Highway as the computer sets it up [24.2]: the 501st holds Veghel (C3013) and Leest
// (C2914), with more of it in the hexes around, where the counters used to cover the names.
import { describe, expect, it } from 'vitest';
import { hexId, hexToPixel, neighbors, parseHexId, stacksByHex, allUnits } from '../../src/rules';
import { scenarioById, DEFAULT_SCENARIO_ID } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { BOTTOM_TIP_DY, placeNameDy, stackBox, type Box, type NearbyStack } from '../../src/board/labelPlacement';
import { COUNTER, SIZE } from '../../src/board/metrics';
import { realWorld } from '../support/realWorld';

const world = realWorld();
const state = newScenarioGame(scenarioById(DEFAULT_SCENARIO_ID)!, world, { seed: 'hells-highway', autoDeploy: true });
const counts = new Map<string, number>([...stacksByHex(allUnits(state))].map(([id, stack]) => [id, stack.length]));
/** A town's name as placeLabels.ts draws it at the opening zoom: bold 11 px with a 3 px halo. */
const name = (text: string) => ({ width: text.length * 11 * 0.7 + 6, height: 11 * 1.3 + 6 });

function around(id: string): NearbyStack[] {
  const hex = parseHexId(id)!;
  const c = hexToPixel(hex, SIZE);
  return neighbors(hex).flatMap((n) => {
    const count = counts.get(hexId(n));
    const p = hexToPixel(n, SIZE);
    return count ? [{ dx: p.x - c.x, dy: p.y - c.y, count }] : [];
  });
}

const overlap = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The named hex's name box and every stack box it could meet, relative to the named hex. */
function layout(id: string, text: string): { nameBox: Box; stacks: Box[] } {
  const { width, height } = name(text);
  const own = counts.get(id) ?? 0;
  const nearby = around(id);
  const dy = placeNameDy(own, width, height, nearby);
  const stacks = nearby.map((s) => {
    const b = stackBox(s.count);
    return { x0: s.dx + b.x0, x1: s.dx + b.x1, y0: s.dy + b.y0, y1: s.dy + b.y1 };
  });
  if (own > 0) stacks.push(stackBox(own));
  return { nameBox: { x0: -width / 2, x1: width / 2, y0: dy - height / 2, y1: dy + height / 2 }, stacks };
}

describe('place names clear of the counters', () => {
  it('[24.2] the set-up puts the 501st in Veghel and Leest and in the hexes below Veghel', () => {
    expect(counts.get('C3013')).toBeGreaterThan(0);
    expect(counts.get('C2914')).toBeGreaterThan(0);
    expect(around('C3013').filter((s) => s.dy > 0).length).toBeGreaterThan(0);
  });

  it('Veghel, held, with its lower neighbours held too: the name goes above the stack, covering no counter', () => {
    const { nameBox, stacks } = layout('C3013', 'Veghel');
    expect(nameBox.y1).toBeLessThan(0);
    expect(stacks.filter((s) => overlap(nameBox, s))).toEqual([]);
  });

  it('Leest, held, with nothing below it: the name goes just below its counter, covering none', () => {
    const { nameBox, stacks } = layout('C2914', 'Leest');
    expect(nameBox.y0).toBeGreaterThanOrEqual(COUNTER / 2);
    expect(stacks.filter((s) => overlap(nameBox, s))).toEqual([]);
  });

  it('an empty hex with nothing around names itself on its lower tip, as the printed map does', () => {
    expect(placeNameDy(0, 40, 20, [])).toBe(BOTTOM_TIP_DY);
  });

  it('a stack of three carries its count badge below the lower right corner: the name goes below that too', () => {
    const { height } = name('Uden');
    const dy = placeNameDy(3, 40, height, []);
    expect(dy - height / 2).toBeGreaterThanOrEqual(stackBox(3).y1);
    expect(stackBox(3).y1).toBeGreaterThan(COUNTER / 2);
  });

  it('with counters both above and below, the name stays below, over the edge that covers least', () => {
    const below = [{ dx: -SIZE * 0.866, dy: SIZE * 1.5, count: 1 }, { dx: SIZE * 0.866, dy: SIZE * 1.5, count: 1 }];
    const above = below.map((s) => ({ ...s, dy: -s.dy }));
    expect(placeNameDy(1, 50, 20, [...below, ...above])).toBeGreaterThan(0);
  });
});
