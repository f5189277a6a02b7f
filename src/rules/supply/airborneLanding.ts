/**
 * Airborne units are in supply without tracing for their first Game-Turns after landing [11.13c].
 * Reading: the landing turn is the first of the four (the count is kept at each Game-Turn Record,
 * RULES-INVENTORY §3 phase 15), so a unit landed on turn T traces normally from turn T + 4.
 */
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { supplyOptions } from './options';

/** Is the unit still inside its free-supply period after landing [11.13c]? */
export function inLandingSupply(state: GameState, unit: Unit): boolean {
  if (!unit.airborne || unit.landedTurn === undefined) return false;
  return state.turn < unit.landedTurn + supplyOptions(state).airborneFreeSupplyTurns;
}
