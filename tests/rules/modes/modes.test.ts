// Modes and faces on the shipped Hell's Highway counters and the real map [3.31, 3.32, 3.42, 8.21,
// 8.22, 8.33, 8.34, 13.4, 13.53].
import { beforeAll, describe, expect, it } from 'vitest';
import {
  counterFace,
  DISPERSE,
  fireOptions,
  frontFaceMode,
  stackWeightAt,
  travelIsPrintedFace,
  type FireResult,
  type GameState,
  type Unit,
  type World,
} from '../../../src/rules';
import { HELLS_HIGHWAY_COUNTERS } from '../../../src/scenarios/hellsHighway/oob';
import { DEFAULT_SCENARIO_ID, scenarioById } from '../../../src/scenarios';
import { newScenarioGame } from '../../../src/scenarios/newGame';
import { game } from '../../support/builders';
import { realWorld } from '../../support/realWorld';
import { shipped } from '../../support/shipped';
import { diceFor, fire, okWith, rollGiving } from '../fire/support';
import { move, ok, refused, spent } from '../movement/support';
import { allUnits, unitById } from '../../../src/rules/state/unitBuckets';

const DAY = 8;
let world: World;
beforeAll(() => {
  world = realWorld();
});

describe('the two faces of a counter [3.31, 3.32, 8.21]', () => {
  it('[3.32] the front face of every shipped counter is its strongest mode: no other face rates higher', () => {
    for (const spec of HELLS_HIGHWAY_COUNTERS) {
      const front = frontFaceMode(spec.modes);
      const frontValue = spec.effectiveness[front] ?? 0;
      for (const mode of spec.modes) expect(spec.effectiveness[mode] ?? 0, `${spec.id} ${mode}`).toBeLessThanOrEqual(frontValue);
    }
  });

  it('[3.32] a unit in its weaker mode shows the back face: an infantry company dispersed, a gun never when dispersed', () => {
    expect(counterFace(shipped('us-501-1-b', 'C3032'))).toEqual({ face: 'front', travelMarker: false });
    expect(counterFace(shipped('us-501-1-b', 'C3032', { mode: 'dispersed' }))).toEqual({ face: 'back', travelMarker: false });
    // artillery's only firing mode is dispersed, printed on its front [13.1]
    expect(counterFace(shipped('de-85-5-8', 'C3032', { mode: 'dispersed' }))).toEqual({ face: 'front', travelMarker: false });
  });

  it('[8.21] HQs and guns enter Travel by flipping to a printed face; tanks and "t" infantry by a marker on the front', () => {
    for (const id of ['us-501-hq', 'de-85-5-8', 'us-327-at-1', 'de-2107-4']) {
      expect(travelIsPrintedFace(shipped(id, null).modes), id).toBe(true);
      expect(counterFace(shipped(id, 'C3032', { mode: 'travel' })), id).toEqual({ face: 'back', travelMarker: false });
    }
    for (const id of ['uk-1cg-1', 'de-2107-1', 'uk-5cg-1', 'us-501-1-b']) {
      expect(travelIsPrintedFace(shipped(id, null).modes), id).toBe(false);
      expect(counterFace(shipped(id, 'C3032', { mode: 'travel' })), id).toEqual({ face: 'front', travelMarker: true });
    }
  });

  it('[3.31] both faces print the same strength: changing face keeps the current strength', () => {
    let s = game({ phase: 9, turn: DAY, units: [shipped('uk-5cg-1', 'C3032', { strength: 3 })] });
    s = ok(s, { type: 'changeMode', unitId: 'uk-5cg-1', to: 'dispersed' }, world).state;
    expect(unitById(s, 'uk-5cg-1')).toMatchObject({ mode: 'dispersed', strength: 3, printedStrength: 5 });
  });
});

