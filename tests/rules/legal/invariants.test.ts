/**
 * The fuzz's invariants (invariants.ts) told the position before the command check only what the
 * command changed, and must say what a check of the whole map says.
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { allUnits, apply, chooseCommand, createGame, isLeader, unitsInHex, withUnit, type GameState, type Unit } from '../../../src/rules';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { realWorld } from '../../support/realWorld';
import { invariantProblems } from './invariants';

const world = realWorld();

/** Hell's Highway after the set-up and some play by the seeded policy: units on the map, both sides. */
function position(): GameState {
  const random = seedrandom.alea('invariants');
  let state = createGame(hellsHighwaySetup('invariants'));
  for (let n = 0; n < 400 && !state.ended; n++) {
    const result = apply(state, chooseCommand(state, world, random), world);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
    if (!state.deployment && n > 250) break;
  }
  return state;
}

const combat = (state: GameState, side: Unit['side']) => allUnits(state).filter((u) => u.side === side && u.hex !== null && !u.eliminated && !isLeader(u));

describe('invariants told the position before', () => {
  const before = position();

  it('[3.5a, 9.2, 24.1] a sound position passes both ways', () => {
    expect(invariantProblems(before, world, { fullLegalList: false })).toEqual([]);
    const next = withUnit(before, { ...combat(before, 'allied')[0]! });
    expect(invariantProblems(next, world, { fullLegalList: false, previous: before })).toEqual([]);
  });

  it('[3.5a] a changed unit above its printed strength is found as by the whole check', () => {
    const unit = combat(before, 'allied')[0]!;
    const next = withUnit(before, { ...unit, strength: unit.printedStrength + 1 });
    const whole = invariantProblems(next, world, { fullLegalList: false });
    expect(whole).toEqual([`${unit.id}: strength ${unit.printedStrength + 1} outside 0..${unit.printedStrength}`]);
    expect(invariantProblems(next, world, { fullLegalList: false, previous: before })).toEqual(whole);
  });

  it('[8.12, 9.2] a unit moved onto an enemy stack: both sides in one hex, as by the whole check; the index follows it', () => {
    const german = combat(before, 'german')[0]!;
    const allied = combat(before, 'allied')[0]!;
    const there = unitsInHex(before, allied.hex!);
    const next = withUnit(before, { ...german, hex: allied.hex, stackIndex: there.length });
    const whole = invariantProblems(next, world, { fullLegalList: false });
    expect(whole).toContain(`${allied.hex}: combat units of both sides`);
    expect(invariantProblems(next, world, { fullLegalList: false, previous: before })).toEqual(whole);
  });

  it('[9.2] a gap left in the stack a unit was taken from is found there, as by the whole check', () => {
    const stack = [...new Set(combat(before, 'allied').map((u) => u.hex!))].map((hex) => unitsInHex(before, hex)).find((s) => s.length >= 2)!;
    const top = stack[0]!;
    const next = withUnit(before, { ...top, hex: null, eliminated: { turn: before.turn, rule: '5.0' }, strength: 0 });
    const whole = invariantProblems(next, world, { fullLegalList: false });
    expect(whole.some((p) => p.includes('stack positions'))).toBe(true);
    expect(invariantProblems(next, world, { fullLegalList: false, previous: before })).toEqual(whole);
  });
});
