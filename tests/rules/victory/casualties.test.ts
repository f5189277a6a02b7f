import { describe, expect, it } from 'vitest';
import { casualtyPoints, evaluateVictory, type GameState } from '../../../src/rules';
import { HH_HISTORICAL_VICTORY, HH_PLAYER_VICTORY } from '../../../src/scenarios/hellsHighway/victory';
import { CLEAR_WORLD } from '../../support/world';
import { allied, german, lose, victoryGame } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const condition = (state: GameState, id: string) => evaluateVictory(state, CLEAR_WORLD).conditions.find((c) => c.id === id)!;

/** A game whose Allied side has lost `n` SP and German side `m` SP (units of 10 SP). */
function withLosses(def = HH_HISTORICAL_VICTORY, alliedLost: number, germanLost: number): GameState {
  const units = [
    ...Array.from({ length: 5 }, (_, i) => allied(`a${i}`, 'C4319', { printedStrength: 10, strength: 10 })),
    ...Array.from({ length: 5 }, (_, i) => german(`g${i}`, 'C3032', { printedStrength: 10, strength: 10 })),
  ];
  let state = victoryGame(def, units);
  const take = (prefix: string, lost: number) => {
    for (let i = 0; lost > 0; i++) {
      const n = Math.min(10, lost);
      state = lose(state, `${prefix}${i}`, 10 - n);
      lost -= n;
    }
  };
  take('a', alliedLost);
  take('g', germanLost);
  return state;
}

describe('victory: casualty points [24.61(3), 24.62]', () => {
  it('[24.61(3)] casualty points are SP lost: printed less current, an eliminated unit its whole printed strength', () => {
    let state = victoryGame(HH_HISTORICAL_VICTORY, [allied('a', 'C4319', { printedStrength: 6, strength: 4 }), allied('b', 'C4319', { printedStrength: 5 }), german('g', 'C3032')]);
    state = lose(state, 'b', 0);
    unitById(state, 'b')!.strength = 2; // even if a stale strength were left on the eliminated counter
    expect(casualtyPoints(state, 'allied')).toBe(2 + 5);
    expect(casualtyPoints(state, 'german')).toBe(0);
  });

  it('[24.61(3)] 25 Allied casualty points is not "more than 25"; 26 is', () => {
    expect(condition(withLosses(HH_HISTORICAL_VICTORY, 25, 0), 'german-casualties')).toMatchObject({ status: 'open', value: 25, target: 25 });
    expect(condition(withLosses(HH_HISTORICAL_VICTORY, 26, 0), 'german-casualties')).toMatchObject({ status: 'met', value: 26 });
  });

  it('[24.61] the Allied condition is 25 German SP or more: 24 short, 25 met', () => {
    expect(condition(withLosses(HH_HISTORICAL_VICTORY, 0, 24), 'allied-casualties').status).toBe('open');
    expect(condition(withLosses(HH_HISTORICAL_VICTORY, 0, 25), 'allied-casualties').status).toBe('met');
  });

  it('[24.62] Player set: the German needs more than 40 (40 no, 41 yes), the Allies 40 or more (39 no, 40 yes)', () => {
    expect(condition(withLosses(HH_PLAYER_VICTORY, 40, 0), 'german-casualties').status).toBe('open');
    expect(condition(withLosses(HH_PLAYER_VICTORY, 41, 0), 'german-casualties').status).toBe('met');
    expect(condition(withLosses(HH_PLAYER_VICTORY, 0, 39), 'allied-casualties').status).toBe('open');
    const met = condition(withLosses(HH_PLAYER_VICTORY, 0, 40), 'allied-casualties');
    expect(met).toMatchObject({ status: 'met', value: 40, target: 40 });
    expect(met.reason).toContain('40 or more');
  });

  it('[24.61(3)] a threshold not reached by the end of the game is not met', () => {
    const state = withLosses(HH_HISTORICAL_VICTORY, 25, 0);
    state.ended = { turn: 64, reason: 'test' };
    expect(condition(state, 'german-casualties').status).toBe('notMet');
  });
});
