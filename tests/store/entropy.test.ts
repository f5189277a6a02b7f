// [4.0] Fresh randomness for default seeds, the sandbox's dice and the reseed after an undo past a roll.
import { describe, expect, it } from 'vitest';
import { freshEntropy, freshSeed } from '../../src/store';

describe('fresh seeds nobody can know before the game [4.0]', () => {
  it('a default seed is the scenario id and 64 random bits, different every time', () => {
    const seeds = Array.from({ length: 50 }, () => freshSeed('hells-highway'));
    for (const seed of seeds) expect(seed).toMatch(/^hells-highway-[0-9a-f]{16}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('entropy for the dice is hex digits of the length asked, from the platform crypto', () => {
    expect(freshEntropy()).toMatch(/^[0-9a-f]{32}$/);
    expect(freshEntropy(4)).toMatch(/^[0-9a-f]{8}$/);
    expect(freshEntropy()).not.toBe(freshEntropy());
  });
});
