// Close action driven together with real opportunity fire [5.51, 8.47, 8.49, 8.6c, 8.71, 19.31].
import { describe, expect, it } from 'vitest';
import type { Command, GameState, Unit } from '../../../src/rules';
import { testWorld } from '../../support/world';
import { leader } from '../leaders/support';
import { anyLoss, loss, closeActionDie, DAY, de, disperse, eventsOf, formation, miss, ok, refused, setup, shotDice, unit, WORLD, type Step } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const FROM = 'C2812';
const TARGET = 'C2813';
const assault = (unitIds: string[]): Command => ({ type: 'closeAction', unitIds, target: TARGET as never });
const of = (firerId: string, targetId: string): Command => ({ type: 'opportunityFire', firerId, targetId });
const gun = { type: 'artillery' as const, mode: 'dispersed' as const, modes: ['dispersed' as const, 'travel' as const], effectiveness: { dispersed: 5 }, range: 12, strength: 4, printedStrength: 4 };

/** Two Allied companies at FROM assault TARGET, held by German infantry with a battery under it; more infantry at C2811 watches FROM. */
function board(extra: Unit[] = []) {
  return setup(
    [
      unit({ id: 'us1', hex: FROM as never, stackIndex: 0 }),
      unit({ id: 'us2', hex: FROM as never, stackIndex: 1 }),
      de({ id: 'de-inf', hex: TARGET as never, stackIndex: 0 }),
      de({ id: 'de-art', hex: TARGET as never, stackIndex: 1, ...gun }),
      de({ id: 'de-side', hex: 'C2811' as never, strength: 2, effectiveness: { concentrated: 3, dispersed: 2 } }),
      ...extra,
    ],
    { phase: 4, turn: DAY },
  );
}

