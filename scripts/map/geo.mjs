// Projection and grid arithmetic for the map build. The hex grid itself is the engine's
// (src/rules/hex, loaded through Vite's module runner by scripts/build-map.mjs); this file adds only
// what the build needs on top of it: the projection and hex centres in map km.
//
// Projection: the similarity fit of MAP-ANCHORS §4 (t = 19.12°, 600 m hexes).

const T = (19.12 * Math.PI) / 180;
const TX = 18.708;
const TY = 48.42;
const ROW_KM = 0.519615;
const COL_KM = 0.6;

/** lat/lon (WGS84 degrees) → map km (X east along rows, Y north along the grid). */
export function latLonToMapKm(lat, lon) {
  const e = (lon - 5.7) * 111.55 * Math.cos((lat * Math.PI) / 180);
  const n = (lat - 51.6) * 111.26;
  return { x: Math.cos(T) * e - Math.sin(T) * n + TX, y: Math.sin(T) * e + Math.cos(T) * n + TY };
}

/** map km → lat/lon (the inverse of latLonToMapKm). */
export function mapKmToLatLon(x, y) {
  const e = Math.cos(T) * (x - TX) + Math.sin(T) * (y - TY);
  const n = -Math.sin(T) * (x - TX) + Math.cos(T) * (y - TY);
  const lat = 51.6 + n / 111.26;
  return { lat, lon: 5.7 + e / (111.55 * Math.cos((lat * Math.PI) / 180)) };
}

export {
  GLOBAL_ROWS,
  rowWidth,
  isOnMap as onMap,
  formatHexId as idOf,
  parseHexId as parseId,
  canonicalHexId as canonical,
  stepHex as neighbour,
  neighbors as neighbours,
  areAdjacent as adjacent,
  DIRECTIONS as DIRS,
} from '../../src/rules/hex/index.ts';
import { hexId } from '../../src/rules/hex/index.ts';
import { pairKey as idPairKey } from '../../src/rules/map/mapData.ts';

/** Hex centre in map km. */
export function centreKm(h) {
  return { x: COL_KM * (h.col - 1 + (h.row % 2 === 0 ? 0.5 : 0)), y: ROW_KM * (h.row - 1) };
}

/** The hex (possibly off the map) whose centre is nearest a map-km point. */
export function hexAtKm(p) {
  const g0 = Math.round(1 + p.y / ROW_KM);
  let best;
  let bestD = Infinity;
  for (let row = g0 - 1; row <= g0 + 1; row++) {
    const c0 = Math.round(1 + p.x / COL_KM - (row % 2 === 0 ? 0.5 : 0));
    for (let col = c0 - 1; col <= c0 + 1; col++) {
      const c = centreKm({ row, col });
      const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = { row, col };
      }
    }
  }
  return best;
}

export function hexAtLatLon(lat, lon) {
  return hexAtKm(latLonToMapKm(lat, lon));
}

/** The canonical `A~B` key of the hexside between two hexes. */
export function pairKey(a, b) {
  return idPairKey(hexId(a), hexId(b));
}
