// The leader's close-action morale bonus [19.11]: +2 for a leader, up to +4 for two leaders of one chain of command.
import { describe, expect, it } from 'vitest';
import { leaderMoraleBonus } from '../../../src/rules';
import { game } from '../../support/builders';
import { FORMATIONS, bittrich, de, harmel, harzer, model, poppe } from './support';
import { unitById, withUnit } from '../../../src/rules/state/unitBuckets';

const H = 'C2812';

function bonusWith(...leaders: ReturnType<typeof model>[]) {
  const s = game({ formations: FORMATIONS, units: [de('a', '9ss', H), de('b', '10ss', H), ...leaders] });
  return leaderMoraleBonus(s, H, ['a']);
}

describe('leader morale bonus [19.11]', () => {
  it('[19.11] one leader stacked with a participant adds 2 morale points', () => {
    expect(bonusWith(harzer(H))).toEqual({ bonus: 2, leaderIds: ['harzer'] });
  });

  it('[19.11] the army leader combines with any leader of his side: +4', () => {
    const r = bonusWith(model(H), harzer(H));
    expect(r.bonus).toBe(4);
    expect([...r.leaderIds].sort()).toEqual(['harzer', 'model']);
  });

  it('[19.11] a corps leader combines with a leader of a division under his corps: +4', () => {
    expect(bonusWith(bittrich(H), harmel(H)).bonus).toBe(4);
  });

  it('[19.11] a corps leader does not combine with a division leader outside his corps: +2', () => {
    expect(bonusWith(bittrich(H), poppe(H)).bonus).toBe(2);
  });

  it('[19.11] two division leaders side by side are not one chain of command: +2', () => {
    expect(bonusWith(harzer(H), harmel(H)).bonus).toBe(2);
  });

  it('[19.11] never more than +4, however many leaders stand in the hex', () => {
    const r = bonusWith(model(H), bittrich(H), harzer(H), harmel(H));
    expect(r.bonus).toBe(4);
    expect(r.leaderIds).toHaveLength(2);
  });

  it('[19.11] a leader in another hex, or a killed leader, gives nothing', () => {
    expect(bonusWith(harzer('C2813')).bonus).toBe(0);
    expect(bonusWith(harzer(null, { leader: { leads: '9ss', hqUnitId: 'hq-9', killedTurn: 1 } })).bonus).toBe(0);
  });

  it('[19.11] only leaders of the participants’ side count', () => {
    const s = game({ formations: FORMATIONS, units: [de('a', '9ss', H), harzer(H)] });
    const allied = { ...unitById(s, 'a')!, id: 'us', side: 'allied' as const, nationality: 'US' as const, formationId: undefined };
    const withAllied = withUnit(s, allied);
    expect(leaderMoraleBonus(withAllied, H, ['us']).bonus).toBe(0);
    expect(leaderMoraleBonus(withAllied, H, ['a']).bonus).toBe(2);
  });

  it('[19.11] participants outside the hex do not call up a leader there', () => {
    const s = game({ formations: FORMATIONS, units: [de('a', '9ss', 'C2813'), harzer(H)] });
    expect(leaderMoraleBonus(s, H, ['a']).bonus).toBe(0);
  });
});
