// The ground supply is traced over (supply/tracingGround.ts) is read from the enemy zones kept per
// position and may be handed over from the last position judged: both must give exactly what a
// fresh build from every unit gives [7.0, 7.3, 7.62, 11.21, 11.23, 11.24].
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import seedrandom from 'seedrandom';
import { apply, chooseCommand, createGame, type GameState, type Side, type World } from '../../../src/rules';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { indexOfUnit, type TracingGround } from '../../../src/rules/supply/tracingGround';
import { tracingGround } from '../../../src/rules/supply/keptGround';
import { engineerCrossings } from '../../../src/rules/supply/engineerCrossings';
import { enemySide, zocMap } from '../../../src/rules/zoc/zoneOfControl';
import { allUnits, unitById } from '../../../src/rules/state/unitBuckets';
import { realWorld } from '../../support/realWorld';

const SIDES: Side[] = ['allied', 'german'];

/** The ground's facts as a fresh build from every unit gives them (nothing kept). */
function freshFacts(state: GameState, world: World, side: Side) {
  const enemyOccupied: number[] = [];
  const friendlyOccupied: number[] = [];
  const unitIndex: [string, number][] = [];
  for (const unit of allUnits(state)) {
    const i = indexOfUnit(unit);
    if (i < 0) continue;
    unitIndex.push([unit.id, i]);
    if (unit.type === 'leader') continue;
    (unit.side === side ? friendlyOccupied : enemyOccupied).push(i);
  }
  const enemyZoc = [...zocMap(world, state, enemySide(side)).keys()];
  return {
    enemyOccupied: [...new Set(enemyOccupied)].sort((a, b) => a - b),
    friendlyOccupied: [...new Set(friendlyOccupied)].sort((a, b) => a - b),
    enemyZoc: enemyZoc.sort((a, b) => a - b),
    unitIndex: unitIndex.sort(),
    crossings: [...engineerCrossings(state, world, side).entries()].sort((a, b) => a[0] - b[0]),
  };
}

function facts(ground: TracingGround) {
  const set = (a: Uint8Array | Uint16Array) => [...a.keys()].filter((i) => a[i]! > 0);
  return {
    enemyOccupied: set(ground.enemyOccupied),
    friendlyOccupied: set(ground.friendlyOccupied),
    enemyZoc: set(ground.enemyZoc),
    unitIndex: [...ground.unitIndex.entries()].sort(),
    crossings: [...ground.crossings.entries()].sort((a, b) => a[0] - b[0]),
  };
}

describe('the supply ground, kept and handed over', () => {
  it("[7.0, 7.3, 11.21, 11.24] along 300 commands of Hell's Highway, the ground of each side equals a fresh build", () => {
    const world = realWorld();
    let state = createGame(hellsHighwaySetup('kept-ground'));
    const random = seedrandom.alea('kept-ground');
    let compared = 0;
    for (let n = 0; n < 300 && !state.ended; n++) {
      const result = apply(state, chooseCommand(state, world, random), world);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      for (const side of SIDES) {
        expect(facts(tracingGround(state, world, side)), `command ${n}, ${side}`).toEqual(freshFacts(state, world, side));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('[11.23, 7.62] a ground is carried over past a change of own Depleted markers as it is; an enemy marker (which ends its zone) or a move is worked into it', () => {
    const world = realWorld();
    let state = createGame(hellsHighwaySetup('kept-ground'));
    const random = seedrandom.alea('kept-ground-2');
    for (let n = 0; n < 120 && !state.ended; n++) state = apply(state, chooseCommand(state, world, random), world).state;
    const side: Side = 'allied';
    const own = allUnits(state).filter((u) => u.side === side && u.hex !== null && u.type !== 'leader').slice(0, 3);
    const enemy = allUnits(state).find((u) => u.side !== side && u.hex !== null && u.type !== 'leader' && !u.status.depleted)!;
    const first = tracingGround(state, world, side);
    // Own units' markers changed (what the supply step does before the recovery rolls): handed over.
    const ownChanged = produce(state, (d) => {
      for (const u of own) unitById(d, u.id)!.status.depleted = !u.status.depleted;
    });
    const handed = tracingGround(ownChanged, world, side);
    expect(handed.enemyZoc).toBe(first.enemyZoc);
    expect(handed.state).toBe(ownChanged);
    expect(facts(handed)).toEqual(freshFacts(ownChanged, world, side));
    // An enemy unit's marker ends its zone [7.62]: its hexes are read again, and still right.
    const enemyChanged = produce(ownChanged, (d) => {
      unitById(d, enemy.id)!.status.depleted = true;
    });
    const fresh = tracingGround(enemyChanged, world, side);
    expect(fresh.friendlyOccupied).toBe(first.friendlyOccupied);
    expect(facts(fresh)).toEqual(freshFacts(enemyChanged, world, side));
    // A unit that moved: its old and new hexes counted again.
    const moved = produce(state, (d) => {
      const u = unitById(d, own[0]!.id)!;
      u.hex = enemy.hex;
    });
    const afterMove = tracingGround(moved, world, side);
    expect(afterMove.friendlyOccupied).not.toBe(first.friendlyOccupied);
    expect(facts(afterMove)).toEqual(freshFacts(moved, world, side));
  });
});
