// Fuzz slices of scenarios 28 and 29 [28.0, 29.0, 4.0, 14.63, 28.41, 28.42]: random legal commands
// (drops, moves, fire, close actions, leaving the map) from the computer's German set-up on the real
// Map A; after every command the position keeps its invariants, no unit stands off Map A, only the
// 9th SS recon battalion ever leaves and only by A0130, no Allied unit stands south of the Neder Rijn
// having crossed by ferry, and the game never reaches a dead end.
import { describe, expect, it } from 'vitest';
import { D1_RECON_COUNTERS } from '../../src/scenarios/drop1st/reinforcements';
import { fuzzScenario } from '../support/fuzzScenario';
import { realWorld } from '../support/realWorld';
import type { GameState } from '../../src/rules';
import { allUnits } from '../../src/rules/state/unitBuckets';

const world = realWorld();

function mapAOnly(state: GameState, seed: string, step: number): void {
  for (const u of allUnits(state)) {
    if (u.hex) expect(u.hex.startsWith('A'), `${seed} step ${step}: ${u.id} at ${u.hex}`).toBe(true);
    if (u.exited) {
      expect(D1_RECON_COUNTERS.includes(u.id), `${u.id} left the map`).toBe(true);
      expect(u.exited.hex).toBe('A0130');
    }
  }
}

describe('fuzz: scenarios 28 and 29 from their set-up', () => {
  it('[28.0, 28.42, 14.63, 4.0] scenario 28: random legal play, drops among it, keeps the invariants and the exits of 28.42, 3 seeds', () => {
    const types = fuzzScenario({
      scenarioId: 'drop1st',
      world,
      seeds: ['fuzz-d1-0', 'fuzz-d1-1', 'fuzz-d1-2'],
      steps: 150,
      kinds: ['air', 'air', 'changeMode', 'enter', 'move', 'exit', 'closeAction', 'restack', 'fire', 'command'],
      endPhaseChance: 0.12,
      fullLegalListEvery: 15,
      check: mapAOnly,
    });
    expect([...types]).toEqual(expect.arrayContaining(['endPhase', 'dropSerial']));
  }, 300_000);

  it('[29.0, 29.3, 4.0] scenario 29: the same random play from its set-up, 1 seed (the whole game is `npm run play:destruction1st`)', () => {
    const types = fuzzScenario({
      scenarioId: 'destruction1st',
      world,
      seeds: ['fuzz-d29-0'],
      steps: 120,
      kinds: ['air', 'changeMode', 'enter', 'move', 'exit', 'closeAction', 'fire', 'command'],
      endPhaseChance: 0.15,
      fullLegalListEvery: 20,
      check: mapAOnly,
    });
    expect([...types]).toEqual(expect.arrayContaining(['endPhase', 'dropSerial']));
  }, 300_000);
});
