// A leader lifts the multi-formation rules [19.12 → 17.2, 17.3].
import { describe, expect, it } from 'vitest';
import { communicationTally, leaderCancelsMixing } from '../../../src/rules';
import { game } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { FORMATIONS, de, harmel, harzer } from './support';

describe('leader and mixed attacks [19.12]', () => {
  it('[19.12] stacked with one of his own participating units, he covers participants of other formations in range', () => {
    const s = game({ formations: FORMATIONS, units: [harzer('C2810'), de('a', '9ss', 'C2810'), de('b', '10ss', 'C2815'), de('x', '59', 'C2812')] });
    expect(leaderCancelsMixing(s, CLEAR_WORLD, ['a', 'b', 'x'])).toBe(true);
  });

  it('[19.12] not when the participant he stands with is not his', () => {
    const s = game({ formations: FORMATIONS, units: [harzer('C2810'), de('b', '10ss', 'C2810'), de('x', '59', 'C2812')] });
    expect(leaderCancelsMixing(s, CLEAR_WORLD, ['b', 'x'])).toBe(false);
  });

  it('[19.12] not when a participant’s communication line to him is cut by terrain [10.6]', () => {
    const world = testWorld({ terrain: { C2812: 'forest', C2813: 'forest' } });
    expect(communicationTally(world, 'C2815', 'C2810').failedAt).toBeDefined();
    const s = game({ formations: FORMATIONS, units: [harzer('C2810'), de('a', '9ss', 'C2810'), de('b', '10ss', 'C2815')] });
    expect(leaderCancelsMixing(s, world, ['a', 'b'])).toBe(false);
    expect(leaderCancelsMixing(s, CLEAR_WORLD, ['a', 'b'])).toBe(true);
  });

  it('[19.12] a leader who is not with any participant does nothing', () => {
    const s = game({ formations: FORMATIONS, units: [harmel('C2820'), de('b', '10ss', 'C2810'), de('a', '9ss', 'C2811')] });
    expect(leaderCancelsMixing(s, CLEAR_WORLD, ['a', 'b'])).toBe(false);
  });

  it('[19.12] an enemy leader in the stack does not count', () => {
    const enemy = { ...harzer('C2810'), side: 'allied' as const, nationality: 'US' as const };
    const s = game({ formations: FORMATIONS, units: [enemy, de('a', '9ss', 'C2810'), de('b', '10ss', 'C2811')] });
    expect(leaderCancelsMixing(s, CLEAR_WORLD, ['a', 'b'])).toBe(false);
  });
});
