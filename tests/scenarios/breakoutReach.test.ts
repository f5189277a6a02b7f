// The reach overlay and path preview in scenario 30 never offer a hex the move step refuses: the
// barred side of the front line [30.41] and, with the optional road rule on, XXX Corps kept near the
// main road and the German hold [30.46]; leaders keep to their own units [19.7]. Sampled along a
// seeded game from the computer's set-up, on the real Map D and the shipped counters.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { apply, chooseCommand, validate, type Command, type GameState, type HexId } from '../../src/rules';
import { reach, reachBoard } from '../../src/rules/movement/reach';
import { whyCannotMove } from '../../src/rules/movement/canMove';
import { phaseDefinition } from '../../src/rules/sequence/phases';
import { stacksByHex } from '../../src/rules/state/stacks';
import { allUnits } from '../../src/rules/state/unitBuckets';
import { ROAD_CORRIDOR_OPTION } from '../../src/rules/state/roadCorridor';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { referenceReach } from '../rules/movement/reachReference';
import { realWorld } from '../support/realWorld';

const world = realWorld();

/** Walks the path with move steps; the first refusal, or null. */
function refusalAlong(state: GameState, ids: string[], path: readonly HexId[]): string | null {
  let s = state;
  for (const hex of path) {
    const step: Command = { type: 'moveStep', unitIds: ids, to: hex };
    const checked = validate(s, step, world);
    if (!checked.ok) return `${hex}: [${checked.rule}] ${checked.message}`;
    let r = apply(s, step, world);
    if (!r.ok) return `${hex}: [${r.rule}] ${r.message}`;
    s = r.state;
    // no one fires, no bridge is blown: the walk only asks whether each step is taken
    while (s.pending?.kind === 'opportunityFire' || s.pending?.bridge) {
      r = apply(s, s.pending.bridge ? { type: 'spareBridge', bridge: s.pending.bridge } : { type: 'passOpportunity' }, world);
      if (!r.ok) return `pass: ${r.message}`;
      s = r.state;
    }
  }
  return null;
}

function movableStacks(state: GameState): string[][] {
  const phase = phaseDefinition(state.phase);
  if (phase.kind !== 'conditionalMovement') return [];
  return [...stacksByHex(allUnits(state)).values()]
    .map((stack) => stack.filter((u) => u.side === phase.phasing && !whyCannotMove(state, u)).map((u) => u.id))
    .filter((ids) => ids.length > 0);
}

describe('scenario 30: reach offers only hexes the move step takes [30.41, 30.46, 19.7]', () => {
  it('[30.41, 30.46, 19.7] along a seeded game with the road rule on, every path reach offers (the farthest hexes of each stack) is walked step by step without a refusal; the rules take hexes out of the reach', () => {
    let state = newScenarioGame(scenarioById('breakout')!, world, { seed: 'reach-30', autoDeploy: true, readings: { [ROAD_CORRIDOR_OPTION]: true } });
    const random = seedrandom.alea('reach-30');
    let walked = 0;
    let takenOut = 0;
    const phasing = new Set<string>();
    for (let n = 0; n < 260 && !state.ended; n++) {
      const stacks = n % 20 === 0 && state.pending === null ? movableStacks(state) : [];
      if (stacks.length > 0) phasing.add(phaseDefinition(state.phase).phasing!);
      const board = stacks.length > 0 ? reachBoard(world, state, phaseDefinition(state.phase).phasing!) : null;
      for (const ids of stacks.slice(0, 12)) {
        const now = reach(world, state, ids);
        if (!('hexes' in now)) continue;
        // every path's hexes are themselves offered, so the longest paths cover the rest
        const farthest = [...now.hexes.values()].sort((a, b) => b.path.length - a.path.length).slice(0, 4);
        for (const target of farthest) {
          expect(refusalAlong(state, ids, target.path), `${ids.join('+')} to ${target.hex}`).toBeNull();
          walked++;
        }
        // the search without the rules beyond cost would have offered more
        const without = referenceReach(world, { ...state, playArea: state.playArea && { ...state.playArea, barred: [] }, options: { ...state.options, [ROAD_CORRIDOR_OPTION]: false } }, ids, board!);
        if ('hexes' in without) takenOut += [...without.hexes.keys()].filter((h) => !now.hexes.has(h)).length;
      }
      const result = apply(state, chooseCommand(state, world, random), world);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    expect(phasing).toEqual(new Set(['allied', 'german']));
    expect(walked).toBeGreaterThan(50);
    expect(takenOut).toBeGreaterThan(0);
  }, 300_000);
});
