// Disruption recovery and leaders through real fire and the phase sequence
// [11.52–11.54, 18.32, 19.32, 19.4, 19.5].
import { describe, expect, it } from 'vitest';
import type { Command, HexId } from '../../../src/rules';
import { leader } from '../leaders/support';
import { DAY, de, disperse, endPhasesUntil, eventsOf, formation, loss, ok, refused, setup, shotDice, unit } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const fire = (firerId: string, targetId: string): Command => ({ type: 'fire', firerId, targetId });

describe('disruption recovery in the Command Phase [11.52–11.54, 18.32]', () => {
  const SOURCE = { id: 'src', side: 'allied' as const, hexes: ['C2805' as HexId], rule: '11.1' };
  const FORMATIONS = [formation('d1', 'allied', 'division', null, 'hq1')];
  const tank = { type: 'armor' as const, modes: ['concentrated' as const, 'travel' as const], effectiveness: { concentrated: 6 }, formationId: 'd1' };
  const hq = (hex: string) => unit({ id: 'hq1', hex: hex as never, type: 'hq', formationId: 'd1', modes: ['concentrated', 'travel'], effectiveness: { concentrated: 3 }, effectivenessParenthesized: true });
  /** German Free Fire, the last phase of the turn: a German gun fires at an Allied tank that has no dispersed face. */
  const board = (hqHex: string) =>
    setup([hq(hqHex), unit({ id: 'us', hex: 'C2812' as never, ...tank }), de({ id: 'de', hex: 'C2813' as never, strength: 2, effectiveness: { concentrated: 4, dispersed: 2 } })], {
      phase: 14,
      turn: DAY,
      formations: FORMATIONS,
      supply: { sources: [SOURCE], supplyheads: {} },
    });
  function disruptedByFire(hqHex: string) {
    const s0 = board(hqHex);
    const hit = ok(s0, fire('de', 'us'), [...shotDice(s0, 'de', 'us', disperse), 6]);
    expect(hit.state.pending).toMatchObject({ kind: 'fireResult', rule: '5.37', fireResult: { options: ['loseStep', 'disrupt'] } });
    const taken = ok(hit.state, { type: 'fireResultChoice', choice: 'disrupt' });
    expect(unitById(taken.state, 'us')!.status.disrupted).toBe(true);
    return taken.state;
  }

  it('[11.53, 11.54, 18.32, 11.52] with its HQ adjacent and in supply a disrupted unit recovers on a 3 in the next Allied Command Phase, in the mode it had', () => {
    const disrupted = disruptedByFire('C2811');
    const next = endPhasesUntil(disrupted, 1, [3]);
    const roll = eventsOf(next.events, 'disruptionRecoveryRolled')[0]!;
    expect(roll).toMatchObject({ unitId: 'us', recovered: true, mode: 'concentrated' });
    expect(roll.explanation.modifiers.map((m) => m.rule)).toEqual(expect.arrayContaining(['18.32']));
    expect(roll.explanation.modifiers.some((m) => /11\.54|13\.6/.test(m.rule))).toBe(true);
    expect(roll.explanation.roll).toMatchObject({ dice: [3], modified: 5 });
    expect(unitById(next.state, 'us')).toMatchObject({ mode: 'concentrated', status: { disrupted: false } });
  });

  it('[11.53, 18.32] without an HQ next to it the same 3 does not recover the unit', () => {
    const disrupted = disruptedByFire('C2806');
    const next = endPhasesUntil(disrupted, 1, [3]);
    expect(eventsOf(next.events, 'disruptionRecoveryRolled')[0]).toMatchObject({ unitId: 'us', recovered: false });
    expect(unitById(next.state, 'us')!.status.disrupted).toBe(true);
  });
});

