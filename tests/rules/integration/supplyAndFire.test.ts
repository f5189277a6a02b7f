// Supply meeting fire and close action through real phases [11.23, 11.33, 11.34, 11.35].
import { describe, expect, it } from 'vitest';
import type { Command, HexId, Unit } from '../../../src/rules';
import { DAY, de, endPhasesUntil, eventsOf, formation, miss, ok, refused, setup, shotDice, unit } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const SOURCE = { id: 'src', side: 'allied' as const, hexes: ['C2805' as HexId], rule: '11.1' };
const FORMATIONS = [formation('d1', 'allied', 'division', null, 'hq1'), formation('dde', 'german', 'division', null, 'hq-de')];
const hqUnit = (id: string, hex: string, extra: Partial<Unit> = {}) =>
  unit({ id, hex: hex as never, type: 'hq', modes: ['concentrated', 'travel'], effectiveness: { concentrated: 3 }, effectivenessParenthesized: true, ...extra });
const status = (s: Partial<Unit['status']>): Unit['status'] => ({ disrupted: false, depleted: false, fired: false, mpSpent: 0, modeChanged: false, ...s });

/** Allied Conditional Fire: the division's HQ carries a Depleted marker, so its company is out of supply. */
function board(phase: 3 | 12 = 3) {
  return setup(
    [
      hqUnit('hq1', 'C2808', { formationId: 'd1', status: status({ depleted: true }) }),
      unit({ id: 'us', hex: 'C2812' as never, formationId: 'd1', ...WEAK }),
      de({ id: 'de', hex: 'C2813' as never, strength: 8, printedStrength: 8 }),
    ],
    { phase, turn: DAY, formations: FORMATIONS, supply: { sources: [SOURCE], supplyheads: {} } },
  );
}
/** Weak firers, so that a roll exists that misses. */
const WEAK = { strength: 2, effectiveness: { concentrated: 3, dispersed: 2 } };
const fire = (firerId: string, targetId: string): Command => ({ type: 'fire', firerId, targetId });

describe('depletion through fire and the Command Phase [11.33–11.35]', () => {
  it('[11.33] an unsupplied unit firing in its own phase rolls one die after the shot; 1–3 depletes it', () => {
    const s0 = board();
    const shot = ok(s0, fire('us', 'de'), [...shotDice(s0, 'us', 'de', miss), 2]);
    const rolls = eventsOf(shot.events, 'diceRolled');
    expect(rolls.map((r) => r.rule)).toEqual(['5.0', '11.33']);
    expect(eventsOf(shot.events, 'depletedAfterFiring')[0]).toMatchObject({ unitId: 'us', depleted: true, rule: '11.33' });
    expect(eventsOf(shot.events, 'depletedAfterFiring')[0]!.explanation.kind).toBe('depletion');
    expect(unitById(shot.state, 'us')!.status.depleted).toBe(true);
    // 4–6: no effect.
    const lucky = ok(s0, fire('us', 'de'), [...shotDice(s0, 'us', 'de', miss), 4]);
    expect(unitById(lucky.state, 'us')!.status.depleted).toBe(false);
  });

  it('[11.34, 5.22, 11.35] a depleted unit neither fires nor close-assaults; the next own Command Phase with its HQ back in supply clears it', () => {
    const s0 = board();
    const depleted = ok(s0, fire('us', 'de'), [...shotDice(s0, 'us', 'de', miss), 1]).state;
    // Allied Conditional Movement: no close action [11.34].
    const move = endPhasesUntil(depleted, 4).state;
    expect(refused(move, { type: 'closeAction', unitIds: ['us'], target: 'C2813' as never })).toMatchObject({ rule: '11.34' });
    // Allied Free Fire: no fire [5.22].
    const freeFire = endPhasesUntil(move, 7).state;
    expect(refused(freeFire, fire('us', 'de'))).toMatchObject({ code: 'CANNOT_FIRE', rule: '5.22' });
    // Through the German phases and the Game-Turn Record into the next Allied Command Phase.
    const next = endPhasesUntil(freeFire, 1);
    expect(next.state.turn).toBe(DAY + 1);
    expect(eventsOf(next.events, 'hqSupplyJudged').find((e) => e.unitId === 'hq1')).toMatchObject({ supplied: true, rule: expect.stringMatching(/^11\.2/) });
    expect(eventsOf(next.events, 'depletionRemoved')).toEqual([expect.objectContaining({ unitId: 'us', rule: '11.35' })]);
    expect(unitById(next.state, 'us')!.status.depleted).toBe(false);
    expect(unitById(next.state, 'hq1')!.status.depleted).toBe(false);
    const fireAgain = endPhasesUntil(next.state, 3).state;
    expect(ok(fireAgain, fire('us', 'de'), [...shotDice(fireAgain, 'us', 'de', miss)]).state.fire.shots).toHaveLength(1); // supplied now: no depletion die
  });

  it('[11.23] an unsupplied HQ is marked Depleted in its Command Phase and then may not opportunity-fire', () => {
    const s0 = setup(
      [
        hqUnit('hq-de', 'C2813', { side: 'german', nationality: 'DE', formationId: 'dde' }),
        de({ id: 'de2', hex: 'C2912' as never, formationId: 'dde', ...WEAK }),
        unit({ id: 'us', hex: 'C2812' as never }),
      ],
      { phase: 7, turn: DAY, formations: FORMATIONS },
    );
    const command = endPhasesUntil(s0, 8);
    expect(eventsOf(command.events, 'hqSupplyJudged')).toEqual([expect.objectContaining({ unitId: 'hq-de', supplied: false, rule: '11.23' })]);
    expect(unitById(command.state, 'hq-de')!.status.depleted).toBe(true);
    // Allied Conditional Movement (phase 13): the company leaves the HQ's zone.
    const moving = endPhasesUntil(command.state, 13).state;
    const window = ok(moving, { type: 'moveStep', unitIds: ['us'], to: 'C2811' as never }).state;
    expect(window.pending?.kind).toBe('opportunityFire');
    expect(refused(window, { type: 'opportunityFire', firerId: 'hq-de', targetId: 'us' })).toMatchObject({ code: 'CANNOT_FIRE', rule: '11.23' });
    expect(unitById(ok(window, { type: 'opportunityFire', firerId: 'de2', targetId: 'us' }, [...shotDice(window, 'de2', 'us', miss)]).state, 'us')!.hex).toBe('C2811');
  });
});
