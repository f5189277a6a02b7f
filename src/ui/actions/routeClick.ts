/**
 * Map clicks in play (App routes them here after the set-up panel has had its turn): in a
 * Conditional Movement Phase a click on a hex the selected stack can reach moves it there along
 * the path the preview shows, one step per hex [8.0] (a click next to it that the engine refuses
 * is still sent, so the notice names the case); dragging an own counter onto a hex does the same;
 * a click on an adjacent enemy counter picks that hex to assault [8.6]; in an own fire phase a
 * click on an enemy counter picks it as the target [5.0]; a click on an own counter in a hex the
 * selected stack can reach moves the stack there, joining it [8.0, 9.0] (with Alt held, or out of
 * reach, the click selects that counter instead). A click out of reach beyond the road corridor
 * of scenario 30's optional rule, with a unit it keeps selected, is refused with the case [30.46]
 * rather than read as a click away. Returns false when the click is not an action.
 */
import { canonicalHexId, corridorStepRefusal, describeRefusal, type HexId, type World } from '../../rules/api';
import type { GameStore } from '../../store';
import { useActionUi } from './actionState';
import { followPath, type FollowOutcome } from './followPath';
import { actionMode, hexesAdjacent, moveGroupIds, phasingUnit } from './moves';
import { useMoveUi } from './moveUi';
import { reachHexAt, reachOf } from './pathPreview';
import { unitById } from '../../rules/api';

/** The units the next move takes, as the Move panel and the stack viewer have them now. */
export function currentMovers(store: GameStore, unitId: string): string[] {
  const state = store.getState().game.current;
  const unit = unitById(state, unitId);
  if (!unit) return [];
  const ui = useActionUi.getState();
  return moveGroupIds(state, unit, { wholeStack: ui.wholeStack, shift: ui.shift, picked: useMoveUi.getState().picked });
}

/**
 * Move the selected unit's moving group to `hex` along the reach path, step by step. Null when
 * that is not a move (wrong phase, no own unit selected, the unit's own hex, out of reach).
 */
export function moveSelectedTo(store: GameStore, world: World, hex: HexId): FollowOutcome | null {
  const s = store.getState();
  const state = s.game.current;
  if (actionMode(state) !== 'move') return null;
  const unit = phasingUnit(state, s.ui.selectedUnitId);
  if (!unit?.hex || canonicalHexId(unit.hex) === canonicalHexId(hex)) return null;
  const ids = currentMovers(store, unit.id);
  if (ids.length === 0) return null;
  const result = reachOf(world, state, ids);
  if (!('hexes' in result)) return null;
  const target = reachHexAt(result, hex);
  if (!target) return null;
  const outcome = followPath({ getState: () => store.getState().game.current, dispatch: (command) => store.getState().dispatch(command) }, ids, target.path);
  useMoveUi.getState().setLastMove(outcome, store.getState().game.log.length);
  keepSplit(store, unit.hex, ids);
  return outcome;
}

export function actOnHexClick(store: GameStore, hex: HexId, world?: World): boolean {
  const s = store.getState();
  const state = s.game.current;
  if (actionMode(state) !== 'move') return false;
  const unit = phasingUnit(state, s.ui.selectedUnitId);
  if (!unit?.hex) return false;
  if (world && moveSelectedTo(store, world, hex)) return true;
  const ids = currentMovers(store, unit.id);
  if (!hexesAdjacent(unit.hex, hex)) return refuseOutsideCorridor(store, ids.length ? ids : [unit.id], unit.hex, hex);
  useMoveUi.getState().setLastMove(null);
  // A unit that may not move is still sent, so the engine's refusal names the case.
  s.dispatch({ type: 'moveStep', unitIds: ids.length ? ids : [unit.id], to: hex });
  keepSplit(store, unit.hex, ids);
  return true;
}

/**
 * [30.46] A click out of reach on a hex the road corridor bars to the selected units: the refusal
 * is shown as the engine's refusals are (the case and the reason), the selection kept. False when
 * the corridor does not bar that hex (the click is then a click away).
 */
function refuseOutsideCorridor(store: GameStore, unitIds: readonly string[], from: HexId, to: HexId): boolean {
  const state = store.getState().game.current;
  const units = unitIds.map((id) => unitById(state, id)).filter((u) => u !== undefined);
  const refusal = corridorStepRefusal(state, units, from, to);
  if (!refusal) return false;
  store.setState((s) => {
    s.ui.notice = { kind: 'refusal', text: describeRefusal(refusal) };
  });
  return true;
}

/** A split that moved stays picked in its new hex, so the next click moves the same units [8.11]. */
function keepSplit(store: GameStore, from: HexId, ids: readonly string[]): void {
  const { picked, setPicked } = useMoveUi.getState();
  if (!picked || canonicalHexId(picked.hex) !== canonicalHexId(from)) return;
  const at = unitById(store.getState().game.current, ids[0] ?? '')?.hex;
  if (at && canonicalHexId(at) !== canonicalHexId(from)) setPicked({ hex: at, unitIds: [...ids] });
}

/**
 * The selection a press on a counter replaced (a press selects the counter it may drag, so the path
 * previews as it moves): when the press turns out to be a click, the click is judged against the
 * selection from before it (`selectionBeforePress`). Screen state of one press, never part of the game.
 */
let pressed: { unitId: string; previous: string | null } | null = null;

/** A drag may start on an own counter that can move now; the dragged unit becomes the selection. */
export function startUnitDrag(store: GameStore, unitId: string): boolean {
  const s = store.getState();
  const state = s.game.current;
  pressed = null;
  if (actionMode(state) !== 'move' || !phasingUnit(state, unitId)) return false;
  if (currentMovers(store, unitId).length === 0) return false;
  if (s.ui.selectedUnitId !== unitId) {
    pressed = { unitId, previous: s.ui.selectedUnitId };
    s.selectUnit(unitId);
  }
  return true;
}

/** A press on this counter was a click, not a drag: give back the selection the press replaced. */
export function selectionBeforePress(store: GameStore, unitId: string): void {
  if (pressed?.unitId === unitId) store.getState().selectUnit(pressed.previous);
  pressed = null;
}

/** A dragged counter dropped on a hex: the same as clicking the destination. */
export function dropUnit(store: GameStore, world: World, unitId: string, hex: HexId | null): boolean {
  pressed = null;
  if (!hex || store.getState().ui.selectedUnitId !== unitId) return false;
  return actOnHexClick(store, hex, world);
}

export function actOnUnitClick(store: GameStore, unitId: string): boolean {
  const s = store.getState();
  const state = s.game.current;
  const mode = actionMode(state);
  const unit = phasingUnit(state, s.ui.selectedUnitId);
  const clicked = unitById(state, unitId);
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

/**
 * A click on an own counter while an own stack is selected in a movement phase: where the selected
 * stack can reach that counter's hex, the click moves it there, joining the stack in it [8.0, 9.0]
 * (an overstack is previewed with its disruption and the engine applies it [9.32, 9.33]). Alt held,
 * a counter out of reach or in the selected stack's own hex: false, and the click selects the counter.
 */
export function moveOntoOwnCounter(store: GameStore, world: World, unitId: string): boolean {
  if (useActionUi.getState().alt) return false;
  const s = store.getState();
  const state = s.game.current;
  const selected = phasingUnit(state, s.ui.selectedUnitId);
  const clicked = unitById(state, unitId);
  if (!selected || !clicked?.hex || clicked.side !== selected.side) return false;
  return moveSelectedTo(store, world, clicked.hex) !== null;
}
