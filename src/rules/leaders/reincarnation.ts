/**
 * Killed leaders come back [19.4, 19.8]: in the owner's next Command Phase each killed leader is
 * put on the HQ he is attached to (his second in command takes over). If that HQ has been
 * eliminated he is dead for good. If the HQ is alive but not on the map (not yet arrived) he waits.
 */
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import { markMoved } from '../state/occupancy';
import type { Side } from '../core/unit';
import { allLeaders } from './leaders';
import { unitById } from '../state/unitBuckets';

export function applyCommandPhaseLeaders(draft: GameState, side: Side, events: GameEvent[]): void {
  for (const leader of allLeaders(draft)) {
    if (leader.side !== side || leader.leader.killedTurn === undefined || leader.leader.deadForGood) continue;
    const hq = unitById(draft, leader.leader.hqUnitId);
    if (!hq || hq.eliminated) {
      leader.leader.deadForGood = true;
      events.push({
        type: 'leaderLostForGood',
        leaderId: leader.id,
        leaderName: leader.name,
        reason: `his HQ ${hq?.name ?? leader.leader.hqUnitId} has been eliminated`,
        rule: '19.4',
      });
      continue;
    }
    if (hq.hex === null) continue; // waits for his HQ to come on the map
    // [9.45] a leader's place in the stack does not matter; put him at the bottom so he never
    // becomes the stack's top unit.
    markMoved(draft, leader.id);
    leader.hex = hq.hex;
    leader.stackIndex = unitsInHex(draft, hq.hex).filter((u) => u.id !== leader.id).length;
    delete leader.eliminated;
    delete leader.leader.killedTurn;
    events.push({ type: 'leaderReturned', leaderId: leader.id, leaderName: leader.name, hex: hq.hex, hqUnitId: hq.id, rule: '19.4' });
  }
}
