// Announcing a close action: who may attack, from where, at what cost, and the opportunity fire
// that comes first [8.6, 8.7 note, 8.12, 8.49, 10.42, 10.72, 10.44, 11.34, 5.52, 18.1c, 18.2c, 18.6].
import { describe, expect, it } from 'vitest';
import { scriptedDice as scripted } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { FROM, TARGET, afterFire, assault, german, ok, refused, resolution, resolveAssault, stackAt } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const inf = (id: string, extra: object = {}) => unit({ id, hex: FROM as never, ...extra });
const defender = (id: string, extra: object = {}) => german({ id, hex: TARGET as never, type: 'infantry', effectiveness: { concentrated: 6, dispersed: 3 }, ...extra });

describe('who may close-assault [8.6, 8.7]', () => {
  it('[8.6a] only the phasing player, only in his Conditional Movement Phase', () => {
    const units = [inf('us'), defender('de')];
    expect(refused(game({ phase: 3, units }), assault(['us']), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_PHASE' });
    expect(refused(game({ phase: 6, units }), assault(['us']), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_SIDE', rule: '8.6' });
  });

  it('[8.6a] a unit that fired in the Conditional Fire Phase just before may not assault', () => {
    const s = game({ phase: 4, units: [inf('us', { status: { fired: true } }), defender('de')] });
    expect(refused(s, assault(['us']), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.6' });
  });

  it('[8.6a] the target must be next to the attackers', () => {
    const s = game({ phase: 4, units: [inf('us'), german({ id: 'de', hex: 'C2815' })] });
    expect(refused(s, assault(['us'], 'C2815'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_ADJACENT', rule: '8.6' });
  });

  it('[8.12] an empty or friendly hex cannot be assaulted; close action is the only way into an enemy hex', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('de')] });
    expect(refused(s, assault(['us'], 'C2713'), CLEAR_WORLD)).toMatchObject({ code: 'INVALID_COMMAND', rule: '8.6' });
    expect(refused(s, { type: 'moveStep', unitIds: ['us'], to: TARGET as never }, CLEAR_WORLD)).toMatchObject({ code: 'ENEMY_OCCUPIED', rule: '8.12' });
  });

  it('[8.6c] attackers must all stand in one hex', () => {
    const s = game({ phase: 4, units: [inf('a'), unit({ id: 'b', hex: 'C2713' }), defender('de')] });
    expect(refused(s, assault(['a', 'b']), CLEAR_WORLD)).toMatchObject({ code: 'INVALID_COMMAND', rule: '8.6' });
  });

  it('[11.34] a depleted unit may not attack; [11.5] nor a disrupted one', () => {
    expect(refused(game({ phase: 4, units: [inf('us', { status: { depleted: true } }), defender('de')] }), assault(['us']), CLEAR_WORLD)).toMatchObject({ rule: '11.34' });
    expect(refused(game({ phase: 4, units: [inf('us', { status: { disrupted: true } }), defender('de')] }), assault(['us']), CLEAR_WORLD)).toMatchObject({ code: 'DISRUPTED', rule: '11.5' });
  });

  it('[5.52] artillery cannot be the top attacker; below the top it is ignored (no strength)', () => {
    const gun = { type: 'artillery', mode: 'travel', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 5 }, strength: 4, printedStrength: 4 };
    const top = game({ phase: 4, units: [inf('art', { ...gun, stackIndex: 0 }), inf('us', { stackIndex: 1 }), defender('de')] });
    expect(refused(top, assault(['art', 'us']), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_UNIT_TYPE', rule: '5.52' });
    const below = game({ phase: 4, units: [inf('us', { stackIndex: 0 }), inf('art', { ...gun, stackIndex: 1 }), defender('de')] });
    const { events } = resolveAssault(below, assault(['us', 'art']), CLEAR_WORLD, [3]);
    expect(resolution(events).explanation.inputs['attackStrength']).toBe(6);
  });

  it('[18.2c, 18.6] antitank rides as weight only and may not lead; artillery is treated alike', () => {
    const at = { type: 'antitank', mode: 'travel', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 5 }, strength: 3, printedStrength: 3 };
    const lead = game({ phase: 4, units: [inf('at', { ...at, stackIndex: 0 }), inf('us', { stackIndex: 1 }), defender('de')] });
    expect(refused(lead, assault(['at', 'us']), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_UNIT_TYPE', rule: '18.2c' });
    const rider = game({ phase: 4, units: [inf('us', { stackIndex: 0 }), inf('at', { ...at, stackIndex: 1 }), defender('de')] });
    expect(resolution(resolveAssault(rider, assault(['us', 'at']), CLEAR_WORLD, [3]).events).explanation.inputs['attackStrength']).toBe(6);
  });

  it('[18.1c] heavy weapons never lead, never assault alone, and each needs a line infantry partner of its unit', () => {
    const hw = { type: 'heavyWeapons', subordination: '2/506' };
    expect(refused(game({ phase: 4, units: [inf('hw', hw), defender('de')] }), assault(['hw']), CLEAR_WORLD)).toMatchObject({ rule: '18.1c' });
    const twoHw = game({ phase: 4, units: [inf('us', { stackIndex: 0 }), inf('hw1', { ...hw, stackIndex: 1 }), inf('hw2', { ...hw, stackIndex: 2 }), defender('de')] });
    expect(refused(twoHw, assault(['us', 'hw1', 'hw2']), CLEAR_WORLD)).toMatchObject({ rule: '18.1c' });
    expect(ok(twoHw, assault(['us', 'hw1']), CLEAR_WORLD).state.pending?.trigger?.targetIds).toEqual(['us', 'hw1']);
  });

  it('[17.3] HQs never attack: an HQ alone is refused', () => {
    const s = game({ phase: 4, units: [inf('hq', { type: 'hq', modes: ['concentrated', 'travel'] }), defender('de')] });
    expect(refused(s, assault(['hq']), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_UNIT_TYPE', rule: '18.3' });
  });
});

describe('what a close action costs [8.6b, 8.7 note, 8.14, 10.42]', () => {
  it('[8.6b] cost = entering the target hex + 1 MP + leaving the enemy zone of control; then the attackers stop', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('de')] });
    const { state, events } = resolveAssault(s, assault(['us']), CLEAR_WORLD, [3]);
    const launched = events.find((e) => e.type === 'closeActionLaunched');
    expect(launched).toMatchObject({ type: 'closeActionLaunched', attackerIds: ['us'], from: FROM, target: TARGET });
    const parts = launched!.type === 'closeActionLaunched' ? launched!.payments[0]!.parts : [];
    expect(parts.map((p) => p.rule)).toEqual(['10.1', '7.11', '8.6']);
    expect(unitById(state, 'us')!.status.mpSpent).toBe(parts.reduce((s2, p) => s2 + p.mp, 0));
    expect(refused(state, { type: 'moveStep', unitIds: ['us'], to: 'C2712' as never }, CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_MOVE' });
  });

  it('[8.7 note] a unit that began the phase next to the enemy may always assault it, past 4 MP', () => {
    const s = game({ phase: 4, units: [inf('us', { status: { mpSpent: 3 } }), defender('de')] });
    expect(ok(s, assault(['us']), CLEAR_WORLD).state.pending?.trigger?.kind).toBe('closeAction');
  });

  it('[8.14] a unit that has already moved needs the MP', () => {
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2811' }), defender('de')] });
    const moved = ok(s, { type: 'moveStep', unitIds: ['us'], to: FROM as never }, CLEAR_WORLD).state;
    const tired = afterFire(moved, (d) => {
      unitById(d, 'us')!.status.mpSpent = 2;
    });
    expect(refused(tired, assault(['us']), CLEAR_WORLD)).toMatchObject({ code: 'NOT_ENOUGH_MP', rule: '8.6' });
  });

  it('[10.42] no assault across a river except over a bridge', () => {
    const river = testWorld({ hexsides: { [`${FROM}|${TARGET}`]: ['river'] } });
    const s = game({ phase: 4, units: [inf('us'), defender('de')] });
    expect(refused(s, assault(['us']), river)).toMatchObject({ code: 'PROHIBITED_TERRAIN' });
    const bridged = testWorld({ hexsides: { [`${FROM}|${TARGET}`]: ['river'] }, bridges: [{ at: `${FROM}~${TARGET}`, kind: 'road', over: 'river', blowable: false }] });
    expect(ok(s, assault(['us']), bridged).state.pending?.kind).toBe('opportunityFire');
  });

  it('[8.7-4 note] a unit attacks once per phase; a hex may be attacked again by others', () => {
    const s = game({ phase: 4, units: [inf('a', { stackIndex: 0 }), inf('b', { stackIndex: 1 }), defender('de', { strength: 20, printedStrength: 20 })] });
    const once = resolveAssault(s, assault(['a']), CLEAR_WORLD, [6]).state;
    expect(refused(once, assault(['a']), CLEAR_WORLD)).toMatchObject({ rule: '8.7' });
    expect(resolution(resolveAssault(once, assault(['b']), CLEAR_WORLD, [6]).events).attackerIds).toEqual(['b']);
  });
});

describe('opportunity fire before the assault [8.49, 8.6c, 10.72, 10.44]', () => {
  it('[8.49] the announcement opens an opportunity-fire decision at the attackers\' hex, trigger closeAction', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('de'), german({ id: 'side', hex: 'C2713' }), german({ id: 'far', hex: 'C2818' })] });
    const { state, events } = ok(s, assault(['us']), CLEAR_WORLD);
    expect(state.pending).toMatchObject({ kind: 'opportunityFire', side: 'german', rule: '8.49', resume: assault(['us']) });
    expect(state.pending!.trigger).toMatchObject({ kind: 'closeAction', hex: FROM, targetIds: ['us'] });
    expect([...state.pending!.trigger!.firerIds].sort()).toEqual(['de', 'side']);
    expect(events.map((e) => e.type)).toEqual(['opportunityWindow']);
    expect(unitById(state, 'us')!.status.mpSpent).toBe(0);
  });

  it('[10.72] from a forest hex only the assaulted units may fire', () => {
    const forest = testWorld({ terrain: { [FROM]: 'forest' } });
    const s = game({ phase: 4, units: [inf('us'), defender('de'), german({ id: 'side', hex: 'C2713' })] });
    expect(ok(s, assault(['us']), forest).state.pending!.trigger!.firerIds).toEqual(['de']);
  });

  it('[10.73] an assault from a forest hex still pays the price of leaving the enemy zone of control', () => {
    const forest = testWorld({ terrain: { [FROM]: 'forest' } });
    const s = game({ phase: 4, units: [inf('us'), defender('de')] });
    const { events } = resolveAssault(s, assault(['us']), forest, [3]);
    const launched = events.find((e) => e.type === 'closeActionLaunched');
    if (launched?.type !== 'closeActionLaunched') throw new Error('no assault launched');
    const rules = launched.payments[0]!.parts.map((p) => p.rule);
    expect(rules).toContain('8.6');
    expect(rules.some((r) => r.startsWith('7.1'))).toBe(true); // [7.11] the infantry exit price
  });

  it('[10.44] across a dike: the units that could fire anyway plus the assaulted units; strength halved', () => {
    const dike = testWorld({ hexsides: { [`${FROM}|${TARGET}`]: ['dike'] } });
    const s = game({ phase: 4, units: [inf('us'), defender('de'), german({ id: 'side', hex: 'C2713' })] });
    const held = ok(s, assault(['us']), dike).state;
    expect([...held.pending!.trigger!.firerIds].sort()).toEqual(['de', 'side']);
    const { events } = resolveAssault(s, assault(['us']), dike, [3]);
    const x = resolution(events).explanation;
    expect(x.inputs['attackStrength']).toBe(3);
    expect(x.modifiers).toContainEqual(expect.objectContaining({ rule: '10.44', applies: 'attack strength', value: -3 }));
  });

  it('[8.6c] a mode change forced by the fire does not stop the assault', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('de')] });
    const held = afterFire(ok(s, assault(['us']), CLEAR_WORLD).state, (d) => {
      unitById(d, 'us')!.mode = 'dispersed';
    });
    const { events } = ok(held, { type: 'passOpportunity' }, CLEAR_WORLD, { dice: scripted([3]) });
    expect(resolution(events).explanation.inputs['attackerEffectiveness']).toBe(3);
  });

  it('[8.6c] units the fire disrupted drop out; if none remain the action ends', () => {
    const s = game({ phase: 4, units: [inf('a', { stackIndex: 0 }), inf('b', { stackIndex: 1 }), defender('de')] });
    const held = ok(s, assault(['a', 'b']), CLEAR_WORLD).state;
    const oneLeft = afterFire(held, (d) => {
      unitById(d, 'a')!.status.disrupted = true;
    });
    expect(resolution(ok(oneLeft, { type: 'passOpportunity' }, CLEAR_WORLD, { dice: scripted([3]) }).events).attackerIds).toEqual(['b']);
    const noneLeft = afterFire(held, (d) => {
      unitById(d, 'a')!.status.disrupted = true;
      unitById(d, 'b')!.status.disrupted = true;
    });
    const { state, events } = ok(noneLeft, { type: 'passOpportunity' }, CLEAR_WORLD);
    expect(events.map((e) => e.type)).toEqual(['opportunityPassed', 'actionCancelled']);
    expect(stackAt(state, TARGET)).toEqual(['de']);
  });
});
