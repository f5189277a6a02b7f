// Fuzz slice of scenario 26 [26.0, 4.0, 14.63, 26.52]: random legal commands (drops, moves, fire,
// close actions, leaving the map) from the computer's German set-up on the real Map C; after every
// command the position keeps its invariants, no unit stands off Map C, only the 506th ever leaves
// and only by C0117, and the game never reaches a dead end.
import { describe, expect, it } from 'vitest';
import { D101_506TH_FORMATIONS } from '../../src/scenarios/drop101/restrictions';
import { fuzzScenario } from '../support/fuzzScenario';
import { realWorld } from '../support/realWorld';
import { allUnits } from '../../src/rules/state/unitBuckets';

describe('fuzz: scenario 26 from its set-up', () => {
  it('[26.0, 26.52, 14.63, 4.0] random legal play, drops among it, keeps the invariants and the exits of 26.52, 3 seeds', () => {
    const types = fuzzScenario({
      scenarioId: 'drop101',
      world: realWorld(),
      seeds: ['fuzz-d101-0', 'fuzz-d101-1', 'fuzz-d101-2'],
      steps: 150,
      kinds: ['air', 'air', 'changeMode', 'enter', 'move', 'exit', 'closeAction', 'restack', 'fire', 'command'],
      endPhaseChance: 0.12,
      fullLegalListEvery: 15,
      check: (state, seed, step) => {
        for (const u of allUnits(state)) {
          if (u.hex) expect(u.hex.startsWith('C'), `${seed} step ${step}: ${u.id} at ${u.hex}`).toBe(true);
          if (u.exited) {
            expect(D101_506TH_FORMATIONS.includes(u.formationId ?? ''), `${u.id} left the map`).toBe(true);
            expect(u.exited.hex).toBe('C0117');
          }
        }
      },
    });
    expect([...types]).toEqual(expect.arrayContaining(['endPhase', 'dropSerial']));
  }, 300_000);
});
