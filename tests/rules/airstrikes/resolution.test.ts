// Resolving airstrikes [15.16, 15.18, 15.21, 15.22, 15.4, 9.31] and the end-of-phase hook.
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { resolveAirstrikes, scriptedDice, type GameEvent, type GameState, type World } from '../../../src/rules';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { airGame, around, deUnit, ok, strike, usUnit } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const TARGET = 'C3010';

/** Place the commands, then resolve the Allied strikes with the given dice. */
function resolveWith(state: GameState, dice: number[], world: World = CLEAR_WORLD): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const next = produce(state, (draft) => resolveAirstrikes(draft, world, 'allied', scriptedDice(dice), events));
  return { state: next, events };
}

function placed(units: Parameters<typeof airGame>[0]['units'], targets: (string | undefined)[], world: World = CLEAR_WORLD): GameState {
  let s = airGame({ allied: 3, units });
  for (const t of targets) s = ok(s, strike(TARGET, t), world).state;
  return s;
}

describe('results [15.4, 15.22]', () => {
  it('[15.22, 15.4] a D disrupts the target alone and retreats it out of the hex; the others stay undisrupted', () => {
    const s = placed([deUnit('a', TARGET), deUnit('b', TARGET, { stackIndex: 1 })], ['a']);
    const { state, events } = resolveWith(s, [1, 2]); // 3 on Concentrated: D
    const a = unitById(state, 'a')!;
    expect(a.status.disrupted).toBe(true);
    expect(a.hex).not.toBe(TARGET);
    expect(around(TARGET)).toContain(a.hex);
    expect(unitById(state, 'b')!.status.disrupted).toBe(false);
    expect(unitById(state, 'b')!.stackIndex).toBe(0);
    expect(state.air.strikes).toEqual([]);
    expect(events[0]).toEqual({ type: 'diceRolled', purpose: 'airstrike on a', rule: '15.22', dice: [1, 2], total: 3 });
    expect(events[1]).toMatchObject({
      type: 'airstrikeResolved',
      targetId: 'a',
      result: 'D',
      retreatedTo: a.hex,
      explanation: { kind: 'airstrike', tables: [{ table: '15.5', row: '3', column: 'concentrated', cell: 'D' }], roll: { dice: [1, 2], total: 3, modified: 3 } },
    });
  });

  it('[15.4] a D on a unit that cannot retreat costs it nothing', () => {
    const s = placed([deUnit('a', TARGET, { static: true })], ['a']);
    const { state, events } = resolveWith(s, [1, 2]);
    expect(unitById(state, 'a')!.status.disrupted).toBe(false);
    expect(unitById(state, 'a')!.hex).toBe(TARGET);
    expect(events[1]).toMatchObject({ type: 'airstrikeResolved', result: 'D', retreatedTo: null });
  });

  it('[15.4] a retreating unit never goes into a hex the enemy holds', () => {
    const ring = around(TARGET);
    const units = [deUnit('a', TARGET), ...ring.slice(1).map((h, i) => usUnit(`us${i}`, h))];
    const s = placed(units, ['a']);
    const { state } = resolveWith(s, [1, 2]);
    expect(unitById(state, 'a')!.hex).toBe(ring[0]);
  });

  it('[15.4, 9.31] a 1* takes a strength point from a soft unit and disrupts it where it stands, and the hex with it', () => {
    const s = placed([deUnit('a', TARGET), deUnit('b', TARGET, { stackIndex: 1 })], ['a']);
    const { state, events } = resolveWith(s, [1, 1]); // 2 on Concentrated: 1*
    expect(unitById(state, 'a')).toMatchObject({ hex: TARGET, strength: 5, status: { disrupted: true } });
    expect(unitById(state, 'b')!.status.disrupted).toBe(true);
    expect(events).toContainEqual({ type: 'strengthLost', unitId: 'a', unitName: 'a', lost: 1, strength: 5, rule: '15.4' });
    expect(events).toContainEqual({ type: 'disrupted', unitId: 'b', unitName: 'b', hex: TARGET, rule: '9.31' });
  });

  it('[15.4] a 1* against armor or an HQ reads as a D', () => {
    const s = placed([deUnit('tank', TARGET, { type: 'armor' })], ['tank']);
    const { state } = resolveWith(s, [1, 1]);
    expect(unitById(state, 'tank')!.strength).toBe(6);
    expect(unitById(state, 'tank')!.status.disrupted).toBe(true);
    expect(unitById(state, 'tank')!.hex).not.toBe(TARGET);
  });

  it('[15.4] a 1 costs any unit a strength point; at 0 SP it is eliminated', () => {
    const s = placed([deUnit('last', TARGET, { mode: 'travel', strength: 1 })], ['last']);
    const { state, events } = resolveWith(s, [1, 1]); // 2 on Travel elsewhere: 1
    expect(unitById(state, 'last')!.hex).toBeNull();
    expect(unitById(state, 'last')!.eliminated).toBeDefined();
    expect(events.some((e) => e.type === 'eliminated' && e.unitId === 'last')).toBe(true);
  });

  it('[15.18] a D on a unit already disrupted does nothing', () => {
    const s = placed([deUnit('a', TARGET, { status: { disrupted: true, depleted: false, fired: false, mpSpent: 0, modeChanged: false } })], ['a']);
    const { state, events } = resolveWith(s, [2, 2]); // 4 on Disrupted: D
    expect(unitById(state, 'a')!.hex).toBe(TARGET);
    expect(events[1]).toMatchObject({ result: 'D', strengthLost: 0, retreatedTo: null, explanation: { result: 'a was already disrupted: no effect [15.18]' } });
  });

  it('[15.22, 15.5] a unit in Travel in forest reads the forest/city column', () => {
    const forest = testWorld({ terrain: { [TARGET]: 'forest' } });
    const s = placed([deUnit('a', TARGET, { mode: 'travel' })], ['a'], forest);
    const inForest = resolveWith(s, [3, 4], forest); // 7: '-' in forest, D elsewhere
    expect(inForest.events[1]).toMatchObject({ result: '-', explanation: { tables: [{ column: 'travelForestCity' }] } });
    const inClear = resolveWith(s, [3, 4]);
    expect(inClear.events[1]).toMatchObject({ result: 'D', explanation: { tables: [{ column: 'travelOther' }] } });
  });
});

