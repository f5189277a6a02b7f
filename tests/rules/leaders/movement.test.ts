// How leaders move and stack [19.2, 19.31, 19.6, 19.7, 9.13, 9.45].
import { describe, expect, it } from 'vitest';
import { stackWeight, stackWeightAt, zocOfUnit, type GameEvent, type Unit } from '../../../src/rules';
import { disruptInHex } from '../../../src/rules/stacking/disruption';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { move, ok, refused, spent, status } from '../movement/support';
import { FORMATIONS, bittrich, de, harzer } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

/** German Conditional Movement Phase. */
const moving = (units: Unit[]) => game({ phase: 6, formations: FORMATIONS, units });

describe('how leaders move [19.6]', () => {
  it('[19.6] a leader pays the cheapest cost of any unit type and mode: half a point in clear, where infantry pays one', () => {
    const s = moving([harzer('C2812'), de('a', '9ss', 'C2712')]);
    const after = ok(s, move(['harzer'], 'C2813'), CLEAR_WORLD);
    expect(spent(after.state, 'harzer')).toBe(0.5);
    const moved = after.events.find((e) => e.type === 'unitsMoved');
    expect(moved?.type === 'unitsMoved' && moved.payments[0]!.parts.some((p) => p.rule === '19.6')).toBe(true);
    expect(spent(ok(s, move(['a'], 'C2713'), CLEAR_WORLD).state, 'a')).toBe(1);
  });

  it('[19.6] across a stream, which stops vehicles, he goes as a foot soldier', () => {
    const world = testWorld({ hexsides: { 'C2812|C2813': ['stream'] } });
    const s = moving([harzer('C2812')]);
    expect(spent(ok(s, move(['harzer'], 'C2813'), world).state, 'harzer')).toBe(2);
  });

  it('[19.6, 8.13] he has the usual 4 MP', () => {
    const s = moving([harzer('C2812', { status: status({ mpSpent: 3.75 }) })]);
    const r = refused({ ...s, movement: { ...s.movement, hexesMoved: { harzer: 7 } } }, move(['harzer'], 'C2813'), CLEAR_WORLD);
    expect(r).toMatchObject({ code: 'NOT_ENOUGH_MP', rule: '8.13' });
  });
});

