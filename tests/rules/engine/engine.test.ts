import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, applyAll, scriptedDice, validate, type Command, type GameState } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { unitById } from '../../../src/rules/state/unitBuckets';

function endPhases(n: number): Command[] {
  return Array.from({ length: n }, () => ({ type: 'endPhase' }) as const);
}

describe('engine contract: validate and apply (ARCHITECTURE §4)', () => {
  it('[4.0] ending a phase moves to the next phase and says so', () => {
    const result = apply(game({ phase: 1 }), { type: 'endPhase' }, CLEAR_WORLD);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.phase).toBe(2);
    expect(result.events).toEqual([{ type: 'phaseStarted', turn: 1, phase: 2, name: 'German Organization' }]);
  });

  it('[4.0] after phase 15 the next Game-Turn begins at phase 1', () => {
    const { state, events } = applyAll(game({ phase: 15, turn: 3 }), [{ type: 'endPhase' }], CLEAR_WORLD);
    expect([state.turn, state.phase]).toEqual([4, 1]);
    expect(events[0]).toMatchObject({ type: 'turnStarted', turn: 4 });
  });

  it('apply never changes the state it is given', () => {
    const before = game({ phase: 9 });
    const snapshot = JSON.stringify(before);
    apply(before, { type: 'changeMode', unitId: 'us-a', to: 'dispersed' }, CLEAR_WORLD);
    apply(before, { type: 'endPhase' }, CLEAR_WORLD);
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  it('state stays plain JSON after commands', () => {
    const { state } = applyAll(game({ phase: 15, turn: 6 }), endPhases(20), CLEAR_WORLD);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('[13.0] a unit changes mode in its own Organization Phase', () => {
    const result = apply(game({ phase: 9 }), { type: 'changeMode', unitId: 'us-a', to: 'dispersed' }, CLEAR_WORLD);
    expect(result.ok && unitById(result.state, 'us-a')!.mode).toBe('dispersed');
    expect(result.ok && result.events[0]).toMatchObject({ type: 'modeChanged', from: 'concentrated', to: 'dispersed', rule: '13.0' });
  });

  it('[13.0] only one mode change per unit per Organization Phase', () => {
    const once = applyAll(game({ phase: 9 }), [{ type: 'changeMode', unitId: 'us-a', to: 'dispersed' }], CLEAR_WORLD).state;
    const twice = apply(once, { type: 'changeMode', unitId: 'us-a', to: 'concentrated' }, CLEAR_WORLD);
    expect(twice).toMatchObject({ ok: false, code: 'MODE_ALREADY_CHANGED', rule: '13.0' });
    expect(twice.state).toBe(once);
  });

  it('[13.0] the flag clears at the next Organization Phase', () => {
    const { state } = applyAll(game({ phase: 9 }), [{ type: 'changeMode', unitId: 'us-a', to: 'dispersed' }, ...endPhases(15)], CLEAR_WORLD);
    expect(state.phase).toBe(9);
    expect(validate(state, { type: 'changeMode', unitId: 'us-a', to: 'concentrated' }, CLEAR_WORLD)).toEqual({ ok: true });
  });

  it('[4.0] refuses a mode change outside an Organization Phase, with the case and a reason', () => {
    const v = validate(game({ phase: 3 }), { type: 'changeMode', unitId: 'us-a', to: 'dispersed' }, CLEAR_WORLD);
    expect(v).toEqual({ ok: false, code: 'WRONG_PHASE', rule: '4.0', message: 'That cannot be done in the Allied Conditional Fire Phase.' });
  });

  it('[13.0] refuses a mode change for the non-phasing side', () => {
    expect(validate(game({ phase: 9 }), { type: 'changeMode', unitId: 'de-a', to: 'dispersed' }, CLEAR_WORLD)).toMatchObject({ ok: false, code: 'WRONG_SIDE' });
  });

  it('[13.6] a disrupted unit cannot change mode', () => {
    const s = game({ phase: 9, units: [unit({ id: 'u', status: { disrupted: true } as never })] });
    expect(validate(s, { type: 'changeMode', unitId: 'u', to: 'dispersed' }, CLEAR_WORLD)).toMatchObject({ ok: false, code: 'DISRUPTED', rule: '13.6' });
  });

  it('[13.55] dispersed infantry cannot go straight to travel', () => {
    const s = game({ phase: 9, units: [unit({ id: 'u', mode: 'dispersed' })] });
    expect(validate(s, { type: 'changeMode', unitId: 'u', to: 'travel' }, CLEAR_WORLD)).toMatchObject({ ok: false, code: 'MODE_CHANGE_NOT_ALLOWED', rule: '13.55' });
  });

  it('[13.1] artillery goes dispersed to travel directly and has no concentrated mode', () => {
    const s = game({ phase: 2 });
    expect(validate(s, { type: 'changeMode', unitId: 'de-art', to: 'travel' }, CLEAR_WORLD)).toEqual({ ok: true });
    expect(validate(s, { type: 'changeMode', unitId: 'de-art', to: 'concentrated' }, CLEAR_WORLD)).toMatchObject({ ok: false, code: 'MODE_NOT_AVAILABLE', rule: '13.1' });
  });

  it('refuses unknown units and unknown commands in plain words', () => {
    expect(validate(game({ phase: 9 }), { type: 'changeMode', unitId: 'nobody', to: 'dispersed' }, CLEAR_WORLD)).toMatchObject({ ok: false, code: 'UNKNOWN_UNIT' });
    expect(validate(game(), { type: 'teleport' } as unknown as Command, CLEAR_WORLD)).toMatchObject({ ok: false, code: 'INVALID_COMMAND' });
  });

  it('[8.47] while a decision window is open only its answers are legal', () => {
    const s: GameState = {
      ...game({ phase: 4 }),
      pending: { kind: 'opportunityFire', side: 'german', rule: '8.47', prompt: 'opportunity fire at D/2/506?', answers: ['changeMode'], resume: { type: 'endPhase' } },
    };
    const v = validate(s, { type: 'endPhase' }, CLEAR_WORLD);
    expect(v).toMatchObject({ ok: false, code: 'PENDING_DECISION', rule: '8.47' });
    expect(!v.ok && v.message).toContain('German player');
  });

  it('the game ends after the last phase of the last turn, and then refuses commands', () => {
    const { state, events } = applyAll(game({ phase: 15, turn: 64, lastTurn: 64 }), [{ type: 'endPhase' }], CLEAR_WORLD);
    expect(state.ended).toMatchObject({ turn: 64 });
    expect(events[0]).toMatchObject({ type: 'gameEnded' });
    expect(validate(state, { type: 'endPhase' }, CLEAR_WORLD)).toMatchObject({ ok: false, code: 'GAME_OVER' });
  });
});

describe('[15.0] German PM airstrikes: a die on the first turn of each day', () => {
  it('[15.17] no roll before GT 7; on GT 7 a die is rolled and 1–4 allows PM strikes', () => {
    const start = game({ phase: 15, turn: 6 });
    const low = apply(start, { type: 'endPhase' }, CLEAR_WORLD, { dice: scriptedDice([4]) });
    const high = apply(start, { type: 'endPhase' }, CLEAR_WORLD, { dice: scriptedDice([5]) });
    expect(low.ok && low.state.germanPmAirstrikesToday).toBe(true);
    expect(high.ok && high.state.germanPmAirstrikesToday).toBe(false);
    expect(low.ok && low.events).toContainEqual({ type: 'diceRolled', purpose: 'German PM airstrikes today', rule: '15.0', dice: [4], total: 4 });
  });

  it('the roll is drawn from the seeded dice kept in the state', () => {
    const result = apply(game({ phase: 15, turn: 6 }), { type: 'endPhase' }, CLEAR_WORLD);
    expect(result.ok && result.state.dice.rolled).toBe(1);
    const noRoll = apply(game({ phase: 15, turn: 3 }), { type: 'endPhase' }, CLEAR_WORLD);
    expect(noRoll.ok && noRoll.state.dice.rolled).toBe(0);
  });
});

describe('determinism: same seed + same commands = same game', () => {
  const commandArb = fc.oneof(
    fc.constant<Command>({ type: 'endPhase' }),
    fc.record({ type: fc.constant('changeMode' as const), unitId: fc.constantFrom('us-a', 'de-a', 'de-art'), to: fc.constantFrom('concentrated' as const, 'dispersed' as const, 'travel' as const) }),
  );

  it('replaying any command sequence from the same seed gives an identical state', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.array(commandArb, { maxLength: 120 }), (seed, commands) => {
        const run = () => commands.reduce((s, c) => apply(s, c, CLEAR_WORLD).state, game({ seed, phase: 1, turn: 5 }));
        expect(run()).toEqual(run());
      }),
      { numRuns: 60 },
    );
  });

  it('a refused command leaves the state identical (the same object)', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 60 }), (commands) => {
        let state = game({ phase: 1, turn: 5 });
        for (const c of commands) {
          const result = apply(state, c, CLEAR_WORLD);
          if (!result.ok) expect(result.state).toBe(state);
          state = result.state;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('different seeds diverge only through dice', () => {
    const a = applyAll(game({ seed: 'a', phase: 15, turn: 6 }), endPhases(200), CLEAR_WORLD).state;
    const b = applyAll(game({ seed: 'b', phase: 15, turn: 6 }), endPhases(200), CLEAR_WORLD).state;
    expect({ ...a, dice: null, germanPmAirstrikesToday: null }).toEqual({ ...b, dice: null, germanPmAirstrikesToday: null });
  });
});
