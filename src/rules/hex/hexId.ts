/**
 * Printed hex ids (`A2332`, `C0715`): section letter + two-digit row + two-digit column [3.8].
 * Overlap hexes have two ids; parsing either gives the same hex, printing gives the northern
 * (canonical) one. See grid.ts for the convention.
 */
import { canonicalSectionOfRow, SECTIONS, SECTION_ORDER_NORTH_TO_SOUTH, type Hex, type Section } from './grid';

/** A printed hex id such as `A2332`. */
export type HexId = `${Section}${string}`;

const ID_PATTERN = /^([ABCD])(\d{2})(\d{2})$/;

/**
 * Parse a hex id. Accepts lower case and stray spaces (the OCR'd rules write `A 1954`, `C 103 3`).
 * Returns undefined for anything that is not a hex of its section.
 */
export function parseHexId(text: string): Hex | undefined {
  const known = PARSED.get(text);
  if (known !== undefined) return known === null ? undefined : { row: known.row, col: known.col };
  const hex = parseUncached(text);
  // Only well-formed five-character ids are remembered: at most 4 × 99 × 99 keys, whatever is typed.
  if (text.length === 5) PARSED.set(text, hex ?? null);
  return hex;
}

/**
 * Parsed ids, remembered: the engine reads hex ids from its JSON state millions of times a game
 * (every stack, ZOC and line-of-sight question). A fresh object is handed out each time, so a
 * caller may keep or change what it gets.
 */
const PARSED = new Map<string, Hex | null>();

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
  const section = canonicalSectionOfRow(hex.row);
  if (!section) return undefined;
  const info = SECTIONS[section];
  if (hex.col < 1 || hex.col > info.cols) return undefined;
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
  if (known !== undefined) return known === null ? undefined : known;
  const hex = parseHexId(text);
  const id = hex ? formatHexId(hex) : undefined;
  if (text.length === 5) CANONICAL.set(text, id ?? null);
  return id;
}

/** Canonical ids of well-formed ids already seen (see PARSED). */
const CANONICAL = new Map<string, HexId | null>();
