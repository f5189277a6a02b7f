/**
 * The end hexes of a bridge [16.5, 16.6]: for a bridge on a hexside, the two hexes it joins; for a
 * bridge across all-water hexes, the land hexes its link reaches at either end of the span.
 */
import { hexIndex, parseHexId } from '../hex';
import type { MapBridge } from '../map/mapData';
import { LINK_BIT, RAISED_LINK_BIT, terrainOf, type MapGrid } from './mapGrid';

export function bridgeEnds(grid: MapGrid, bridge: MapBridge): number[] {
  if (bridge.at.includes('~')) {
    return bridge.at.split('~').map((id) => hexIndex(parseHexId(id)!));
  }
  const bits = LINK_BIT[bridge.kind] | RAISED_LINK_BIT[bridge.kind];
  const start = hexIndex(parseHexId(bridge.at)!);
  const seen = new Set([start]);
  const queue = [start];
  const ends = new Set<number>();
  while (queue.length > 0) {
    const at = queue.pop()!;
    for (let k = 0; k < 6; k++) {
      const next = grid.neighbor[at * 6 + k]!;
      if (next < 0 || seen.has(next) || !(grid.links[at * 6 + k]! & bits)) continue;
      seen.add(next);
      if (terrainOf(grid, next) === 'allWater') queue.push(next);
      else ends.add(next);
    }
  }
  return [...ends].sort((a, b) => a - b);
}
