/**
 * Hexside and linear features of the map, drawn into the terrain chunks (mapLayer.ts) so they are
 * cached with the fills: waterways, dikes and blocked sides along hexsides; roads, trails and
 * railroads from hex centre to hexside midpoint (each hex draws its half, so a chunk draws only
 * what lies in its hexes); bridges, ferries, small bodies of water, LOS forts, forest and city
 * marks. Hexes of the ring around a chunk are drawn too, so lines meet across chunk seams.
 */
import { Graphics } from 'pixi.js';
import {
  hexId,
  hexToPixel,
  neighbors,
  parseHexId,
  type Hex,
  type Point,
  bridgesAt,
  pairKey,
  terrainAt,
  type MapData,
} from '../rules/api';
import { SIZE } from './metrics';
import {
  BRIDGE_LINE, CITY_MARK, DIKE_LINE, FERRY_LINE, FOREST_MARK, FORT_MARK, HEXSIDE_STYLE, RAIL_LINE, ROAD_CASING, ROAD_LINE, SMALL_WATER, TRAIL_LINE,
} from './palette';



/** The two ends of the hexside between adjacent hexes a and b. */
function sideEnds(a: Point, b: Point): [Point, Point] {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  // Perpendicular, half a side long (a side is SIZE long).
  const px = (-dy / len) * (SIZE / 2);
  const py = (dx / len) * (SIZE / 2);
  return [
    { x: mx + px, y: my + py },
    { x: mx - px, y: my - py },
  ];
}