describe('close action with opportunity fire [8.49, 8.47, 5.51]', () => {
  it('[8.49, 5.51, 5.32, 8.47] the window opens on the announcement; infantry and the defended battery fire (artillery at the top attacker, direct procedure); a choice nests in the window; passing resumes the assault', () => {
    const s0 = board();
    const announced = ok(s0, assault(['us1', 'us2']));
    expect(announced.state.pending).toMatchObject({ kind: 'opportunityFire', side: 'german', rule: '8.49', trigger: { kind: 'closeAction', hex: FROM, targetIds: ['us1', 'us2'] } });
    expect(announced.state.pending!.trigger!.firerIds).toEqual(expect.arrayContaining(['de-inf', 'de-art', 'de-side']));
    expect(eventsOf(announced.events, 'closeActionResolved')).toHaveLength(0);
    // Only the answers of the window are legal while it is open [8.47].
    expect(refused(announced.state, { type: 'endPhase' })).toMatchObject({ code: 'PENDING_DECISION' });

    // [5.51] the battery fires only at the top unit of the assaulting stack.
    expect(refused(announced.state, of('de-art', 'us2'))).toMatchObject({ code: 'NOT_A_TARGET', rule: '5.51' });
    const artShot = ok(announced.state, of('de-art', 'us1'), [...shotDice(announced.state, 'de-art', 'us1', disperse), 6, 6, 6, 6]);
    const fired = eventsOf(artShot.events, 'fireResolved')[0]!;
    expect(fired).toMatchObject({ firerId: 'de-art', opportunity: true, result: 'D' });
    expect(fired.explanation.inputs['procedure']).toBe('direct');
    expect(fired.explanation.tables[0]!.table).toBe('5.61'); // the direct Fire Value matrix
    // [11.33; RULES-INVENTORY §5 item 68] the unsupplied battery rolls for depletion after its shot (a 6: none).
    expect(eventsOf(artShot.events, 'depletedAfterFiring')[0]).toMatchObject({ unitId: 'de-art', depleted: false });
    // [5.32] the owner of the hit unit chooses, inside the open window.
    expect(artShot.state.pending).toMatchObject({ kind: 'fireResult', side: 'allied', outer: { kind: 'opportunityFire', fired: ['de-art'] } });
    expect(refused(artShot.state, of('de-inf', 'us1'))).toMatchObject({ code: 'PENDING_DECISION' });
    const chosen = ok(artShot.state, { type: 'fireResultChoice', choice: 'disperse' });
    expect(unitById(chosen.state, 'us1')!.mode).toBe('dispersed');
    expect(chosen.state.pending).toMatchObject({ kind: 'opportunityFire', fired: ['de-art'], resume: { type: 'closeAction' } });

    // An ordinary direct firer misses; the window stays open for the last firer.
    const side = ok(chosen.state, of('de-side', 'us2'), [...shotDice(chosen.state, 'de-side', 'us2', miss), 6, 6]);
    expect(side.state.pending).toMatchObject({ kind: 'opportunityFire', fired: ['de-art', 'de-side'] });

    // [8.47] passing closes the window and the held close action is carried out.
    const die = closeActionDie(side.state, { type: 'passOpportunity' }, '-');
    const resolved = ok(side.state, { type: 'passOpportunity' }, [die]);
    expect(eventsOf(resolved.events, 'closeActionLaunched')[0]).toMatchObject({ attackerIds: ['us1', 'us2'], from: FROM, target: TARGET });
    expect(eventsOf(resolved.events, 'closeActionResolved')[0]).toMatchObject({ result: '-' });
    expect(resolved.state.pending).toBeNull();
    expect(resolved.state.closeActions.attackerIds).toEqual(['us1', 'us2']);
  });

  it('[8.47] opportunity fire that eliminates every attacker calls the close action off', () => {
    const weak = setup([unit({ id: 'us1', hex: FROM as never, strength: 1, mode: 'dispersed' }), de({ id: 'de-inf', hex: TARGET as never })], { phase: 4, turn: DAY });
    const announced = ok(weak, assault(['us1'])).state;
    const shot = ok(announced, of('de-inf', 'us1'), [...shotDice(announced, 'de-inf', 'us1', anyLoss), 6, 6]);
    expect(unitById(shot.state, 'us1')!.eliminated).toBeDefined();
    expect(eventsOf(shot.events, 'actionCancelled')[0]).toMatchObject({ rule: '8.47' });
    expect(shot.state.pending).toBeNull();
    expect(eventsOf(shot.events, 'closeActionResolved')).toHaveLength(0);
    expect(shot.state.closeActions.attackerIds).toEqual([]);
  });

  it('[8.47, 8.6c] a fire result the owner takes as disruption stops that attacker; with none fit left the action is off', () => {
    const tank = { type: 'armor' as const, modes: ['concentrated' as const, 'travel' as const], effectiveness: { concentrated: 6 } };
    const s0 = setup([unit({ id: 'us1', hex: FROM as never, ...tank }), de({ id: 'de-inf', hex: TARGET as never })], { phase: 4, turn: DAY });
    const announced = ok(s0, assault(['us1'])).state;
    const shot = ok(announced, of('de-inf', 'us1'), [...shotDice(announced, 'de-inf', 'us1', disperse), 6, 6]);
    expect(shot.state.pending).toMatchObject({ kind: 'fireResult', fireResult: { options: expect.arrayContaining(['disrupt']) } });
    const taken = ok(shot.state, { type: 'fireResultChoice', choice: 'disrupt' });
    expect(unitById(taken.state, 'us1')!.status.disrupted).toBe(true);
    expect(eventsOf(taken.events, 'actionCancelled')[0]).toMatchObject({ rule: '8.47' });
    expect(taken.state.pending).toBeNull();
    expect(eventsOf(taken.events, 'closeActionResolved')).toHaveLength(0);
  });

  it('[8.47, 8.6c] with two attackers, the one eliminated by fire drops out and the other assaults alone', () => {
    const s0 = setup([unit({ id: 'us1', hex: FROM as never, strength: 1, mode: 'dispersed' }), unit({ id: 'us2', hex: FROM as never, stackIndex: 1 }), de({ id: 'de-inf', hex: TARGET as never })], { phase: 4, turn: DAY });
    const announced = ok(s0, assault(['us1', 'us2'])).state;
    const fire = of('de-inf', 'us1');
    const [a, b] = shotDice(announced, 'de-inf', 'us1', loss(1));
    // The only firer has fired: the window closes by itself and the assault goes ahead with us2.
    let done: Step | null = null;
    for (let die = 1; die <= 6 && !done; die++) {
      const r = ok(announced, fire, [a, b, die, 6, 6]);
      if (eventsOf(r.events, 'closeActionResolved')[0]?.result === '-') done = r;
    }
    expect(unitById(done!.state, 'us1')!.eliminated).toBeDefined();
    expect(eventsOf(done!.events, 'actionCancelled')).toHaveLength(0);
    expect(eventsOf(done!.events, 'closeActionResolved')[0]!.attackerIds).toEqual(['us2']);
  });
});

