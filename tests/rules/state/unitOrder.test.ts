/**
 * The units in id order (state/unitOrder.ts), derived from the last position's order when only a few
 * units changed: after every command of a seeded Hell's Highway game it is what sorting every unit
 * gives, record for record.
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { apply, chooseCommand, createGame, type GameState } from '../../../src/rules';
import { allUnits } from '../../../src/rules/state/unitBuckets';
import { unitsInIdOrder } from '../../../src/rules/state/unitOrder';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { realWorld } from '../../support/realWorld';

const world = realWorld();
const sorted = (state: GameState) => allUnits(state).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

describe('units in id order', () => {
  it('after each of 300 seeded commands, the kept order is the sorted one, with the position\'s own records', () => {
    const random = seedrandom.alea('unit-order');
    let state = createGame(hellsHighwaySetup('unit-order'));
    let derived = 0;
    for (let n = 0; n < 300 && !state.ended; n++) {
      const result = apply(state, chooseCommand(state, world, random), world);
      if (!result.ok) throw new Error(`command ${n} refused: ${result.message}`);
      const before = unitsInIdOrder(state);
      state = result.state;
      const order = unitsInIdOrder(state);
      const expected = sorted(state);
      expect(order.length).toBe(expected.length);
      order.forEach((unit, i) => expect(unit).toBe(expected[i]));
      if (order !== before && order.some((unit, i) => unit !== before[i])) derived++;
    }
    expect(derived).toBeGreaterThan(50); // units did change along the way
  });

  it('an unfrozen position (a fresh set-up) is sorted afresh', () => {
    const state = createGame(hellsHighwaySetup('unit-order'));
    expect(Object.isFrozen(state.unitBuckets)).toBe(false);
    expect(unitsInIdOrder(state).map((u) => u.id)).toEqual(sorted(state).map((u) => u.id));
  });
});
