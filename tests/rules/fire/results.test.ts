// What a hit does [5.3–5.37, 9.43, 9.44, 19.32] and what the target line and Fire Value read [3.41, 5.71, 5.72, 10.3, 10.51, 10.53, 10.8].
import { describe, expect, it } from 'vitest';
import { DISPERSE, fireOptions, type FireResult, type GameState, type Unit, type World } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { german, refused, status } from '../movement/support';
import { diceFor, fire, okWith, rollGiving } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const DAY = 8;
const atPhase3 = (units: Unit[]) => game({ phase: 3, turn: DAY, units });
/** The Allied firer: 6 SP, effectiveness 6, next to C2811. */
const firer = () => unit({ id: 'us', hex: 'C2812' });
const target = (extra: Partial<Unit> = {}) => german({ id: 'de', hex: 'C2811', type: 'infantry', effectiveness: { concentrated: 5, dispersed: 3 }, strength: 4, printedStrength: 4, ...extra });

function shoot(state: GameState, world: World, test: (r: FireResult) => boolean) {
  const option = fireOptions(state, world, 'us').find((o) => o.targetId === 'de');
  if (!option?.legal) throw new Error('not legal');
  const { fireValue, line } = option.assessment;
  return okWith(state, fire('us', 'de'), world, diceFor(rollGiving(world, fireValue, line, test)));
}
const numbered = (r: FireResult) => typeof r === 'number';
const isD = (r: FireResult) => r === DISPERSE;

