// Carrying out the result: retreats, eliminations, the advance [8.49, 8.71, 9.31, 9.33, 11.51, 32.0],
// and the ferry approaches [10.94, 16.15].
import { describe, expect, it } from 'vitest';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { FROM, TARGET, assault, german, ok, refused, resolution, resolveAssault, stackAt } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const inf = (id: string, extra: object = {}) => unit({ id, hex: FROM as never, ...extra });
const defender = (id: string, extra: object = {}) => german({ id, hex: TARGET as never, type: 'infantry', effectiveness: { concentrated: 6, dispersed: 3 }, ...extra });
// TARGET's neighbours other than FROM: C2814, C2714, C2713, C2913, C2914. Water on four leaves one way out.
const ONE_WAY = testWorld({ terrain: { C2814: 'allWater', C2714: 'allWater', C2713: 'allWater', C2913: 'allWater' } });
const WIN = [6]; // 1:1, value 3: a 5 or 6 disrupts the defenders

describe('the defenders are forced out [8.7, 8.71, 11.51, 32.0]', () => {
  it('[8.71] with one hex open the retreat is made at once, and it draws no opportunity fire', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('de')] });
    const { state, events } = resolveAssault(s, assault(['us']), ONE_WAY, WIN);
    expect(resolution(events).result).toBe('DD');
    expect(events).toContainEqual({ type: 'retreated', unitIds: ['de'], from: TARGET, to: 'C2914', rule: '8.71' });
    expect(unitById(state, 'de')).toMatchObject({ hex: 'C2914', status: { disrupted: true } });
    expect(events.filter((e) => e.type === 'opportunityWindow')).toHaveLength(1); // only the one before the assault
    expect(state.pending).toMatchObject({ kind: 'closeActionAdvance', side: 'allied', rule: '8.49' });
  });

  it('[8.7] with several hexes open the defending player chooses', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('de')] });
    const { state } = resolveAssault(s, assault(['us']), CLEAR_WORLD, WIN);
    expect(state.pending).toMatchObject({ kind: 'closeActionRetreat', side: 'german', answers: ['closeActionRetreat'] });
    expect([...state.pending!.choices!].sort()).toEqual(['C2714', 'C2713', 'C2814', 'C2913', 'C2914'].sort());
    expect(refused(state, { type: 'closeActionRetreat', to: 'C2812' as never }, CLEAR_WORLD)).toMatchObject({ code: 'NOT_A_CHOICE' });
    const after = ok(state, { type: 'closeActionRetreat', to: 'C2914' as never }, CLEAR_WORLD);
    expect(unitById(after.state, 'de')!.hex).toBe('C2914');
    expect(after.state.pending).toMatchObject({ kind: 'closeActionAdvance' });
  });

  it('[32.0] a defender already disrupted is eliminated by a second disruption', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('de', { status: { disrupted: true } })] });
    const { state, events } = resolveAssault(s, assault(['us']), CLEAR_WORLD, [2]);
    expect(resolution(events).result).toBe('DD');
    expect(unitById(state, 'de')).toMatchObject({ hex: null, eliminated: { rule: '8.7' } });
  });

  it('[11.51] static units and dispersed (towed) artillery cannot retreat and are eliminated', () => {
    const gun = { type: 'artillery', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 1 }, printedMorale: 0 };
    const s = game({ phase: 4, units: [inf('us'), defender('art', { ...gun, stackIndex: 0 }), defender('stat', { static: true, stackIndex: 1, strength: 1, printedStrength: 1 })] });
    const { state, events } = resolveAssault(s, assault(['us']), CLEAR_WORLD, [6]);
    expect(resolution(events).result).toBe('DD');
    expect(unitById(state, 'art')!.eliminated?.rule).toBe('11.51');
    expect(unitById(state, 'stat')!.eliminated?.rule).toBe('11.51');
  });

  it('[9.33] a retreat into friends disrupts them, and with nowhere to go the units are eliminated', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('de'), german({ id: 'friend', hex: 'C2914' })] });
    const { state } = resolveAssault(s, assault(['us']), ONE_WAY, WIN);
    expect(stackAt(state, 'C2914')).toEqual(['de', 'friend']);
    expect(unitById(state, 'friend')!.status.disrupted).toBe(true);
    const shut = testWorld({ terrain: { C2814: 'allWater', C2714: 'allWater', C2713: 'allWater', C2913: 'allWater', C2914: 'allWater' } });
    const trapped = resolveAssault(game({ phase: 4, units: [inf('us'), defender('de')] }), assault(['us']), shut, WIN).state;
    expect(unitById(trapped, 'de')).toMatchObject({ hex: null, eliminated: { rule: '8.7' } });
  });
});

