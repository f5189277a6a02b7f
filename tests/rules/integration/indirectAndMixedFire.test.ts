// Indirect fire called by a spotter, and fire by several formations into one hex
// [5.42, 10.6, 12.2, 12.51, 17.2a, 19.12].
import { describe, expect, it } from 'vitest';
import type { Command, Unit } from '../../../src/rules';
import { leader } from '../leaders/support';
import { DAY, de, endPhasesUntil, eventsOf, formation, miss, ok, refused, setup, shotDice, unit } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const fire = (firerId: string, targetId: string): Command => ({ type: 'fire', firerId, targetId });
const hqUnit = (id: string, hex: string, formationId: string) =>
  unit({ id, hex: hex as never, type: 'hq', formationId, modes: ['concentrated', 'travel'], effectiveness: { concentrated: 3 }, effectivenessParenthesized: true });

describe('indirect fire with a spotter [5.42, 10.6, 12.2, 12.51]', () => {
  const FORMATIONS = [formation('d1', 'allied', 'division', null, 'hq1')];
  const gun: Partial<Unit> = { type: 'artillery', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 5 }, range: 12, strength: 4, printedStrength: 4, formationId: 'd1' };
  /** Allied Conditional Fire: the battery at C2801 cannot see C2812; its HQ is next to it; a company of the division stands next to the target. */
  const board = () =>
    setup(
      [
        unit({ id: 'art', hex: 'C2801' as never, ...gun }),
        hqUnit('hq1', 'C2802', 'd1'),
        unit({ id: 'obs', hex: 'C2811' as never, formationId: 'd1' }),
        unit({ id: 'other', hex: 'C2806' as never, formationId: 'd1' }),
        de({ id: 'de', hex: 'C2812' as never }),
      ],
      { phase: 3, turn: DAY, formations: FORMATIONS },
    );

  it('[12.0, 5.42, 12.2, 10.6] the battery fires on the target its division\'s company sees and reports to the controlling HQ', () => {
    const s0 = board();
    const shot = ok(s0, fire('art', 'de'), [...shotDice(s0, 'art', 'de', miss), 6]);
    const e = eventsOf(shot.events, 'fireResolved')[0]!;
    expect(e.explanation.kind).toBe('indirectFire');
    expect(e.explanation.inputs['procedure']).toBe('indirect');
    expect(e.explanation.inputs['sighting']).toBe('obs via hq1');
    expect(shot.state.fire.heldFromMoving).toEqual(['obs', 'hq1']);
  });

  it('[5.42] with nobody of the command seeing the hex the battery may not fire', () => {
    const far = setup(
      [unit({ id: 'art', hex: 'C2801' as never, ...gun }), hqUnit('hq1', 'C2802', 'd1'), de({ id: 'de', hex: 'C2812' as never })],
      { phase: 3, turn: DAY, formations: FORMATIONS },
    );
    expect(refused(far, fire('art', 'de'))).toMatchObject({ code: 'NOT_OBSERVED', rule: '5.42' });
  });

  it('[12.51] the spotter and the HQ may not move in the Conditional Movement Phase that follows; others may, and the hold lapses after it', () => {
    const s0 = board();
    const fired = ok(s0, fire('art', 'de'), [...shotDice(s0, 'art', 'de', miss), 6]).state;
    const movement = endPhasesUntil(fired, 4).state;
    expect(refused(movement, { type: 'moveStep', unitIds: ['obs'], to: 'C2810' as never })).toMatchObject({ rule: '12.51' });
    expect(refused(movement, { type: 'moveStep', unitIds: ['hq1'], to: 'C2803' as never })).toMatchObject({ rule: '12.51' });
    expect(unitById(ok(movement, { type: 'moveStep', unitIds: ['other'], to: 'C2807' as never }).state, 'other')!.hex).toBe('C2807');
    // The next own Conditional Movement Phase (13) has no hold.
    const later = endPhasesUntil(movement, 13).state;
    // (Leaving the German zone opens a window first; passing it lets the step go ahead.)
    const step = ok(later, { type: 'moveStep', unitIds: ['obs'], to: 'C2810' as never }).state;
    expect(unitById(ok(step, { type: 'passOpportunity' }).state, 'obs')!.hex).toBe('C2810');
  });
});

