/**
 * The action panels' own screen state, kept apart from the game store: whether a step moves the
 * whole stack, the chosen fire target and assault hex, and which result card was dismissed. None
 * of it is part of the game; a reload forgets it.
 */
import { create } from 'zustand';
import type { HexId } from '../../rules/api';

export interface ActionUiState {
  /** A step or assault takes the selected unit's whole stack (Shift+click: the unit alone). */
  wholeStack: boolean;
  /** The enemy unit the selected firer aims at. */
  targetId: string | null;
  /** The enemy-held hex the selected stack would assault. */
  assaultHex: HexId | null;
  /** Log length when the last result card was closed (cards for older entries stay closed). */
  dismissedAt: number;
  /** Shift is held: the next map click moves the selected unit alone. */
  shift: boolean;
  /** Alt is held: a click on an own counter selects it even where the selected stack could move onto it. */
  alt: boolean;
  set(patch: Partial<Omit<ActionUiState, 'set'>>): void;
}

export const useActionUi = create<ActionUiState>()((set) => ({
  wholeStack: true,
  targetId: null,
  assaultHex: null,
  dismissedAt: 0,
  shift: false,
  alt: false,
  set: (patch) => set(patch),
}));
