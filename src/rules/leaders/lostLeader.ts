/**
 * A formation whose leader is dead [19.5]: its units may not change mode until he comes back
 * (or ever, if he is gone for good). Only the nearest leader above a unit counts — units with a
 * living leader of their own keep their freedom when a higher leader dies. A living higher leader
 * may stand in for one dead lower leader at a time.
 *
 * Reading taken for the stand-in (the players' choice is not modelled): each living leader covers
 * at most one dead leader below him, the dead leaders being taken in id order and each given to
 * the nearest living leader above him who is still free.
 *
 * Exception [19.5]: for up to three Game-Turns from the loss (the turn of death and the two after)
 * the frozen units may still disperse after being fired on, directly or indirectly.
 */
import type { GameState } from '../core/gameState';
import { formationAncestors } from '../core/formation';
import type { Unit } from '../core/unit';
import { allLeaders, isLeader, leaderIsDead, type LeaderUnit } from './leaders';
import { unitById } from '../state/unitBuckets';

/** [19.5] Game-Turns during which units of a dead leader may still disperse after fire. */
export const DISPERSE_AFTER_FIRE_TURNS = 3;

/** Leaders commanding the unit's formation or one above it, nearest first. */
export function leadersOver(state: GameState, unit: Unit): LeaderUnit[] {
  const chain = formationAncestors(state.formations, unit.formationId).map((f) => f.id);
  const leaders = allLeaders(state).filter((l) => l.side === unit.side && chain.includes(l.leader.leads) && l.id !== unit.id);
  return leaders.sort((a, b) => chain.indexOf(a.leader.leads) - chain.indexOf(b.leader.leads));
}

/** Which living leader stands in for each dead leader (dead id → living id) [19.5]. */
export function standIns(state: GameState): Map<string, string> {
  const cover = new Map<string, string>();
  const busy = new Set<string>();
  for (const dead of allLeaders(state).filter(leaderIsDead)) {
    const chain = formationAncestors(state.formations, dead.leader.leads).map((f) => f.id);
    const above = allLeaders(state)
      .filter((l) => l.side === dead.side && !leaderIsDead(l) && l.leader.leads !== dead.leader.leads && chain.includes(l.leader.leads))
      .sort((a, b) => chain.indexOf(a.leader.leads) - chain.indexOf(b.leader.leads));
    const free = above.find((l) => !busy.has(l.id));
    if (free) {
      cover.set(dead.id, free.id);
      busy.add(free.id);
    }
  }
  return cover;
}

/** The dead leader who freezes the unit's mode, or null [19.5]. */
export function frozenBy(state: GameState, unit: Unit): LeaderUnit | null {
  if (isLeader(unit)) return null;
  const nearest = leadersOver(state, unit)[0];
  if (!nearest || !leaderIsDead(nearest)) return null;
  if (standIns(state).has(nearest.id)) return null;
  return nearest;
}

/** Why the unit may not change mode because its leader is lost, or null [19.5]. */
export function modeChangeFrozen(state: GameState, unitId: string): { rule: string; reason: string } | null {
  const unit = unitById(state, unitId);
  if (!unit) return null;
  const leader = frozenBy(state, unit);
  if (!leader) return null;
  const when = leader.leader.deadForGood ? 'he is gone for good' : 'until he returns';
  return { rule: '19.5', reason: `${unit.name} may not change mode: its leader ${leader.name} is dead (${when})` };
}

/**
 * May the unit take the option to disperse after a direct or indirect fire attack [19.5]? True when
 * its mode is not frozen, or within three Game-Turns of its leader's loss. (The fire rules decide
 * whether the option exists at all.)
 */
export function mayDisperseAfterFire(state: GameState, unitId: string): boolean {
  const unit = unitById(state, unitId);
  if (!unit) return false;
  const leader = frozenBy(state, unit);
  if (!leader) return true;
  const since = leader.leader.killedTurn;
  return since !== undefined && state.turn - since < DISPERSE_AFTER_FIRE_TURNS;
}
