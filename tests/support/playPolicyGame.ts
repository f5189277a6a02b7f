/**
 * The loop every seeded playthrough shares: from a scenario's starting position, the simple policy
 * of src/rules/legal chooses each command with a generator seeded by the same seed; every command
 * must be accepted and keep the invariants, until the game ends. A stalled policy fails loudly.
 */
import seedrandom from 'seedrandom';
import { apply, chooseCommand, type Command, type GameEvent, type GameState, type World } from '../../src/rules';
import { invariantProblems } from '../rules/legal/invariants';

export interface PolicyGame {
  initial: GameState;
  final: GameState;
  commands: Command[];
  events: GameEvent[];
}

export interface PolicyGameOptions {
  seed: string;
  /** Far more than a game needs. */
  maxCommands: number;
  /** Build the full legal list for the invariants after this command (otherwise a cheaper check). */
  fullLegalListAfter: (state: GameState, commandCount: number) => boolean;
}

export function playPolicyGame(initial: GameState, world: World, options: PolicyGameOptions): PolicyGame {
  const random = seedrandom.alea(options.seed);
  const commands: Command[] = [];
  const events: GameEvent[] = [];
  let state = initial;
  while (!state.ended) {
    if (commands.length >= options.maxCommands) throw new Error(`no end after ${options.maxCommands} commands (turn ${state.turn}, phase ${state.phase})`);
    const command = chooseCommand(state, world, random);
    const result = apply(state, command, world);
    if (!result.ok) throw new Error(`command ${commands.length} ${JSON.stringify(command)} refused: ${result.message}`);
    state = result.state;
    commands.push(command);
    events.push(...result.events);
    const problems = invariantProblems(state, world, { fullLegalList: options.fullLegalListAfter(state, commands.length) });
    if (problems.length > 0) throw new Error(`after command ${commands.length - 1} ${JSON.stringify(command)}: ${problems.join('; ')}`);
  }
  return { initial, final: state, commands, events };
}
