/**
 * Where a hex highlight's label goes, relative to the hex centre (world pixels). Pure data and
 * arithmetic, so the layout can be checked without a canvas.
 *
 * - centre: on the hex centre (an empty hex, or a number meant to sit on the counter).
 * - bottom: on the lower tip of the hex, below a lone counter. Place names and a stack's count
 *   badge live there too, so a long label runs into them.
 * - above: on a small plate over the top corner of the hex, joined to it by a short leader line.
 *   Clear of the hex's own counters (stacked ones and their stickers included), its count badge
 *   and its place name, and of the names of the hexes beside it; drawn above the counters.
 */
import { SIZE } from './metrics';

export type LabelPosition = 'centre' | 'bottom' | 'above';

/** Below the hex centre to the lower tip's text line: bottom labels and place names (placeLabels.ts). */
export const BOTTOM_TIP_DY = SIZE * 0.78;
/** Font size of highlight labels (world px). */
export const LABEL_SIZE = 11;
/** Room between a plate's text and its edge (world px). */
export const PLATE_PAD = { x: 4, y: 2 } as const;
/** Gap between the top corner of the hex and the plate's lower edge (world px). */
const PLATE_GAP = 10;
/** Height of a plate: one line of label text and its padding. */
export const PLATE_HEIGHT = LABEL_SIZE + 2 * PLATE_PAD.y;

export interface LabelPlacement {
  /** Centre of the text, relative to the hex centre. */
  dx: number;
  dy: number;
  /** For a plate: the leader line, from the plate's lower edge down to the hex's top corner. */
  leader?: { y0: number; y1: number };
}

export function placeLabel(at: LabelPosition | undefined): LabelPlacement {
  if (at === 'bottom') return { dx: 0, dy: BOTTOM_TIP_DY };
  if (at === 'above') {
    const plateBottom = -SIZE - PLATE_GAP;
    return { dx: 0, dy: plateBottom - PLATE_HEIGHT / 2, leader: { y0: plateBottom, y1: -SIZE + 2 } };
  }
  return { dx: 0, dy: 0 };
}

/** The plate behind a label of this text width, centred on (x, y). */
export function plateRect(x: number, y: number, textWidth: number): { x: number; y: number; width: number; height: number } {
  const width = textWidth + 2 * PLATE_PAD.x;
  return { x: x - width / 2, y: y - PLATE_HEIGHT / 2, width, height: PLATE_HEIGHT };
}