describe('targets at resolution [15.18, 15.21]', () => {
  it('[15.21] each attack is rolled separately, in the order placed', () => {
    const s = placed([deUnit('a', TARGET), deUnit('b', TARGET, { stackIndex: 1 })], ['b', 'a']);
    const { events } = resolveWith(s, [4, 4, 4, 4]);
    const rolls = events.filter((e) => e.type === 'diceRolled');
    expect(rolls.map((e) => e.type === 'diceRolled' && e.purpose)).toEqual(['airstrike on b', 'airstrike on a']);
  });

  it('[15.18] a named target no longer among the top two gives way to the topmost unit that may be hit', () => {
    const s = placed([deUnit('a', TARGET), deUnit('b', TARGET, { stackIndex: 1 }), deUnit('c', TARGET, { stackIndex: 2 })], ['b']);
    const moved = produce(s, (d) => {
      unitById(d, 'b')!.stackIndex = 2;
      unitById(d, 'c')!.stackIndex = 1;
    });
    const { events } = resolveWith(moved, [4, 4]);
    expect(events[1]).toMatchObject({ type: 'airstrikeResolved', targetId: 'a' });
  });

  it('[15.16] a strike whose hex has emptied is lost', () => {
    const s = placed([deUnit('a', TARGET)], ['a']);
    const gone = produce(s, (d) => {
      unitById(d, 'a')!.hex = 'C3020';
    });
    const { state, events } = resolveWith(gone, []);
    expect(events).toEqual([{ type: 'airstrikeWasted', side: 'allied', hex: TARGET, reason: expect.stringContaining('15.18'), rule: '15.16' }]);
    expect(state.air.strikes).toEqual([]);
  });
});

describe('timing [15.16]', () => {
  it('[15.16] Allied strikes placed in the Command Phase resolve as the Allied Conditional Movement Phase ends, then are removed', () => {
    let s = ok(airGame({ allied: 1, units: [deUnit('a', TARGET)] }), strike(TARGET)).state;
    for (const phase of [1, 2, 3]) {
      expect(s.phase).toBe(phase);
      const r = ok(s, { type: 'endPhase' });
      expect(r.events.some((e) => e.type === 'airstrikeResolved')).toBe(false);
      s = r.state;
    }
    expect(s.air.strikes).toHaveLength(1);
    const end4 = ok(s, { type: 'endPhase' });
    expect(end4.events.filter((e) => e.type === 'airstrikeResolved')).toHaveLength(1);
    expect(end4.state.air.strikes).toEqual([]);
  });

  it('[15.16] German strikes wait through the Allied movement and resolve when the German Conditional Movement Phase 11 ends', () => {
    let s = airGame({ phase: 8, turn: 10, german: 1, units: [usUnit('us', TARGET)] });
    s = ok(s, strike(TARGET)).state;
    for (const phase of [8, 9, 10]) {
      expect(s.phase).toBe(phase);
      s = ok(s, { type: 'endPhase' }).state;
      expect(s.air.strikes).toHaveLength(1);
    }
    const end11 = ok(s, { type: 'endPhase' });
    expect(end11.events.filter((e) => e.type === 'airstrikeResolved' && e.side === 'german')).toHaveLength(1);
    expect(end11.state.air.strikes).toEqual([]);
  });
});
