/**
 * Which play-flow panels are open (the New game dialog, the End phase summary, the Players
 * settings) and what the player dismissed. Screen state only; nothing here is saved.
 */
import { create } from 'zustand';
import type { GameState } from '../../rules/api';
import type { LogEntry } from '../../store';

export interface FlowScreen {
  newGameOpen: boolean;
  summaryOpen: boolean;
  playersOpen: boolean;
  /** "Don't ask again this game": the game (its starting position) for which End phase does not ask. */
  skipSummaryFor: GameState | null;
  /** The log entry whose Command Phase report was dismissed. */
  reportDismissed: LogEntry | null;
  /** After an Undo: the decision open at this log length of this game is left to the player. */
  autoHold: { initial: GameState; length: number } | null;
  /** The hot-seat hand-over cover is up: game keys do nothing until the player is at the screen. */
  coverUp: boolean;
  set(partial: Partial<Omit<FlowScreen, 'set'>>): void;
}

export const useFlowScreen = create<FlowScreen>()((set) => ({
  newGameOpen: false,
  summaryOpen: false,
  playersOpen: false,
  skipSummaryFor: null,
  reportDismissed: null,
  autoHold: null,
  coverUp: false,
  set: (partial) => set(partial),
}));
