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
import { LAYOUT } from './counterLayout';
import { COUNTER, HEX_NUMBER_INSET, HEX_NUMBER_SIZE, SIZE, STACK_MAX_SHIFTS, STACK_OFFSET } from './metrics';

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
/** The count badge hangs below a stack's lower right corner (counterLayout.ts LAYOUT.badge). */
const BADGE_DROP = LAYOUT.badge.y + LAYOUT.badge.r - HALF_COUNTER;

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
 * Where the top counter of a stack carries text (counterLayout.ts LAYOUT): the designation along the
 * top edge and the values line along the bottom, each as tall as its line is drawn.
 */
const COUNTER_TEXT: readonly Box[] = [
  { x0: -LAYOUT.nameMaxWidth / 2, y0: LAYOUT.nameY, x1: LAYOUT.nameMaxWidth / 2, y1: LAYOUT.nameY + 9 },
  { x0: -HALF_COUNTER * 0.8, y0: LAYOUT.valuesY, x1: HALF_COUNTER * 0.8, y1: LAYOUT.valuesY + 13 },
];
/** The count badge's disc and number, on a stack of more than two (LAYOUT.badge). */
const BADGE_TEXT: Box = { x0: LAYOUT.badge.x - LAYOUT.badge.r, y0: LAYOUT.badge.y - LAYOUT.badge.r, x1: LAYOUT.badge.x + LAYOUT.badge.r, y1: LAYOUT.badge.y + LAYOUT.badge.r };
/** Covering a counter's plain face matters, but far less than covering its text. */
const FACE_WEIGHT = 0.2;
/**
 * Where a hex's number is printed, relative to its centre (metrics.ts: its type size and inset below
 * the top corner; five characters about 22 px wide), and the centres of the six hexes around, whose
 * numbers a name may reach too.
 */
const HEX_NUMBER: Box = { x0: -11, y0: -SIZE + HEX_NUMBER_INSET, x1: 11, y1: -SIZE + HEX_NUMBER_INSET + HEX_NUMBER_SIZE + 1.5 };
const HEX_STEP = { x: SIZE * Math.sqrt(3), y: SIZE * 1.5 };
const NUMBERED_CENTRES: readonly { dx: number; dy: number }[] = [
  { dx: 0, dy: 0 },
  { dx: -HEX_STEP.x, dy: 0 },
  { dx: HEX_STEP.x, dy: 0 },
  ...[-1, 1].flatMap((up) => [-1, 1].map((side) => ({ dx: (side * HEX_STEP.x) / 2, dy: up * HEX_STEP.y }))),
];
/** A place name moves sideways within its hex in steps of this, at most SIDE_MAX either way (world px). */
const SIDE_STEP = 4;
const SIDE_MAX = SIZE / 2;
/** Smallest a name shrinks to, as a share of its size, when shrinking uncovers counter text. */
export const NAME_MIN_SHRINK = 0.8;
/** A less central or smaller name must uncover at least this much more counter text (world px²) to be chosen. */
const MIN_GAIN = 8;

/** Counter text, weighted, that a name box covers in a stack of `count` counters centred at (dx, dy). */
function textCovered(name: Box, dx: number, dy: number, count: number): number {
  const shift = (b: Box): Box => ({ x0: b.x0 + dx, x1: b.x1 + dx, y0: b.y0 + dy, y1: b.y1 + dy });
  let area = FACE_WEIGHT * overlapArea(name, shift(stackBox(count)));
  for (const t of COUNTER_TEXT) area += overlapArea(name, shift(t));
  if (count > 2) area += overlapArea(name, shift(BADGE_TEXT));
  return area;
}

/** A place name's offset from its hex centre (world px) and the share of its size it is drawn at. */
export interface NamePlacement {
  dx: number;
  dy: number;
  scale: number;
}

/**
 * Where a place name goes, for a name of this size (world px) in a hex holding `ownCount`
 * counters with these stacks around it (each relative to the named hex). An empty hex names
 * itself on its lower tip, as the printed map does; an occupied one just below its counters, or
 * just above them. Of those two, moved sideways within the hex or shrunk to no less than
 * `minShrink` of its size, the name takes the place that covers the least counter text (the
 * designations, values and count badges, and a little for a counter's plain face), preferring
 * below, centred and full size unless moving uncovers a few pixels of text (a player must be
 * able to read a place name with the town held, and the counters around it too). With
 * `numbersShown` (the zoom shows hex numbers) the numbers of the hex and its neighbours count as
 * text too, so a name set above a stack keeps clear of its hex's number where it can.
 */
export function placeName(
  ownCount: number,
  width: number,
  height: number,
  nearby: readonly NearbyStack[],
  minShrink = NAME_MIN_SHRINK,
  numbersShown = false,
): NamePlacement {
  const own = stackBox(ownCount);
  const rows = (h: number): number[] =>
    ownCount > 0 ? [Math.max(BOTTOM_TIP_DY, own.y1 + NAME_GAP + h / 2), Math.min(-BOTTOM_TIP_DY, own.y0 - NAME_GAP - h / 2)] : [BOTTOM_TIP_DY, -BOTTOM_TIP_DY];
  const covered = (p: NamePlacement): number => {
    const w = width * p.scale;
    const h = height * p.scale;
    const name = { x0: p.dx - w / 2, x1: p.dx + w / 2, y0: p.dy - h / 2, y1: p.dy + h / 2 };
    let area = ownCount > 0 ? textCovered(name, 0, 0, ownCount) : 0;
    for (const s of nearby) area += textCovered(name, s.dx, s.dy, s.count);
    if (numbersShown) {
      for (const c of NUMBERED_CENTRES) {
        area += overlapArea(name, { x0: c.dx + HEX_NUMBER.x0, x1: c.dx + HEX_NUMBER.x1, y0: c.dy + HEX_NUMBER.y0, y1: c.dy + HEX_NUMBER.y1 });
      }
    }
    return area;
  };
  const sides = [0];
  for (let d = SIDE_STEP; d <= SIDE_MAX; d += SIDE_STEP) sides.push(-d, d);
  const scales = minShrink < 1 ? [1, Math.max(minShrink, NAME_MIN_SHRINK)] : [1];
  /** What leaving the first place (below, centred, full size) costs, in counter text it must uncover. */
  const moved = (p: NamePlacement): number => MIN_GAIN + Math.abs(p.dx) / SIDE_STEP + (p.scale < 1 ? MIN_GAIN : 0);
  let best: NamePlacement = { dx: 0, dy: rows(height)[0]!, scale: 1 };
  let least = covered(best);
  for (const scale of scales) {
    for (const dx of sides) {
      for (const dy of rows(height * scale)) {
        const p = { dx, dy, scale };
        const cost = covered(p) + moved(p);
        if (cost < least) {
          best = p;
          least = cost;
        }
      }
    }
  }
  return best;
}
