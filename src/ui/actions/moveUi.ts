/**
 * Moving's own screen state, kept apart from the game: which units of a stack the player ticked to
 * move together (a split [8.0, 8.11]) and how the last move along a path ended. A reload forgets it.
 */
import { create } from 'zustand';
import type { HexId } from '../../rules/api';
import type { FollowOutcome } from './followPath';

export interface MoveUiState {
  /** Units ticked in the stack viewer of `hex`; null: no split chosen (the whole-stack choice holds). */
  picked: { hex: HexId; unitIds: string[] } | null;
  /** The last move along a path, for the Move panel to say where and why it stopped. */
  lastMove: FollowOutcome | null;
  /** Log length right after that move: once anything else happens the outcome is old news. */
  lastMoveLogLength: number;
  setPicked(picked: MoveUiState['picked']): void;
  setLastMove(outcome: FollowOutcome | null, logLength?: number): void;
}

export const useMoveUi = create<MoveUiState>()((set) => ({
  picked: null,
  lastMove: null,
  lastMoveLogLength: 0,
  setPicked: (picked) => set({ picked }),
  setLastMove: (lastMove, logLength = 0) => set({ lastMove, lastMoveLogLength: logLength }),
}));
