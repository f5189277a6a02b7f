/**
 * The path preview of a move (src/ui/actions/pathPreview.ts), from a real reach query [8.0]: MP
 * labels hex by hex, the opportunity-fire mark where leaving a hex lets the enemy fire [8.4], the
 * disruption mark on a destination that disrupts [9.31, 9.32], and the same in words.
 */
import { describe, expect, it } from 'vitest';
import { DISRUPT_MARK, FIRE_MARK, mpText, pathHighlights, pathSteps, pathText, reachHexAt, reachOf, unreachableText } from '../../src/ui/actions/pathPreview';
import { moveGroupIds } from '../../src/ui/actions/moves';
import { adjacentHexes as adjacentHexIds } from '../../src/rules';
import { hexDistance, parseHexId, type GameState, type HexId, type ReachResult } from '../../src/rules';
import { game, unit } from '../support/builders';
import { CLEAR_WORLD } from '../support/world';
import { unitById } from '../../src/rules/state/unitBuckets';

const WORLD = CLEAR_WORLD;
const GERMAN = { side: 'german', nationality: 'DE', subordination: '107' } as const;

function reachFor(state: GameState, ids: string[]): ReachResult {
  const r = reachOf(WORLD, state, ids);
  if (!('hexes' in r)) throw new Error(r.message);
  return r;
}

function distance(a: HexId, b: HexId): number {
  return hexDistance(parseHexId(a)!, parseHexId(b)!);
}

/** A/1 at C2812 next to the German G/1 at C2813 (so leaving the start draws fire), and a disrupted friend next door. */
function position(): { state: GameState; disruptedAt: HexId } {
  const disruptedAt = adjacentHexIds('C2812').find((h) => distance(h, 'C2813') === 2)!;
  const state = game({
    phase: 4,
    turn: 8,
    units: [
      unit({ id: 'a1', name: 'A/1', hex: 'C2812' }),
      unit({ id: 'a9', name: 'Z/9', hex: disruptedAt, strength: 1, status: { disrupted: true, depleted: false, fired: false, mpSpent: 0, modeChanged: false } }),
      unit({ id: 'g1', name: 'G/1', ...GERMAN, hex: 'C2813' }),
    ],
  });
  return { state, disruptedAt };
}

describe('path preview [8.0]', () => {
  it('[8.0, 8.4] each path hex carries its MP from reach; the start hex, in an enemy zone, is marked for opportunity fire', () => {
    const { state } = position();
    const reach = reachFor(state, ['a1']);
    const target = [...reach.hexes.values()].find((h) => h.path.length === 2 && !h.joinsDisrupted && !h.overstack)!;
    expect(target).toBeDefined();
    const highlights = pathHighlights(reach, target);
    const start = highlights.find((h) => h.hex === 'C2812');
    expect(start).toMatchObject({ mark: 'cross', markColor: FIRE_MARK, alpha: 0 });
    const onPath = highlights.filter((h) => h.hex !== 'C2812');
    expect(onPath.map((h) => h.hex)).toEqual(target.path);
    onPath.forEach((h) => expect(h.label).toBe(mpText(reachHexAt(reach, h.hex)!.mp)));
    // MP only grow along the way, and the last is the destination's.
    const mps = pathSteps(reach, target).map((s) => s.mp);
    expect([...mps].sort((a, b) => a - b)).toEqual(mps);
    expect(mps[mps.length - 1]).toBe(target.mp);
    expect(onPath[onPath.length - 1]).toMatchObject({ mark: 'ring', alpha: 0.5 });
    expect(onPath.slice(0, -1).every((h) => h.mark === undefined)).toBe(true);
  });

  it('[8.4] the text names the hexes with their MP and the enemy units that may fire', () => {
    const { state } = position();
    const reach = reachFor(state, ['a1']);
    const target = [...reach.hexes.values()].find((h) => h.path.length === 2 && !h.joinsDisrupted)!;
    const text = pathText(state, reach, target);
    expect(text).toBe(
      `${target.path[0]} (${mpText(reachHexAt(reach, target.path[0]!)!.mp)} MP) → ${target.hex} (${mpText(target.mp)} MP); opportunity fire possible on leaving C2812 by G/1 [8.4]`,
    );
  });

  it('[9.31] a destination with disrupted friends is marked and said to disrupt the stack', () => {
    const { state, disruptedAt } = position();
    const reach = reachFor(state, ['a1']);
    const target = reachHexAt(reach, disruptedAt)!;
    expect(target.joinsDisrupted).toBe(true);
    const last = pathHighlights(reach, target).at(-1)!;
    expect(last).toMatchObject({ hex: disruptedAt, mark: 'ring', markColor: DISRUPT_MARK, label: `${mpText(target.mp)} D` });
    expect(pathText(state, reach, target)).toContain(`joins disrupted units in ${disruptedAt}: disrupted too [9.31]`);
  });

  it('[8.12, 8.0] a hex out of reach says why: held by the enemy, or too far for the MP left', () => {
    const { state } = position();
    const reach = reachFor(state, ['a1']);
    expect(unreachableText(WORLD, state, reach, 'C2813')).toMatchObject({ rule: '8.12' });
    expect(unreachableText(WORLD, state, reach, 'C2802')).toMatchObject({ rule: '8.0', reason: 'C2802 is out of reach with the MP left this phase' });
  });
});