describe('multi-formation fire [17.2a, 19.12]', () => {
  const FORMATIONS = [
    formation('r1', 'allied', 'regiment', null, null),
    formation('b1', 'allied', 'battalion', 'r1', null),
    formation('b2', 'allied', 'battalion', 'r1', null),
  ];
  const weak = { strength: 2, effectiveness: { concentrated: 5, dispersed: 3 } };
  const units = (extra: Unit[] = []) => [
    unit({ id: 'a', hex: 'C2812' as never, formationId: 'b1', ...weak }),
    unit({ id: 'b', hex: 'C2713' as never, formationId: 'b2', ...weak }),
    de({ id: 'de1', hex: 'C2813' as never, strength: 8 }),
    de({ id: 'de2', hex: 'C2813' as never, strength: 8, stackIndex: 1 }),
    ...extra,
  ];

  it('[17.2a] every firer of a multi-formation attack pays, the first too: the attack is announced with its first shot', () => {
    const s0 = setup(units(), { phase: 3, turn: DAY, formations: FORMATIONS });
    // Unannounced, the second battalion cannot join: the first shot did not pay for a mixed attack.
    const alone = ok(s0, fire('a', 'de1'), [...shotDice(s0, 'a', 'de1', miss), 6]);
    expect(refused(alone.state, fire('b', 'de2'))).toMatchObject({ code: 'CANNOT_FIRE', rule: '17.2' });
    // Announced: the first firer loses 2 as well, and the partner (at another unit of the hex) too.
    const announce: Command = { type: 'fire', firerId: 'a', targetId: 'de1', with: ['b'] };
    const first = ok(s0, announce, [...shotDice(s0, 'a', 'de1', miss), 6]);
    const e1 = eventsOf(first.events, 'fireResolved')[0]!;
    expect(e1.explanation.modifiers).toContainEqual(expect.objectContaining({ rule: '17.2', value: -2, applies: 'effectiveness' }));
    expect(e1.explanation.inputs['effectiveness']).toBe(3);
    const second = ok(first.state, fire('b', 'de2'), [...shotDice(first.state, 'b', 'de2', miss), 6]);
    const e2 = eventsOf(second.events, 'fireResolved')[0]!;
    expect(e2.explanation.modifiers).toContainEqual(expect.objectContaining({ rule: '17.2', value: -2, applies: 'effectiveness' }));
    // A new phase forgets the earlier shots.
    const freeFire = endPhasesUntil(second.state, 7).state;
    const again = ok(freeFire, fire('b', 'de2'), [...shotDice(freeFire, 'b', 'de2', miss), 6]);
    expect(eventsOf(again.events, 'fireResolved')[0]!.explanation.modifiers.some((m) => m.rule === '17.2')).toBe(false);
  });

  it('[17.2a] option multiFormationPenalty = laterFirersOnly: shots judged one by one, the first stands as made', () => {
    const s0 = setup(units(), { phase: 3, turn: DAY, formations: FORMATIONS, options: { multiFormationPenalty: 'laterFirersOnly' } });
    const first = ok(s0, fire('a', 'de1'), [...shotDice(s0, 'a', 'de1', miss), 6]);
    expect(eventsOf(first.events, 'fireResolved')[0]!.explanation.modifiers.some((m) => m.rule === '17.2')).toBe(false);
    const second = ok(first.state, fire('b', 'de2'), [...shotDice(first.state, 'b', 'de2', miss), 6]);
    const e = eventsOf(second.events, 'fireResolved')[0]!;
    expect(e.explanation.modifiers).toContainEqual(expect.objectContaining({ rule: '17.2', value: -2, applies: 'effectiveness' }));
    expect(e.explanation.inputs['effectiveness']).toBe(3);
  });

  it('[19.12] a leader of the regiment stacked with one firer, the other in touch with him, lifts the penalty', () => {
    const boss = leader('boss', 'r1', 'hq-r1', 'C2812', { side: 'allied', nationality: 'US', stackIndex: 1 });
    const s0 = setup(units([boss]), { phase: 3, turn: DAY, formations: FORMATIONS });
    const first = ok(s0, fire('a', 'de1'), [...shotDice(s0, 'a', 'de1', miss), 6]).state;
    const second = ok(first, fire('b', 'de2'), [...shotDice(first, 'b', 'de2', miss), 6]);
    const e = eventsOf(second.events, 'fireResolved')[0]!;
    expect(e.explanation.modifiers.some((m) => m.rule === '17.2')).toBe(false);
    expect(e.explanation.inputs['multiFormationLiftedByLeader']).toBe(true);
    expect(e.explanation.inputs['effectiveness']).toBe(5);
  });
});
