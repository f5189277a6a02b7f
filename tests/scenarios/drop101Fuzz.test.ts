// Fuzz slice of scenario 26 [26.0, 4.0, 14.63, 26.52]: random legal commands (drops, moves, fire,
// close actions, leaving the map) from the computer's German set-up on the real Map C; after every
// command the position keeps its invariants, no unit stands off Map C, only the 506th ever leaves
// and only by C0117, and the game never reaches a dead end.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, type CandidateKind, type Command, type GameState } from '../../src/rules';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { D101_506TH_FORMATIONS } from '../../src/scenarios/drop101/restrictions';
import { invariantProblems } from '../rules/legal/invariants';
import { realWorld } from '../support/realWorld';

const WORLD = realWorld();

const KINDS: CandidateKind[] = ['air', 'air', 'changeMode', 'enter', 'move', 'exit', 'closeAction', 'restack', 'fire', 'command'];

function randomCommand(state: GameState, random: () => number): Command {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  if (state.pending) return pick(legalCommands(state, WORLD));
  if (random() < 0.12) return { type: 'endPhase' };
  const options = legalCommands(state, WORLD, new Set([pick(KINDS)])).filter((c) => c.type !== 'endPhase');
  return options.length > 0 ? pick(options) : { type: 'endPhase' };
}

describe('fuzz: scenario 26 from its set-up', () => {
  it('[26.0, 26.52, 14.63, 4.0] random legal play, drops among it, keeps the invariants and the exits of 26.52, 3 seeds', () => {
    const types = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const seed = `fuzz-d101-${i}`;
      const random = seedrandom.alea(seed);
      let state = newScenarioGame(scenarioById('drop101')!, WORLD, { seed, autoDeploy: true });
      for (let step = 0; step < 150 && !state.ended; step++) {
        const command = randomCommand(state, random);
        const result = apply(state, command, WORLD);
        if (!result.ok) throw new Error(`${seed} step ${step}: ${JSON.stringify(command)} refused: ${result.message}`);
        state = result.state;
        types.add(command.type);
        const problems = invariantProblems(state, WORLD, { fullLegalList: step % 15 === 0 || state.pending !== null });
        if (problems.length > 0) throw new Error(`${seed} step ${step} after ${JSON.stringify(command)}: ${problems.join('; ')}`);
        for (const u of Object.values(state.units)) {
          if (u.hex) expect(u.hex.startsWith('C'), `${seed} step ${step}: ${u.id} at ${u.hex}`).toBe(true);
          if (u.exited) {
            expect(D101_506TH_FORMATIONS.includes(u.formationId ?? ''), `${u.id} left the map`).toBe(true);
            expect(u.exited.hex).toBe('C0117');
          }
        }
      }
    }
    expect([...types]).toEqual(expect.arrayContaining(['endPhase', 'dropSerial']));
  }, 300_000);
});