describe('what the state records of the markers [3.42, 9.14]', () => {
  it('[3.42] every marker kind of the game has its place in the plain-JSON state of Hell’s Highway', () => {
    const s = newScenarioGame(scenarioById(DEFAULT_SCENARIO_ID)!, world, { seed: 'markers', autoDeploy: true });
    const unit = allUnits(s).find((u) => u.hex !== null)!;
    // strength, Depleted, Disrupted and Travel markers live on the unit
    expect(unit).toMatchObject({ strength: expect.any(Number), mode: expect.any(String), status: { depleted: false, disrupted: false } });
    // entrenchments, supplyheads and drop zones, bridges destroyed or under repair, airstrikes and CAP
    expect(s.entrenchments).toEqual([]);
    expect(s.supply.supplyheads).toEqual(expect.any(Object));
    expect(s.pathfinders).toEqual(expect.any(Object));
    expect(s.bridges).toEqual(expect.any(Object));
    expect(s.air).toMatchObject({ strikes: [], caps: [] });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('[9.14] markers weigh nothing: an entrenchment, a supplyhead and an airstrike in a hex leave its stacking weight as its units', () => {
    const base = game({ phase: 4, turn: DAY, units: [shipped('us-501-1-b', 'C3032'), shipped('us-501-1-c', 'C3032', { stackIndex: 1 })] });
    const marked: GameState = {
      ...base,
      entrenchments: ['C3032' as never],
      supply: { ...base.supply, supplyheads: { '101xx': 'C3032' as never } },
      air: { ...base.air, strikes: [{ side: 'allied', hex: 'C3032' as never, targetId: null, strikes: 1, turn: DAY }] as GameState['air']['strikes'] },
    };
    expect(stackWeightAt(base, 'C3032' as never)).toBe(12);
    expect(stackWeightAt(marked, 'C3032' as never)).toBe(12);
  });
});

describe('when modes change [8.22, 13.53]', () => {
  it('[8.22] in its movement phase a unit keeps the mode it chose in Organization, except leaving Travel at the end of its move for 1 MP', () => {
    let s = game({ phase: 4, turn: DAY, units: [shipped('uk-1cg-1', 'C3032', { mode: 'travel' }), shipped('uk-5cg-1', 'C3033')] });
    expect(refused(s, { type: 'changeMode', unitId: 'uk-5cg-1', to: 'dispersed' }, world)).toMatchObject({ code: 'MODE_CHANGE_NOT_ALLOWED', rule: '13.54' });
    s = ok(s, move(['uk-1cg-1'], 'C3132'), world).state;
    const before = spent(s, 'uk-1cg-1');
    s = ok(s, { type: 'changeMode', unitId: 'uk-1cg-1', to: 'concentrated' }, world).state;
    expect(unitById(s, 'uk-1cg-1')!.mode).toBe('concentrated');
    expect(spent(s, 'uk-1cg-1')).toBe(before + 1);
    // the change ends its move
    expect(refused(s, move(['uk-1cg-1'], 'C3232'), world).message).toMatch(/finished moving/);
  });

  it('[8.22] a mode is never set in a fire phase', () => {
    const s = game({ phase: 3, turn: DAY, units: [shipped('uk-5cg-1', 'C3032')] });
    expect(refused(s, { type: 'changeMode', unitId: 'uk-5cg-1', to: 'dispersed' }, world)).toMatchObject({ code: 'WRONG_PHASE' });
  });

  function shoot(state: GameState, firerId: string, targetId: string, test: (r: FireResult) => boolean) {
    const option = fireOptions(state, world, firerId).find((o) => o.targetId === targetId);
    if (!option?.legal) throw new Error(`not legal: ${JSON.stringify(option)}`);
    const { fireValue, line } = option.assessment;
    return okWith(state, fire(firerId, targetId), world, diceFor(rollGiving(world, fireValue, line, test)));
  }

  it('[13.53] fire forces a mode outside the Organization Phase: a D disperses a concentrated grenadier company', () => {
    const s = game({ phase: 3, turn: DAY, units: [shipped('uk-1cg-1', 'C3032'), shipped('de-1053-1', 'C3033')] });
    const hit = shoot(s, 'uk-1cg-1', 'de-1053-1', (r) => r === DISPERSE).state;
    expect(hit.pending).toMatchObject({ kind: 'fireResult', side: 'german', fireResult: { unitId: 'de-1053-1', options: expect.arrayContaining(['disperse']) } });
    const after = okWith(hit, { type: 'fireResultChoice', choice: 'disperse' }, world, []).state;
    expect(unitById(after, 'de-1053-1')).toMatchObject({ mode: 'dispersed', status: { disrupted: false } });
  });

  it('[13.53] fire disrupts a unit that has no dispersed face: an HQ hit by a D chooses disruption', () => {
    const s = game({ phase: 3, turn: DAY, units: [shipped('uk-1cg-1', 'C3032'), shipped('de-85-hq', 'C3033')] });
    const hit = shoot(s, 'uk-1cg-1', 'de-85-hq', (r) => r === DISPERSE).state;
    expect(hit.pending).toMatchObject({ kind: 'fireResult', side: 'german', fireResult: { unitId: 'de-85-hq', options: expect.arrayContaining(['disrupt']) } });
    const after = okWith(hit, { type: 'fireResultChoice', choice: 'disrupt' }, world, []).state;
    expect(unitById(after, 'de-85-hq')).toMatchObject({ mode: 'concentrated', status: { disrupted: true } });
  });
});

describe('modes by unit type [8.33, 8.34, 13.4]', () => {
  it('[8.33] an HQ moves in either of its modes: concentrated and in Travel', () => {
    const at = (mode: Unit['mode']) => game({ phase: 4, turn: DAY, units: [shipped('us-501-hq', 'C3032', { mode })] });
    expect(unitById(ok(at('concentrated'), move(['us-501-hq'], 'C3132'), world).state, 'us-501-hq')!.hex).toBe('C3132');
    expect(unitById(ok(at('travel'), move(['us-501-hq'], 'C3132'), world).state, 'us-501-hq')!.hex).toBe('C3132');
  });

  it('[8.34] infantry walks when concentrated or dispersed, "t" or not: a US para company and a German grenadier company pay alike', () => {
    const cost = (id: string, mode: Unit['mode']) => {
      const unit = shipped(id, 'C3032', { mode });
      const s = game({ phase: unit.side === 'allied' ? 4 : 6, turn: DAY, units: [unit] });
      return spent(ok(s, move([id], 'C3033'), world).state, id);
    };
    expect(cost('us-501-1-b', 'concentrated')).toBe(cost('de-1053-1', 'concentrated'));
    expect(cost('us-501-1-b', 'dispersed')).toBe(cost('de-1053-1', 'dispersed'));
    // in Travel (trucks) the same step costs the para company something else
    expect(cost('us-501-1-b', 'travel')).not.toBe(cost('us-501-1-b', 'concentrated'));
  });

  it('[8.34] a foot unit without a "t" may never take Travel; one with a "t" may', () => {
    const germanOrg = game({ phase: 2, turn: DAY, units: [shipped('de-1053-1', 'C3033'), shipped('de-1053-hw', 'C3031')] });
    expect(refused(germanOrg, { type: 'changeMode', unitId: 'de-1053-1', to: 'travel' }, world)).toMatchObject({ code: 'MODE_NOT_AVAILABLE', rule: '8.34' });
    expect(refused(germanOrg, { type: 'changeMode', unitId: 'de-1053-hw', to: 'travel' }, world)).toMatchObject({ code: 'MODE_NOT_AVAILABLE', rule: '8.34' });
    const alliedOrg = game({ phase: 9, turn: DAY, units: [shipped('uk-5cg-1', 'C3032')] });
    expect(unitById(ok(alliedOrg, { type: 'changeMode', unitId: 'uk-5cg-1', to: 'travel' }, world).state, 'uk-5cg-1')!.mode).toBe('travel');
  });

  it('[13.4, 8.9] shipped tanks, panzergrenadiers and tank destroyers have concentrated, dispersed and Travel, and take each in Organization', () => {
    for (const id of ['uk-1cg-1', 'de-2107p-1', 'de-ii9-1', 'de-2107-1', 'de-280-1']) {
      expect(shipped(id, null).modes.sort(), id).toEqual(['concentrated', 'dispersed', 'travel']);
    }
    let s = game({ phase: 2, turn: DAY, units: [shipped('de-2107p-1', 'C3032'), shipped('de-280-1', 'C3033')] });
    s = ok(s, { type: 'changeMode', unitId: 'de-2107p-1', to: 'travel' }, world).state;
    s = ok(s, { type: 'changeMode', unitId: 'de-280-1', to: 'dispersed' }, world).state;
    expect([unitById(s, 'de-2107p-1')!.mode, unitById(s, 'de-280-1')!.mode]).toEqual(['travel', 'dispersed']);
  });
});
