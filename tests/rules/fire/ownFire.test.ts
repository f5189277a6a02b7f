// Fire in the phasing side's own fire phases: who may fire at whom [5.0–5.29, 5.4–5.53, 9.41, 12.31, 12.51, 17.2, 18.1, 18.2, 18.42].
import { HELLS_HIGHWAY_COUNTERS } from '../../../src/scenarios/hellsHighway/oob';
import { toUnit } from '../../../src/scenarios/oob/toUnits';
import { describe, expect, it } from 'vitest';
import { apply, fireOptions, jointAttackPartners, type GameState, type Unit, type World } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { german, move, refused, status } from '../movement/support';
import { FORMATIONS, battery, hq, member } from '../command/tree';
import { diceFor, fire, fireEvent, okWith } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const DAY = 8;
/** Allied Conditional Fire Phase on a day turn. */
const atPhase3 = (units: Unit[], phase: 3 | 4 | 5 = 3) => game({ phase, turn: DAY, units, formations: FORMATIONS });
const soft = (id: string, hex: string, extra: Partial<Unit> = {}) => german({ id, hex: hex as Unit['hex'], type: 'infantry', mode: 'dispersed', effectiveness: { concentrated: 5, dispersed: 3 }, ...extra });

function assessment(state: GameState, world: World, firerId: string, targetId: string) {
  const option = fireOptions(state, world, firerId).find((o) => o.targetId === targetId);
  if (!option?.legal) throw new Error(`not legal: ${JSON.stringify(option)}`);
  return option.assessment;
}