describe('numbered results [5.32, 5.35]', () => {
  it('[5.32] a dispersed target loses the number at once and nothing more', () => {
    const { state, events } = shoot(atPhase3([firer(), target({ mode: 'dispersed' })]), CLEAR_WORLD, numbered);
    const lost = events.find((e) => e.type === 'strengthLost')!;
    expect(lost).toMatchObject({ unitId: 'de', rule: '5.32' });
    expect(unitById(state, 'de')!.strength).toBe(4 - (lost as { lost: number }).lost);
    expect(state.pending).toBeNull();
  });

  it('[5.32] a concentrated target: its owner chooses to disperse or to lose one more point', () => {
    const { state } = shoot(atPhase3([firer(), target()]), CLEAR_WORLD, numbered);
    expect(state.pending).toMatchObject({ kind: 'fireResult', side: 'german', rule: '5.32', answers: ['fireResultChoice'], fireResult: { unitId: 'de', options: ['disperse', 'loseStep'] } });
    expect(refused(state, { type: 'fireResultChoice', choice: 'disrupt' }, CLEAR_WORLD)).toMatchObject({ code: 'NOT_A_CHOICE' });
    expect(refused(state, fire('us', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'PENDING_DECISION' });
    const before = unitById(state, 'de')!.strength;
    const dispersed = okWith(state, { type: 'fireResultChoice', choice: 'disperse' }, CLEAR_WORLD, []);
    expect(unitById(dispersed.state, 'de')).toMatchObject({ mode: 'dispersed', strength: before });
    expect(dispersed.state.pending).toBeNull();
    const paid = okWith(state, { type: 'fireResultChoice', choice: 'loseStep' }, CLEAR_WORLD, diceFor(7));
    expect(unitById(paid.state, 'de')).toMatchObject({ mode: 'concentrated', strength: before - 1 });
  });

  it('[5.32] a target in Travel loses one more point; it may then switch face and is disrupted when the phase ends', () => {
    const { state, events } = shoot(atPhase3([firer(), target({ mode: 'travel', strength: 6, printedStrength: 6 })]), CLEAR_WORLD, numbered);
    const lost = events.filter((e) => e.type === 'strengthLost').map((e) => (e as { lost: number }).lost);
    expect(lost.length).toBe(2);
    expect(lost[1]).toBe(1);
    expect(state.pending?.fireResult?.options).toEqual(['stay', 'concentrated', 'dispersed']);
    const switched = okWith(state, { type: 'fireResultChoice', choice: 'dispersed' }, CLEAR_WORLD, []).state;
    expect(unitById(switched, 'de')).toMatchObject({ mode: 'dispersed', status: { disrupted: false } });
    const ended = okWith(switched, { type: 'endPhase' }, CLEAR_WORLD, diceFor(7));
    expect(unitById(ended.state, 'de')!.status.disrupted).toBe(true);
    expect(ended.events).toContainEqual(expect.objectContaining({ type: 'disrupted', unitId: 'de', rule: '5.32' }));
  });

  it('[5.32] a disrupted target takes the loss and nothing more', () => {
    const { state } = shoot(atPhase3([firer(), target({ status: status({ disrupted: true }) })]), CLEAR_WORLD, numbered);
    expect(state.pending).toBeNull();
    expect(unitById(state, 'de')!.mode).toBe('concentrated');
  });

  it('[5.35] at 0 strength points the unit is eliminated and leaves the map; a lone unit’s excess is ignored', () => {
    const { state, events } = shoot(atPhase3([firer(), target({ mode: 'dispersed', strength: 1, printedStrength: 4 })]), CLEAR_WORLD, numbered);
    expect(unitById(state, 'de')).toMatchObject({ strength: 0, hex: null, eliminated: { turn: DAY, rule: '5.35' } });
    expect(events).toContainEqual(expect.objectContaining({ type: 'eliminated', unitId: 'de' }));
  });
});

describe('D results [5.33, 5.36, 5.37]', () => {
  it('[5.33] dispersed or disrupted targets shrug off a D; a Travel target loses a point', () => {
    expect(shoot(atPhase3([firer(), target({ mode: 'dispersed' })]), CLEAR_WORLD, isD).events.some((e) => e.type === 'strengthLost')).toBe(false);
    const travel = shoot(atPhase3([firer(), target({ mode: 'travel' })]), CLEAR_WORLD, isD);
    expect(unitById(travel.state, 'de')!.strength).toBe(3);
    expect(travel.state.pending).toBeNull();
  });

  it('[5.36] after dispersing on a D the unit is shot at as dispersed at once', () => {
    const units = [firer(), unit({ id: 'us2', hex: 'C2712' }), target()];
    const hit = shoot(atPhase3(units), CLEAR_WORLD, isD).state;
    const after = okWith(hit, { type: 'fireResultChoice', choice: 'disperse' }, CLEAR_WORLD, []).state;
    const option = fireOptions(after, CLEAR_WORLD, 'us2').find((o) => o.targetId === 'de');
    expect(option?.legal && option.assessment.line).toBe('dispersedOther');
  });

  it('[5.37] a unit that cannot disperse chooses one more point or disruption', () => {
    const hq = target({ type: 'hq', modes: ['concentrated', 'travel'], effectiveness: { concentrated: 2 }, effectivenessParenthesized: true });
    const { state } = shoot(atPhase3([firer(), hq]), CLEAR_WORLD, isD);
    expect(state.pending).toMatchObject({ rule: '5.37', fireResult: { options: ['loseStep', 'disrupt'] } });
    const chosen = okWith(state, { type: 'fireResultChoice', choice: 'disrupt' }, CLEAR_WORLD, []);
    expect(unitById(chosen.state, 'de')).toMatchObject({ strength: 4, status: { disrupted: true } });
  });
});

describe('losses beyond the target [9.43, 9.44, 19.32]', () => {
  const stack = () => [
    german({ id: 'de', hex: 'C2811', type: 'infantry', mode: 'dispersed', strength: 1, printedStrength: 4 }),
    german({ id: 'de2', hex: 'C2811', type: 'infantry', mode: 'dispersed', stackIndex: 1, strength: 4, printedStrength: 4 }),
  ];
  it('[9.43] direct-fire loss beyond the hit unit falls on the new top unit', () => {
    const { state } = shoot(atPhase3([firer(), ...stack()]), CLEAR_WORLD, (r) => typeof r === 'number' && r >= 2);
    expect(unitById(state, 'de')!.eliminated).toBeDefined();
    expect(unitById(state, 'de2')!.strength).toBeLessThan(4);
    expect(unitById(state, 'de2')!.stackIndex).toBe(0);
  });

  it('[9.43] the firing player may name the second of the new top two to take the excess', () => {
    const three = [...stack(), german({ id: 'de3', hex: 'C2811', type: 'infantry', mode: 'dispersed', stackIndex: 2, strength: 4, printedStrength: 4 })];
    const state = atPhase3([firer(), ...three]);
    const option = fireOptions(state, CLEAR_WORLD, 'us').find((o) => o.targetId === 'de');
    if (!option?.legal) throw new Error('not legal');
    const dice = diceFor(rollGiving(CLEAR_WORLD, option.assessment.fireValue, option.assessment.line, (r) => typeof r === 'number' && r >= 2));
    const after = okWith(state, { type: 'fire', firerId: 'us', targetId: 'de', overflowTo: 'de3' }, CLEAR_WORLD, dice).state;
    expect(unitById(after, 'de')!.eliminated).toBeDefined();
    expect(unitById(after, 'de2')!.strength).toBe(4);
    expect(unitById(after, 'de3')!.strength).toBeLessThan(4);
  });

  it('[9.43] the unit named for the excess must be another unit of the target stack', () => {
    const state = atPhase3([firer(), ...stack(), german({ id: 'far', hex: 'C2818' })]);
    expect(refused(state, { type: 'fire', firerId: 'us', targetId: 'de', overflowTo: 'far' }, CLEAR_WORLD)).toMatchObject({ rule: '9.43' });
    expect(refused(state, { type: 'fire', firerId: 'us', targetId: 'de', overflowTo: 'us' }, CLEAR_WORLD)).toMatchObject({ rule: '9.43' });
  });

  it('[9.44] indirect-fire loss beyond the hit unit is ignored', () => {
    const gun = unit({ id: 'us', hex: 'C2812', type: 'artillery', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 9 }, strength: 8, printedStrength: 8, range: 6 });
    const { state } = shoot(atPhase3([gun, ...stack()]), CLEAR_WORLD, (r) => typeof r === 'number' && r >= 2);
    expect(unitById(state, 'de')!.eliminated).toBeDefined();
    expect(unitById(state, 'de2')!.strength).toBe(4);
  });

  it('[19.32] every point lost next to a leader rolls for him (2d6, a 2 kills)', () => {
    const leader = german({ id: 'ldr', type: 'leader', hex: 'C2811', stackIndex: 2, strength: 0, printedStrength: 0, leader: { leads: 'x', hqUnitId: 'y' } });
    const { events } = shoot(atPhase3([firer(), target({ mode: 'dispersed' }), { ...leader, stackIndex: 1 }]), CLEAR_WORLD, numbered);
    const lost = events.filter((e) => e.type === 'strengthLost').reduce((n, e) => n + (e as { lost: number }).lost, 0);
    expect(events.filter((e) => e.type === 'diceRolled' && e.rule === '19.32')).toHaveLength(lost);
  });
});

