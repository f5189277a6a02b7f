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
import { COUNTER, SIZE, STACK_MAX_SHIFTS, STACK_OFFSET } from './metrics';

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

/** A rectangle relative to a hex centre (world px). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A stack seen from a nearby hex: where its centre is (relative to that hex) and how many counters it holds. */
export interface NearbyStack {
  dx: number;
  dy: number;
  count: number;
}

const HALF_COUNTER = COUNTER / 2;
/** Room between a place name and the counters it clears (world px). */
const NAME_GAP = 1;
/** The count badge hangs below a stack's lower right corner (counterFaces.ts LAYOUT.badge). */
const BADGE_DROP = 6;

/**
 * What a stack of `count` counters covers, relative to its hex centre: the top counter on the
 * centre, the ones beneath shifted up and left (counterLayer.ts), and the count badge that stacks
 * of more than two carry at the lower right corner.
 */
export function stackBox(count: number): Box {
  const shift = Math.min(Math.max(count - 1, 0), STACK_MAX_SHIFTS) * STACK_OFFSET;
  return { x0: -HALF_COUNTER - shift, y0: -HALF_COUNTER - shift, x1: HALF_COUNTER, y1: HALF_COUNTER + (count > 2 ? BADGE_DROP : 0) };
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Where a place name goes, as the offset of its centre below the hex centre, for a name of this
 * size (world px) in a hex holding `ownCount` counters with these stacks around it (each relative
 * to the named hex). An empty hex names itself on its lower tip, as the printed map does; an
 * occupied one just below its counters, where the name covers none of them. When the counters of
 * the hexes below would cover the name there, it goes above the stack instead, if that covers
 * less (a player must be able to read a place name with the town held).
 */
export function placeNameDy(ownCount: number, width: number, height: number, nearby: readonly NearbyStack[]): number {
  const own = stackBox(ownCount);
  const below = ownCount > 0 ? Math.max(BOTTOM_TIP_DY, own.y1 + NAME_GAP + height / 2) : BOTTOM_TIP_DY;
  const above = ownCount > 0 ? Math.min(-BOTTOM_TIP_DY, own.y0 - NAME_GAP - height / 2) : -BOTTOM_TIP_DY;
  const covered = (dy: number): number => {
    const name = { x0: -width / 2, x1: width / 2, y0: dy - height / 2, y1: dy + height / 2 };
    let area = ownCount > 0 ? overlapArea(name, own) : 0;
    for (const s of nearby) {
      const box = stackBox(s.count);
      area += overlapArea(name, { x0: s.dx + box.x0, x1: s.dx + box.x1, y0: s.dy + box.y0, y1: s.dy + box.y1 });
    }
    return area;
  };
  const coveredBelow = covered(below);
  return coveredBelow > 0 && covered(above) < coveredBelow ? above : below;
}
