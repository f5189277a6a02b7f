// Off-map batteries [24.4]: fire from beyond the map edge, range in hexrows, spotted by British units.
import { describe, expect, it } from 'vitest';
import { firersAt, fireOptions, stackWeightAt, type Unit } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { diceFor, fire, fireEvent, okWith } from '../fire/support';
import { german, move, ok, refused, status } from '../movement/support';
import { allUnits, unitById } from '../../../src/rules/state/unitBuckets';

const DAY = 51;
const battery = (id = 'bat', extra: Partial<Unit> = {}): Unit =>
  unit({
    id,
    name: 'RA battery',
    nationality: 'UK',
    type: 'artillery',
    hex: null,
    mode: 'dispersed',
    modes: ['dispersed', 'travel'],
    effectiveness: { dispersed: 8 },
    strength: 8,
    printedStrength: 8,
    range: 10,
    offMapBattery: { section: 'C', fromRow: 24, spotterNationality: 'UK', rule: '24.4' },
    ...extra,
  });
const british = (id: string, hex: Unit['hex'], extra: Partial<Unit> = {}) => unit({ id, hex, nationality: 'UK', subordination: '1CG/5', ...extra });
const target = (id: string, hex: Unit['hex']) => german({ id, hex, type: 'infantry', mode: 'dispersed', effectiveness: { concentrated: 5, dispersed: 3 } });

/** Allied Conditional Fire Phase (3) by day. */
const at = (units: Unit[], phase: 3 | 5 | 6 = 3) => game({ phase, turn: DAY, units });

describe('an off-map battery fires [24.4, 5.0, 5.62]', () => {
  it('[24.4] it fires in its own fire phase by the indirect procedure at a target a British unit sees, with no depletion roll', () => {
    const s = at([battery(), british('uk', 'C3009'), target('de', 'C3010')]);
    const { state, events } = okWith(s, fire('bat', 'de'), CLEAR_WORLD, diceFor(7));
    const e = fireEvent(events);
    expect(e.explanation.kind).toBe('indirectFire');
    expect(e.explanation.tables[0]!.table).toBe('5.62');
    expect(e.explanation.inputs).toMatchObject({ distance: 6, range: 10, sighting: 'uk', strength: 8, effectiveness: 8 });
    expect(e.explanation.inputs['offMapBattery']).toMatch(/hexrow 24/);
    expect(unitById(state, 'bat')!.status.fired).toBe(true);
    expect(unitById(state, 'bat')!.hex).toBeNull();
    // [24.4] always in supply: there are no supply sources here, yet no depletion check follows
    expect(events.some((x) => x.type === 'depletedAfterFiring')).toBe(false);
    expect(unitById(state, 'bat')!.status.depleted).toBe(false);
  });

  it('[24.4] range is counted in hexrows from hexrow 24: row 34 is in reach, row 35 is not', () => {
    const s = at([battery(), british('uk1', 'C3309'), target('near', 'C3410'), british('uk2', 'C3509'), target('far', 'C3510')]);
    expect(unitById(okWith(s, fire('bat', 'near'), CLEAR_WORLD, diceFor(7)).state, 'bat')!.status.fired).toBe(true);
    expect(refused(s, fire('bat', 'far'), CLEAR_WORLD)).toMatchObject({ code: 'OUT_OF_RANGE', rule: '24.4' });
  });

  it('[24.4] only British eyes count: a target seen by American units alone, or by a disrupted British unit, is refused', () => {
    const us = at([battery(), unit({ id: 'us', hex: 'C3009' }), target('de', 'C3010')]);
    expect(refused(us, fire('bat', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_OBSERVED', rule: '24.4' });
    const shaken = at([battery(), british('uk', 'C3009', { status: status({ disrupted: true }) }), target('de', 'C3010')]);
    expect(refused(shaken, fire('bat', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_OBSERVED', rule: '24.4' });
  });

  it('[24.4] no HQ control is needed: the battery has no formation and no HQ is on the map', () => {
    const s = at([battery(), british('uk', 'C3009'), target('de', 'C3010')]);
    expect(allUnits(s).some((u) => u.type === 'hq')).toBe(false);
    expect(okWith(s, fire('bat', 'de'), CLEAR_WORLD, diceFor(9)).events.some((e) => e.type === 'fireResolved')).toBe(true);
  });

  it('[24.4, 5.0] it fires only in its own side\'s fire phases', () => {
    const s = at([battery(), british('uk', 'C3009'), target('de', 'C3010')], 5);
    expect(refused(s, fire('bat', 'de'), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_SIDE', rule: '5.0' });
  });

  it('[24.4] it never makes opportunity fire', () => {
    // a German unit leaves the zone of control of a British unit: a window opens for the Allies
    const s = at([battery(), british('uk', 'C3009'), target('de', 'C3010')], 6);
    const open = ok(s, move(['de'], 'C3011'), CLEAR_WORLD).state;
    expect(open.pending?.kind).toBe('opportunityFire');
    expect(refused(open, { type: 'opportunityFire', firerId: 'bat', targetId: 'de' }, CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '24.4' });
  });

  it('[24.4] it cannot be fired at and weighs nothing in any stack', () => {
    const s = at([battery(), british('uk', 'C3009'), german({ id: 'de', hex: 'C3010' })], 5);
    expect(refused(s, fire('de', 'bat'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_A_TARGET' });
    expect(stackWeightAt(s, 'C3009')).toBe(6);
    expect(firersAt(s, CLEAR_WORLD, 'bat')).toEqual([]);
  });
});

describe('fire queries know the battery [24.4]', () => {
  it('[24.4] fireOptions lists targets within its hexrows (legal or not, with the reason), firersAt names it', () => {
    const s = at([battery(), british('uk', 'C3009'), target('seen', 'C3010'), target('unseen', 'C3020'), target('far', 'C3610')]);
    const options = fireOptions(s, CLEAR_WORLD, 'bat');
    expect(options.map((o) => o.targetId)).toEqual(['seen', 'unseen']);
    expect(options.find((o) => o.targetId === 'seen')).toMatchObject({ legal: true });
    expect(options.find((o) => o.targetId === 'unseen')).toMatchObject({ legal: false, code: 'NOT_OBSERVED', rule: '24.4' });
    expect(firersAt(s, CLEAR_WORLD, 'seen').map((o) => o.firerId)).toContain('bat');
    expect(firersAt(s, CLEAR_WORLD, 'far').map((o) => o.firerId)).not.toContain('bat');
  });
});
