/**
 * A long Hell's Highway game for the history benches (undo, redo, load, replay): the seeded simple
 * policy (rules/legal/policy.ts) plays from the set-up until the game ends or `max` commands. Today's
 * policy ends a game in 1,000–1,400 commands (seed full-2: 1,352, the longest of full-0…6); raising
 * its caps per phase does not lengthen it (the game ends with its last Game-Turn). The
 * commands are kept in the system's temporary folder and reused while they still replay on the
 * engine in hand (a few seconds saved per run); otherwise the game is played again.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import * as rules from '../../src/rules';
import type { Command, GameState, World } from '../../src/rules';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { replay } from '../../src/store/replay';

const { apply, chooseCommand, createGame } = rules;

export interface LongGame {
  seed: string;
  initial: GameState;
  commands: Command[];
  final: GameState;
}

export function longGame(world: World, seed: string, max = 6_000): LongGame {
  const initial = createGame(hellsHighwaySetup(seed));
  const file = join(tmpdir(), `htr-bench-game-${seed}-${max}.json`);
  if (existsSync(file)) {
    const commands = JSON.parse(readFileSync(file, 'utf8')) as Command[];
    const replayed = replay(initial, commands, world);
    if (replayed.ok) return { seed, initial, commands, final: replayed.state };
  }
  const random = seedrandom.alea(`fuzz-${seed}`);
  const commands: Command[] = [];
  let state = initial;
  while (!state.ended && commands.length < max) {
    const command = chooseCommand(state, world, random);
    const result = apply(state, command, world);
    if (!result.ok) throw new Error(`${seed}: command ${commands.length} refused: ${result.message}`);
    commands.push(command);
    state = result.state;
  }
  writeFileSync(file, JSON.stringify(commands));
  return { seed, initial, commands, final: state };
}