describe('leaders and the enemy [19.31, 19.2, 7.61]', () => {
  const alliedInf = (id: string, hex: string) => unit({ id, hex: hex as never });

  it('[19.31] an enemy combat unit entering the hex of a lone leader destroys him', () => {
    const s = game({ phase: 4, formations: FORMATIONS, units: [alliedInf('us', 'C2812'), harzer('C2813')] });
    const after = ok(s, move(['us'], 'C2813'), CLEAR_WORLD);
    expect(unitById(after.state, 'us')!.hex).toBe('C2813');
    expect(unitById(after.state, 'harzer')!.hex).toBeNull();
    expect(unitById(after.state, 'harzer')!.leader?.killedTurn).toBe(1);
    expect(after.events).toContainEqual({ type: 'leaderKilled', leaderId: 'harzer', leaderName: 'harzer', hex: 'C2813', rule: '19.31' });
  });

  it('[19.31] a leader with a friendly combat unit keeps the hex closed to the enemy [8.12]', () => {
    const s = game({ phase: 4, formations: FORMATIONS, units: [alliedInf('us', 'C2812'), harzer('C2813'), de('a', '9ss', 'C2813')] });
    expect(refused(s, move(['us'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'ENEMY_OCCUPIED', rule: '8.12' });
  });

  it('[19.31] opposing leaders never share a hex: a leader alone may not enter a hex held by an enemy leader', () => {
    const allied = { ...harzer('C2812'), id: 'browning', name: 'browning', side: 'allied' as const, nationality: 'UK' as const };
    const s = game({ phase: 4, formations: FORMATIONS, units: [allied, harzer('C2813')] });
    expect(refused(s, move(['browning'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'LEADER_RESTRICTION', rule: '19.31' });
  });

  it('[19.2, 7.61] a leader has no zone of control and does not hinder enemy movement', () => {
    const s = game({ phase: 4, formations: FORMATIONS, units: [alliedInf('us', 'C2812'), harzer('C2814')] });
    expect(zocOfUnit(CLEAR_WORLD, s, unitById(s, 'harzer')!)).toEqual([]);
    const after = ok(s, move(['us'], 'C2813'), CLEAR_WORLD);
    expect(after.events.some((e) => e.type === 'opportunityWindow')).toBe(false);
  });
});

describe('whom a leader may stand with [19.7]', () => {
  it('[19.7] a division leader may not join a stack of units that are not his', () => {
    const s = moving([harzer('C2812'), de('b', '10ss', 'C2813')]);
    expect(refused(s, move(['harzer'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'LEADER_RESTRICTION', rule: '19.7' });
  });

  it('[19.7] he may, when one of his own units is in the stack', () => {
    const s = moving([harzer('C2812'), de('b', '10ss', 'C2813'), de('a', '9ss', 'C2813')]);
    expect(unitById(ok(s, move(['harzer'], 'C2813'), CLEAR_WORLD).state, 'harzer')!.hex).toBe('C2813');
  });

  it('[19.7] corps and army leaders stand with any friendly unit', () => {
    const s = moving([bittrich('C2812'), de('x', '59', 'C2813')]);
    expect(unitById(ok(s, move(['bittrich'], 'C2813'), CLEAR_WORLD).state, 'bittrich')!.hex).toBe('C2813');
  });

  it('[19.7] his last own unit may not walk away and leave him with strangers', () => {
    const s = moving([harzer('C2812'), de('a', '9ss', 'C2812'), de('b', '10ss', 'C2812')]);
    expect(refused(s, move(['a'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'LEADER_RESTRICTION', rule: '19.7' });
    expect(unitById(ok(s, move(['a', 'harzer'], 'C2813'), CLEAR_WORLD).state, 'harzer')!.hex).toBe('C2813');
  });

  it('[19.7] strange units may not join a leader who stands alone', () => {
    const s = moving([harzer('C2813'), de('b', '10ss', 'C2812')]);
    expect(refused(s, move(['b'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'LEADER_RESTRICTION', rule: '19.7' });
  });
});

describe('leaders in a stack [9.13, 9.45]', () => {
  it('[9.13] leaders weigh nothing in stacking', () => {
    const s = moving([harzer('C2812'), bittrich('C2812'), de('a', '9ss', 'C2812')]);
    expect(stackWeight(unitById(s, 'harzer')!)).toBe(0);
    expect(stackWeightAt(s, 'C2812')).toBe(6);
  });

  it('[9.45] disruption spreading through the hex leaves the leader untouched', () => {
    const s = structuredClone(moving([harzer('C2812'), de('a', '9ss', 'C2812')]));
    const events: GameEvent[] = [];
    disruptInHex(s, 'C2812', ['a'], '5.63', events);
    expect(unitById(s, 'a')!.status.disrupted).toBe(true);
    expect(unitById(s, 'harzer')!.status.disrupted).toBe(false);
  });
});

describe('leaders draw no opportunity fire [19.32, 8.4]', () => {
  const alliedInf = (id: string, hex: string) => unit({ id, hex: hex as never });

  it('[19.32] a leader alone leaving an enemy zone of control opens no opportunity fire', () => {
    const s = moving([harzer('C2812'), alliedInf('us', 'C2813')]);
    const after = ok(s, move(['harzer'], 'C2811'), CLEAR_WORLD);
    expect(after.state.pending).toBeNull();
    expect(unitById(after.state, 'harzer')!.hex).toBe('C2811');
  });

  it('[19.32] with combat units, only they are targets', () => {
    const s = moving([harzer('C2812'), de('a', '9ss', 'C2812'), alliedInf('us', 'C2813')]);
    const after = ok(s, move(['a', 'harzer'], 'C2811'), CLEAR_WORLD);
    expect(after.state.pending?.kind).toBe('opportunityFire');
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'opportunityWindow', targetIds: ['a'] }));
  });
});
