/**
 * Map clicks in play (App routes them here after the set-up panel has had its turn): in a
 * Conditional Movement Phase a click on a hex next to the selected unit steps its stack there [8.0]
 * and a click on an adjacent enemy counter picks that hex to assault [8.6]; in an own fire phase a
 * click on an enemy counter picks it as the target [5.0]. The engine judges every command; a
 * refusal shows in the notice with its case. Returns false when the click is not an action.
 */
import type { HexId } from '../../rules';
import type { GameStore } from '../../store';
import { useActionUi } from './actionState';
import { actionMode, hexesAdjacent, movingUnitIds, phasingUnit } from './moves';

export function actOnHexClick(store: GameStore, hex: HexId): boolean {
  const s = store.getState();
  const state = s.game.current;
  if (actionMode(state) !== 'move') return false;
  const unit = phasingUnit(state, s.ui.selectedUnitId);
  if (!unit?.hex || !hexesAdjacent(unit.hex, hex)) return false;
  const ui = useActionUi.getState();
  const ids = movingUnitIds(state, unit, ui.wholeStack && !ui.shift);
  // A unit that may not move is still sent, so the engine's refusal names the case.
  s.dispatch({ type: 'moveStep', unitIds: ids.length ? ids : [unit.id], to: hex });
  return true;
}

export function actOnUnitClick(store: GameStore, unitId: string): boolean {
  const s = store.getState();
  const state = s.game.current;
  const mode = actionMode(state);
  const unit = phasingUnit(state, s.ui.selectedUnitId);
  const clicked = state.units[unitId];
  if (!mode || !unit || !clicked?.hex || clicked.side === unit.side) return false;
  if (mode === 'fire') {
    useActionUi.getState().set({ targetId: unitId });
    return true;
  }
  if (unit.hex && hexesAdjacent(unit.hex, clicked.hex)) {
    useActionUi.getState().set({ assaultHex: clicked.hex });
    return true;
  }
  return false;
}
