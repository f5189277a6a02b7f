/**
 * The play area of a scenario [24.1, 25.1]: one map section, between two of its local hexrows
 * (both counted in). Units never enter a hex outside it, by any kind of move; hexes outside are
 * simply not there for the movement, retreat and deployment rules.
 */
import { SECTIONS, hexFromIndex, parseHexId, type Hex, type HexId, type Section } from '../hex';
import { refuse, type Refusal } from '../core/refusal';

export interface PlayArea {
  section: Section;
  /** Southernmost local hexrow in play (e.g. 24 for the 2400 hexrow). */
  minRow: number;
  /** Northernmost local hexrow in play. */
  maxRow: number;
  /** The case that sets the area (e.g. '24.1'). */
  rule: string;
}

function insideHex(area: PlayArea, hex: Hex): boolean {
  const info = SECTIONS[area.section];
  const local = hex.row - info.rowOffset;
  return local >= area.minRow && local <= area.maxRow && hex.col >= 1 && hex.col <= info.cols;
}

/** Is the hex in play? With no play area (campaign) every hex of the map is. */
export function insidePlayArea(area: PlayArea | null, hex: HexId): boolean {
  if (!area) return true;
  const at = parseHexId(hex);
  return at !== undefined && insideHex(area, at);
}

/** The same question for a grid index (world.grid look-ups). */
export function insidePlayAreaAt(area: PlayArea | null, index: number): boolean {
  return !area || insideHex(area, hexFromIndex(index));
}

/** Plain words for a refusal or a log line: "Map C between hexrows 24 and 44". */
export function describePlayArea(area: PlayArea): string {
  return `Map ${area.section} between hexrows ${area.minRow} and ${area.maxRow}`;
}

/** Local hexrow of a hex within the area's section, or null when the hex is not on that section. */
export function localRowIn(section: Section, hex: HexId): number | null {
  const at = parseHexId(hex);
  if (!at) return null;
  const info = SECTIONS[section];
  const local = at.row - info.rowOffset;
  return local >= 1 && local <= info.rows && at.col <= info.cols ? local : null;
}

/** [24.1] The refusal for a move into a hex outside the play area, or null when the hex is in play. */
export function outsidePlayArea(area: PlayArea | null, hex: HexId): Refusal | null {
  if (!area || insidePlayArea(area, hex)) return null;
  return refuse('OUTSIDE_PLAY_AREA', area.rule, `${hex} is outside the play area (${describePlayArea(area)}); no unit may go there.`);
}

declare module '../core/gameState' {
  interface GameState {
    /** [24.1, 25.1] The part of the map in play; null: the whole map. No unit enters a hex outside it. */
    playArea: PlayArea | null;
  }
}
