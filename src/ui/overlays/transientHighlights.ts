/**
 * Hex highlights that come and go with what the player is doing rather than with the overlay
 * toggles: the hexes a unit may be set up in, the hexes reinforcements may enter at, the drop planner's flight and landing odds, the hexes of a log entry under the pointer, the path
 * preview of a move. Any panel sets
 * its own named layer; the map draws them above the overlays (App.tsx MapArea). Screen state only.
 */
import { create } from 'zustand';
import type { HexHighlight } from '../../board';

/** Layer names, bottom to top. */
export const TRANSIENT_LAYERS = ['setup', 'entry', 'drop', 'log', 'path'] as const;
export type TransientLayerName = (typeof TRANSIENT_LAYERS)[number];

export interface TransientHighlightState {
  layers: Readonly<Record<TransientLayerName, readonly HexHighlight[] | null>>;
  /** Show a layer (null clears it). Setting the same array again changes nothing. */
  setLayer(name: TransientLayerName, hexes: readonly HexHighlight[] | null): void;
}

export const useTransientHighlights = create<TransientHighlightState>()((set, get) => ({
  layers: { setup: null, entry: null, drop: null, log: null, path: null },
  setLayer(name, hexes) {
    if (get().layers[name] === hexes) return;
    set((s) => ({ layers: { ...s.layers, [name]: hexes } }));
  },
}));
