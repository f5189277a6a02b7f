/**
 * The sandbox's edits on the real game: Hell's Highway set up by the computer on the real map (the
 * position the app opens with). Every edit gives a position the store accepts as a game, and a shot
 * tried after placing an enemy next to D/2/506 is offered with its chances before any roll.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applySandboxEdit, apply, fireOptions, unitsOffMap, type GameState, type SandboxEdit, type World } from '../../../src/rules';
import { DEFAULT_SCENARIO_ID, scenarioById } from '../../../src/scenarios';
import { newScenarioGame } from '../../../src/scenarios/newGame';
import { gameStateSchema } from '../../../src/store/schemas';
import { realWorld } from '../../support/realWorld';
import { allUnits, unitById, positionWithUnitRecord } from '../../../src/rules/state/unitBuckets';

let world: World;
let start: GameState;
beforeAll(() => {
  world = realWorld();
  start = newScenarioGame(scenarioById(DEFAULT_SCENARIO_ID)!, world, { seed: DEFAULT_SCENARIO_ID, autoDeploy: true });
});

describe('sandbox edits on Hell’s Highway [24.0]', () => {
  it('[24.3, 4.0] a chain of edits keeps a valid game; a German reinforcement placed next to D/2/506 can be fired at with its chances shown', () => {
    const german = unitsOffMap(start).find((u) => u.side === 'german' && u.arrival && u.type === 'infantry')!;
    expect(german).toBeDefined();
    const hq = allUnits(start).find((u) => u.type === 'hq' && u.side === 'allied' && u.hex)!;
    const edits: SandboxEdit[] = [
      { kind: 'setStrength', unitId: 'us-506-2-d', strength: 3 },
      { kind: 'setMode', unitId: 'us-506-2-d', mode: 'dispersed' },
      { kind: 'setMode', unitId: 'us-506-2-d', mode: 'concentrated' },
      { kind: 'setDisrupted', unitId: 'us-506-2-d', disrupted: true },
      { kind: 'setDisrupted', unitId: 'us-506-2-d', disrupted: false },
      { kind: 'setSupply', unitId: hq.id, supplied: false },
      { kind: 'placeUnit', unitId: german.id, hex: 'C4320' },
      { kind: 'placeUnit', unitId: german.id, hex: 'C4320', copy: true },
      { kind: 'setPhase', turn: 50, phase: 7 },
      { kind: 'reseed', seed: 'try-again' },
    ];
    let state = start;
    for (const edit of edits) {
      const r = applySandboxEdit(state, world, edit);
      if (!r.ok) throw new Error(`${edit.kind} refused: [${r.rule}] ${r.message}`);
      const parsed = gameStateSchema.safeParse(positionWithUnitRecord(r.state));
      expect(parsed.success ? 'valid' : parsed.error.issues).toBe('valid');
      state = r.state;
    }
    expect(unitById(state, 'us-506-2-d')).toMatchObject({ strength: 3, mode: 'concentrated', status: { disrupted: false } });
    const option = fireOptions(state, world, 'us-506-2-d').find((o) => o.targetId === german.id);
    expect(option?.legal).toBe(true);
    if (!option?.legal) return;
    // The chances cover every roll of two dice before anything is rolled.
    expect(option.assessment.chances.reduce((sum, c) => sum + c.ways, 0)).toBe(36);
    expect(state.dice.rolled).toBe(0);
    const shot = apply(state, { type: 'fire', firerId: 'us-506-2-d', targetId: german.id }, world);
    expect(shot.ok).toBe(true);
    // The game the edits started from is as it was.
    expect(unitById(start, 'us-506-2-d')!.strength).toBe(6);
    expect(unitById(start, german.id)!.hex).toBeNull();
  });
});