describe('leaders under fire [19.32, 19.4, 19.5]', () => {
  const FORMATIONS = [formation('9ss', 'german', 'division', null, 'hq-9')];
  const hq9 = unit({ id: 'hq-9', hex: 'C2817' as never, side: 'german', nationality: 'DE', type: 'hq', formationId: '9ss', modes: ['concentrated', 'travel'], effectiveness: { concentrated: 2 }, effectivenessParenthesized: true });
  /** Allied Conditional Fire (phase 12): two Allied companies next to a German company of the 9th SS with its leader. */
  const board = (hq = hq9) =>
    setup(
      [
        hq,
        de({ id: 'de', hex: 'C2813' as never, formationId: '9ss', strength: 8, printedStrength: 8 }),
        leader('harzer', '9ss', 'hq-9', 'C2813', { stackIndex: 1 }),
        unit({ id: 'us1', hex: 'C2812' as never, strength: 3, effectiveness: { concentrated: 4, dispersed: 2 } }),
        unit({ id: 'us2', hex: 'C2713' as never, strength: 3, effectiveness: { concentrated: 4, dispersed: 2 } }),
      ],
      { phase: 12, turn: DAY, formations: FORMATIONS },
    );

  it('[19.32] each point lost by a unit stacked with a leader rolls 2d6 for him; a 2 kills him', () => {
    const s0 = board();
    const [a, b] = shotDice(s0, 'us1', 'de', loss(1));
    const hit = ok(s0, fire('us1', 'de'), [a, b, 1, 1, 6]);
    const roll = eventsOf(hit.events, 'leaderCasualtyRoll')[0]!;
    expect(roll).toMatchObject({ leaderId: 'harzer', killed: true, rule: '19.32' });
    expect(roll.explanation.roll?.total).toBe(2);
    expect(unitById(hit.state, 'harzer')!.hex).toBeNull();
    expect(unitById(hit.state, 'harzer')!.leader?.killedTurn).toBe(DAY);
    // Any other total spares him.
    expect(unitById(ok(s0, fire('us1', 'de'), [a, b, 1, 2, 6]).state, 'harzer')!.hex).toBe('C2813');
  });

  it('[19.5, 19.4] his formation may still disperse after fire but not change mode until he returns on his HQ in the next German Command Phase', () => {
    const s0 = board();
    const [a, b] = shotDice(s0, 'us1', 'de', loss(1));
    const killed = ok(s0, fire('us1', 'de'), [a, b, 1, 1, 6]);
    // The owner is asked after the loss (concentrated target) and, leaderless, may still disperse.
    expect(killed.state.pending).toMatchObject({ kind: 'fireResult', fireResult: { options: ['disperse', 'loseStep'] } });
    const kept = ok(killed.state, { type: 'fireResultChoice', choice: 'loseStep' }).state;
    const hit = ok(kept, fire('us2', 'de'), [...shotDice(kept, 'us2', 'de', disperse), 6]);
    expect(hit.state.pending).toMatchObject({ fireResult: { options: ['disperse', 'loseStep'] } });
    const dispersed = ok(hit.state, { type: 'fireResultChoice', choice: 'disperse' }).state;
    expect(unitById(dispersed, 'de')!.mode).toBe('dispersed');
    // German Organization Phase of the next turn: no voluntary mode change [19.5].
    const org = endPhasesUntil(dispersed, 2).state;
    expect(refused(org, { type: 'changeMode', unitId: 'de', to: 'concentrated' })).toMatchObject({ rule: '19.5' });
    // German Command Phase: he comes back on his HQ [19.4]; then mode changes are free again.
    const back = endPhasesUntil(org, 8);
    expect(eventsOf(back.events, 'leaderReturned')[0]).toMatchObject({ leaderId: 'harzer', hex: 'C2817', hqUnitId: 'hq-9', rule: '19.4' });
    expect(unitById(back.state, 'harzer')!.hex).toBe('C2817');
  });

  it('[19.5] three Game-Turns after the loss the leaderless unit no longer may disperse: the point is lost at once', () => {
    // His HQ is off the map, so he waits to come back [19.4]; three turns later, fire a D at the company.
    const s0 = board({ ...hq9, hex: null });
    const [a, b] = shotDice(s0, 'us1', 'de', loss(1));
    const killed = ok(ok(s0, fire('us1', 'de'), [a, b, 1, 1, 6]).state, { type: 'fireResultChoice', choice: 'loseStep' }).state;
    let later = killed;
    for (let i = 0; i < 3; i++) later = endPhasesUntil(later, 12).state;
    expect(later.turn).toBe(DAY + 3);
    const strength = unitById(later, 'de')!.strength;
    const hit = ok(later, fire('us2', 'de'), [...shotDice(later, 'us2', 'de', disperse), 6, 6]);
    expect(hit.state.pending).toBeNull();
    expect(eventsOf(hit.events, 'fireChoiceMade')[0]).toMatchObject({ choice: 'loseStep', rule: '19.5' });
    expect(unitById(hit.state, 'de')!.strength).toBe(strength - 1);
  });
});