describe('after the close action [8.71, 8.49, 19.31]', () => {
  const ONE_WAY = testWorld({ terrain: { C2814: 'allWater', C2714: 'allWater', C2713: 'allWater', C2913: 'allWater' } });
  /** Announce, pass the window, resolve with the die that gives DD. */
  function win(state: GameState, command: Command, world = WORLD): Step {
    const a = ok(state, command, [], world);
    if (a.state.pending?.kind !== 'opportunityFire') throw new Error('expected a window');
    const die = closeActionDie(a.state, { type: 'passOpportunity' }, 'DD', world);
    const b = ok(a.state, { type: 'passOpportunity' }, [die], world);
    return { state: b.state, events: [...a.events, ...b.events] };
  }

  it('[8.71] the defenders retreat out of the attackers\' zone of control without drawing opportunity fire; a leader goes with his stack', () => {
    const s0 = setup(
      [
        unit({ id: 'us1', hex: FROM as never }),
        unit({ id: 'us-east', hex: 'C2915' as never }), // its zone covers C2914, the only way out
        de({ id: 'de-inf', hex: TARGET as never, formationId: '9ss', strength: 2 }),
        leader('harzer', '9ss', 'hq-9', TARGET, { stackIndex: 1 }),
      ],
      { phase: 4, turn: DAY, formations: [formation('9ss', 'german', 'division', null, 'hq-9')] },
    );
    const done = win(s0, assault(['us1']), ONE_WAY);
    expect(eventsOf(done.events, 'retreated')[0]).toMatchObject({ from: TARGET, to: 'C2914', rule: '8.71' });
    expect(eventsOf(done.events, 'retreated')[0]!.unitIds).toEqual(expect.arrayContaining(['de-inf', 'harzer']));
    expect(unitById(done.state, 'harzer')!.hex).toBe('C2914');
    expect(unitById(done.state, 'harzer')!.status.disrupted).toBe(false); // [9.45] leaders never disrupted
    expect(eventsOf(done.events, 'opportunityWindow')).toHaveLength(1); // the announcement's only
    expect(done.state.pending).toMatchObject({ kind: 'closeActionAdvance' });
  });

  it('[8.49] the advance out of an enemy zone of control into the emptied hex draws no opportunity fire', () => {
    const s0 = setup([unit({ id: 'us1', hex: FROM as never }), de({ id: 'de-inf', hex: TARGET as never }), de({ id: 'de-side', hex: 'C2811' as never })], { phase: 4, turn: DAY });
    const done = win(s0, assault(['us1']), ONE_WAY);
    const adv = ok(done.state, { type: 'closeActionAdvance', unitIds: ['us1'] }, [], ONE_WAY);
    expect(eventsOf(adv.events, 'advanced')[0]).toMatchObject({ unitIds: ['us1'], to: TARGET, rule: '8.49' });
    expect(eventsOf(adv.events, 'opportunityWindow')).toHaveLength(0);
    expect(adv.state.pending).toBeNull();
    expect(unitById(adv.state, 'us1')!.hex).toBe(TARGET);
  });

  it('[19.31, 32.0] the defenders are eliminated by a second disruption; the attackers advance into the hex held only by their leader and destroy him', () => {
    const s0 = setup(
      [
        unit({ id: 'us1', hex: FROM as never }),
        de({ id: 'de-inf', hex: TARGET as never, formationId: '9ss', status: { disrupted: true, depleted: false, fired: false, mpSpent: 0, modeChanged: false } }),
        leader('harzer', '9ss', 'hq-9', TARGET, { stackIndex: 1 }),
      ],
      { phase: 4, turn: DAY, formations: [formation('9ss', 'german', 'division', null, 'hq-9')] },
    );
    // A disrupted defender cannot fire, so no window opens: the assault is resolved at once.
    const die = closeActionDie(s0, assault(['us1']), 'DD');
    const done = ok(s0, assault(['us1']), [die]);
    expect(unitById(done.state, 'de-inf')!.eliminated).toMatchObject({ rule: '8.7' });
    expect(done.state.pending).toMatchObject({ kind: 'closeActionAdvance' });
    const adv = ok(done.state, { type: 'closeActionAdvance', unitIds: ['us1'] });
    expect(eventsOf(adv.events, 'leaderKilled')[0]).toMatchObject({ leaderId: 'harzer', rule: '19.31' });
    expect(unitById(adv.state, 'harzer')!.hex).toBeNull();
    expect(unitById(adv.state, 'us1')!.hex).toBe(TARGET);
  });
});
