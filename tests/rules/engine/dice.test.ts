import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newDiceState, rollDie, rollTwoDice, scriptedDice, seededDice } from '../../../src/rules';

function rolls(seed: string, n: number): number[] {
  const state = newDiceState(seed);
  const dice = seededDice(state);
  return Array.from({ length: n }, () => rollDie(dice));
}

describe('seeded dice (ARCHITECTURE §4)', () => {
  it('the same seed gives the same rolls', () => {
    expect(rolls('market-garden', 50)).toEqual(rolls('market-garden', 50));
  });

  it('different seeds give different sequences', () => {
    expect(rolls('a', 30)).not.toEqual(rolls('b', 30));
  });

  it('the generator state is plain JSON: a game saved mid-sequence rolls on identically', () => {
    const state = newDiceState('save-me');
    const dice = seededDice(state);
    for (let i = 0; i < 17; i++) rollDie(dice);
    const restored = JSON.parse(JSON.stringify(state));
    const after = Array.from({ length: 20 }, () => rollDie(dice));
    const afterRestore = Array.from({ length: 20 }, () => rollDie(seededDice(restored)));
    expect(afterRestore).toEqual(after);
    expect(restored.rolled).toBe(37);
  });

  it('a die is always 1..6 and every face turns up', () => {
    const all = rolls('faces', 600);
    expect(Math.min(...all)).toBe(1);
    expect(Math.max(...all)).toBe(6);
    for (let f = 1; f <= 6; f++) expect(all.filter((v) => v === f).length).toBeGreaterThan(60);
  });

  it('"the dice" are 2d6, totals 2..12, with both faces kept for the log', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const r = rollTwoDice(seededDice(newDiceState(seed)));
        expect(r.total).toBe(r.dice[0] + r.dice[1]);
        expect(r.total).toBeGreaterThanOrEqual(2);
        expect(r.total).toBeLessThanOrEqual(12);
      }),
    );
  });

  it('a scripted source replays logged outcomes and refuses impossible ones', () => {
    const dice = scriptedDice([3, 6]);
    expect(rollDie(dice)).toBe(3);
    expect(rollDie(dice)).toBe(6);
    expect(() => rollDie(dice)).toThrow(/ran out/);
    expect(() => rollDie(scriptedDice([7]))).toThrow(/not a value/);
  });
});
