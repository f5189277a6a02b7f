/**
 * Full games of Hell's Highway for the fuzz [9.11, 9.32, 9.33, 4.0, ARCHITECTURE §4]: random legal
 * commands (the simple policy, seeded) from the set-up to the end of the last Game-Turn; after
 * every command the position keeps the invariants (stacking legality among them), and the command
 * log replays to exactly the final position.
 */
import seedrandom from 'seedrandom';
import { apply, chooseCommand, createGame, type Command, type GameState, type World } from '../../src/rules';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { jsonEqual, replay } from '../../src/store/replay';
import { invariantProblems } from '../rules/legal/invariants';

const MAX_COMMANDS = 6000;

export interface FullGame {
  seed: string;
  commands: number;
  final: GameState;
}

export function playFullGame(world: World, seed: string): FullGame {
  const initial = createGame(hellsHighwaySetup(seed));
  const random = seedrandom.alea(`fuzz-${seed}`);
  const commands: Command[] = [];
  let state = initial;
  while (!state.ended) {
    if (commands.length >= MAX_COMMANDS) throw new Error(`seed ${seed}: no end after ${MAX_COMMANDS} commands`);
    const command = chooseCommand(state, world, random);
    const result = apply(state, command, world);
    if (!result.ok) throw new Error(`seed ${seed}, command ${commands.length} ${JSON.stringify(command)} refused: ${result.message}`);
    state = result.state;
    commands.push(command);
    const problems = invariantProblems(state, world, { fullLegalList: state.pending !== null && commands.length % 5 === 0 });
    if (problems.length > 0) throw new Error(`seed ${seed}, after command ${commands.length - 1} ${JSON.stringify(command)}: ${problems.join('; ')}`);
  }
  const replayed = replay(initial, commands, world);
  if (!replayed.ok) throw new Error(`seed ${seed}: replay failed at ${replayed.index}: ${replayed.reason}`);
  if (!jsonEqual(replayed.state, state)) throw new Error(`seed ${seed}: the replay does not give the final position`);
  return { seed, commands: commands.length, final: state };
}
