// Direct fire with the shipped Hell's Highway counters on the real map [5.1, 5.11, 5.12, 5.13, 5.23,
// 9.41, 18.1]: who in a stack may fire, at whom, and in what order.
import { beforeAll, describe, expect, it } from 'vitest';
import { fireOptions, type GameState, type World } from '../../../src/rules';
import { game } from '../../support/builders';
import { realWorld } from '../../support/realWorld';
import { shipped } from '../../support/shipped';
import { refused } from '../movement/support';
import { diceFor, fire, fireEvent, okWith } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const DAY = 8;
let world: World;
beforeAll(() => {
  world = realWorld();
});

/** Three Guards Sherman troops at C3032 facing three grenadier companies at C3033, Allied Conditional Fire. */
function facing(): GameState {
  return game({
    phase: 3,
    turn: DAY,
    units: [
      shipped('uk-1cg-1', 'C3032'),
      shipped('uk-1cg-2', 'C3032', { stackIndex: 1 }),
      shipped('uk-1cg-3', 'C3032', { stackIndex: 2 }),
      shipped('de-1053-1', 'C3033', { mode: 'dispersed' }),
      shipped('de-1053-2', 'C3033', { stackIndex: 1, mode: 'dispersed' }),
      shipped('de-1053-3', 'C3033', { stackIndex: 2, mode: 'dispersed' }),
    ],
  });
}

describe('who in a stack fires, and at whom [5.23, 9.41]', () => {
  it('[5.23, 9.41] the third Sherman troop of the stack may not fire; the top two may', () => {
    const s = facing();
    expect(refused(s, fire('uk-1cg-3', 'de-1053-1'), world)).toMatchObject({ code: 'STACK_ORDER', rule: '5.23' });
    expect(fireOptions(s, world, 'uk-1cg-1').find((o) => o.targetId === 'de-1053-1')?.legal).toBe(true);
    expect(fireOptions(s, world, 'uk-1cg-2').find((o) => o.targetId === 'de-1053-2')?.legal).toBe(true);
  });

  it('[5.23] only the top two companies of the German stack are direct-fire targets', () => {
    const s = facing();
    expect(refused(s, fire('uk-1cg-1', 'de-1053-3'), world)).toMatchObject({ code: 'STACK_ORDER', rule: '5.23' });
    const legal = fireOptions(s, world, 'uk-1cg-1').filter((o) => o.legal).map((o) => o.targetId).sort();
    expect(legal).toEqual(['de-1053-1', 'de-1053-2']);
  });

  it('[18.1] a US heavy-weapons company third in its stack fires, but still only at the top two', () => {
    const s = game({
      phase: 3,
      turn: DAY,
      units: [
        shipped('us-501-1-b', 'C3032'),
        shipped('us-501-1-c', 'C3032', { stackIndex: 1 }),
        shipped('us-501-1-hw', 'C3032', { stackIndex: 2 }),
        shipped('de-1053-1', 'C3033', { mode: 'dispersed' }),
        shipped('de-1053-2', 'C3033', { stackIndex: 1, mode: 'dispersed' }),
        shipped('de-1053-3', 'C3033', { stackIndex: 2, mode: 'dispersed' }),
      ],
    });
    expect(refused(s, fire('us-501-1-hw', 'de-1053-3'), world)).toMatchObject({ code: 'STACK_ORDER' });
    expect(fireEvent(okWith(s, fire('us-501-1-hw', 'de-1053-2'), world, diceFor(7)).events).targetId).toBe('de-1053-2');
  });
});

describe('the order of fire [5.1, 5.11, 5.12, 5.13]', () => {
  it('[5.1] the player fires any of his units in any order: the second troop first, then the first, at different targets', () => {
    let s = okWith(facing(), fire('uk-1cg-2', 'de-1053-2'), world, diceFor(7)).state;
    s = okWith(s, fire('uk-1cg-1', 'de-1053-1'), world, diceFor(7)).state;
    expect([unitById(s, 'uk-1cg-1')!.status.fired, unitById(s, 'uk-1cg-2')!.status.fired, unitById(s, 'uk-1cg-3')!.status.fired]).toEqual([true, true, false]);
  });

  it('[5.11, 5.12, 5.13] each shot is resolved and applied before the next: two troops at one company, the second shot at what the first left', () => {
    const first = okWith(facing(), fire('uk-1cg-1', 'de-1053-1'), world, diceFor(12));
    const lost = first.events.filter((e) => e.type === 'strengthLost');
    expect(lost.length).toBeGreaterThan(0);
    const after = unitById(first.state, 'de-1053-1')!;
    expect(after.strength).toBeLessThan(4);
    if (after.eliminated) return;
    const second = okWith(first.state, fire('uk-1cg-2', 'de-1053-1'), world, diceFor(2));
    expect(fireEvent(second.events).targetId).toBe('de-1053-1');
    expect(unitById(second.state, 'de-1053-1')!.strength).toBeLessThanOrEqual(after.strength);
    // [5.13] each troop's fire was its own event, never one combined shot
    expect(first.events.filter((e) => e.type === 'fireResolved')).toHaveLength(1);
    // [5.24] and the first troop has no fire left this phase
    expect(refused(second.state, fire('uk-1cg-1', 'de-1053-2'), world)).toMatchObject({ code: 'ALREADY_FIRED', rule: '5.24' });
  });
});
