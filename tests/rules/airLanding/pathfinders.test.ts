// Pathfinder markers [14.3, 14.31, 14.32], on Hell's Highway's real counters and map: the 101st's
// regiments (506/101, 502/101) given markers as scenarios 26–28 give them.
import { describe, expect, it } from 'vitest';
import { apply, applyAll, autoDeployment, createGame, unitsInHex, validate, type GameState } from '../../../src/rules';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { parseSave, serializeSave } from '../../../src/store/saveFile';
import { realWorld } from '../../support/realWorld';
import { allUnits } from '../../../src/rules/state/unitBuckets';

const WORLD = realWorld();

/** Hell's Highway after both sides' automatic set-up (Allied Command Phase, GT 1), with two markers. */
function position(): { initial: GameState; state: GameState } {
  const initial = createGame({ ...hellsHighwaySetup('pathfinders'), pathfinders: [{ formationId: '506/101' }, { formationId: '502/101', hex: 'C3032' }] });
  let state = initial;
  for (let guard = 0; state.deployment && guard < 4; guard++) state = applyAll(state, autoDeployment(state, WORLD), WORLD).state;
  return { initial, state };
}

describe('pathfinders [14.3, 14.31, 14.32]', () => {
  it('[14.31] the Allied player places a regiment\'s marker in one of his phases; the log says where its battalions may drop', () => {
    const { state } = position();
    expect(state.phase).toBe(1);
    expect(state.pathfinders['506/101']).toEqual({ formationId: '506/101', hex: null, fixed: false });
    const result = apply(state, { type: 'placePathfinder', formationId: '506/101', hex: 'C3030' }, WORLD);
    if (!result.ok) throw new Error(result.message);
    expect(result.state.pathfinders['506/101']!.hex).toBe('C3030');
    expect(result.events).toEqual([{ type: 'pathfinderPlaced', formationId: '506/101', designation: '506/101', hex: 'C3030', rule: '14.31' }]);
  });

  it('[14.31] once down a marker never moves, and a marker the scenario fixes is not the player\'s to place', () => {
    const { state } = position();
    const placed = apply(state, { type: 'placePathfinder', formationId: '506/101', hex: 'C3030' }, WORLD);
    if (!placed.ok) throw new Error(placed.message);
    expect(validate(placed.state, { type: 'placePathfinder', formationId: '506/101', hex: 'C3131' }, WORLD)).toMatchObject({ ok: false, rule: '14.31' });
    expect(validate(state, { type: 'placePathfinder', formationId: '502/101', hex: 'C3131' }, WORLD)).toMatchObject({ ok: false, code: 'NOT_A_CHOICE', rule: '14.31' });
  });

  it('[14.3] only a formation the scenario gives a marker has one', () => {
    const { state } = position();
    expect(validate(state, { type: 'placePathfinder', formationId: '501/101', hex: 'C3030' }, WORLD)).toMatchObject({ ok: false, code: 'NOT_A_CHOICE', rule: '14.3' });
  });

  it('[14.31] not in a German phase, and [24.1] not outside the play area', () => {
    const { state } = position();
    const german = apply(state, { type: 'endPhase' }, WORLD);
    if (!german.ok) throw new Error(german.message);
    expect(german.state.phase).toBe(2);
    expect(validate(german.state, { type: 'placePathfinder', formationId: '506/101', hex: 'C3030' }, WORLD)).toMatchObject({ ok: false, code: 'WRONG_SIDE', rule: '14.31' });
    expect(validate(state, { type: 'placePathfinder', formationId: '506/101', hex: 'C0911' }, WORLD)).toMatchObject({ ok: false, code: 'OUTSIDE_PLAY_AREA' });
  });

  it('[14.32] a marker may stand where German units are; it adds nothing to the stack', () => {
    const { state } = position();
    const germanHex = allUnits(state).find((u) => u.side === 'german' && u.hex !== null)!.hex!;
    const before = unitsInHex(state, germanHex).map((u) => u.id);
    const result = apply(state, { type: 'placePathfinder', formationId: '506/101', hex: germanHex }, WORLD);
    if (!result.ok) throw new Error(result.message);
    expect(unitsInHex(result.state, germanHex).map((u) => u.id)).toEqual(before);
  });

  it('a game with a placed marker saves and loads; a save from before markers existed loads with none', () => {
    const { initial, state } = position();
    const command = { type: 'placePathfinder', formationId: '506/101', hex: 'C3030' } as const;
    const placed = apply(state, command, WORLD);
    if (!placed.ok) throw new Error(placed.message);
    const commands = [...autoDeploymentLog(initial), command];
    const loaded = parseSave(serializeSave({ initial, origin: 'sandbox', commands, state: placed.state, savedAt: '2026-01-01T00:00:00.000Z' }), WORLD);
    expect(loaded.ok && loaded.save.state.pathfinders['506/101']!.hex).toBe('C3030');
    const old = JSON.parse(serializeSave({ initial, origin: 'sandbox', commands: [], state: initial, savedAt: '2026-01-01T00:00:00.000Z' }));
    delete old.initial.pathfinders;
    delete old.state.pathfinders;
    old.unchangedSinceStart = old.unchangedSinceStart.filter((key: string) => key !== 'pathfinders'); // file version 4 writes it once
    const oldLoaded = parseSave(JSON.stringify(old), WORLD);
    expect(oldLoaded.ok && oldLoaded.save.state.pathfinders).toEqual({});
  });
});

function autoDeploymentLog(initial: GameState) {
  const log = [];
  let state = initial;
  for (let guard = 0; state.deployment && guard < 4; guard++) {
    const commands = autoDeployment(state, WORLD);
    log.push(...commands);
    state = applyAll(state, commands, WORLD).state;
  }
  return log;
}
