// Leaders as casualties of their stack's losses [19.32]: 2d6 per strength point lost, a 2 kills.
import { describe, expect, it } from 'vitest';
import { checkLeaderCasualties, scriptedDice, type GameEvent } from '../../../src/rules';
import { game } from '../../support/builders';
import { FORMATIONS, de, harmel, harzer } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const H = 'C2812';

function start(...extra: ReturnType<typeof harzer>[]) {
  return structuredClone(game({ turn: 5, formations: FORMATIONS, units: [de('a', '9ss', H), harzer(H), ...extra] }));
}

describe('leader casualties [19.32]', () => {
  it('[19.32] one 2d6 roll per strength point lost, each logged with its case', () => {
    const s = start();
    const events: GameEvent[] = [];
    checkLeaderCasualties(s, H, 2, scriptedDice([3, 4, 6, 6]), events);
    const rolls = events.filter((e) => e.type === 'diceRolled');
    expect(rolls).toEqual([
      expect.objectContaining({ rule: '19.32', dice: [3, 4], total: 7 }),
      expect.objectContaining({ rule: '19.32', dice: [6, 6], total: 12 }),
    ]);
    expect(unitById(s, 'harzer')!.hex).toBe(H);
    const checks = events.filter((e) => e.type === 'leaderCasualtyRoll');
    expect(checks).toHaveLength(2);
    expect(checks.every((e) => e.type === 'leaderCasualtyRoll' && !e.killed && e.explanation.kind === 'leaderCasualty')).toBe(true);
  });

  it('[19.32] a roll of 2 kills the leader; he rolls no more for the other points', () => {
    const s = start();
    const events: GameEvent[] = [];
    // Three points lost, but only two dice are scripted: a third roll would throw.
    checkLeaderCasualties(s, H, 3, scriptedDice([1, 1]), events);
    const harzerNow = unitById(s, 'harzer')!;
    expect(harzerNow.hex).toBeNull();
    expect(harzerNow.leader?.killedTurn).toBe(5);
    expect(harzerNow.eliminated).toEqual({ turn: 5, rule: '19.32' });
    expect(events).toContainEqual({ type: 'leaderKilled', leaderId: 'harzer', leaderName: 'harzer', hex: H, rule: '19.32' });
    const check = events.find((e) => e.type === 'leaderCasualtyRoll');
    expect(check).toMatchObject({ killed: true, explanation: { roll: { dice: [1, 1], total: 2 }, result: 'harzer is killed' } });
  });

  it('[19.32] every leader in the hex rolls for himself', () => {
    const s = start(harmel(H));
    const events: GameEvent[] = [];
    checkLeaderCasualties(s, H, 1, scriptedDice([2, 5, 1, 1]), events);
    expect(events.filter((e) => e.type === 'diceRolled')).toHaveLength(2);
    const killed = events.filter((e) => e.type === 'leaderKilled').map((e) => (e.type === 'leaderKilled' ? e.leaderId : ''));
    expect(killed).toHaveLength(1);
    expect(unitById(s, killed[0]!)!.hex).toBeNull();
  });

  it('[19.32] no loss, no roll; leaders in other hexes are not exposed', () => {
    const s = start();
    const events: GameEvent[] = [];
    checkLeaderCasualties(s, H, 0, scriptedDice([]), events);
    checkLeaderCasualties(s, 'C2813', 2, scriptedDice([]), events);
    expect(events).toEqual([]);
  });
});