describe('Fire Value and target line [3.41, 5.71, 5.72, 10.3, 10.51, 10.53, 10.8]', () => {
  const assess = (units: Unit[], world: World = CLEAR_WORLD) => {
    const o = fireOptions(atPhase3(units), world, 'us').find((x) => x.targetId === 'de');
    if (!o?.legal) throw new Error('not legal');
    return o.assessment;
  };
  it('[5.72] armored infantry is an armored target except when dispersed', () => {
    expect(assess([firer(), target({ type: 'armoredInfantry' })]).targetArmored).toBe(true);
    expect(assess([firer(), target({ type: 'armoredInfantry', mode: 'dispersed' })]).targetArmored).toBe(false);
  });

  it('[5.71] tank destroyers are armored targets; those without a dispersed face count as artillery on 5.63', () => {
    const world = testWorld({ terrain: { C2811: 'city' } });
    const td = assess([firer(), target({ type: 'tankDestroyer', mode: 'dispersed', modes: ['dispersed', 'concentrated'] })], world);
    expect(td).toMatchObject({ targetArmored: true, line: 'dispersedRoughCity' });
  });

  it('[10.3, 10.8] a dispersed unit in a city reads the rough/city line; artillery types drop to forest/town/broken', () => {
    const world = testWorld({ terrain: { C2811: 'city' } });
    expect(assess([firer(), target({ mode: 'dispersed' })], world).line).toBe('dispersedRoughCity');
    expect(assess([firer(), target({ mode: 'dispersed', type: 'antitank', modes: ['dispersed', 'travel'] })], world).line).toBe('dispersedForestTownBroken');
    expect(assess([firer(), target()], world).line).toBe('undispersed');
  });

  it('[10.53] an entrenchment lowers the Fire Value in any mode and gives dispersed units the entrenched line; [10.51] not for armor', () => {
    const open = assess([firer(), target()]);
    const dug = (units: Unit[]) => {
      const s = atPhase3(units);
      const o = fireOptions({ ...s, entrenchments: ['C2811'] }, CLEAR_WORLD, 'us').find((x) => x.targetId === 'de');
      if (!o?.legal) throw new Error('not legal');
      return o.assessment;
    };
    expect(dug([firer(), target()]).fireValue).toBe(Math.max(0, open.fireValue - CLEAR_WORLD.tables.directFire.entrenchedReduction));
    expect(dug([firer(), target({ mode: 'dispersed' })]).line).toBe('dispersedEntrenched');
    const tank = { type: 'armor' as const, effectiveness: { concentrated: 7, dispersed: 5 } };
    expect(dug([firer(), target(tank)]).entrenched).toBe(false);
    expect(dug([firer(), target(tank)]).fireValue).toBe(assess([firer(), target(tank)]).fireValue);
  });

  it('[5.63] the chances shown add up to all 36 outcomes', () => {
    const a = assess([firer(), target()]);
    expect(a.chances.reduce((n, c) => n + c.ways, 0)).toBe(36);
  });
});
