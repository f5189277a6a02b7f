/**
 * Which log entry the map shows: the one under the pointer or keyboard focus, else the one pinned
 * by a click; and the map's "centre here" request (a click on an entry centres the map on its first
 * hex; BoardView honours the request). Screen state only, never saved.
 */
import { create } from 'zustand';
import type { HexId } from '../../rules/api';

export interface LogFocusState {
  /** Entry index under the pointer or focus, or null. */
  hovered: number | null;
  /** Entry index pinned by a click (shown while nothing is hovered), or null. */
  pinned: number | null;
  /** The latest request to centre the map; `seq` tells two requests for one hex apart. */
  centre: { hex: HexId; seq: number } | null;
  hover(index: number | null): void;
  /** Pin the entry, or unpin it if it is the pinned one; returns whether it is pinned now. */
  togglePin(index: number): boolean;
  unpin(): void;
  requestCentre(hex: HexId): void;
}

export const useLogFocus = create<LogFocusState>()((set, get) => ({
  hovered: null,
  pinned: null,
  centre: null,
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
  requestCentre(hex) {
    set((s) => ({ centre: { hex, seq: (s.centre?.seq ?? 0) + 1 } }));
  },
}));

/** The entry the map shows now. */
export function shownEntry(s: Pick<LogFocusState, 'hovered' | 'pinned'>): number | null {
  return s.hovered ?? s.pinned;
}
