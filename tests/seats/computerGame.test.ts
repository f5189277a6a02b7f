// The computer player of both sides plays a whole game of Hell's Highway [24.0]: none of its own
// commands refused, never a dead end [8.47], the invariants kept (checked every few commands), and
// the same seed plays the same game. More games: AI_FUZZ_GAMES=n npx vitest run tests/seats/computerGame.test.ts.
// Long matches are `npm run match`, not part of the suite.
import { describe, expect, it } from 'vitest';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { playGame } from '../../src/seats/match/playGame';
import { makeSeat } from '../../src/seats/seats';
import { invariantProblems } from '../rules/legal/invariants';
import { realWorld } from '../support/realWorld';

const clock = () => 0;
const GAMES = Number(process.env['AI_FUZZ_GAMES'] ?? 1);

function computerGame(seed: string, check = false, maxCommands?: number) {
  const world = realWorld();
  const problems: string[] = [];
  const commands: string[] = [];
  let count = 0;
  const record = playGame({
    setup: hellsHighwaySetup(seed),
    world,
    clock,
    ...(maxCommands ? { maxCommands } : {}),
    seats: { allied: makeSeat('allied', { kind: 'computer' }, seed), german: makeSeat('german', { kind: 'computer' }, seed) },
    onCommand: (state, command) => {
      count += 1;
      commands.push(JSON.stringify(command));
      if (check && (count % 10 === 0 || state.pending)) for (const p of invariantProblems(state, world)) problems.push(`after ${JSON.stringify(command)}: ${p}`);
    },
  });
  return { record, problems, commands };
}

describe('computer against computer', () => {
  for (let i = 0; i < GAMES; i++) {
    it(`[24.0, 8.47, 4.0] a whole game of Hell\u2019s Highway (seed ai-fuzz-${i}): no refusal of its own commands, no dead end, invariants kept`, () => {
      const { record, problems } = computerGame(`ai-fuzz-${i}`, true);
      expect(record.deadEnd).toBeNull();
      expect(record.refusals).toEqual({ allied: 0, german: 0 });
      expect(record.refusalSamples).toEqual([]);
      expect(problems.slice(0, 5)).toEqual([]);
      expect(record.winner).not.toBeNull();
      expect(record.turns).toBe(64);
      // Both sides did more than end phases: they moved, fired and answered.
      expect(record.commandsBySide.allied).toBeGreaterThan(50);
      expect(record.commandsBySide.german).toBeGreaterThan(50);
    }, 300_000);
  }

  it('[24.0] the same seed plays the same game (the computer uses no dice and no clock): the first 400 commands', () => {
    const a = computerGame('ai-same', false, 400).commands;
    const b = computerGame('ai-same', false, 400).commands;
    expect(a.length).toBe(400);
    expect(b).toEqual(a);
  }, 300_000);
});
