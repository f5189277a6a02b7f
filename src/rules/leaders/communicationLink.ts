/**
 * [19.12] "In communication range" of a leader. Reading taken: the communication line of 10.6 is
 * traced from the participant's hex to the leader's hex and must not be cut by terrain
 * (command/communication.ts `communicationTally`). The chain-of-command and mode conditions of
 * `communicates` (12.2, 12.52, 18.33) are for artillery spotting; applying them here would stop any
 * unit outside the leader's command from being covered, which is the very thing 19.12 allows.
 */
import { communicationTally } from '../command/communication';
import type { GameState } from '../core/gameState';
import type { World } from '../world/world';
import type { LeaderUnit } from './leaders';
import { unitById } from '../state/unitBuckets';

export type LinkVerdict = { ok: true } | { ok: false; rule: string; reason: string };

export function communicationWithLeader(state: GameState, world: World, unitId: string, leader: LeaderUnit): LinkVerdict {
  const unit = unitById(state, unitId);
  if (!unit || unit.hex === null || leader.hex === null) return { ok: false, rule: '19.12', reason: 'not on the map' };
  if (unit.status.disrupted) return { ok: false, rule: '11.5', reason: `${unit.name} is disrupted` };
  const tally = communicationTally(world, unit.hex, leader.hex);
  if (tally.failedAt) return { ok: false, rule: '10.6', reason: `the line from ${unit.name} to ${leader.name} is cut at ${tally.failedAt}` };
  return { ok: true };
}
