/**
 * The screen's "centre the map here" request: the log (a click on an entry), the set-up list (a
 * unit's zone) and the drop planner (the serial's zone) ask; BoardView honours the latest request.
 * Screen state only, never saved.
 */
import { create } from 'zustand';
import type { HexId } from '../rules/api';

export interface MapCentreRequestState {
  /** The latest request; `seq` tells two requests for one hex apart. */
  centre: { hex: HexId; seq: number } | null;
  requestCentre(hex: HexId): void;
}

export const useMapCentreRequest = create<MapCentreRequestState>()((set) => ({
  centre: null,
  requestCentre(hex) {
    set((s) => ({ centre: { hex, seq: (s.centre?.seq ?? 0) + 1 } }));
  },
}));

/** Ask the map to centre on `hex`. */
export const requestMapCentre = (hex: HexId): void => useMapCentreRequest.getState().requestCentre(hex);
