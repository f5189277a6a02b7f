/**
 * [13.6 note] House rule the players settle: does a disrupted unit that was out of supply (Depleted)
 * and has traced supply again since count as in supply for its recovery roll [11.54]?
 *
 * Option `disruptedUnitRegainsSupply` (state.options), default `true`: yes — the unit counts as in
 * supply whenever it traces supply now. With `false`, a unit that was Depleted when the Command Phase
 * began gets no supply benefit on this roll even if its path has come back.
 */
import type { GameState } from '../core/gameState';

export const REGAIN_SUPPLY_OPTION = 'disruptedUnitRegainsSupply';
export const REGAIN_SUPPLY_DEFAULT = true;

export function disruptedUnitRegainsSupply(state: GameState): boolean {
  const value = state.options[REGAIN_SUPPLY_OPTION];
  return typeof value === 'boolean' ? value : REGAIN_SUPPLY_DEFAULT;
}
