// The reach search on step-cost tables and typed arrays must give exactly what the search before
// it gave (tests/rules/movement/reachReference.ts): every hex, its MP, its path, the hexes left
// under opportunity fire, the stop marks — for every stack that can move, on real positions
// [8.0–8.15, 8.4, 9.31–9.33, 10.1–10.14, 16.5, 19.6].
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { apply, chooseCommand, createGame, type GameState, type World } from '../../../src/rules';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { scenarioById } from '../../../src/scenarios';
import { newScenarioGame } from '../../../src/scenarios/newGame';
import { reach, reachBoard, type ReachResult } from '../../../src/rules/movement/reach';
import { whyCannotMove } from '../../../src/rules/movement/canMove';
import { stacksByHex } from '../../../src/rules/state/stacks';
import { allUnits } from '../../../src/rules/state/unitBuckets';
import { phaseDefinition } from '../../../src/rules/sequence/phases';
import { realWorld } from '../../support/realWorld';
import { campaignPosition } from '../../../bench/support/campaignState';
import { intoAlliedMovement } from '../../../bench/support/benchPositions';
import { referenceReach } from './reachReference';

/** Every stack of the phasing side that can move, as the screen and `sideReach` group them. */
function movableStacks(state: GameState): string[][] {
  const phase = phaseDefinition(state.phase);
  if (phase.kind !== 'conditionalMovement') return [];
  const out: string[][] = [];
  for (const stack of stacksByHex(allUnits(state)).values()) {
    const ids = stack.filter((u) => u.side === phase.phasing && !whyCannotMove(state, u)).map((u) => u.id);
    if (ids.length > 0) out.push(ids);
    // a lone unit of a stack of several is asked too, as the move panel may
    if (ids.length > 1) out.push([ids[ids.length - 1]!]);
  }
  return out;
}

/** A reach result as plain data, hexes in the order the search settled them. */
const plain = (r: ReachResult) => ({ from: r.from, unitIds: r.unitIds, hexes: [...r.hexes.entries()] });

/** Compares every movable stack's reach with the reference; returns how many stacks and hexes. */
function compareAll(world: World, state: GameState): { stacks: number; hexes: number } {
  let stacks = 0;
  let hexes = 0;
  const side = phaseDefinition(state.phase).phasing!;
  const board = reachBoard(world, state, side);
  for (const ids of movableStacks(state)) {
    const now = reach(world, state, ids, board);
    const before = referenceReach(world, state, ids, board);
    if (!('hexes' in now) || !('hexes' in before)) {
      expect(now).toEqual(before);
      continue;
    }
    expect(plain(now)).toEqual(plain(before));
    stacks++;
    hexes += now.hexes.size;
  }
  return { stacks, hexes };
}

describe('reach on step-cost tables equals the search before it', () => {
  it("[8.0–8.15, 8.4, 9.31–9.33, 10.1–10.14, 16.5, 19.6] every movable stack, every movement phase along 400 commands of a seeded Hell's Highway game", () => {
    const world = realWorld();
    let state = createGame(hellsHighwaySetup('reach-tables'));
    const random = seedrandom.alea('reach-tables');
    let stacks = 0;
    let hexes = 0;
    let positions = 0;
    for (let n = 0; n < 400 && !state.ended; n++) {
      const result = apply(state, chooseCommand(state, world, random), world);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      // every fourth position (the others are a step or two apart)
      if (n % 4 !== 0) continue;
      const seen = compareAll(world, state);
      if (seen.stacks > 0) positions++;
      stacks += seen.stacks;
      hexes += seen.hexes;
    }
    // the game went through movement phases of both sides with many stacks and hexes compared
    expect(positions).toBeGreaterThan(40);
    expect(stacks).toBeGreaterThan(600);
    expect(hexes).toBeGreaterThan(50_000);
  }, 300_000);

  it('[8.0–8.15, 8.4, 9.31–9.33, 10.1–10.14, 16.5, 19.6] every Allied stack of the 2,398-counter bench position (Hell\'s Highway tiled over the four sections)', () => {
    const world = realWorld();
    const hh = newScenarioGame(scenarioById('hells-highway')!, world, { seed: 'hells-highway', autoDeploy: true });
    const state = intoAlliedMovement(campaignPosition(hh, world, 22).state, world);
    const seen = compareAll(world, state);
    expect(seen.stacks).toBeGreaterThan(300);
    expect(seen.hexes).toBeGreaterThan(10_000);
  }, 300_000);
});