describe('which units move together [8.11]', () => {
  const state = game({
    phase: 4,
    turn: 8,
    units: [unit({ id: 'a1', hex: 'C2812' }), unit({ id: 'a2', hex: 'C2812', stackIndex: 1 }), unit({ id: 'a3', hex: 'C2812', stackIndex: 2 })],
  });
  const a1 = unitById(state, 'a1')!;

  it('[8.11] units ticked in the stack viewer move, the rest stay; Shift still means the unit alone', () => {
    expect(moveGroupIds(state, a1, { wholeStack: true, shift: false, picked: null })).toEqual(['a1', 'a2', 'a3']);
    expect(moveGroupIds(state, a1, { wholeStack: false, shift: false, picked: null })).toEqual(['a1']);
    const picked = { hex: 'C2812' as HexId, unitIds: ['a3', 'a1'] };
    // top first, whatever order they were ticked in
    expect(moveGroupIds(state, a1, { wholeStack: true, shift: false, picked })).toEqual(['a1', 'a3']);
    expect(moveGroupIds(state, a1, { wholeStack: true, shift: true, picked })).toEqual(['a1']);
    // a pick that leaves out the selected unit (or is for another hex) does not apply to it
    expect(moveGroupIds(state, a1, { wholeStack: true, shift: false, picked: { hex: 'C2812', unitIds: ['a2'] } })).toEqual(['a1', 'a2', 'a3']);
    expect(moveGroupIds(state, a1, { wholeStack: false, shift: false, picked: { hex: 'C2813', unitIds: ['a1', 'a2'] } })).toEqual(['a1']);
  });

  it('[8.11] a stack already moving keeps its members: a unit it stopped beside joins only when ticked', () => {
    const moving = { ...state, movement: { ...state.movement, group: ['a1', 'a3'] } };
    const u = unitById(moving, 'a1')!;
    expect(moveGroupIds(moving, u, { wholeStack: true, shift: false, picked: null })).toEqual(['a1', 'a3']);
    expect(moveGroupIds(moving, u, { wholeStack: true, shift: false, picked: { hex: 'C2812', unitIds: ['a1', 'a2', 'a3'] } })).toEqual(['a1', 'a2', 'a3']);
    // a unit outside the moving group still takes its whole stack
    expect(moveGroupIds(moving, unitById(moving, 'a2')!, { wholeStack: true, shift: false, picked: null })).toEqual(['a1', 'a2', 'a3']);
  });
});
