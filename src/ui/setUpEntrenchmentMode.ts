/**
 * Whether the set-up panel's "Place entrenchments" step is on [30.6]: map clicks then put an
 * entrenchment in a front-line hex, or take one up. Screen state only, never saved.
 */
import { create } from 'zustand';

export interface SetUpEntrenchmentModeState {
  on: boolean;
  setOn(on: boolean): void;
}

export const useSetUpEntrenchmentMode = create<SetUpEntrenchmentModeState>()((set) => ({
  on: false,
  setOn(on) {
    set({ on });
  },
}));
