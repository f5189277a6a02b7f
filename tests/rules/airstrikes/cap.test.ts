// Combat air patrol [15.16, 15.31, 15.32, 15.34].
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  applyGermanCap,
  capCover,
  capRadius,
  germanCapOutcome,
  resolveGermanCap,
  scriptedDice,
  strikesLeft,
  underEnemyCap,
  type GameEvent,
} from '../../../src/rules';
import { airGame, deUnit, hq, ok, refused, strike, usUnit } from './support';

const HQ_HEX = 'C3010';

describe('Allied CAP [15.31, 15.32]', () => {
  it('[15.32] the radius grows by 2 hexes per airstrike, to at most 11', () => {
    expect([0, 1, 2, 3, 4].map(capRadius)).toEqual([5, 7, 9, 11, 11]);
  });

  it('[15.32] widening the CAP around a XXX Corps formation HQ spends airstrikes and covers more hexes', () => {
    const s = airGame({ allied: 3, capOption: true, units: [hq('uk-30-hq', HQ_HEX), deUnit('de', 'C3020')] });
    expect(underEnemyCap(s, 'C3016', 'german')).toBe(false);
    const { state, events } = ok(s, { type: 'placeCap', hex: HQ_HEX, strikes: 1 });
    expect(events).toEqual([{ type: 'capPlaced', side: 'allied', hex: HQ_HEX, strikes: 1, radius: 7, rule: '15.32' }]);
    expect(strikesLeft(state, 'allied')).toBe(2);
    expect(underEnemyCap(state, 'C3016', 'german')).toBe(true);
    expect(underEnemyCap(state, 'C3018', 'german')).toBe(false);
    // The Allies' own strikes are never blocked by their own CAP, and the Germans fly none over the map.
    expect(underEnemyCap(state, 'C3012', 'allied')).toBe(false);
    expect(capCover(state, 'german')).toEqual([]);
    const wider = ok(state, { type: 'placeCap', hex: HQ_HEX, strikes: 2 }).state;
    expect(wider.air.caps).toEqual([{ side: 'allied', hex: HQ_HEX, strikes: 3, radius: 11, turn: 1 }]);
  });

  it('[15.32, 15.33, 15.34] CAP is placed only by the Allies, with the option on, on a XXX Corps HQ, within the 11-hex limit and the allotment', () => {
    const units = [hq('uk-30-hq', HQ_HEX), usUnit('inf', 'C3011'), deUnit('de', 'C3020')];
    const s = airGame({ allied: 4, capOption: true, units });
    expect(refused(s, { type: 'placeCap', hex: 'C3011', strikes: 1 })).toMatchObject({ code: 'NOT_A_CHOICE', rule: '15.32' });
    expect(refused(s, { type: 'placeCap', hex: HQ_HEX, strikes: 4 })).toMatchObject({ code: 'AIRSTRIKE_LIMIT', rule: '15.32' });
    expect(refused(s, { type: 'placeCap', hex: HQ_HEX, strikes: 0 })).toMatchObject({ code: 'INVALID_COMMAND', rule: '15.32' });
    const poor = airGame({ allied: 1, capOption: true, units });
    expect(refused(poor, { type: 'placeCap', hex: HQ_HEX, strikes: 2 })).toMatchObject({ code: 'NO_AIRSTRIKES', rule: '15.12' });
    const off = airGame({ allied: 4, units });
    expect(refused(off, { type: 'placeCap', hex: HQ_HEX, strikes: 1 })).toMatchObject({ code: 'OPTION_OFF', rule: '15.33' });
    const german = airGame({ phase: 8, turn: 10, german: 2, capOption: true, units });
    expect(refused(german, { type: 'placeCap', hex: HQ_HEX, strikes: 1 })).toMatchObject({ code: 'WRONG_SIDE', rule: '15.34' });
  });

  it('[15.16] a CAP marker stays until the end of the owner\'s next Command Phase', () => {
    const s = airGame({ allied: 3, capOption: true, units: [hq('uk-30-hq', HQ_HEX), deUnit('de', 'C3020')] });
    let state = ok(s, { type: 'placeCap', hex: HQ_HEX, strikes: 1 }).state;
    state = ok(state, { type: 'endPhase' }).state; // the Command Phase it was placed in ends
    expect(state.air.caps).toHaveLength(1);
    const nextCommand = { ...structuredClone(state), turn: 2, phase: 1 as const };
    const { state: after, events } = ok(nextCommand, { type: 'endPhase' });
    expect(after.air.caps).toEqual([]);
    expect(events).toContainEqual({ type: 'capRemoved', side: 'allied', hex: HQ_HEX, rule: '15.16' });
  });

  it('[15.31] a German strike placed before the CAP widened is lost if its hex is now covered', () => {
    const s = airGame({ phase: 8, turn: 10, german: 1, capOption: true, units: [hq('uk-30-hq', HQ_HEX), usUnit('us', 'C3016')] });
    const placed = ok(s, strike('C3016')).state;
    const covered = produce(placed, (d) => {
      d.air.caps.push({ side: 'allied', hex: HQ_HEX, strikes: 1, radius: 7, turn: 10 });
    });
    const atEnd = { ...structuredClone(covered), phase: 11 as const };
    const { events } = ok(atEnd, { type: 'endPhase' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'airstrikeWasted', side: 'german', hex: 'C3016' }));
  });
});

describe('German CAP over a landing [15.34]', () => {
  it('[15.34] 2–9 intercepts the landing, 10 does nothing, 11–12 destroys German air', () => {
    expect([2, 9, 10, 11, 12].map(germanCapOutcome)).toEqual(['intercepted', 'intercepted', 'noEffect', 'germanAirDestroyed', 'germanAirDestroyed']);
    const roll = resolveGermanCap(scriptedDice([4, 5]));
    expect(roll).toMatchObject({ dice: [4, 5], total: 9, outcome: 'intercepted' });
    expect(roll.explanation).toMatchObject({ kind: 'cap', rule: '15.34', roll: { dice: [4, 5], total: 9, modified: 9 } });
    expect(resolveGermanCap(scriptedDice([4, 6])).outcome).toBe('noEffect');
  });

  it('[15.34] once German air is destroyed the Germans fly no more airstrikes', () => {
    const s = airGame({ phase: 8, turn: 10, german: 2, units: [usUnit('us', 'C3016')] });
    const events: GameEvent[] = [];
    const after = produce(s, (d) => applyGermanCap(d, resolveGermanCap(scriptedDice([5, 6])), events));
    expect(after.air.germanAirDestroyed).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['diceRolled', 'germanCap']);
    expect(refused(after, strike('C3016'))).toMatchObject({ code: 'NO_AIRSTRIKES', rule: '15.34' });
  });

  it('[15.34] a patrol that achieves nothing still uses up the segment\'s German airstrikes', () => {
    const s = airGame({ phase: 8, turn: 10, german: 2, units: [usUnit('us', 'C3016')] });
    const after = produce(s, (d) => applyGermanCap(d, resolveGermanCap(scriptedDice([4, 6])), []));
    expect(after.air.germanAirDestroyed).toBe(false);
    expect(strikesLeft(after, 'german')).toBe(0);
  });
});
