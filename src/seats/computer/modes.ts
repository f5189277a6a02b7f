/**
 * Mode changes in the Organization Phase [13.0, 13.5]: Travel for units far from any known enemy
 * (they move faster on roads [8.1]), a fighting face for units in Travel that an enemy can reach,
 * and Concentrated rather than Dispersed for a unit that will fire or assault [13.2]. Each wanted
 * change is checked with `validate` before it is given.
 */
import { validate, type GameState, type Mode, type Unit, type World } from '../../rules';
import type { Decision } from '../seat';
import type { Budget } from './budget';
import type { Picture } from './picture';

/** Beyond this many hexes from the nearest known enemy a unit goes into Travel. */
export const TRAVEL_BEYOND = 7;
/** Within this many hexes a unit in Travel leaves it. */
export const DEPLOY_WITHIN = 4;

export function wantedMode(unit: Unit, nearest: number): { to: Mode; reason: string } | null {
  if (unit.mode !== 'travel' && nearest > TRAVEL_BEYOND && unit.modes.includes('travel')) {
    return { to: 'travel', reason: `the nearest known enemy is ${Number.isFinite(nearest) ? `${nearest} hexes` : 'out of sight'} away: Travel moves faster on roads` };
  }
  if (unit.mode === 'travel' && nearest <= DEPLOY_WITHIN) {
    const to = unit.modes.includes('concentrated') ? 'concentrated' : unit.modes.includes('dispersed') ? 'dispersed' : null;
    if (to) return { to, reason: `an enemy is ${nearest} hexes away: a unit in Travel fights badly` };
  }
  return null;
}

export function chooseModeChange(state: GameState, world: World, picture: Picture, budget: Budget, tried: Set<string>): Decision | null {
  for (const [hex, stack] of picture.stacks) {
    const nearest = picture.nearestEnemy(hex);
    for (const unit of stack) {
      if (unit.type === 'leader' || unit.static || unit.status.modeChanged || tried.has(unit.id)) continue;
      const wanted = wantedMode(unit, nearest);
      if (!wanted) continue;
      tried.add(unit.id);
      if (!budget.spend()) return null;
      const command = { type: 'changeMode' as const, unitId: unit.id, to: wanted.to };
      if (validate(state, command, world).ok) return { command, reason: wanted.reason, rule: '13.0' };
    }
  }
  return null;
}
