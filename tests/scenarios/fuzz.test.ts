// Fuzz [4.0, 8.47, 9.2, 24.1]: random legal commands from a real position on the real map; after
// every command the position keeps its invariants and the game never reaches a dead end.
import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { apply, autoDeployment, createGame, createWorld, legalCommands, parseMapData, type CandidateKind, type Command, type GameState, type World, setOccupancySelfCheck } from '../../src/rules';
import { FOUNDATION_DEMO } from '../support/demoPosition';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { invariantProblems } from '../rules/legal/invariants';


function realWorld(): World {
  const parsed = parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  return createWorld(parsed.map);
}
const WORLD = realWorld();

/** Kinds of candidate the fuzz picks among first, so ending the phase is neither rare nor constant. */
const KINDS: CandidateKind[] = ['changeMode', 'enter', 'move', 'closeAction', 'restack', 'ferry', 'work', 'fire', 'air', 'command'];

/** One random legal command: an answer when a decision is open, else a random kind, else end the phase. */
function randomCommand(state: GameState, random: () => number): Command {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  if (state.pending || state.deployment) return pick(legalCommands(state, WORLD));
  if (random() < 0.2) return { type: 'endPhase' };
  const kind = pick(KINDS);
  const options = legalCommands(state, WORLD, new Set([kind])).filter((c) => c.type !== 'endPhase');
  return options.length > 0 ? pick(options) : { type: 'endPhase' };
}

/** [4.0] Every offered command is carried out without an error (checked on the whole list now and then). */
function applyEveryOffer(state: GameState, seed: string, step: number): void {
  for (const command of legalCommands(state, WORLD)) {
    const result = apply(state, command, WORLD);
    if (!result.ok) throw new Error(`seed ${seed} step ${step}: offered ${JSON.stringify(command)} but refused: ${result.message}`);
  }
}

function run(start: GameState, seed: string, steps: number, everyFull: number, everyOffer = 0): { state: GameState; types: Set<string> } {
  const random = seedrandom.alea(seed);
  let state = start;
  const types = new Set<string>();
  for (let step = 0; step < steps && !state.ended; step++) {
    const command = randomCommand(state, random);
    const result = apply(state, command, WORLD);
    if (!result.ok) throw new Error(`seed ${seed} step ${step}: ${JSON.stringify(command)} refused: ${result.message}`);
    state = result.state;
    types.add(command.type);
    const problems = invariantProblems(state, WORLD, { fullLegalList: step % everyFull === 0 || state.pending !== null });
    if (everyOffer > 0 && step % everyOffer === 0 && !state.ended) applyEveryOffer(state, seed, step);
    if (problems.length > 0) throw new Error(`seed ${seed} step ${step} after ${JSON.stringify(command)}: ${problems.join('; ')}`);
  }
  return { state, types };
}

/** Hell's Highway after each side's automatic set-up [24.2]. */
function hellsHighwayStart(seed: string): GameState {
  let state = createGame(hellsHighwaySetup(seed));
  while (state.deployment) {
    for (const command of autoDeployment(state, WORLD)) {
      const result = apply(state, command, WORLD);
      if (!result.ok) throw new Error(`set-up refused: ${result.message}`);
      state = result.state;
    }
  }
  return state;
}

describe('fuzz: random legal commands keep the game sound', () => {
  it('[4.0, 8.47, 9.2, 8.12] a hand-made two-side position on the real map, 12 seeds', () => {
    const seen = new Set<string>();
    // Every occupancy answer, inside commands too, is checked against a full scan of the units.
    setOccupancySelfCheck(true);
    try {
      for (let i = 0; i < 12; i++) {
        const { types } = run(createGame({ ...FOUNDATION_DEMO, seed: `demo-${i}`, lastTurn: FOUNDATION_DEMO.startTurn + 2 }), `fuzz-demo-${i}`, 250, 1, 7);
        for (const t of types) seen.add(t);
      }
    } finally {
      setOccupancySelfCheck(false);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['endPhase', 'moveStep', 'changeMode']));
  }, 60_000);

  it('[24.1, 24.2, 4.0, 8.47] Hell’s Highway from its set-up, 8 seeds', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const { types } = run(hellsHighwayStart(`hh-${i}`), `fuzz-hh-${i}`, 200, 10);
      for (const t of types) seen.add(t);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['endPhase', 'moveStep', 'changeMode']));
  }, 60_000);

  it('[24.2] the set-up itself: random placements keep the invariants until play begins', () => {
    const start = createGame(hellsHighwaySetup('hh-setup'));
    expect(start.deployment).not.toBeNull();
    const { state } = run(start, 'fuzz-setup', 400, 25);
    expect(state.deployment).toBeNull();
    expect(state.turn).toBeGreaterThan(start.turn);
  }, 60_000);
});
