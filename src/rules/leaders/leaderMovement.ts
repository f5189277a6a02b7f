/**
 * How leaders move and whom they may stand with [19.2, 19.31, 19.6, 19.7].
 * - [19.6] A leader has the usual 4 MP and, hex by hex, pays the cheapest cost any kind of unit in
 *   any mode would pay (`leaderStepCost` in movement/stepCost.ts).
 * - [19.31] Opposing leaders never share a hex: leaders alone may not step into a hex that holds
 *   only enemy leaders. A move that brings a combat unit into such a hex destroys them.
 * - [19.7] After a step, a leader below corps level may stand with units that are not his only if
 *   at least one of his own units is in the stack (checked in the hex entered and the hex left).
 */
import { canonicalHexId, type HexId } from '../hex';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { Side, Unit } from '../core/unit';
import { killLeader } from './casualties';
import { isCombatUnit, isHighLeader, isLeader, isSubordinateTo, leaderOnMap, type LeaderUnit } from './leaders';

/** An enemy leader alone does not close a hex to a move that brings a combat unit [19.31]. */
export function enemyLeaderGivesWay(occupant: Unit, movers: readonly Unit[]): boolean {
  return isLeader(occupant) && movers.some(isCombatUnit);
}

/** Why leaders forbid this step, or null [19.31, 19.7]. */
export function leaderStepProblem(state: GameState, movers: readonly Unit[], to: HexId): { rule: string; reason: string } | null {
  const side = movers[0]?.side;
  if (!side) return null;
  const there = unitsInHex(state, to);
  const enemies = there.filter((u) => u.side !== side);
  if (enemies.length > 0 && enemies.every(isLeader) && !movers.some(isCombatUnit)) {
    return { rule: '19.31', reason: `leaders of both sides may never share a hex, and ${to} holds an enemy leader` };
  }
  const movingIds = new Set(movers.map((u) => u.id));
  const after = [...movers, ...there.filter((u) => !movingIds.has(u.id) && u.side === side)];
  const problem = stackProblem(state, after);
  if (problem) return problem;
  const from = movers[0]!.hex;
  if (from !== null && canonicalHexId(from) !== canonicalHexId(to)) {
    const left = unitsInHex(state, from).filter((u) => !movingIds.has(u.id) && u.side === side);
    return stackProblem(state, left);
  }
  return null;
}

/** [19.7] A stack where some leader stands with none of his own units but with units not his. */
export function stackProblem(state: GameState, stack: readonly Unit[]): { rule: string; reason: string } | null {
  const others = stack.filter((u) => !isLeader(u));
  for (const leader of stack.filter(isLeader) as LeaderUnit[]) {
    if (isHighLeader(state, leader)) continue;
    const strangers = others.filter((u) => !isSubordinateTo(state, leader, u));
    if (strangers.length > 0 && !others.some((u) => isSubordinateTo(state, leader, u))) {
      return { rule: '19.7', reason: `${leader.name} may not stand with ${strangers[0]!.name} unless one of his own units is in the stack` };
    }
  }
  return null;
}

/** [19.31] Combat units of `side` have come into `hex`: enemy leaders alone there are destroyed. */
export function destroyLoneEnemyLeaders(draft: GameState, hex: HexId, side: Side, events: GameEvent[]): void {
  const stack = unitsInHex(draft, hex);
  if (!stack.some((u) => u.side === side && isCombatUnit(u))) return;
  const enemies = stack.filter((u) => u.side !== side);
  if (enemies.length === 0 || !enemies.every(isLeader)) return;
  for (const leader of enemies as LeaderUnit[]) if (leaderOnMap(leader)) killLeader(draft, leader.id, '19.31', events);
}