function mid(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Draws the features of these hexes into a new Graphics. */
export function drawFeatures(hexes: readonly Hex[], map: MapData): Graphics {
  const g = new Graphics({ eventMode: 'none' });
  const ids = hexes.map((h) => ({ hex: h, id: hexId(h), at: hexToPixel(h, SIZE) }));
  const small = new Set(map.smallWater);
  const forts = new Set(map.fortForLos);

  // Terrain marks under everything else: tree dots on forest, a block pattern on cities.
  for (const { id, at } of ids) {
    const t = terrainAt(map, id);
    if (t === 'forest') {
      for (const [dx, dy] of [[-9, -6], [7, -9], [0, 4], [-11, 10], [10, 9]] as const) g.circle(at.x + dx, at.y + dy, 3.2);
      g.fill({ color: FOREST_MARK, alpha: 0.8 });
    } else if (t === 'city') {
      for (const [dx, dy] of [[-10, -8], [2, -10], [-4, 3], [8, 1], [-12, 10], [3, 12]] as const) g.rect(at.x + dx, at.y + dy, 7, 5);
      g.fill({ color: CITY_MARK, alpha: 0.7 });
    } else if (t === 'hilltop') {
      g.circle(at.x, at.y, SIZE * 0.55).stroke({ width: 1.5, color: DIKE_LINE, alpha: 0.6 });
    }
    if (small.has(id)) g.ellipse(at.x - 6, at.y + 8, 9, 5).fill({ color: SMALL_WATER });
  }

  // Links: each hex draws from its centre to the midpoint of each linked side.
  const casing: [Point, Point][] = [];
  const roads: [Point, Point][] = [];
  const raisedRoads: [Point, Point][] = [];
  const trails: [Point, Point][] = [];
  const rails: [Point, Point][] = [];
  const bridgeSides: { a: Point; b: Point }[] = [];
  const waterBridges: [Point, Point][] = [];
  for (const { hex, id, at } of ids) {
    const isWater = terrainAt(map, id) === 'allWater';
    const hexBridged = isWater && bridgesAt(map, id).length > 0;
    for (const n of neighbors(hex)) {
      const key = pairKey(id, hexId(n))!;
      const links = map.links[key];
      if (!links) continue;
      const m = mid(at, hexToPixel(n, SIZE));
      for (const link of links) {
        if (link.kind === 'road') {
          casing.push([at, m]);
          (link.raised ? raisedRoads : roads).push([at, m]);
        } else if (link.kind === 'trail') trails.push([at, m]);
        else rails.push([at, m]);
      }
      if (hexBridged) waterBridges.push([at, m]);
      if (bridgesAt(map, key).length > 0) bridgeSides.push({ a: at, b: hexToPixel(n, SIZE) });
    }
  }
  const strokeAll = (segs: [Point, Point][], width: number, color: number, alpha = 1) => {
    if (!segs.length) return;
    for (const [a, b] of segs) g.moveTo(a.x, a.y).lineTo(b.x, b.y);
    g.stroke({ width, color, alpha, cap: 'round' });
  };
  // Bridge decks through water hexes: a dark band under the road.
  strokeAll(waterBridges, 11, BRIDGE_LINE);
  strokeAll(waterBridges, 7, 0xf4efe0);

  // Hexside features over the links' ends but under the road lines, so roads visibly cross water at bridges.
  const sides = new Map<string, [Point, Point]>();
  for (const { hex, id, at } of ids) {
    for (const n of neighbors(hex)) {
      const key = pairKey(id, hexId(n))!;
      if (!map.hexsides[key] || sides.has(key)) continue;
      sides.set(key, sideEnds(at, hexToPixel(n, SIZE)));
    }
  }
  for (const feature of ['dike', 'stream', 'canal', 'river', 'blocked'] as const) {
    const segs: [Point, Point][] = [];
    for (const [key, ends] of sides) if (map.hexsides[key]!.includes(feature)) segs.push(ends);
    strokeAll(segs, HEXSIDE_STYLE[feature].width, HEXSIDE_STYLE[feature].color);
  }

  strokeAll(rails, 2.2, RAIL_LINE);
  strokeAll(trails, 2, TRAIL_LINE, 0.9);
  strokeAll(casing, 5.5, ROAD_CASING, 0.9);
  strokeAll(raisedRoads, 3.5, 0xe2b040);
  strokeAll(roads, 3.5, ROAD_LINE);

  // Bridges over hexsides: two short black strokes parallel to the link, either side of it.
  for (const { a, b } of bridgeSides) {
    const m = mid(a, b);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy);
    const ux = dx / len;
    const uy = dy / len;
    for (const s of [-5, 5]) {
      const ox = -uy * s;
      const oy = ux * s;
      g.moveTo(m.x - ux * 8 + ox, m.y - uy * 8 + oy).lineTo(m.x + ux * 8 + ox, m.y + uy * 8 + oy);
    }
  }
  g.stroke({ width: 2, color: BRIDGE_LINE });

  // Ferries: dashed line between the landing hexes, drawn by the hexes of the ferry in this set.
  const inSet = new Set(ids.map((x) => x.id));
  for (const f of map.ferries) {
    for (let i = 1; i < f.hexes.length; i++) {
      const a = f.hexes[i - 1]!;
      const b = f.hexes[i]!;
      if (!inSet.has(a) && !inSet.has(b)) continue;
      const pa = hexToPixel(parseHex(a), SIZE);
      const pb = hexToPixel(parseHex(b), SIZE);
      const steps = 6;
      for (let s = 0; s < steps; s += 2) {
        g.moveTo(pa.x + ((pb.x - pa.x) * s) / steps, pa.y + ((pb.y - pa.y) * s) / steps);
        g.lineTo(pa.x + ((pb.x - pa.x) * (s + 1)) / steps, pa.y + ((pb.y - pa.y) * (s + 1)) / steps);
      }
    }
    g.stroke({ width: 3, color: FERRY_LINE });
    for (const end of [f.hexes[0]!, f.hexes[f.hexes.length - 1]!]) {
      if (!inSet.has(end)) continue;
      const p = hexToPixel(parseHex(end), SIZE);
      g.circle(p.x, p.y, 4).fill({ color: FERRY_LINE });
    }
  }

  // Forts for LOS: a small bastion outline.
  for (const { id, at } of ids) {
    if (!forts.has(id)) continue;
    const r = 10;
    const pts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
      pts.push(at.x + r * Math.cos(a), at.y - 4 + r * Math.sin(a));
    }
    g.poly(pts).stroke({ width: 2.5, color: FORT_MARK });
  }
  return g;
}

function parseHex(id: string): Hex {
  return parseHexId(id)!;
}
