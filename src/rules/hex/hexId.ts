/**
 * Printed hex ids (`A2332`, `C0715`): section letter + two-digit row + two-digit column [3.8].
 * Overlap hexes have two ids; parsing either gives the same hex, printing gives the northern
 * (canonical) one. See grid.ts for the convention.
 */
import { canonicalSectionOfRow, GLOBAL_ROWS, MAX_COLS, SECTIONS, SECTION_ORDER_NORTH_TO_SOUTH, type Hex, type Section } from './grid';

/** A printed hex id such as `A2332`. */
export type HexId = `${Section}${string}`;

const ID_PATTERN = /^([ABCD])(\d{2})(\d{2})$/;

/**
 * Parse a hex id. Accepts lower case and stray spaces (the OCR'd rules write `A 1954`, `C 103 3`).
 * Returns undefined for anything that is not a hex of its section.
 */
export function parseHexId(text: string): Hex | undefined {
  const known = PARSED.get(text);
  // Anything else (lower case, spaces, no hex at all) is parsed each time it is asked.
  return known !== undefined ? { row: known.row, col: known.col } : parseUncached(text);
}

/**
 * Every printed id of the map (aliases of the overlap hexes too), parsed once when this module loads:
 * the engine reads hex ids from its JSON state millions of times a game (every stack, ZOC and
 * line-of-sight question). A fresh object is handed out each time, so a caller may keep or change
 * what it gets. Filled here rather than on first use so that the hot callers never reach the parser
 * (V8 would otherwise compile the parser into each of them: issue 22, seventh round).
 */
const PARSED = new Map<string, Hex>();

function parseUncached(text: string): Hex | undefined {
  const match = ID_PATTERN.exec(text.replace(/\s+/g, '').toUpperCase());
  if (!match) return undefined;
  const section = match[1] as Section;
  const localRow = Number(match[2]);
  const col = Number(match[3]);
  const info = SECTIONS[section];
  if (localRow < 1 || localRow > info.rows || col < 1 || col > info.cols) return undefined;
  return { row: localRow + info.rowOffset, col };
}

function twoDigits(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** The canonical id of a hex, or undefined if the hex is off the map. */
export function formatHexId(hex: Hex): HexId | undefined {
  const { row, col } = hex;
  if (row === (row | 0) && col === (col | 0) && row >= 1 && row <= GLOBAL_ROWS && col >= 1 && col <= MAX_COLS) return FORMATTED[(row - 1) * MAX_COLS + col - 1];
  return formatUncached(hex);
}

function formatUncached(hex: Hex): HexId | undefined {
  const section = canonicalSectionOfRow(hex.row);
  if (!section) return undefined;
  const info = SECTIONS[section];
  if (!Number.isInteger(hex.col) || hex.col < 1 || hex.col > info.cols) return undefined;
  return `${section}${twoDigits(hex.row - info.rowOffset)}${twoDigits(hex.col)}`;
}

/** Like formatHexId, for hexes known to be on the map. Throws otherwise. */
export function hexId(hex: Hex): HexId {
  const id = formatHexId(hex);
  if (!id) throw new RangeError(`hex row ${hex.row} col ${hex.col} is not on the map`);
  return id;
}

/** Every id that names this hex, canonical first (overlap hexes have two). */
export function hexIdsOf(hex: Hex): HexId[] {
  const ids: HexId[] = [];
  for (const section of SECTION_ORDER_NORTH_TO_SOUTH) {
    const info = SECTIONS[section];
    const local = hex.row - info.rowOffset;
    if (local >= 1 && local <= info.rows && hex.col >= 1 && hex.col <= info.cols) {
      ids.push(`${section}${twoDigits(local)}${twoDigits(hex.col)}`);
    }
  }
  return ids;
}

/** The canonical form of any id (alias or not), or undefined if it names no hex. */
export function canonicalHexId(text: string): HexId | undefined {
  const known = CANONICAL.get(text);
  return known !== undefined ? known : canonicalOfUnknown(text);
}

/** The canonical id of text that is not a printed id (see parseHexId). */
function canonicalOfUnknown(text: string): HexId | undefined {
  const hex = parseUncached(text);
  return hex ? formatHexId(hex) : undefined;
}

/** The canonical id of every printed id (see PARSED). */
const CANONICAL = new Map<string, HexId>();
/** The canonical id of every hex by its place in the rows (undefined: no hex there). */
const FORMATTED: (HexId | undefined)[] = [];
for (let row = 1; row <= GLOBAL_ROWS; row++) {
  for (let col = 1; col <= MAX_COLS; col++) FORMATTED.push(formatUncached({ row, col }));
}

for (const section of SECTION_ORDER_NORTH_TO_SOUTH) {
  const info = SECTIONS[section];
  for (let row = 1; row <= info.rows; row++) {
    for (let col = 1; col <= info.cols; col++) {
      const id = `${section}${twoDigits(row)}${twoDigits(col)}` as HexId;
      const hex = { row: row + info.rowOffset, col };
      PARSED.set(id, hex);
      CANONICAL.set(id, formatUncached(hex)!);
    }
  }
}