describe('a fire attack [5.0, 5.11, 5.61, 5.63]', () => {
  it('[5.0] the shot is rolled on 2d6 and its event carries the whole derivation: inputs, both table cells and the roll', () => {
    const s = atPhase3([unit({ id: 'us', hex: 'C2812' }), soft('de', 'C2811', { mode: 'dispersed' })]);
    const { events, state } = okWith(s, fire('us', 'de'), CLEAR_WORLD, diceFor(7));
    const e = fireEvent(events);
    expect(events[0]).toMatchObject({ type: 'diceRolled', rule: '5.0', total: 7 });
    expect(e.explanation.roll).toEqual({ dice: [1, 6], total: 7, modified: 7 });
    expect(e.explanation.tables.map((t) => t.table)).toEqual(['5.61', '5.63']);
    expect(e.explanation.inputs).toMatchObject({ strength: 6, effectiveness: 6, targetMode: 'dispersed', targetArmored: false });
    expect(e.explanation.tables[1]!.row).toBe('dispersed, other terrain');
    expect(unitById(state, 'us')!.status.fired).toBe(true);
    expect(state.fire.shots).toEqual([{ firerId: 'us', targetId: 'de', hex: 'C2811', strength: 6 }]);
  });

  it('[5.0] firing belongs to the fire phases of the phasing side', () => {
    const units = [unit({ id: 'us', hex: 'C2812' }), soft('de', 'C2811')];
    expect(refused(atPhase3(units, 4), fire('us', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_PHASE' });
    expect(refused(atPhase3(units, 3), fire('de', 'us'), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_SIDE', rule: '5.0' });
    expect(refused(atPhase3(units, 3), fire('us', 'us'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_A_TARGET' });
  });
});

describe('who may fire [5.22, 5.27, 5.29, 18.3, 18.4, 18.42]', () => {
  const target = () => soft('de', 'C2811');
  it('[5.22] disrupted, depleted and Travel units never fire', () => {
    expect(refused(atPhase3([unit({ id: 'us', hex: 'C2812', status: status({ disrupted: true }) }), target()]), fire('us', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'DISRUPTED', rule: '5.22' });
    expect(refused(atPhase3([unit({ id: 'us', hex: 'C2812', status: status({ depleted: true }) }), target()]), fire('us', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '5.22' });
    expect(refused(atPhase3([unit({ id: 'us', hex: 'C2812', mode: 'travel' }), target()]), fire('us', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_MODE', rule: '5.22' });
  });

  it('[5.29] pure armor fires in Travel at its effectiveness less 5', () => {
    const s = atPhase3([unit({ id: 'tank', type: 'armor', hex: 'C2812', mode: 'travel', effectiveness: { concentrated: 7, dispersed: 5 } }), target()]);
    const a = assessment(s, CLEAR_WORLD, 'tank', 'de');
    expect(a.effectiveness).toBe(2);
    expect(a.explanation.modifiers).toContainEqual({ rule: '5.29', what: expect.any(String), value: -5, applies: 'effectiveness' });
  });

  it('[18.3] an HQ never fires in its own fire phase', () => {
    const s = atPhase3([hq('hq-101', '101', 'C2812'), target()]);
    expect(refused(s, fire('hq-101', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '18.3' });
  });

  it('[18.3] the ban is keyed on the type: a shipped HQ counter without the parenthesized flag still may not fire', () => {
    const spec = HELLS_HIGHWAY_COUNTERS.find((c) => c.id === 'us-327-hq')!;
    const hqUnit: Unit = { ...toUnit(spec, { hex: 'C2812' as Unit['hex'] }), effectivenessParenthesized: false };
    const s = atPhase3([hqUnit, target()]);
    expect(refused(s, fire('us-327-hq', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '18.3' });
  });

  it('[5.27] a non-HQ counter with a parenthesized effectiveness only makes opportunity fire', () => {
    const s = atPhase3([unit({ id: 'us', hex: 'C2812', effectivenessParenthesized: true }), target()]);
    expect(refused(s, fire('us', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '5.27' });
  });

  it('[18.4] bridge engineers never fire', () => {
    const s = atPhase3([unit({ id: 'br', type: 'bridgeEngineer', hex: 'C2812', effectiveness: {} }), target()]);
    expect(refused(s, fire('br', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '18.4' });
  });

  it('[18.42] combat engineers digging an entrenchment may not fire', () => {
    const s = atPhase3([unit({ id: 'eng', type: 'combatEngineer', hex: 'C2812' }), target()]);
    const digging: GameState = { ...s, works: [{ kind: 'entrench', unitIds: ['eng'], hex: 'C2812', turns: 1, strength: 6, startedTurn: DAY, startedPhase: 1 }] };
    expect(refused(digging, fire('eng', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '18.42' });
  });
});

describe('stack positions [5.23, 9.41, 9.42, 18.1, 18.2]', () => {
  const stack = (third: Partial<Unit>) => [
    unit({ id: 'a', hex: 'C2812' }),
    unit({ id: 'b', hex: 'C2812', stackIndex: 1 }),
    unit({ id: 'c', hex: 'C2812', stackIndex: 2, ...third }),
  ];
  it('[5.23, 9.41] a direct firer under the top two may not fire', () => {
    const s = atPhase3([...stack({}), soft('de', 'C2811')]);
    expect(refused(s, fire('c', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'STACK_ORDER', rule: '5.23' });
    expect(unitById(okWith(s, fire('b', 'de'), CLEAR_WORLD, diceFor(7)).state, 'b')!.status.fired).toBe(true);
  });

  it('[18.2] an antitank unit fires from anywhere in its stack, but only at the top two', () => {
    const at = { type: 'antitank' as const, mode: 'dispersed' as const, modes: ['dispersed' as const, 'travel' as const], effectiveness: { dispersed: 5 }, range: 2 };
    const targets = [soft('d1', 'C2811'), soft('d2', 'C2811', { stackIndex: 1 }), soft('d3', 'C2811', { stackIndex: 2 })];
    const s = atPhase3([...stack(at), ...targets]);
    expect(okWith(s, fire('c', 'd1'), CLEAR_WORLD, diceFor(7)).events.some((e) => e.type === 'fireResolved')).toBe(true);
    expect(refused(s, fire('c', 'd3'), CLEAR_WORLD)).toMatchObject({ code: 'STACK_ORDER', rule: '5.23' });
  });

  it('[5.23, 9.42] artillery fires from any place at any unit of the target stack', () => {
    const targets = [soft('d1', 'C2811'), soft('d2', 'C2811', { stackIndex: 1 }), soft('d3', 'C2811', { stackIndex: 2 })];
    const s = atPhase3([...stack({ type: 'artillery', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 5 }, range: 12 }), ...targets]);
    expect(fireEvent(okWith(s, fire('c', 'd3'), CLEAR_WORLD, diceFor(7)).events).targetId).toBe('d3');
  });

  it('[18.1] heavy weapons fire from any place but only at the top two', () => {
    const targets = [soft('d1', 'C2811'), soft('d2', 'C2811', { stackIndex: 1 }), soft('d3', 'C2811', { stackIndex: 2 })];
    const s = atPhase3([...stack({ type: 'heavyWeapons', range: 2 }), ...targets]);
    expect(refused(s, fire('c', 'd3'), CLEAR_WORLD)).toMatchObject({ code: 'STACK_ORDER' });
    expect(fireEvent(okWith(s, fire('c', 'd2'), CLEAR_WORLD, diceFor(7)).events).explanation.tables[0]!.table).toBe('5.62');
  });
});

describe('range and sight [5.25, 5.28, 5.41–5.43, 5.53, 12.31, 18.1]', () => {
  it('[5.25] range is a hard limit for direct fire', () => {
    const s = atPhase3([unit({ id: 'us', hex: 'C2812', range: 1 }), soft('de', 'C2810')]);
    expect(refused(s, fire('us', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'OUT_OF_RANGE', rule: '5.25' });
  });

  it('[18.1] heavy weapons never double their range', () => {
    const s = atPhase3([unit({ id: 'hw', type: 'heavyWeapons', hex: 'C2812', range: 1 }), soft('de', 'C2810')]);
    expect(refused(s, fire('hw', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'OUT_OF_RANGE', rule: '5.25' });
  });

  it('[5.25] direct fire needs the firer’s own sight of the target', () => {
    const world = testWorld({ terrain: { C2811: 'forest' } });
    const s = atPhase3([unit({ id: 'us', hex: 'C2812', range: 2 }), soft('de', 'C2810')]);
    expect(refused(s, fire('us', 'de'), world)).toMatchObject({ code: 'NOT_OBSERVED', rule: '5.25' });
  });

  it('[5.28] no direct fire across a dike hexside', () => {
    const world = testWorld({ hexsides: { 'C2812|C2811': ['dike'] } });
    const s = atPhase3([unit({ id: 'us', hex: 'C2812' }), soft('de', 'C2811')]);
    expect(refused(s, fire('us', 'de'), world)).toMatchObject({ code: 'CANNOT_FIRE', rule: '5.28' });
  });

  // Guns at C3010 (range 12) see 6 hexes; a spotter of the 101st stands next to the target.
  const guns = () => [battery('gun', '101', 'C3010'), hq('hq-101', '101', 'C3011'), member('spot', '2/506', 'C3020')];

  it('[5.41–5.43] artillery fires at a target it cannot see through a spotter talking to a controlling HQ', () => {
    const s = atPhase3([...guns(), soft('de', 'C3021')]);
    const a = assessment(s, CLEAR_WORLD, 'gun', 'de');
    expect(a.plan.sighted).toEqual({ via: 'spotter', spotterId: 'spot', hqId: 'hq-101' });
    expect(a.explanation.inputs['sighting']).toBe('spot via hq-101');
  });

  it('[5.43] without a spotter the guns may not fire at what they cannot see', () => {
    const s = atPhase3([battery('gun', '101', 'C3010'), hq('hq-101', '101', 'C3011'), soft('de', 'C3021')]);
    expect(refused(s, fire('gun', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_OBSERVED' });
  });

  it('[12.31] artillery always uses the indirect procedure, even at a target it sees itself', () => {
    const s = atPhase3([battery('gun', '101', 'C3010'), soft('de', 'C3011')]);
    const a = assessment(s, CLEAR_WORLD, 'gun', 'de');
    expect(a.plan).toMatchObject({ table: 'indirect', loss: 'indirect', sighted: { via: 'self' } });
    expect(a.explanation.tables[0]!.table).toBe('5.62');
  });

  it('[5.53] artillery reaches twice its printed range at half effectiveness (fractions dropped)', () => {
    const s = atPhase3([...guns().slice(0, 2), member('spot', '2/506', 'C3029'), soft('de', 'C3030')]);
    const a = assessment(s, CLEAR_WORLD, 'gun', 'de');
    expect(a.plan.doubleRange).toBe(true);
    expect(a.effectiveness).toBe(2);
    expect(a.explanation.modifiers).toContainEqual({ rule: '5.53', what: expect.any(String), value: -3, applies: 'effectiveness' });
    const beyond = atPhase3([battery('gun', '101', 'C3010', { range: 9 }), hq('hq-101', '101', 'C3011'), member('spot', '2/506', 'C3029'), soft('de', 'C3030')]);
    expect(refused(beyond, fire('gun', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'OUT_OF_RANGE', rule: '5.53' });
  });

  it('[12.51] the spotter and the HQ used in a Conditional Fire Phase may not move in the next Conditional Movement Phase', () => {
    const s = atPhase3([...guns(), soft('de', 'C3021')]);
    const fired = okWith(s, fire('gun', 'de'), CLEAR_WORLD, diceFor(7)).state;
    expect(fired.fire.heldFromMoving).toEqual(['spot', 'hq-101']);
    const movement = okWith(fired, { type: 'endPhase' }, CLEAR_WORLD, diceFor(7)).state;
    expect(movement.phase).toBe(4);
    expect(refused(movement, move(['spot'], 'C3019'), CLEAR_WORLD)).toMatchObject({ rule: '12.51' });
    const later = okWith(movement, { type: 'endPhase' }, CLEAR_WORLD, diceFor(7)).state;
    expect(later.fire.heldFromMoving).toEqual([]);
  });
});

describe('once per phase, and split fire [5.24, 5.26]', () => {
  const units = () => [unit({ id: 'us', hex: 'C2812' }), soft('d1', 'C2811'), soft('d2', 'C2713')];
  it('[5.24] a unit that fired with all its strength may not fire again this phase', () => {
    const once = okWith(atPhase3(units()), fire('us', 'd1'), CLEAR_WORLD, diceFor(7)).state;
    expect(refused(once, fire('us', 'd2'), CLEAR_WORLD)).toMatchObject({ code: 'ALREADY_FIRED', rule: '5.24' });
  });

  it('[5.26] strength may be split over different targets, never the same one twice, never more than it has', () => {
    const first = okWith(atPhase3(units()), fire('us', 'd1', 4), CLEAR_WORLD, diceFor(7));
    expect(fireEvent(first.events).explanation.inputs).toMatchObject({ strength: 4, currentStrength: 6 });
    expect(refused(first.state, fire('us', 'd1', 2), CLEAR_WORLD)).toMatchObject({ code: 'ALREADY_FIRED', rule: '5.26' });
    expect(refused(first.state, fire('us', 'd2', 3), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '5.26' });
    const second = okWith(first.state, fire('us', 'd2'), CLEAR_WORLD, diceFor(7));
    expect(fireEvent(second.events).explanation.inputs['strength']).toBe(2);
  });
});

describe('several firers into one hex [17.2, 18.1]', () => {
  it('[17.2] direct firers of different subordinations into one hex lose 1 effectiveness per subordination involved', () => {
    const s = atPhase3([member('a', '1/506', 'C2812'), member('b', '1/502', 'C2912'), member('c', '1/506', 'C2712'), soft('d1', 'C2811'), soft('d2', 'C2811', { stackIndex: 1 })]);
    const alone = okWith(s, fire('a', 'd1'), CLEAR_WORLD, diceFor(7));
    expect(fireEvent(alone.events).explanation.modifiers.filter((m) => m.rule === '17.2')).toEqual([]);
    // same battalion: no penalty
    expect(assessment(alone.state, CLEAR_WORLD, 'c', 'd1').plan.multiFormation.penalty).toBe(0);
    // another battalion not announced with the first shot may not join [17.2]
    expect(refused(alone.state, fire('b', 'd2'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '17.2' });
    // announced: the first firer pays too, and the partner, even at another unit of the hex: −2 each
    const first = okWith(s, { type: 'fire', firerId: 'a', targetId: 'd1', with: ['b'] }, CLEAR_WORLD, diceFor(7));
    expect(fireEvent(first.events).explanation.modifiers.filter((m) => m.rule === '17.2')).toEqual([expect.objectContaining({ value: -2 })]);
    const b = assessment(first.state, CLEAR_WORLD, 'b', 'd2');
    expect(b.plan.multiFormation).toMatchObject({ penalty: 2, firerIds: ['a', 'b'] });
    expect(b.effectiveness).toBe(6 - 2);
  });

  it('[17.2] the screen offers as partners only units of another subordination that could fire there, and only before the first shot', () => {
    const s = atPhase3([member('a', '1/506', 'C2812'), member('b', '1/502', 'C2912'), member('c', '1/506', 'C2712'), member('far', '1/502', 'C3520'), soft('d1', 'C2811')]);
    // c shares a's battalion (no penalty to announce); far is out of range
    expect(jointAttackPartners(s, CLEAR_WORLD, 'a', 'd1')).toEqual(['b']);
    // announced partners change the chances shown before the shot: both pay −2
    const withB = fireOptions(s, CLEAR_WORLD, 'a', undefined, ['b']).find((o) => o.targetId === 'd1');
    expect(withB?.legal && withB.assessment.plan.multiFormation.penalty).toBe(2);
    // once a shot has gone into the hex the attack can no longer be announced
    const after = okWith(s, fire('c', 'd1'), CLEAR_WORLD, diceFor(7)).state;
    expect(jointAttackPartners(after, CLEAR_WORLD, 'a', 'd1')).toEqual([]);
    // the earlier reading needs no announcement
    expect(jointAttackPartners({ ...s, options: { ...s.options, multiFormationPenalty: 'laterFirersOnly' } }, CLEAR_WORLD, 'a', 'd1')).toEqual([]);
  });

  it('[18.1] a second heavy weapons company into one hex needs a line-infantry partner of its subordination for each', () => {
    const hw = (id: string, hex: string) => member(id, '1/506', hex, { type: 'heavyWeapons', range: 2 });
    const s = atPhase3([hw('hw1', 'C2812'), hw('hw2', 'C2713'), member('inf', '1/506', 'C2712'), member('inf2', '1/506', 'C2810'), soft('de', 'C2811')]);
    const one = okWith(s, fire('hw1', 'de'), CLEAR_WORLD, diceFor(7)).state;
    expect(refused(one, fire('hw2', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '18.1' });
    const paired = okWith(okWith(one, fire('inf', 'de'), CLEAR_WORLD, diceFor(7)).state, fire('inf2', 'de'), CLEAR_WORLD, diceFor(7)).state;
    expect(apply(paired, fire('hw2', 'de'), CLEAR_WORLD).ok).toBe(true);
  });
});
