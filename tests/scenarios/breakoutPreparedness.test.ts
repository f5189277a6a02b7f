// Scenario 30.6, German Preparedness, as a variant of the Breakout of XXX Corps: its set-up, the
// unbroken German line it demands, its entrenchments and Adair, and a fuzz slice of random legal
// play from the computer's set-up, on the real Map D with the shipped counters.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { apply, autoDeployment, createGame, legalCommands, type Command, type GameState } from '../../src/rules';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { breakoutSetup, BREAKOUT_PREPAREDNESS_ID } from '../../src/scenarios/breakout/scenario';
import { PREP_ENTRENCHMENTS } from '../../src/scenarios/breakout/preparedness';
import { southOfFrontLine } from '../../src/scenarios/breakout/frontLine';
import { invariantProblems } from '../rules/legal/invariants';
import { realWorld } from '../support/realWorld';
import { allUnits, unitById } from '../../src/rules/state/unitBuckets';

const world = realWorld();

function run(state: GameState, commands: readonly Command[]): GameState {
  for (const command of commands) {
    const result = apply(state, command, world);
    if (!result.ok) throw new Error(`${JSON.stringify(command)}: ${result.message}`);
    state = result.state;
  }
  return state;
}

/** The German set-up by the computer, everything but the closing `finishDeployment`. */
function germanPlaced(): GameState {
  const state = createGame(breakoutSetup('prep', { preparedness: true }));
  return run(state, autoDeployment(state, world).filter((c) => c.type !== 'finishDeployment'));
}

describe('scenario 30.6: German Preparedness', () => {
  it('[30.6] is listed on New game as its own variant of scenario 30, with both victory sets', () => {
    const entry = scenarioById(BREAKOUT_PREPAREDNESS_ID)!;
    expect(entry.rule).toBe('30.6');
    expect(entry.description).toMatch(/Map D/);
    expect(entry.victorySets.map((v) => v.rule)).toEqual(['30.51', '30.52']);
    expect(createGame(entry.setup('s')).scenarioId).toBe(BREAKOUT_PREPAREDNESS_ID);
  }, 120_000);

  it('[30.6, 30.41] German units set up anywhere north of the start line, never south of it', () => {
    const state = createGame(breakoutSetup('prep', { preparedness: true }));
    expect(apply(state, { type: 'deploy', unitId: 'de-6iii-i-1', hex: 'D4020' }, world).ok).toBe(true);
    expect(apply(state, { type: 'deploy', unitId: 'de-6iii-i-1', hex: 'D0925' }, world).ok).toBe(true);
    const south = apply(state, { type: 'deploy', unitId: 'de-6iii-i-1', hex: 'D0424' }, world);
    expect(south.ok).toBe(false);
    if (!south.ok) expect(south.rule).toBe('30.41');
    // the printed scenario keeps its 30.2 zones: D4020 is far outside them
    expect(apply(createGame(breakoutSetup('prep')), { type: 'deploy', unitId: 'de-6iii-i-1', hex: 'D4020' }, world).ok).toBe(false);
  }, 120_000);

  it('[30.6] the German set-up must leave an unbroken line of zones of control from D0711 to D1033', () => {
    const placed = germanPlaced();
    expect(apply(placed, { type: 'finishDeployment' }, world).ok).toBe(true);
    // the 2nd Parachute Regiment, holding the east end, set up far to the north instead: the line breaks
    const eastIds = placed.deployment!.zones.find((z) => z.id === 'prep-east')!.unitIds;
    const moved = run(placed, eastIds.map((unitId, i) => ({ type: 'deploy', unitId, hex: `D40${String(10 + i).padStart(2, '0')}` }) as Command));
    const refused = apply(moved, { type: 'finishDeployment' }, world);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.rule).toBe('30.6');
      expect(refused.message).toMatch(/D0711 to D1033/);
    }
  }, 120_000);

  it('[30.6, 30.45] 19 entrenchments stand on the north bank of the canal, and Adair sets up with the Guards Armoured HQ', () => {
    const state = newScenarioGame(scenarioById(BREAKOUT_PREPAREDNESS_ID)!, world, { seed: 'prep', autoDeploy: true });
    expect(state.entrenchments).toHaveLength(19);
    expect([...state.entrenchments].sort()).toEqual([...PREP_ENTRENCHMENTS].sort());
    for (const hex of state.entrenchments) expect(southOfFrontLine(world, hex), hex).toBe(false);
    expect(unitById(state, 'ldr-adair')?.hex).toBe(unitById(state, 'uk-ga-hq')!.hex);
    // the printed scenario has neither [30.45]
    const printed = createGame(breakoutSetup('prep'));
    expect(unitById(printed, 'ldr-adair')).toBeUndefined();
    expect(printed.entrenchments).toEqual([]);
  }, 120_000);

  it('[30.6, 30.41, 4.0, 8.47] fuzz: random legal play from the computer\'s set-up keeps the invariants and the Germans north of the canal, 2 seeds', () => {
    for (let i = 0; i < 2; i++) {
      const seed = `fuzz-prep-${i}`;
      const random = seedrandom.alea(seed);
      let state = newScenarioGame(scenarioById(BREAKOUT_PREPAREDNESS_ID)!, world, { seed, autoDeploy: true });
      for (let step = 0; step < 100 && !state.ended; step++) {
        const options = state.pending ? legalCommands(state, world) : random() < 0.2 ? [{ type: 'endPhase' } as Command] : legalCommands(state, world);
        const command = options[Math.floor(random() * options.length)]!;
        const result = apply(state, command, world);
        if (!result.ok) throw new Error(`${seed} step ${step}: ${JSON.stringify(command)} refused: ${result.message}`);
        state = result.state;
        const problems = invariantProblems(state, world, { fullLegalList: step % 20 === 0 || state.pending !== null });
        if (problems.length > 0) throw new Error(`${seed} step ${step} after ${JSON.stringify(command)}: ${problems.join('; ')}`);
        for (const u of allUnits(state)) if (u.side === 'german' && u.hex) expect(southOfFrontLine(world, u.hex), `${seed} ${u.id}`).toBe(false);
      }
      expect(state.turn).toBeGreaterThanOrEqual(2);
    }
  }, 300_000);
});
