// The pre-flight weather roll [14.1] as a phase hook, Lift Points by day [14.61, 14.65], and what the
// rolled weather does to observation [6.62] and airstrikes [15.13].
import { describe, expect, it } from 'vitest';
import { apply, createGame, observationRangeAt, scriptedDice, strikesPerAttack, type GameState } from '../../../src/rules';
import { unit } from '../../support/builders';
import { realWorld } from '../../support/realWorld';

const WORLD = realWorld();

function at(turn: number, airLanding: Parameters<typeof createGame>[0]['airLanding'], options: Record<string, boolean> = {}): GameState {
  return createGame({
    scenarioId: 'weather-test',
    seed: 'w',
    startTurn: turn,
    startPhase: 15,
    lastTurn: 106,
    options,
    units: [unit({ id: 'us-a', hex: 'C4319' })],
    airLanding,
  });
}

function endTurn(state: GameState, dice: number[]) {
  const result = apply(state, { type: 'endPhase' }, WORLD, { dice: scriptedDice(dice) });
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('weather roll [14.1]', () => {
  it('[14.1] at the start of the 1201 turn the northern zone is rolled first, then the southern; each reads its own column', () => {
    const { state, events } = endTurn(at(10, { weatherRolled: true }), [4, 5, 6, 6]);
    expect(state.turn).toBe(11); // 1201 on 18 Sept
    expect(state.weather).toEqual({ north: 6, south: 'P' });
    const rolls = events.filter((e) => e.type === 'diceRolled' && e.rule === '14.1');
    expect(rolls.map((e) => e.type === 'diceRolled' && e.purpose)).toEqual(['weather, northern zone (Maps A, B)', 'weather, southern zone (Maps C, D)']);
    expect(events).toContainEqual({ type: 'weatherSet', north: 6, south: 'P', segment: 'PM', rule: '14.1' });
  });

  it('[14.1] with the one-roll reading, the worked example: 1201 on 18 Sept, a 9 gives south 3 and north 6', () => {
    const { state, events } = endTurn(at(10, { weatherRolled: true }, { weatherOneRoll: true }), [4, 5]);
    expect(state.weather).toEqual({ north: 6, south: 3 });
    expect(events.filter((e) => e.type === 'diceRolled' && e.rule === '14.1')).toHaveLength(1);
  });

  it('[14.1] the 0201 turn rolls again (AM); the turns between keep the value and roll nothing', () => {
    const am = endTurn(at(6, { weatherRolled: true }), [1, 1, 1, 2, 1]); // the last die: German PM airstrikes [15.0]
    expect(am.state.turn).toBe(7);
    expect(am.state.weather).toEqual({ north: 0, south: 0 });
    const next = endTurn({ ...am.state, phase: 15 }, []);
    expect(next.state.turn).toBe(8);
    expect(next.state.weather).toEqual({ north: 0, south: 0 });
    expect(next.events.some((e) => e.type === 'weatherSet')).toBe(false);
  });

  it('[25.23] a scenario that fixes the weather rolls no dice for it (Hell\'s Highway keeps its dice)', () => {
    const start = at(10, {});
    const result = apply(start, { type: 'endPhase' }, WORLD);
    if (!result.ok) throw new Error(result.message);
    expect(result.state.weather).toEqual({ north: 0, south: 0 });
    expect(result.state.dice.rolled).toBe(start.dice.rolled);
  });

  it('[6.62, 15.13] the rolled weather is what observation and airstrikes read', () => {
    const { state } = endTurn(at(10, { weatherRolled: true }), [5, 5, 6, 6]); // north 8, south P
    // A city observer on Map B loses a hex in weather 7–10 by day [6.62].
    const clear = { ...state, weather: { north: 0, south: 0 } };
    const city = Object.entries(WORLD.map.terrain).find(([id, t]) => id.startsWith('B') && t === 'city')![0];
    expect(observationRangeAt(state, WORLD, city as `B${string}`)).toBe(observationRangeAt(clear, WORLD, city as `B${string}`) - 1);
    // P on Maps C/D: two airstrikes per attack by day [15.13].
    expect(strikesPerAttack(state, 'C4319').strikes).toBe(2);
  });
});

describe('Lift Points [14.61, 14.65]', () => {
  it('[14.61] the day\'s points arrive on its first Game-Turn; unused ones lapse [14.65]', () => {
    const start = at(6, { liftPerDay: { 17: 5, 18: 3 } });
    expect(start.airLanding.lift.left).toBe(5);
    const { state, events } = endTurn(start, [1]); // German PM airstrikes [15.0]
    expect(state.airLanding.lift).toMatchObject({ day: 18, left: 3, carried: 0 });
    expect(events).toContainEqual({ type: 'liftPointsForDay', day: 18, fresh: 3, carried: 0, lapsed: 5, rule: '14.61' });
  });

  it('[14.65] after a day on which both routes were P at both rolls, up to 3 unused points carry over', () => {
    const start = at(6, { liftPerDay: { 17: 5, 18: 3, 19: 2 }, weatherRolled: true });
    const am = endTurn(start, [6, 6, 6, 6, 1]); // GT 7, 0201/18: P and P (and the German PM airstrikes die)
    expect(am.state.airLanding.noFlightAllDay).toBe(true);
    const pm = endTurn({ ...am.state, turn: 10, phase: 15 }, [6, 6, 6, 6]); // GT 11, 1201/18: P and P
    expect(pm.state.airLanding.noFlightAllDay).toBe(true);
    const next = endTurn({ ...pm.state, turn: 16, phase: 15 }, [1, 1, 1, 1, 1]); // GT 17, 0201/19
    expect(next.state.airLanding.lift).toMatchObject({ day: 19, left: 2 + 3, carried: 3 });
    expect(next.events).toContainEqual({ type: 'liftPointsForDay', day: 19, fresh: 2, carried: 3, lapsed: 0, rule: '14.65' });
  });

  it('[14.65] one segment with a route open is enough to lose the points', () => {
    const start = at(6, { liftPerDay: { 17: 5, 18: 3, 19: 2 }, weatherRolled: true });
    const am = endTurn(start, [6, 6, 6, 6, 1]);
    const pm = endTurn({ ...am.state, turn: 10, phase: 15 }, [6, 6, 1, 1]); // south opens
    expect(pm.state.airLanding.noFlightAllDay).toBe(false);
    const next = endTurn({ ...pm.state, turn: 16, phase: 15 }, [1, 1, 1, 1, 1]);
    expect(next.state.airLanding.lift).toMatchObject({ day: 19, left: 2, carried: 0 });
  });

  it('[25.23] the scenarios have as many Lift Points as they need', () => {
    expect(at(6, {}).airLanding.lift.left).toBeNull();
  });
});
