/**
 * XXX Corps for the air rules [15.32, 15.33]: its formation HQs carry the Allied CAP and bound the
 * reach of Allied strikes, and its units may sight for them. Which formations belong to the corps
 * is data (`state.air.xxxCorpsFormationIds`); a formation printed `30xxx` or `XXX` counts too.
 */
import { isWithin } from '../core/formation';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { allUnits } from '../state/unitBuckets';

const XXX_CORPS_DESIGNATIONS = /^(30\s*xxx|xxx)$/i;

/** Ids of the formations at the head of XXX Corps. */
export function xxxCorpsRoots(state: GameState): string[] {
  const named = Object.values(state.formations)
    .filter((f) => f.side === 'allied' && XXX_CORPS_DESIGNATIONS.test(f.designation))
    .map((f) => f.id);
  return [...new Set([...state.air.xxxCorpsFormationIds, ...named])];
}

/** Is the unit in XXX Corps' chain of command [15.33]? */
export function inXxxCorps(state: GameState, unit: Unit): boolean {
  if (unit.side !== 'allied' || !unit.formationId) return false;
  return xxxCorpsRoots(state).some((root) => isWithin(state.formations, unit.formationId, root));
}

/** XXX Corps formation HQs now on the map [15.32, 15.33]. */
export function xxxCorpsHqs(state: GameState): Unit[] {
  return allUnits(state).filter((u) => u.type === 'hq' && u.hex !== null && !u.eliminated && inXxxCorps(state, u));
}
