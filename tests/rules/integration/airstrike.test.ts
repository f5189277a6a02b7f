// An airstrike from placement to resolution through the phases [15.15, 15.16, 15.22, 15.4, 5.35].
import { describe, expect, it } from 'vitest';
import { formatEvent } from '../../../src/ui/formatEvent';
import { DAY, de, endPhasesUntil, eventsOf, ok, refused, setup, unit } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const TARGET = 'C3010';
const board = () => {
  const allotments: Record<string, { allied: number; german: number }> = {};
  for (let day = 17; day <= 26; day++) allotments[String(day)] = { allied: 2, german: 0 };
  return setup([unit({ id: 'us', hex: 'C3005' as never }), de({ id: 'de', hex: TARGET as never, strength: 1, printedStrength: 4 })], { phase: 1, turn: DAY, air: { allotments } });
};

describe('airstrikes through the Game-Turn [15.15, 15.16]', () => {
  it('[15.15, 15.16, 15.4, 5.35] placed in the Allied Command Phase, resolved as the Allied Conditional Movement Phase ends; a 1* kills a 1-SP company and the log explains it', () => {
    const s0 = board();
    const placed = ok(s0, { type: 'placeAirstrike', hex: TARGET as never, targetId: 'de' });
    expect(eventsOf(placed.events, 'airstrikePlaced')[0]).toMatchObject({ side: 'allied', hex: TARGET, targetId: 'de', strikes: 1 });
    expect(placed.state.air.strikes).toHaveLength(1);
    // Nothing happens as the Command, Organization and Conditional Fire Phases end.
    const beforeResolution = endPhasesUntil(placed.state, 4, []);
    expect(eventsOf(beforeResolution.events, 'airstrikeResolved')).toHaveLength(0);
    expect(beforeResolution.state.air.strikes).toHaveLength(1);
    // [15.16] the end of phase 4 resolves it: 2 on the concentrated column is a 1*.
    const resolved = endPhasesUntil(beforeResolution.state, 5, [1, 1]);
    const e = eventsOf(resolved.events, 'airstrikeResolved')[0]!;
    expect(e).toMatchObject({ side: 'allied', targetId: 'de', result: '1*', strengthLost: 1 });
    expect(e.explanation).toMatchObject({ kind: 'airstrike', roll: { dice: [1, 1], total: 2 } });
    expect(e.explanation.tables[0]).toMatchObject({ table: '15.5', column: 'concentrated' });
    expect(eventsOf(resolved.events, 'eliminated')[0]).toMatchObject({ unitId: 'de' });
    expect(unitById(resolved.state, 'de')).toMatchObject({ hex: null, strength: 0 });
    expect(resolved.state.air.strikes).toEqual([]);
    // The log line for the strike names the result and the case.
    expect(formatEvent(e)).toMatch(/1\*/);
    expect(eventsOf(resolved.events, 'diceRolled')[0]).toMatchObject({ rule: '15.22', dice: [1, 1] });
  });

  it('[15.15] airstrikes are placed only in the owner\'s Command Phase', () => {
    const s0 = endPhasesUntil(board(), 3, []).state;
    expect(refused(s0, { type: 'placeAirstrike', hex: TARGET as never })).toMatchObject({ code: 'WRONG_PHASE' });
  });
});
