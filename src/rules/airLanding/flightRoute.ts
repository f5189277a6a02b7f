/**
 * The flight to the drop hex [14.11, 14.12, 14.21]: which route a serial may take, and the hexes it
 * flies over, traced hex by hex.
 *
 * Our readings (docs/air-landing.md):
 * - Northern route, drop on Map A or B: the straight line is the drop hex's own hex row, flown due
 *   east from the west edge (column 01) to the drop hex.
 * - Northern route, drop on Map C or D (Map D on day 1, 14.11 as printed): a straight line from the
 *   south-west corner of Map B's west edge (B0101) to the drop hex.
 * - Southern route: from the south edge of Map D due north, alternately one hex right and one hex
 *   left; in this grid's offset rows that is the drop hex's own column, D01cc up to the drop hex.
 *   A drop hex east of the 34 columns of Maps C and D (Maps A, B only) is reached by flying north
 *   in Schaijk's column to B0116, east along the B01xx row to the drop hex's column, then north.
 */
import { hexLine, isOnMap, neighbors, parseHexId, type Hex, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import { turnInfo, FIRST_DAY } from '../sequence/calendar';
import { SECTIONS } from '../hex/grid';

export type Route = 'north' | 'south';

/** [14.21] Schaijk's hex in the B01xx row, where a long southern flight turns east. */
export const SCHAIJK: HexId = 'B0116';
/** [14.21] Where a northern flight to Maps C and D starts (our reading). */
export const NORTHERN_ENTRY_FOR_SOUTHERN_MAPS: HexId = 'B0101';
/** [14.12] The hex whose capture opens both routes to Maps A, C and D. */
export const ROUTE_OPENING_HEX: HexId = 'B3236';

/** [14.11] The route a drop on this map must take on the first day (and until 14.12 opens both). */
export function firstDayRoute(section: string): Route {
  return section === 'C' ? 'south' : 'north';
}

/** [14.11, 14.12, 14.62] The routes a drop on `hex` may take today. */
export function allowedRoutes(state: GameState, hex: HexId): Route[] {
  const section = hex[0]!;
  const day = turnInfo(state.turn).day;
  if (day > FIRST_DAY) {
    const { maasReached, b3236Captured } = state.airLanding.routes;
    if (b3236Captured || (maasReached && section === 'B')) return ['north', 'south'];
  }
  return [firstDayRoute(section)];
}

const WIDTH_OF_SOUTHERN_MAPS = SECTIONS.C.cols;

/** The hexes from `from` straight north in its column up to (and including) global row `toRow`. */
function north(from: Hex, toRow: number): Hex[] {
  const out: Hex[] = [];
  for (let row = from.row; row <= toRow; row++) out.push({ row, col: from.col });
  return out;
}

/** [14.21] The hexes the serial flies over, from the map edge to the drop hex (last). */
export function flightPath(route: Route, target: HexId): Hex[] {
  const to = parseHexId(target);
  if (!to) return [];
  if (route === 'north') {
    if (target[0] === 'A' || target[0] === 'B') {
      const out: Hex[] = [];
      for (let col = 1; col <= to.col; col++) out.push({ row: to.row, col });
      return out;
    }
    const from = parseHexId(NORTHERN_ENTRY_FOR_SOUTHERN_MAPS)!;
    return straightLine(from, to);
  }
  if (to.col <= WIDTH_OF_SOUTHERN_MAPS) return north({ row: 1, col: to.col }, to.row);
  const schaijk = parseHexId(SCHAIJK)!;
  const out = north({ row: 1, col: schaijk.col }, schaijk.row);
  for (let col = schaijk.col + 1; col <= to.col; col++) out.push({ row: schaijk.row, col });
  return [...out, ...north({ row: schaijk.row + 1, col: to.col }, to.row)];
}

/** The hexes of a straight line between two hex centres, in order (a line along a hexside takes both hexes). */
function straightLine(from: Hex, to: Hex): Hex[] {
  const out: Hex[] = [];
  for (const step of hexLine(from, to)) {
    if (step.kind === 'hex') out.push(step.hex);
    else out.push(step.left, step.right);
  }
  return out.filter(isOnMap);
}

/** [14.2] The path and every hex next to it: where German flak counts. */
export function hexesOnOrNextToPath(path: readonly Hex[]): Hex[] {
  const seen = new Map<string, Hex>();
  for (const hex of path) for (const h of [hex, ...neighbors(hex)]) seen.set(`${h.row},${h.col}`, h);
  return [...seen.values()];
}
