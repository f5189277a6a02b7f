/**
 * Where a counter's parts sit on its face, in counter-local px (centred on (0, 0), y downwards):
 * data shared by the drawing (counterFaces.ts, counterSprite.ts, which load Pixi) and by the label
 * placement that keeps place names and plates off the counters' text (labelPlacement.ts, tested
 * without Pixi).
 */
import { COUNTER } from './metrics';

/** Half a counter side: counters are drawn centred on (0, 0). */
export const HALF = COUNTER / 2;

/** Counter-local layout (y grows downwards). */
export const LAYOUT = {
  nameY: -HALF + 1.6,
  nameSize: 7.2,
  nameMaxWidth: COUNTER - 4,
  symbol: { x: -HALF * 0.5, y: -HALF + 10, w: HALF, h: HALF * 0.66 },
  valuesY: HALF - 13.5,
  valuesSize: 11.5,
  /** Mode tag (D / T): left of the symbol. */
  modeTag: { x: -HALF + 2, y: -HALF + 11, w: 7.5, h: 9.5 },
  /** Status stickers over the upper corners, like markers placed on the counter. */
  disrupted: { x: HALF - 15, y: -HALF - 5, w: 20, h: 9.5 },
  depleted: { x: -HALF - 5, y: -HALF - 5, w: 20, h: 9.5 },
  stickerSize: 7,
  badge: { x: HALF - 1, y: HALF - 1, r: 7 },
  badgeSize: 8,
} as const;

/** Everything a counter may draw, for culling (stickers and badge stick out a little). */
export const COUNTER_EXTENT = { x: -HALF - 6, y: -HALF - 6, w: COUNTER + 14, h: COUNTER + 14 };
