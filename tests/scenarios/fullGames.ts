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

/** CPU milliseconds (user + system, this process) spent in each part of a game. */
export interface GameCpu {
  choose: number;
  apply: number;
  invariants: number;
  replay: number;
}

export interface FullGame {
  seed: string;
  commands: number;
  final: GameState;
  /** With `timed`: the CPU each part took (all zero otherwise). */
  cpu: GameCpu;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** One game from the set-up to its end. `timed` reads the CPU clock around each part (bench/fuzzGame.bench.ts). */
export function playFullGame(world: World, seed: string, { timed = false }: { timed?: boolean } = {}): FullGame {
  const cpu: GameCpu = { choose: 0, apply: 0, invariants: 0, replay: 0 };
  const initial = createGame(hellsHighwaySetup(seed));
  const random = seedrandom.alea(`fuzz-${seed}`);
  const commands: Command[] = [];
  let state = initial;
  let t = timed ? cpuMs() : 0;
  const lap = (part: keyof GameCpu) => {
    if (!timed) return;
    const now = cpuMs();
    cpu[part] += now - t;
    t = now;
  };
  while (!state.ended) {
    if (commands.length >= MAX_COMMANDS) throw new Error(`seed ${seed}: no end after ${MAX_COMMANDS} commands`);
    const command = chooseCommand(state, world, random);
    lap('choose');
    // Validated once, by the final replay below (which refuses whatever this loop should not have
    // applied): the policy picks from the legal lists, so validating here too only doubled the cost.
    const result = apply(state, command, world, { accepted: true });
    lap('apply');
    if (!result.ok) throw new Error(`seed ${seed}, command ${commands.length} ${JSON.stringify(command)} refused: ${result.message}`);
    const previous = state;
    state = result.state;
    commands.push(command);
    // Told the position before, the unit and hex checks look at what the command changed only (invariants.ts).
    const problems = invariantProblems(state, world, { fullLegalList: state.pending !== null && commands.length % 5 === 0, previous });
    lap('invariants');
    if (problems.length > 0) throw new Error(`seed ${seed}, after command ${commands.length - 1} ${JSON.stringify(command)}: ${problems.join('; ')}`);
  }
  // The one replay, validating every command on the position it was given in, and bit-checked.
  const replayed = replay(initial, commands, world);
  if (!replayed.ok) throw new Error(`seed ${seed}: replay failed at ${replayed.index}: ${replayed.reason}`);
  if (!jsonEqual(replayed.state, state)) throw new Error(`seed ${seed}: the replay does not give the final position`);
  lap('replay');
  return { seed, commands: commands.length, final: state, cpu };
}
