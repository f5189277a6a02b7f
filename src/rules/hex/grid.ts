/**
 * The global hex grid of the four map sections, stitched as MAP-ANCHORS §2 describes [3.8].
 *
 * Convention (written down once, used everywhere):
 * - A hex is addressed globally by `row` (1 = southernmost row of Map D, counting north) and
 *   `col` (1 = west edge, counting east). Columns never shift between sections.
 * - Global row = local row + the section's offset (D 0, C 60, B 120, A 158).
 * - Pointy-top hexes in straight west–east rows; even global rows sit half a hex east of odd ones.
 *   (The offsets are all even, so local and global parity agree.)
 * - Rows 1–120 (Maps C, D) are 34 columns wide; rows 121–197 (Maps A, B) are 54 wide (assumed
 *   width, MAP-ANCHORS §1 item 2).
 * - The overlap rows (D61 = C01, C61 = B01 cols 1–34, B39 = A01) are one hex with two ids; the
 *   northern sheet's id is canonical because that sheet lies on top.
 */

export type Section = 'A' | 'B' | 'C' | 'D';

/** A hex on the global grid. Plain data: safe to keep in JSON state. */
export interface Hex {
  readonly row: number;
  readonly col: number;
}

export interface SectionInfo {
  readonly section: Section;
  /** Local rows 1..rows. */
  readonly rows: number;
  /** Local columns 1..cols. */
  readonly cols: number;
  /** Global row = local row + rowOffset. */
  readonly rowOffset: number;
}

/** The four sections, north to south. */
export const SECTIONS: Readonly<Record<Section, SectionInfo>> = {
  A: { section: 'A', rows: 39, cols: 54, rowOffset: 158 },
  B: { section: 'B', rows: 39, cols: 54, rowOffset: 120 },
  C: { section: 'C', rows: 61, cols: 34, rowOffset: 60 },
  D: { section: 'D', rows: 61, cols: 34, rowOffset: 0 },
};

export const SECTION_ORDER_NORTH_TO_SOUTH: readonly Section[] = ['A', 'B', 'C', 'D'];

/** Number of global rows (D01 .. A39). */
export const GLOBAL_ROWS = SECTIONS.A.rowOffset + SECTIONS.A.rows; // 197
/** Widest row of the grid (Maps A and B). */
export const MAX_COLS = Math.max(SECTIONS.A.cols, SECTIONS.B.cols, SECTIONS.C.cols, SECTIONS.D.cols);

/** The section whose id is canonical for a global row (the northern sheet wins the overlap rows). */
export function canonicalSectionOfRow(row: number): Section | undefined {
  return CANONICAL_SECTION[row];
}

/** canonicalSectionOfRow, worked out once per global row (index 0 and past the top: none). */
const CANONICAL_SECTION: readonly (Section | undefined)[] = Array.from({ length: GLOBAL_ROWS + 2 }, (_, row) => {
  for (const s of SECTION_ORDER_NORTH_TO_SOUTH) {
    const info = SECTIONS[s];
    if (row > info.rowOffset && row <= info.rowOffset + info.rows) return s;
  }
  return undefined;
});

/** Columns present in a global row: the width of the canonical section of that row. */
export function rowWidth(row: number): number {
  const s = canonicalSectionOfRow(row);
  return s ? SECTIONS[s].cols : 0;
}

export function isOnMap(hex: Hex): boolean {
  return (
    Number.isInteger(hex.row) &&
    Number.isInteger(hex.col) &&
    hex.row >= 1 &&
    hex.row <= GLOBAL_ROWS &&
    hex.col >= 1 &&
    hex.col <= rowWidth(hex.row)
  );
}

/** A dense integer key for typed-array look-ups (unique per hex; holes where rows are narrow). */
export function hexIndex(hex: Hex): number {
  return (hex.row - 1) * MAX_COLS + (hex.col - 1);
}

export function hexFromIndex(index: number): Hex {
  return { row: Math.floor(index / MAX_COLS) + 1, col: (index % MAX_COLS) + 1 };
}

/** Size of an array indexed by `hexIndex`. */
export const HEX_INDEX_SIZE = GLOBAL_ROWS * MAX_COLS;

export function sameHex(a: Hex, b: Hex): boolean {
  return a.row === b.row && a.col === b.col;
}

/** Every hex of the stitched map, south to north, west to east (8,238 hexes). */
export function allHexes(): Hex[] {
  const out: Hex[] = [];
  for (let row = 1; row <= GLOBAL_ROWS; row++) {
    const width = rowWidth(row);
    for (let col = 1; col <= width; col++) out.push({ row, col });
  }
  return out;
}
