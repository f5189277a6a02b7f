// Fuzz slice of scenario 27 [27.0, 27.1, 4.0, 14.63]: random legal commands (drops, moves, fire,
// close actions, attempts to leave the map) from the computer's German set-up on the real Map B;
// after every command the position keeps its invariants, no unit stands off Map B (its overlap
// row with Map A, A01xx, is part of it), no Allied unit ever leaves, and the game never reaches a
// dead end.
import { describe, expect, it } from 'vitest';
import { fuzzScenario } from '../support/fuzzScenario';
import { realWorld } from '../support/realWorld';
import { allUnits } from '../../src/rules/state/unitBuckets';

describe('fuzz: scenario 27 from its set-up', () => {
  it('[27.0, 27.1, 14.63, 4.0] random legal play, drops among it, keeps the invariants and Map B, 3 seeds', () => {
    const types = fuzzScenario({
      scenarioId: 'drop82',
      world: realWorld(),
      seeds: ['fuzz-d82-0', 'fuzz-d82-1', 'fuzz-d82-2'],
      steps: 150,
      kinds: ['air', 'air', 'changeMode', 'enter', 'move', 'exit', 'closeAction', 'restack', 'fire', 'command'],
      endPhaseChance: 0.12,
      fullLegalListEvery: 15,
      check: (state, seed, step) => {
        for (const u of allUnits(state)) {
          if (u.hex) expect(/^B|^A01/.test(u.hex), `${seed} step ${step}: ${u.id} at ${u.hex}`).toBe(true);
          expect(u.exited, `${seed} step ${step}: ${u.id} left the map`).toBeUndefined();
        }
      },
    });
    expect([...types]).toEqual(expect.arrayContaining(['endPhase', 'dropSerial']));
  }, 300_000);
});
