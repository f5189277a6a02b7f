// The 95% Wilson score interval the match runner reports (src/seats/match/wilson.ts).
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/seats/match/wilson';
import { median, summarize } from '../../src/seats/match/runMatch';
import type { GameRecord } from '../../src/seats/match/playGame';

describe('Wilson interval', () => {
  it('50 wins in 100 games: 40.4%–59.6%', () => {
    const i = wilsonInterval(50, 100);
    expect(i.rate).toBe(0.5);
    expect(i.low).toBeCloseTo(0.4038, 3);
    expect(i.high).toBeCloseTo(0.5962, 3);
  });
  it('all games won stays below 100% at the low end and never passes 1 (10 of 10: 72.2%–100%)', () => {
    const i = wilsonInterval(10, 10);
    expect(i.low).toBeCloseTo(0.7225, 3);
    expect(i.high).toBe(1);
  });
  it('no games: the whole range', () => {
    expect(wilsonInterval(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
  });
  it('median of odd and even lists; a summary counts wins, draws and unfinished games', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const base: Omit<GameRecord, 'seed' | 'winner'> = { seats: { allied: 'computer', german: 'baseline' }, level: null, label: '', turns: 64, commands: 10, commandsBySide: { allied: 5, german: 5 }, refusals: { allied: 0, german: 0 }, refusalSamples: [], deadEnd: null, casualties: null, decideMs: { allied: 1, german: 1 }, cpuMs: 5, phaseMs: { allied: [1], german: [2] } };
    const s = summarize([
      { ...base, seed: 'a', winner: 'allied' },
      { ...base, seed: 'b', winner: 'draw' },
      { ...base, seed: 'c', winner: null, deadEnd: 'x' },
    ]);
    expect(s.wins).toEqual({ allied: 1, german: 0 });
    expect(s.draws).toBe(1);
    expect(s.unfinished).toBe(1);
    expect(s.deadEnds).toBe(1);
  });
});
