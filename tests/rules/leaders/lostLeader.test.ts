// A formation without its leader [19.5] and his return [19.4].
import { describe, expect, it } from 'vitest';
import { apply, mayDisperseAfterFire, modeChangeFrozen, type Command, type GameState, type Unit } from '../../../src/rules';
import { game } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { FORMATIONS, bittrich, de, harmel, harzer, hq, model } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const dead = (turn: number) => ({ killedTurn: turn });
const killed = (l: Unit, turn = 3): Unit => ({ ...l, hex: null, eliminated: { turn, rule: '19.32' }, leader: { ...l.leader!, ...dead(turn) } });
const toDispersed = (unitId: string): Command => ({ type: 'changeMode', unitId, to: 'dispersed' });
const endPhase: Command = { type: 'endPhase' };

function organization(units: Unit[], turn = 3): GameState {
  return game({ phase: 2, turn, formations: FORMATIONS, units });
}

describe('lost leader: no mode changes [19.5]', () => {
  it('[19.5] units of a division whose leader is dead may not change mode; the refusal leaves the state untouched', () => {
    const s = organization([de('a', '9ss', 'C2812'), killed(harzer(null))]);
    const r = apply(s, toDispersed('a'), CLEAR_WORLD);
    expect(r).toMatchObject({ ok: false, code: 'MODE_CHANGE_NOT_ALLOWED', rule: '19.5' });
    expect(r.state).toBe(s);
  });

  it('[19.5] units of another division, with their leader alive, change mode freely', () => {
    const s = organization([de('b', '10ss', 'C2812'), harmel('C2812'), killed(harzer(null))]);
    expect(apply(s, toDispersed('b'), CLEAR_WORLD).ok).toBe(true);
  });

  it('[19.5] a higher leader dead: units with their own living leader keep the option, units directly under him lose it', () => {
    const s = organization([de('a', '9ss', 'C2812'), de('corpsTroops', 'iiss', 'C2813'), harzer('C2812'), killed(bittrich(null))]);
    expect(apply(s, toDispersed('a'), CLEAR_WORLD).ok).toBe(true);
    expect(apply(s, toDispersed('corpsTroops'), CLEAR_WORLD)).toMatchObject({ ok: false, rule: '19.5' });
  });

  it('[19.5] a living higher leader stands in for a dead lower leader', () => {
    const s = organization([de('a', '9ss', 'C2812'), killed(harzer(null)), bittrich('C2815')]);
    expect(modeChangeFrozen(s, 'a')).toBeNull();
    expect(apply(s, toDispersed('a'), CLEAR_WORLD).ok).toBe(true);
  });

  it('[19.5] a higher leader stands in for only one dead lower leader at a time', () => {
    const s = organization([de('a', '9ss', 'C2812'), de('b', '10ss', 'C2813'), killed(harzer(null)), killed(harmel(null)), bittrich('C2815')]);
    const frozen = ['a', 'b'].filter((id) => modeChangeFrozen(s, id) !== null);
    expect(frozen).toHaveLength(1);
  });

  it('[19.5] the army leader and a corps leader each cover one dead leader', () => {
    const s = organization([de('a', '9ss', 'C2812'), de('b', '10ss', 'C2813'), killed(harzer(null)), killed(harmel(null)), bittrich('C2815'), model('C2816')]);
    expect(modeChangeFrozen(s, 'a')).toBeNull();
    expect(modeChangeFrozen(s, 'b')).toBeNull();
  });

  it('[19.5] leaving Travel during movement is a mode change too, and is refused', () => {
    const s = game({ phase: 6, turn: 3, formations: FORMATIONS, units: [de('a', '9ss', 'C2812', { mode: 'travel' }), killed(harzer(null))] });
    expect(apply(s, { type: 'changeMode', unitId: 'a', to: 'concentrated' }, CLEAR_WORLD)).toMatchObject({ ok: false, rule: '19.5' });
  });

  it('[19.5] for three Game-Turns from the loss the units may still disperse after fire, then no more', () => {
    const units = [de('a', '9ss', 'C2812'), killed(harzer(null), 10)];
    expect(mayDisperseAfterFire(organization(units, 10), 'a')).toBe(true);
    expect(mayDisperseAfterFire(organization(units, 12), 'a')).toBe(true);
    expect(mayDisperseAfterFire(organization(units, 13), 'a')).toBe(false);
    expect(mayDisperseAfterFire(organization([de('b', '10ss', 'C2812'), harmel('C2812')], 13), 'b')).toBe(true);
  });
});

describe('return of killed leaders [19.4]', () => {
  it('[19.4] a killed leader comes back on his HQ in his side’s next Command Phase, at the bottom of the stack', () => {
    const s = game({ phase: 7, turn: 3, formations: FORMATIONS, units: [hq('hq-9', '9ss', 'C2812'), de('a', '9ss', 'C2812', { stackIndex: 1 }), killed(harzer(null))] });
    const r = apply(s, endPhase, CLEAR_WORLD);
    if (!r.ok) throw new Error(r.message);
    const back = unitById(r.state, 'harzer')!;
    expect(back.hex).toBe('C2812');
    expect(back.stackIndex).toBe(2);
    expect(back.eliminated).toBeUndefined();
    expect(back.leader?.killedTurn).toBeUndefined();
    expect(r.events).toContainEqual({ type: 'leaderReturned', leaderId: 'harzer', leaderName: 'harzer', hex: 'C2812', hqUnitId: 'hq-9', rule: '19.4' });
    // [19.5] with him back, his units may change mode again.
    expect(modeChangeFrozen(r.state, 'a')).toBeNull();
  });

  it('[19.4] he does not come back in the other side’s Command Phase', () => {
    const s = game({ phase: 15, turn: 3, formations: FORMATIONS, units: [hq('hq-9', '9ss', 'C2812'), killed(harzer(null))] });
    const r = apply(s, endPhase, CLEAR_WORLD);
    if (!r.ok) throw new Error(r.message);
    expect(r.state.phase).toBe(1);
    expect(unitById(r.state, 'harzer')!.hex).toBeNull();
  });

  it('[19.4] with his HQ eliminated he is dead for good and his formation stays frozen [19.5]', () => {
    const goneHq = hq('hq-9', '9ss', null, { eliminated: { turn: 2, rule: '5.35' } });
    const s = game({ phase: 7, turn: 3, formations: FORMATIONS, units: [goneHq, de('a', '9ss', 'C2812'), killed(harzer(null))] });
    const r = apply(s, endPhase, CLEAR_WORLD);
    if (!r.ok) throw new Error(r.message);
    expect(unitById(r.state, 'harzer')!.hex).toBeNull();
    expect(unitById(r.state, 'harzer')!.leader?.deadForGood).toBe(true);
    expect(r.events.some((e) => e.type === 'leaderLostForGood' && e.rule === '19.4')).toBe(true);
    expect(modeChangeFrozen(r.state, 'a')).toMatchObject({ rule: '19.5' });
  });

  it('[19.4] while his HQ is off the map (not eliminated) he waits', () => {
    const s = game({ phase: 7, turn: 3, formations: FORMATIONS, units: [hq('hq-9', '9ss', null), killed(harzer(null))] });
    const r = apply(s, endPhase, CLEAR_WORLD);
    if (!r.ok) throw new Error(r.message);
    expect(unitById(r.state, 'harzer')!.hex).toBeNull();
    expect(unitById(r.state, 'harzer')!.leader?.deadForGood).toBeUndefined();
  });
});
