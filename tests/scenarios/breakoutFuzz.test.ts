// Fuzz slice of scenario 30 [30.0, 4.0, 30.41, 30.42, 30.5]: random legal commands (leaving the map
// among them) from the computer's set-up on the real Map D; after every command the position keeps
// its invariants, no German unit stands south of the front line, and the game never reaches a dead end.
import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { apply, createWorld, legalCommands, parseMapData, type CandidateKind, type Command, type GameState, type World } from '../../src/rules';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { southOfFrontLine } from '../../src/scenarios/breakout/frontLine';
import { invariantProblems } from '../rules/legal/invariants';

function realWorld(): World {
  const parsed = parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  return createWorld(parsed.map);
}
const WORLD = realWorld();

const KINDS: CandidateKind[] = ['changeMode', 'enter', 'move', 'exit', 'closeAction', 'restack', 'work', 'fire', 'command'];

function randomCommand(state: GameState, random: () => number): Command {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  if (state.pending) return pick(legalCommands(state, WORLD));
  if (random() < 0.15) return { type: 'endPhase' };
  const options = legalCommands(state, WORLD, new Set([pick(KINDS)])).filter((c) => c.type !== 'endPhase');
  return options.length > 0 ? pick(options) : { type: 'endPhase' };
}

describe('fuzz: scenario 30 from its set-up', () => {
  it('[30.0, 30.41, 4.0, 8.47] random legal play keeps the invariants and the Germans north of the canal, 3 seeds', () => {
    const types = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const seed = `fuzz-bo-${i}`;
      const random = seedrandom.alea(seed);
      let state = newScenarioGame(scenarioById('breakout')!, WORLD, { seed, autoDeploy: true });
      for (let step = 0; step < 150 && !state.ended; step++) {
        const command = randomCommand(state, random);
        const result = apply(state, command, WORLD);
        if (!result.ok) throw new Error(`${seed} step ${step}: ${JSON.stringify(command)} refused: ${result.message}`);
        state = result.state;
        types.add(command.type);
        const problems = invariantProblems(state, WORLD, { fullLegalList: step % 15 === 0 || state.pending !== null });
        if (problems.length > 0) throw new Error(`${seed} step ${step} after ${JSON.stringify(command)}: ${problems.join('; ')}`);
        for (const u of Object.values(state.units)) {
          if (u.side === 'german' && u.hex) expect(southOfFrontLine(WORLD, u.hex), `${seed} step ${step}: ${u.id} at ${u.hex}`).toBe(false);
        }
      }
    }
    expect([...types]).toEqual(expect.arrayContaining(['endPhase', 'moveStep']));
  }, 300_000);
});
