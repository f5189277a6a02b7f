/**
 * The play area of a scenario [24.1, 25.1]: one map section, between two of its local hexrows
 * (both counted in). Units never enter a hex outside it, by any kind of move; hexes outside are
 * simply not there for the movement, retreat and deployment rules.
 */
import { SECTIONS, hexFromIndex, parseHexId, type Hex, type HexId, type Section } from '../hex';
import { refuse, type Refusal } from '../core/refusal';
import type { MapEdge, Side } from '../core/unit';
import type { BarredRegion } from './barredRegion';

export interface PlayArea {
  section: Section;
  /** Southernmost local hexrow in play (e.g. 24 for the 2400 hexrow). */
  minRow: number;
  /** Northernmost local hexrow in play. */
  maxRow: number;
  /** The case that sets the area (e.g. '24.1'). */
  rule: string;
  /** Where the view of a new game opens, when the units stand away from the area's middle [28.2]; the middle when absent. */
  centre?: HexId;
  /** Edges a side may leave the map by, for good [30.51, 30.52]; none when absent. */
  exits?: MapExitRule[];
  /** Parts of the area a side may not enter [30.41]; none when absent. */
  barred?: BarredRegion[];
}

/** Units of `side` may leave the area by these edges, from hexes north of local hexrow `northOfRow` (0: anywhere). */
export interface MapExitRule {
  side: Side;
  edges: MapEdge[];
  northOfRow: number;
  rule: string;
  /** Only by these edge hexes [26.52: C0117]; any hex of the edges when absent. */
  hexes?: HexId[];
  /** Only these units [26.52: the 506th]; any unit of the side when absent. */
  unitIds?: string[];
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

/**
 * The hex at the middle of the area's bounding box (its section's full width between its two
 * hexrows), or the area's own `centre`: where the view of a new game opens [24.1, 30.1]. Null with no play area (campaign).
 */
export function playAreaCentre(area: PlayArea | null): HexId | null {
  if (!area) return null;
  if (area.centre) return area.centre;
  const row = Math.round((area.minRow + area.maxRow) / 2);
  const col = Math.round((SECTIONS[area.section].cols + 1) / 2);
  return `${area.section}${String(row).padStart(2, '0')}${String(col).padStart(2, '0')}` as HexId;
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

/** The edges of the play area a hex lies on (a corner hex lies on two). */
export function playAreaEdgesAt(area: PlayArea, hex: HexId): MapEdge[] {
  const at = parseHexId(hex);
  if (!at || !insideHex(area, at)) return [];
  const info = SECTIONS[area.section];
  const local = at.row - info.rowOffset;
  const edges: MapEdge[] = [];
  if (local === area.maxRow) edges.push('north');
  if (local === area.minRow) edges.push('south');
  if (at.col === 1) edges.push('west');
  if (at.col === info.cols) edges.push('east');
  return edges;
}

/** [30.51, 30.52] The edge a unit of `side` in `hex` may leave the map by, with the rule that opens it, or null. */
export function exitOpenAt(area: PlayArea | null, side: Side, hex: HexId, unitId?: string): { edge: MapEdge; rule: string } | null {
  if (!area?.exits) return null;
  const edges = playAreaEdgesAt(area, hex);
  const local = localRowIn(area.section, hex) ?? 0;
  for (const exit of area.exits) {
    if (exit.side !== side || local <= exit.northOfRow) continue;
    if (exit.hexes && !exit.hexes.includes(hex)) continue;
    if (exit.unitIds && (unitId === undefined || !exit.unitIds.includes(unitId))) continue;
    const edge = edges.find((e) => exit.edges.includes(e));
    if (edge) return { edge, rule: exit.rule };
  }
  return null;
}

declare module '../core/gameState' {
  interface GameState {
    /** [24.1, 25.1] The part of the map in play; null: the whole map. No unit enters a hex outside it. */
    playArea: PlayArea | null;
  }
}
