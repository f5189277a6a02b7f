import { describe, expect, it } from 'vitest';
import { describeTurn, turnInfo, turnOf, TURN_SLOTS } from '../../../src/rules';

describe('turn calendar [3.6, RULES-INVENTORY §0]', () => {
  it('GT 1 is the 1201 turn of 17 September, a day turn', () => {
    expect(turnInfo(1)).toMatchObject({ day: 17, slot: '1201', isNight: false, durationHours: 2, segment: 'PM' });
  });

  it('17 September has six turns (GT 1–6) and GT 7 is the 0201 night turn of the 18th', () => {
    expect(turnInfo(6)).toMatchObject({ day: 17, slot: '2201', isNight: true, durationHours: 4, hours: '2201–0200' });
    expect(turnInfo(7)).toMatchObject({ day: 18, slot: '0201', isNight: true, firstTurnOfDay: true, hours: '0201–0600' });
  });

  it.each([
    [2, 17, '1401', '30.1'],
    [12, 18, '1401', '26.3'],
    [15, 18, '2001', '26.1'],
    [43, 21, '1601', '29.3'],
    [50, 22, '1001', '24.1'],
    [64, 23, '1801', '24.1'],
    [96, 26, '2201', '31.31'],
  ] as const)('GT %i is %s Sept %s (checked against case [%s])', (turn, day, slot, _case) => {
    expect(turnInfo(turn)).toMatchObject({ day, slot });
    expect(turnOf(day, slot)).toBe(turn);
  });

  it('[24.1] Hell’s Highway runs 15 turns, GT 50 (1001/22) to GT 64 (1801/23)', () => {
    expect(turnOf(23, '1801')! - turnOf(22, '1001')! + 1).toBe(15);
  });

  it('a day has ten turns: two 4-hour night turns and eight 2-hour day turns covering 24 hours', () => {
    const day = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map(turnInfo);
    expect(day.map((t) => t.slot)).toEqual([...TURN_SLOTS]);
    expect(day.filter((t) => t.isNight)).toHaveLength(2);
    expect(day.reduce((h, t) => h + t.durationHours, 0)).toBe(24);
  });

  it('[14.1] the AM weather segment is the 0201, 0601, 0801 and 1001 turns; PM is 1201 to 2201', () => {
    const am = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map(turnInfo).filter((t) => t.segment === 'AM');
    expect(am.map((t) => t.slot)).toEqual(['0201', '0601', '0801', '1001']);
  });

  it('turnOf and turnInfo are inverses for the whole campaign', () => {
    for (let turn = 1; turn <= 106; turn++) {
      const t = turnInfo(turn);
      expect(turnOf(t.day, t.slot)).toBe(turn);
    }
  });

  it('refuses turns that do not exist', () => {
    expect(() => turnInfo(0)).toThrow(RangeError);
    expect(turnOf(17, '1001')).toBeUndefined();
  });

  it('describes a turn for the turn bar', () => {
    expect(describeTurn(50)).toBe('GT 50 · 22 Sept 1944 · 1001–1200 (day)');
  });
});
