/**
 * Board dimensions in world pixels, and the zoom levels at which detail appears. One place for
 * every size the layers share, so the map, the counters and the pointer agree.
 */
import { boardSize, hexWidth } from '../rules/api';

/** Hex size: centre to corner, in world pixels. A hex is √3·SIZE wide, rows 1.5·SIZE apart. */
export const SIZE = 32;
export const HEX_WIDTH = hexWidth(SIZE);
export const WORLD = boardSize(SIZE);

/** Side of a counter square: about 0.8 of the hex width (a printed counter nearly fills its hex). */
export const COUNTER = Math.round(HEX_WIDTH * 0.8);
/** Each counter below the top of a stack is shifted this far up and left. */
export const STACK_OFFSET = 3.5;
/** Deeper counters share the last offset, so a tall stack stays inside its hex. */
export const STACK_MAX_SHIFTS = 4;

/**
 * The map is cut into chunks of whole hexes. 17 columns × 20 rows fit a 1024 px square at cache
 * resolution 1 (Pixi's texture pool rounds up to powers of two), and 17 divides the 34-column
 * sheets C and D evenly.
 */
export const CHUNK_COLS = 17;
export const CHUNK_ROWS = 20;

/** Zoom (viewport scale) limits. */
export const MIN_ZOOM = 0.06;
export const MAX_ZOOM = 5;
/** Zoom used when the board opens. */
export const DEFAULT_ZOOM = 1.4;
/** Hex numbers appear above this zoom. */
export const HEX_LABEL_ZOOM = 1.2;
/** Hex numbers: their type size and how far below a hex's top corner they start (world px). */
export const HEX_NUMBER_SIZE = 6.5;
export const HEX_NUMBER_INSET = 4.5;
/** Hex outlines are hidden below this zoom (the hexes are a few pixels wide). */
export const OUTLINE_ZOOM = 0.22;
/** Counter values, tags and badges appear above this zoom (below it they are unreadable specks). */
export const COUNTER_VALUES_ZOOM = 0.6;
/** Counter designations (the smallest text) appear above this zoom. */
export const COUNTER_NAME_ZOOM = 0.95;

/** Pointer travel (screen px) between press and release beyond which a press is a drag, not a click. */
export const CLICK_SLOP = 6;
