/**
 * The geometry of a play area [24.1, 25.1] on the full map, for playAreaLayer.ts: the sides that
 * bound the hexes in play (its outline) and the region out of play to dim, as polygons. Plain
 * geometry, no Pixi objects. Which hexes are in play is the engine's insidePlayArea.
 */
import { allHexes, hexCorners, hexId, hexToPixel, insidePlayArea, pixelToHex, type HexId, type PlayArea } from '../rules/api';
import { SIZE } from './metrics';
import { segmentLoops, signedArea2, type Segment } from './segmentLoops';

export interface PlayAreaOutline {
  /** Sides between a hex in play and one out of play or off the map. */
  edge: Segment[];
  /** The same sides joined into closed loops (null if they do not close). */
  edgeLoops: number[][] | null;
  /**
   * The region out of play as flat point lists: a few polygons traced round its border, not one
   * per hex (thousands of hexes); a hex per polygon only if the region had a hole in it.
   */
  dim: number[][];
}

export function playAreaOutline(area: Pick<PlayArea, 'section' | 'minRow' | 'maxRow'>): PlayAreaOutline {
  const full: PlayArea = { ...area, rule: '' };
  const inside = (id: HexId) => insidePlayArea(full, id);
  const edge: Segment[] = [];
  const outsideHexes: number[][] = [];
  /** Sides of the hexes out of play that border a hex in play or the map's edge. */
  const outsideBorder: Segment[] = [];
  for (const hex of allHexes()) {
    const corners = hexCorners(hex, SIZE);
    const isInside = inside(hexId(hex));
    if (!isInside) outsideHexes.push(corners.flatMap((c) => [c.x, c.y]));
    const centre = hexToPixel(hex, SIZE);
    for (let i = 0; i < 6; i++) {
      const a = corners[i]!;
      const b = corners[(i + 1) % 6]!;
      const beyond = pixelToHex({ x: a.x + b.x - centre.x, y: a.y + b.y - centre.y }, SIZE);
      const beyondInside = beyond ? inside(hexId(beyond)) : null;
      if (isInside && beyondInside !== true) edge.push([a.x, a.y, b.x, b.y]);
      if (!isInside && beyondInside !== false) outsideBorder.push([a.x, a.y, b.x, b.y]);
    }
  }
  const loops = segmentLoops(outsideBorder);
  // Every side taken in corner order: outer borders turn the way a hex's corners do, holes the other way.
  const hexTurn = Math.sign(signedArea2(hexCorners({ row: 1, col: 1 }, SIZE).flatMap((c) => [c.x, c.y])));
  const noHoles = loops?.every((loop) => Math.sign(signedArea2(loop)) === hexTurn) ?? false;
  return { edge, edgeLoops: segmentLoops(edge), dim: noHoles && loops ? loops : outsideHexes };
}
