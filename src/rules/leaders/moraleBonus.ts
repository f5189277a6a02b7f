/**
 * The leader's morale bonus in close action [19.11, 8.7 step 2]: +2 for a leader stacked with the
 * units attacking or defending; two leaders of one chain of command add up, never beyond +4.
 */
import type { HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { leadersInHex, sameChain, sameHex, type LeaderUnit } from './leaders';
import { unitById } from '../state/unitBuckets';

/** [19.11] Morale points one leader adds. */
export const LEADER_MORALE_BONUS = 2;
/** [19.11] The most that leaders together add. */
export const MAX_LEADER_MORALE_BONUS = 4;

/**
 * The bonus for the participants standing in `hex` (the attackers' or the defenders' hex), and the
 * leaders who give it. Only leaders of the participants' side count; participants elsewhere are
 * ignored. Reading taken: any participant under the leader in his hex benefits, subordinate or not
 * (19.7 already keeps leaders with their own units).
 */
export function leaderMoraleBonus(state: GameState, hex: HexId, participantIds: readonly string[]): { bonus: number; leaderIds: string[] } {
  const here = participantIds.map((id) => unitById(state, id)).filter((u): u is Unit => u !== undefined && sameHex(u.hex, hex));
  if (here.length === 0) return { bonus: 0, leaderIds: [] };
  const side = here[0]!.side;
  const leaders = leadersInHex(state, hex).filter((l) => l.side === side);
  if (leaders.length === 0) return { bonus: 0, leaderIds: [] };
  const pair = combiningPair(state, leaders);
  if (pair) return { bonus: Math.min(2 * LEADER_MORALE_BONUS, MAX_LEADER_MORALE_BONUS), leaderIds: pair.map((l) => l.id) };
  return { bonus: LEADER_MORALE_BONUS, leaderIds: [leaders[0]!.id] };
}

/** The first two leaders (in stack order) that are in one chain of command [19.11]. */
function combiningPair(state: GameState, leaders: readonly LeaderUnit[]): [LeaderUnit, LeaderUnit] | null {
  for (let i = 0; i < leaders.length; i++) {
    for (let j = i + 1; j < leaders.length; j++) {
      if (sameChain(state, leaders[i]!, leaders[j]!)) return [leaders[i]!, leaders[j]!];
    }
  }
  return null;
}
