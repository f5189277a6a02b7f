/** A log entry's hexes as the board's 'log' highlight layer: a ring with a light fill, the first hex marked. */
import type { HexHighlight } from '../../board';
import type { HexId } from '../../rules/api';
import { OVERLAY_COLOURS } from '../overlays/highlightSpecs';

export function logHighlights(hexes: readonly HexId[]): HexHighlight[] {
  return hexes.map((hex, i) => ({
    hex,
    tint: OVERLAY_COLOURS.log,
    alpha: 0.18,
    mark: 'ring' as const,
    markColor: OVERLAY_COLOURS.log,
    // The first hex is where the map centres on a click: say so when zoomed in.
    ...(i === 0 && hexes.length > 1 ? { label: '1', labelAt: 'bottom' as const, labelColor: OVERLAY_COLOURS.log } : {}),
  }));
}
