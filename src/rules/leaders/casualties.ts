/**
 * Leaders as casualties [19.31, 19.32]. Leaders are never a target; each strength point lost by a
 * unit stacked with a leader risks him (2d6, a 2 kills), and a leader left alone when an enemy
 * combat unit comes into his hex is destroyed. A killed leader is off the map until the owner's next
 * Command Phase (see reincarnation.ts) [19.4].
 */
import type { HexId } from '../hex';
import { rollTwoDice, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { Explanation } from '../core/explanation';
import { removeFromMap } from '../state/placeUnits';
import type { GameState } from '../core/gameState';
import { leadersInHex, type LeaderUnit } from './leaders';
import { unitById } from '../state/unitBuckets';

/** [19.32] The 2d6 total that kills the leader. */
export const LEADER_DEATH_ROLL = 2;

/** Take a leader off the map as killed; he may come back in the owner's next Command Phase [19.4]. */
export function killLeader(draft: GameState, leaderId: string, rule: string, events: GameEvent[]): void {
  const leader = unitById(draft, leaderId) as LeaderUnit | undefined;
  if (!leader?.leader || leader.hex === null) return;
  const hex = leader.hex;
  removeFromMap(draft, [leader.id]);
  leader.eliminated = { turn: draft.turn, rule };
  leader.leader.killedTurn = draft.turn;
  events.push({ type: 'leaderKilled', leaderId: leader.id, leaderName: leader.name, hex, rule });
}

/**
 * [19.32] A unit in `hex` lost `stepsLost` strength points: every leader there rolls 2d6 once per
 * point, and dies on a 2 (no more rolls for him after that). Callers must not call this for
 * airstrike losses [19.5: airstrikes never kill leaders].
 */
export function checkLeaderCasualties(draft: GameState, hex: HexId, stepsLost: number, dice: DiceSource, events: GameEvent[]): void {
  if (stepsLost <= 0) return;
  for (const leader of leadersInHex(draft, hex)) {
    for (let point = 1; point <= stepsLost; point++) {
      const roll = rollTwoDice(dice);
      const killed = roll.total === LEADER_DEATH_ROLL;
      events.push({ type: 'diceRolled', purpose: `leader casualty check for ${leader.name}`, rule: '19.32', dice: roll.dice, total: roll.total });
      const explanation: Explanation = {
        kind: 'leaderCasualty',
        rule: '19.32',
        inputs: { leader: leader.name, hex, pointLost: point, pointsLost: stepsLost, killsOn: LEADER_DEATH_ROLL },
        modifiers: [],
        tables: [],
        roll: { dice: roll.dice, total: roll.total, modified: roll.total },
        result: killed ? `${leader.name} is killed` : `${leader.name} survives`,
      };
      events.push({ type: 'leaderCasualtyRoll', leaderId: leader.id, leaderName: leader.name, hex, killed, explanation, rule: '19.32' });
      if (killed) {
        killLeader(draft, leader.id, '19.32', events);
        break;
      }
    }
  }
}
