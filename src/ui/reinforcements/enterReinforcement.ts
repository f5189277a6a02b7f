/**
 * Entering reinforcements from the screen [22.0, 22.13]: the ordinary moveStep command with units
 * that have no hex, sent from the reinforcement panel or by a map click on an entry hex while a
 * waiting unit is selected. After the entry the first unit that came on is selected, so the next map
 * clicks move it (and its stack) on like any other unit.
 */
import { canonicalHexId, reinforcementsWaiting, type HexId, type World } from '../../rules/api';
import type { GameStore } from '../../store';
import { actionMode } from '../actions/moves';
import { useMoveUi } from '../actions/moveUi';
import { unitById } from '../../rules/api';

/** The selected unit, when it waits off the map to enter now for the phasing side. */
export function selectedReinforcement(store: GameStore, world: World): string | null {
  const s = store.getState();
  const state = s.game.current;
  const id = s.ui.selectedUnitId;
  const unit = id ? unitById(state, id) : undefined;
  if (!unit || unit.hex !== null || !unit.arrival || actionMode(state) !== 'move') return null;
  return reinforcementsWaiting(state, world, unit.side).some((w) => w.unitId === unit.id) ? unit.id : null;
}

/** Send the entry; on success select the first unit that entered. */
export function enterUnits(store: GameStore, unitIds: readonly string[], hex: HexId): boolean {
  const result = store.getState().dispatch({ type: 'moveStep', unitIds: [...unitIds], to: hex });
  useMoveUi.getState().setLastMove(null);
  if (result.ok && unitIds[0] && unitById(result.state, unitIds[0])?.hex) store.getState().selectUnit(unitIds[0]);
  return result.ok;
}

/**
 * A map click while a waiting reinforcement is selected: enter it at the clicked hex when that is
 * one of its entry hexes (the engine judges; a refusal shows in the notice). False when the click
 * is not an entry.
 */
export function enterSelectedReinforcementAt(store: GameStore, world: World, hex: HexId): boolean {
  const id = selectedReinforcement(store, world);
  if (!id) return false;
  const state = store.getState().game.current;
  const waiting = reinforcementsWaiting(state, world, unitById(state, id)!.side).find((w) => w.unitId === id);
  const target = canonicalHexId(hex);
  if (!waiting || !waiting.entries.some((e) => e.hex === target)) return false;
  enterUnits(store, [id], target!);
  return true;
}
