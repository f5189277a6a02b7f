// Where a place name goes (src/board/labelPlacement.ts placeNameDy), checked on the shipped map
// with Hell's Highway as the computer sets it up [24.2]: the 501st holds Veghel (C3013) and Leest
// (C2914), with more of it in the hexes around, where the counters used to cover the names.
import { describe, expect, it } from 'vitest';
import { hexId, hexToPixel, neighbors, parseHexId, stacksByHex, allUnits } from '../../src/rules';
import { scenarioById, DEFAULT_SCENARIO_ID } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { BOTTOM_TIP_DY, NAME_MIN_SHRINK, placeName, stackBox, type Box, type NearbyStack } from '../../src/board/labelPlacement';
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
function layout(id: string, text: string, minShrink = NAME_MIN_SHRINK): { nameBox: Box; stacks: Box[]; scale: number } {
  const full = name(text);
  const own = counts.get(id) ?? 0;
  const nearby = around(id);
  const { dx, dy, scale } = placeName(own, full.width, full.height, nearby, minShrink);
  const width = full.width * scale;
  const height = full.height * scale;
  const stacks = nearby.map((s) => {
    const b = stackBox(s.count);
    return { x0: s.dx + b.x0, x1: s.dx + b.x1, y0: s.dy + b.y0, y1: s.dy + b.y1 };
  });
  if (own > 0) stacks.push(stackBox(own));
  return { nameBox: { x0: dx - width / 2, x1: dx + width / 2, y0: dy - height / 2, y1: dy + height / 2 }, stacks, scale };
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
    expect(placeName(0, 40, 20, [])).toEqual({ dx: 0, dy: BOTTOM_TIP_DY, scale: 1 });
  });

  it('a stack of three carries its count badge below the lower right corner: the name goes below that too', () => {
    const { height } = name('Uden');
    const { dy } = placeName(3, 40, height, []);
    expect(dy - height / 2).toBeGreaterThanOrEqual(stackBox(3).y1);
    expect(stackBox(3).y1).toBeGreaterThan(COUNTER / 2);
  });

  it('with counters both above and below, the name stays below, over the edge that covers least', () => {
    const below = [{ dx: -SIZE * 0.866, dy: SIZE * 1.5, count: 1 }, { dx: SIZE * 0.866, dy: SIZE * 1.5, count: 1 }];
    const above = below.map((s) => ({ ...s, dy: -s.dy }));
    expect(placeName(1, 50, 20, [...below, ...above]).dy).toBeGreaterThan(0);
  });
});

/** The unit designations along the top edge of the counters a name box meets (world px², relative to the named hex). */
function designationsCovered(nameBox: Box, id: string): number {
  const half = COUNTER / 2;
  return around(id).reduce((sum, s) => {
    const strip = { x0: s.dx - half + 2, x1: s.dx + half - 2, y0: s.dy - half + 1.6, y1: s.dy - half + 10.6 };
    const w = Math.min(nameBox.x1, strip.x1) - Math.max(nameBox.x0, strip.x0);
    const h = Math.min(nameBox.y1, strip.y1) - Math.max(nameBox.y0, strip.y0);
    return sum + (w > 0 && h > 0 ? w * h : 0);
  }, 0);
}

describe('a name hemmed in above and below covers the least counter text', () => {
  it('[24.2] the set-up holds Eerde (C2709) and hexes both above and below it', () => {
    expect(counts.get('C2709')).toBeGreaterThan(0);
    expect(around('C2709').some((s) => s.dy > 0)).toBe(true);
    expect(around('C2709').some((s) => s.dy < 0)).toBe(true);
  });

  it('Eerde covers less of the designations below than a centred, full-size name would', () => {
    const { width, height } = name('Eerde');
    const own = counts.get('C2709')!;
    const centredDy = placeName(own, width, height, [], 1).dy;
    const centred = { x0: -width / 2, x1: width / 2, y0: centredDy - height / 2, y1: centredDy + height / 2 };
    const { nameBox } = layout('C2709', 'Eerde');
    expect(designationsCovered(centred, 'C2709')).toBeGreaterThan(0);
    expect(designationsCovered(nameBox, 'C2709')).toBeLessThan(designationsCovered(centred, 'C2709'));
  });

  it('a held hex with one stack below to the right: the name moves left within the hex, clear of it', () => {
    const below = [{ dx: SIZE * 0.866, dy: SIZE * 1.5, count: 1 }];
    const above = [{ dx: SIZE * 0.866, dy: -SIZE * 1.5, count: 1 }, { dx: -SIZE * 0.866, dy: -SIZE * 1.5, count: 1 }];
    const p = placeName(1, 40, 20, [...below, ...above]);
    expect(p.dy).toBeGreaterThan(0);
    expect(p.dx).toBeLessThan(0);
    expect(Math.abs(p.dx)).toBeLessThanOrEqual(SIZE / 2);
  });

  it('a name already at the smallest readable size on screen is never shrunk', () => {
    const around2 = [-1, 1].flatMap((side) => [-1, 1].map((up) => ({ dx: side * SIZE * 0.866, dy: up * SIZE * 1.5, count: 2 })));
    expect(placeName(1, 50, 20, around2, 1).scale).toBe(1);
  });
});

describe('a name set above a stack keeps the hex number readable', () => {
  /** The hex's own number (hexLabelLayer.ts: 6.5 px digits 4.5 px below the top corner). */
  const number: Box = { x0: -11, y0: -SIZE + 4.5, x1: 11, y1: -SIZE + 12.5 };
  const coveredNumber = (b: Box): number => {
    const w = Math.min(b.x1, number.x1) - Math.max(b.x0, number.x0);
    const h = Math.min(b.y1, number.y1) - Math.max(b.y0, number.y0);
    return w > 0 && h > 0 ? w * h : 0;
  };
  const boxOf = (id: string, text: string, numbersShown: boolean): Box => {
    const full = name(text);
    const p = placeName(counts.get(id) ?? 0, full.width, full.height, around(id), NAME_MIN_SHRINK, numbersShown);
    const w = full.width * p.scale;
    const h = full.height * p.scale;
    return { x0: p.dx - w / 2, x1: p.dx + w / 2, y0: p.dy - h / 2, y1: p.dy + h / 2 };
  };

  it('Veghel (C3013), held with its lower neighbours held: zoomed out the name covers its number, close up it covers less', () => {
    expect(coveredNumber(boxOf('C3013', 'Veghel', false))).toBeGreaterThan(0);
    expect(coveredNumber(boxOf('C3013', 'Veghel', true))).toBeLessThan(coveredNumber(boxOf('C3013', 'Veghel', false)));
  });

});
