/**
 * A fuzz slice of a scenario: from its computer set-up, random legal commands (one kind of
 * candidate drawn at a time, or an end of phase), every one accepted, the invariants kept after
 * each, and `check` run on every position (the scenario's own promises: map, exits, front line).
 * Each seed seeds both the game's dice and the random choices, so a failure replays exactly.
 */
import seedrandom from 'seedrandom';
import { apply, legalCommands, type CandidateKind, type Command, type GameState, type World } from '../../src/rules';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { invariantProblems } from '../rules/legal/invariants';

export interface FuzzSlice {
  scenarioId: string;
  world: World;
  seeds: readonly string[];
  steps: number;
  /** Candidate kinds drawn from (a kind listed twice is drawn twice as often). */
  kinds: readonly CandidateKind[];
  /** Chance of ending the phase instead of drawing a kind. */
  endPhaseChance: number;
  /** Build the full legal list for the invariants every this many steps (and whenever a decision is open). */
  fullLegalListEvery: number;
  check?: (state: GameState, seed: string, step: number) => void;
}

/** Plays the slice; returns the command types it used. */
export function fuzzScenario(slice: FuzzSlice): Set<string> {
  const { world } = slice;
  const types = new Set<string>();
  const randomCommand = (state: GameState, random: () => number): Command => {
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    if (state.pending) return pick(legalCommands(state, world));
    if (random() < slice.endPhaseChance) return { type: 'endPhase' };
    const options = legalCommands(state, world, new Set([pick(slice.kinds)])).filter((c) => c.type !== 'endPhase');
    return options.length > 0 ? pick(options) : { type: 'endPhase' };
  };
  for (const seed of slice.seeds) {
    const random = seedrandom.alea(seed);
    let state = newScenarioGame(scenarioById(slice.scenarioId)!, world, { seed, autoDeploy: true });
    for (let step = 0; step < slice.steps && !state.ended; step++) {
      const command = randomCommand(state, random);
      const result = apply(state, command, world);
      if (!result.ok) throw new Error(`${seed} step ${step}: ${JSON.stringify(command)} refused: ${result.message}`);
      state = result.state;
      types.add(command.type);
      const problems = invariantProblems(state, world, { fullLegalList: step % slice.fullLegalListEvery === 0 || state.pending !== null });
      if (problems.length > 0) throw new Error(`${seed} step ${step} after ${JSON.stringify(command)}: ${problems.join('; ')}`);
      slice.check?.(state, seed, step);
    }
  }
  return types;
}
