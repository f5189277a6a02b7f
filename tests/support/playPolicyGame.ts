/**
 * A whole game played by the simple policy of src/rules/legal: from a state (usually a fresh set-up)
 * the policy chooses every command, seeded by `seed`, until the game ends. A refused command, or no
 * end after `maxCommands`, fails loudly. `afterCommand` sees every position (invariant checks).
 * Used by the seeded playthroughs of each scenario (tests/scenarios/*Playthrough.test.ts).
 */
import seedrandom from 'seedrandom';
import { apply, chooseCommand, type Command, type GameEvent, type GameState, type World } from '../../src/rules';
import { invariantProblems } from '../rules/legal/invariants';

export interface PolicyGame {
  state: GameState;
  world: World;
  /** Seeds the policy's choices (the game's dice come from the state's own seed). */
  seed: string;
  /** A stalled policy fails after this many commands. */
  maxCommands: number;
  /** Called after every command with the new state and how many commands have been played. */
  afterCommand?: (state: GameState, command: Command, played: number) => void;
}

export interface PlayedGame {
  state: GameState;
  commands: Command[];
  events: GameEvent[];
}

export function playPolicyGame({ state: initial, world, seed, maxCommands, afterCommand }: PolicyGame): PlayedGame {
  const random = seedrandom.alea(seed);
  const commands: Command[] = [];
  const events: GameEvent[] = [];
  let state = initial;
  while (!state.ended) {
    if (commands.length >= maxCommands) throw new Error(`no end after ${maxCommands} commands (turn ${state.turn}, phase ${state.phase})`);
    const command = chooseCommand(state, world, random);
    const result = apply(state, command, world);
    if (!result.ok) throw new Error(`command ${commands.length} ${JSON.stringify(command)} refused: ${result.message}`);
    state = result.state;
    commands.push(command);
    events.push(...result.events);
    afterCommand?.(state, command, commands.length);
  }
  return { state, commands, events };
}

/**
 * An `afterCommand` that fails on the first broken invariant (tests/rules/legal/invariants.ts),
 * building the full legal list only where `fullLegalList` says so (it costs most of a playthrough).
 */
export function failOnBrokenInvariant(world: World, fullLegalList: (state: GameState, played: number) => boolean): NonNullable<PolicyGame['afterCommand']> {
  return (state, command, played) => {
    const problems = invariantProblems(state, world, { fullLegalList: fullLegalList(state, played) });
    if (problems.length > 0) throw new Error(`after command ${played - 1} ${JSON.stringify(command)}: ${problems.join('; ')}`);
  };
}
