/**
 * Who is a leader, which leaders are alive and where, and whom each commands [19.0, 19.11, 19.7].
 * A leader commands the formation named in `Unit.leader.leads` and everything below it in the
 * formation tree (GameState.formations), so the chain-of-command questions of 19.11, 19.5 and 19.7
 * read the same tree as supply and communication.
 */
import { isDraft } from 'immer';
import { canonicalHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import { isWithin } from '../core/formation';
import { unitsInHex } from '../state/stacks';
import { unitsInIdOrder } from '../state/unitOrder';
import { baseUnitBuckets, hadUnitBeforeDraft, unitById, type UnitBucket } from '../state/unitBuckets';
import { assignedKeys } from '../state/snapshot';
import type { LeaderInfo, Unit } from '../core/unit';

export type LeaderUnit = Unit & { leader: LeaderInfo };

export function isLeader(unit: Unit): unit is LeaderUnit {
  return unit.type === 'leader' && unit.leader !== undefined;
}

/** Is the leader on the map now (not killed, not waiting to come back, not dead for good)? */
export function leaderOnMap(unit: LeaderUnit): boolean {
  return unit.hex !== null && unit.eliminated === undefined && unit.leader.killedTurn === undefined && !unit.leader.deadForGood;
}

/** Has the leader been killed (waiting to come back [19.4], or gone for good)? */
export function leaderIsDead(unit: LeaderUnit): boolean {
  return unit.leader.killedTurn !== undefined || unit.leader.deadForGood === true;
}

const LEADERS = new WeakMap<readonly Unit[], readonly LeaderUnit[]>();

/**
 * Every leader, in id order; kept per position's unit list (state/unitOrder.ts). Shared: never
 * change it. On a draft only the leaders are read through it (a unit's type never changes, so the
 * undrafted record says which they are), not every counter.
 */
export function allLeaders(state: GameState): readonly LeaderUnit[] {
  if (isDraft(state.unitBuckets)) return leadersOfDraft(state);
  const units = unitsInIdOrder(state);
  let leaders = LEADERS.get(units);
  if (!leaders) {
    leaders = Object.freeze(units.filter(isLeader));
    LEADERS.set(units, leaders);
  }
  return leaders;
}

/** Leaders standing in the hex, top first. */
export function leadersInHex(state: GameState, hex: HexId): LeaderUnit[] {
  return unitsInHex(state, hex).filter(isLeader).filter(leaderOnMap);
}

/** A combat unit, for 19.31: anything on the map that is not a leader. */
export function isCombatUnit(unit: Unit): boolean {
  return unit.type !== 'leader';
}

/** Is the unit within the formation the leader commands [19.7, 19.12]? A leader is not his own subordinate. */
export function isSubordinateTo(state: GameState, leader: LeaderUnit, unit: Unit): boolean {
  if (unit.id === leader.id || isLeader(unit)) return false;
  return isWithin(state.formations, unit.formationId, leader.leader.leads);
}

/** Corps- and army-level leaders stack with anyone friendly [19.7]. */
export function isHighLeader(state: GameState, leader: LeaderUnit): boolean {
  const echelon = state.formations[leader.leader.leads]?.echelon;
  return echelon === 'army' || echelon === 'corps';
}

/**
 * Are two leaders in one chain of command [19.11]: does one command a formation that holds the
 * other's? (Model at army level combines with every German leader; Student and Bittrich with the
 * leaders of the divisions under their commands; two division leaders side by side do not.)
 */
export function sameChain(state: GameState, a: LeaderUnit, b: LeaderUnit): boolean {
  if (a.side !== b.side) return false;
  return isWithin(state.formations, a.leader.leads, b.leader.leads) || isWithin(state.formations, b.leader.leads, a.leader.leads);
}

/** Canonical form of a hex id, for comparisons. */
export function sameHex(a: HexId | null, b: HexId | null): boolean {
  if (a === null || b === null) return false;
  return canonicalHexId(a) === canonicalHexId(b);
}

/** Leader ids of an undrafted bucket of units. */
const LEADER_IDS = new WeakMap<UnitBucket, readonly string[]>();

function leaderIdsOf(bucket: UnitBucket): readonly string[] {
  let ids = LEADER_IDS.get(bucket);
  if (!ids) {
    ids = Object.keys(bucket).filter((id) => bucket[id]!.type === 'leader');
    LEADER_IDS.set(bucket, ids);
  }
  return ids;
}

function leadersOfDraft(state: GameState): LeaderUnit[] {
  const out: LeaderUnit[] = [];
  // A unit's type never changes, so only the base's leaders and the units added in this draft are read through it.
  for (const bucket of baseUnitBuckets(state)) {
    for (const id of leaderIdsOf(bucket)) {
      const unit = unitById(state, id);
      if (unit && isLeader(unit)) out.push(unit);
    }
  }
  for (const id of assignedKeys(state.unitBucketOf)) {
    if (hadUnitBeforeDraft(state, id)) continue;
    const unit = unitById(state, id);
    if (unit && isLeader(unit)) out.push(unit);
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
