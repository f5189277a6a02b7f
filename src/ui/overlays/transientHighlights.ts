/**
 * Hex highlights that come and go with what the player is pointing at rather than with the overlay
 * toggles: the path preview of a move, the hexes of a log entry under the pointer. Any panel sets
 * its own named layer; the map draws them above the overlays (App.tsx MapArea). Screen state only.
 */
import { create } from 'zustand';
import type { HexHighlight } from '../../board';

/** Layer names, bottom to top. */
export const TRANSIENT_LAYERS = ['log', 'path'] as const;
export type TransientLayerName = (typeof TRANSIENT_LAYERS)[number];

export interface TransientHighlightState {
  layers: Readonly<Record<TransientLayerName, readonly HexHighlight[] | null>>;
  /** Show a layer (null clears it). Setting the same array again changes nothing. */
  setLayer(name: TransientLayerName, hexes: readonly HexHighlight[] | null): void;
}

export const useTransientHighlights = create<TransientHighlightState>()((set, get) => ({
  layers: { log: null, path: null },
  setLayer(name, hexes) {
    if (get().layers[name] === hexes) return;
    set((s) => ({ layers: { ...s.layers, [name]: hexes } }));
  },
}));
