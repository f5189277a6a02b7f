// Scenario 30.6, German Preparedness, as a variant of the Breakout of XXX Corps: its set-up, the
// unbroken German line it demands, its entrenchments and Adair, and a fuzz slice of random legal
// play from the computer's set-up, on the real Map D with the shipped counters.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { adjacentHexes, apply, autoDeployment, canonicalHexId, createGame, legalCommands, type Command, type GameState } from '../../src/rules';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { breakoutSetup, BREAKOUT_PREPAREDNESS_ID } from '../../src/scenarios/breakout/scenario';
import { PREP_ENTRENCHMENT_COUNT, PREP_FRONT_LINE } from '../../src/scenarios/breakout/preparedness';
import { alliedSideOfFrontLine, southOfFrontLine } from '../../src/scenarios/breakout/frontLine';
import { startingPositionProblem } from '../../src/store/startingPosition';
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

/** The German units set up by the computer, no entrenchment placed yet. */
function unitsPlaced(): GameState {
  const state = createGame(breakoutSetup('prep', { preparedness: true }));
  return run(state, autoDeployment(state, world).filter((c) => c.type === 'deploy'));
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

  it('[30.6] the front line open to the entrenchments is the 25 German-side hexes across the canal from D0711 to D1033, as the map gives them', () => {
    const allied = alliedSideOfFrontLine(world);
    const bank = new Set<string>();
    for (const hex of allied) {
      for (const next of adjacentHexes(hex)) {
        const id = canonicalHexId(next);
        if (id?.startsWith('D') && !allied.has(id)) bank.add(id);
      }
    }
    // the stretch of the 30.6 line: columns 11 (D0711) to 33 (D1033)
    const stretch = [...bank].filter((h) => Number(h.slice(3)) >= 11 && Number(h.slice(3)) <= 33).sort();
    expect(stretch).toHaveLength(25);
    expect([...PREP_FRONT_LINE].sort()).toEqual(stretch);
    expect(PREP_ENTRENCHMENT_COUNT).toBe(19);
  }, 120_000);

  it('[30.6, 10.5] the German player places 19 entrenchments on the front line as he sets up; refused with the case: off the line, twice in a hex, a 20th, by the Allied player', () => {
    let state = unitsPlaced();
    expect(state.entrenchments).toEqual([]);
    const off = apply(state, { type: 'setUpEntrenchment', hex: 'D1520' }, world);
    expect(off).toMatchObject({ ok: false, code: 'OUTSIDE_ZONE', rule: '30.6' });
    if (!off.ok) expect(off.message).toMatch(/front line/);
    // the player's own choice: the east end first, against the computer's order
    const chosen = [...PREP_FRONT_LINE].reverse().slice(0, 19);
    state = run(state, [{ type: 'setUpEntrenchment', hex: chosen[0]! }]);
    expect(apply(state, { type: 'setUpEntrenchment', hex: chosen[0]! }, world)).toMatchObject({ ok: false, code: 'ALREADY_ENTRENCHED', rule: '10.5' });
    state = run(state, chosen.slice(1).map((hex) => ({ type: 'setUpEntrenchment', hex }) as Command));
    expect(state.entrenchments).toEqual(chosen);
    const twentieth = apply(state, { type: 'setUpEntrenchment', hex: 'D0711' }, world);
    expect(twentieth).toMatchObject({ ok: false, code: 'NOT_A_CHOICE', rule: '30.6' });
    // taken up and put elsewhere
    const moved = run(state, [{ type: 'liftSetUpEntrenchment', hex: chosen[0]! }, { type: 'setUpEntrenchment', hex: 'D0711' }]);
    expect(moved.entrenchments).toHaveLength(19);
    expect(moved.entrenchments).toContain('D0711');
    expect(moved.entrenchments).not.toContain(chosen[0]);
    expect(apply(moved, { type: 'liftSetUpEntrenchment', hex: chosen[0]! }, world)).toMatchObject({ ok: false, code: 'NO_ENTRENCHMENT', rule: '30.6' });
    // once the German set-up is finished, the Allied player places none and takes none up
    const allied = run(moved, [{ type: 'finishDeployment' }]);
    expect(allied.deployment?.side).toBe('allied');
    const free = PREP_FRONT_LINE.find((h) => !allied.entrenchments.includes(h))!;
    expect(apply(allied, { type: 'setUpEntrenchment', hex: free }, world)).toMatchObject({ ok: false, code: 'WRONG_SIDE', rule: '30.6' });
    expect(apply(allied, { type: 'liftSetUpEntrenchment', hex: 'D0711' }, world)).toMatchObject({ ok: false, code: 'WRONG_SIDE', rule: '30.6' });
  }, 120_000);

  it('[30.6] the German set-up may not finish with entrenchments still to place; the refusal says how many', () => {
    const state = run(unitsPlaced(), PREP_FRONT_LINE.slice(0, 10).map((hex) => ({ type: 'setUpEntrenchment', hex }) as Command));
    const refused = apply(state, { type: 'finishDeployment' }, world);
    expect(refused).toMatchObject({ ok: false, code: 'DEPLOYMENT_INCOMPLETE', rule: '30.6' });
    if (!refused.ok) expect(refused.message).toMatch(/9 of 19/);
    // the engine's legal list offers the next entrenchment, and not the finish
    const offered = legalCommands(state, world);
    expect(offered.some((c) => c.type === 'finishDeployment')).toBe(false);
    expect(offered.filter((c) => c.type === 'setUpEntrenchment')).toEqual([{ type: 'setUpEntrenchment', hex: PREP_FRONT_LINE[10] }]);
  }, 120_000);

  it('[30.6, 24.2] a save whose German player chose his own entrenchments passes the starting-position check; one moved off the front line does not', () => {
    const chosen = [...PREP_FRONT_LINE].reverse().slice(0, 19);
    let state = run(unitsPlaced(), [...chosen.map((hex) => ({ type: 'setUpEntrenchment', hex }) as Command), { type: 'finishDeployment' }]);
    state = run(state, autoDeployment(state, world));
    expect(state.deployment).toBeNull();
    expect(startingPositionProblem(state, world)).toBeNull();
    const edited = { ...state, entrenchments: [...state.entrenchments.slice(1), 'D1520' as const] };
    expect(startingPositionProblem(edited, world)).toMatch(/entrenchment/);
  }, 120_000);

  it('[30.6, 30.45] the computer\'s set-up puts the 19 entrenchments on the bridges\' ends and road crossings first, all north of the canal, and Adair sets up with the Guards Armoured HQ', () => {
    const state = newScenarioGame(scenarioById(BREAKOUT_PREPAREDNESS_ID)!, world, { seed: 'prep', autoDeploy: true });
    expect(state.entrenchments).toEqual(PREP_FRONT_LINE.slice(0, 19));
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
