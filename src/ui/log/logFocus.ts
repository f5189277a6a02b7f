/**
 * Which log entry the map shows: the one under the pointer or keyboard focus, else the one pinned
 * by a click. (A click on an entry also centres the map on its first hex: `../mapCentreRequest.ts`.)
 * Screen state only, never saved.
 */
import { create } from 'zustand';

export interface LogFocusState {
  /** Entry index under the pointer or focus, or null. */
  hovered: number | null;
  /** Entry index pinned by a click (shown while nothing is hovered), or null. */
  pinned: number | null;
  hover(index: number | null): void;
  /** Pin the entry, or unpin it if it is the pinned one; returns whether it is pinned now. */
  togglePin(index: number): boolean;
  unpin(): void;
}

export const useLogFocus = create<LogFocusState>()((set, get) => ({
  hovered: null,
  pinned: null,
  hover(index) {
    if (get().hovered !== index) set({ hovered: index });
  },
  togglePin(index) {
    const pinned = get().pinned === index ? null : index;
    set({ pinned });
    return pinned !== null;
  },
  unpin() {
    if (get().pinned !== null) set({ pinned: null });
  },
}));

/** The entry the map shows now. */
export function shownEntry(s: Pick<LogFocusState, 'hovered' | 'pinned'>): number | null {
  return s.hovered ?? s.pinned;
}