describe('the advance [8.49]', () => {
  it('[8.49] the attackers may move into the emptied hex, free of opportunity fire though they leave a zone of control', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('de'), german({ id: 'side', hex: 'C2712' })] });
    const held = resolveAssault(s, assault(['us']), ONE_WAY, WIN).state;
    const { state, events } = ok(held, { type: 'closeActionAdvance', unitIds: ['us'] }, ONE_WAY);
    expect(events).toContainEqual({ type: 'advanced', unitIds: ['us'], from: FROM, to: TARGET, rule: '8.49' });
    expect(events.some((e) => e.type === 'opportunityWindow')).toBe(false);
    expect(unitById(state, 'us')!.hex).toBe(TARGET);
    expect(state.pending).toBeNull();
  });

  it('[8.49] the attacker may decline; only fit attackers of this action may advance', () => {
    const s = game({ phase: 4, units: [inf('us'), inf('other', { stackIndex: 1 }), defender('de')] });
    const held = resolveAssault(s, assault(['us']), ONE_WAY, WIN).state;
    expect(refused(held, { type: 'closeActionAdvance', unitIds: ['other'] }, ONE_WAY)).toMatchObject({ code: 'NOT_A_CHOICE', rule: '8.49' });
    const { state } = ok(held, { type: 'closeActionAdvance', unitIds: [] }, ONE_WAY);
    expect(unitById(state, 'us')!.hex).toBe(FROM);
    expect(state.pending).toBeNull();
  });
});

describe('assaults by ferry [10.94, 16.15]', () => {
  it('[10.94] German units may assault from a permanent ferry to its far bank, at half strength', () => {
    const world = testWorld({ terrain: { C2814: 'allWater' }, ferries: [{ name: 'test ferry', hexes: ['C2813' as never, 'C2814' as never, 'C2815' as never] }] });
    const s = game({ phase: 6, units: [german({ id: 'de', hex: 'C2813', type: 'infantry', strength: 5, printedStrength: 5 }), unit({ id: 'us', hex: 'C2815' })] });
    const { events } = resolveAssault(s, assault(['de'], 'C2815'), world, [3]);
    const x = resolution(events).explanation;
    expect(x.inputs['attackStrength']).toBe(2);
    expect(x.modifiers).toContainEqual(expect.objectContaining({ rule: '10.94' }));
  });

  it('[16.15] units ferried by a bridge engineer assault as if over a bridge', () => {
    const canal = testWorld({ hexsides: { [`${FROM}|${TARGET}`]: ['canal'] } });
    const s = game({ phase: 4, units: [inf('us', { stackIndex: 0 }), inf('eng', { type: 'bridgeEngineer', stackIndex: 1, strength: 8, printedStrength: 8, effectiveness: {} }), defender('de')] });
    expect(refused(s, assault(['us']), canal)).toMatchObject({ code: 'PROHIBITED_TERRAIN' });
    const { state, events } = resolveAssault(s, assault(['us'], TARGET, 'eng'), canal, [3]);
    const x = resolution(events).explanation;
    expect(x.inputs).toMatchObject({ attackerEffectiveness: 3, attackStrength: 3 });
    expect(x.modifiers.map((m) => m.rule)).toEqual(['16.15', '16.15']);
    expect(state.movement.finished).toContain('eng');
  });
});

describe('strength losses from a printed table [8.73, 9.43]', () => {
  it('[8.73] a loss result takes strength from the top unit of the side that suffers it', () => {
    const table = CLEAR_WORLD.tables.closeActionResults;
    const lossy = { ...table, columns: table.columns.map((c) => ({ ...c, byValue: c.byValue.map((row) => row.map(() => 'A1+D2')) })) };
    const world = { ...CLEAR_WORLD, tables: { ...CLEAR_WORLD.tables, closeActionResults: lossy } };
    const s = game({ phase: 4, units: [inf('us'), defender('de')] });
    const { state, events } = resolveAssault(s, assault(['us']), world, [4]);
    expect(resolution(events).result).toBe('A1+D2');
    expect(unitById(state, 'us')!.strength).toBe(5);
    expect(unitById(state, 'de')!.strength).toBe(4);
    expect(state.pending).toBeNull();
  });
});
