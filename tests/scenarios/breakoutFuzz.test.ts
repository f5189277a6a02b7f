// Fuzz slice of scenario 30 [30.0, 4.0, 30.41, 30.42, 30.5]: random legal commands (leaving the map
// among them) from the computer's set-up on the real Map D; after every command the position keeps
// its invariants, no German unit stands south of the front line, and the game never reaches a dead end.
import { describe, expect, it } from 'vitest';
import { southOfFrontLine } from '../../src/scenarios/breakout/frontLine';
import { fuzzScenario } from '../support/fuzzScenario';
import { realWorld } from '../support/realWorld';
import { allUnits } from '../../src/rules/state/unitBuckets';

const WORLD = realWorld();

describe('fuzz: scenario 30 from its set-up', () => {
  it('[30.0, 30.41, 4.0, 8.47] random legal play keeps the invariants and the Germans north of the canal, 3 seeds', () => {
    const types = fuzzScenario({
      scenarioId: 'breakout',
      world: WORLD,
      seeds: ['fuzz-bo-0', 'fuzz-bo-1', 'fuzz-bo-2'],
      steps: 150,
      kinds: ['changeMode', 'enter', 'move', 'exit', 'closeAction', 'restack', 'work', 'fire', 'command'],
      endPhaseChance: 0.15,
      fullLegalListEvery: 15,
      check: (state, seed, step) => {
        for (const u of allUnits(state)) {
          if (u.side === 'german' && u.hex) expect(southOfFrontLine(WORLD, u.hex), `${seed} step ${step}: ${u.id} at ${u.hex}`).toBe(false);
        }
      },
    });
    expect([...types]).toEqual(expect.arrayContaining(['endPhase', 'moveStep']));
  }, 300_000);
});
