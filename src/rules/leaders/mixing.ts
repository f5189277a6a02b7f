/**
 * A leader lifts the multi-formation rules [19.12 → 17.2, 17.3]: stacked with a unit of his own
 * command that takes part, he lets units of other formations join without penalty, provided every
 * other participant is in communication range of him (10.6 line, see communicationLink.ts).
 */
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import type { World } from '../world/world';
import { communicationWithLeader } from './communicationLink';
import { isSubordinateTo, leadersInHex, sameHex } from './leaders';
import { unitById } from '../state/unitBuckets';

/**
 * True when some leader of the participants' side is stacked with one of the participants that is
 * subordinate to him, and every participant outside his stack is in communication range [19.12].
 */
export function leaderCancelsMixing(state: GameState, world: World, participantIds: readonly string[]): boolean {
  return mixingLeader(state, world, participantIds) !== null;
}

/** The leader who lifts the mixing rules, or null (for explanations). */
export function mixingLeader(state: GameState, world: World, participantIds: readonly string[]): string | null {
  const participants = participantIds.map((id) => unitById(state, id)).filter((u): u is Unit => u !== undefined && u.hex !== null);
  if (participants.length === 0) return null;
  const side = participants[0]!.side;
  const hexes = new Set(participants.map((u) => u.hex!));
  for (const hex of hexes) {
    for (const leader of leadersInHex(state, hex).filter((l) => l.side === side)) {
      const anchor = participants.find((u) => sameHex(u.hex, hex) && isSubordinateTo(state, leader, u));
      if (!anchor) continue;
      const others = participants.filter((u) => !sameHex(u.hex, leader.hex));
      if (others.every((u) => communicationWithLeader(state, world, u.id, leader).ok)) return leader.id;
    }
  }
  return null;
}
