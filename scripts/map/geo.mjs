// Projection and grid arithmetic for the map build (plain Node, no imports from src/ so it runs
// without a TypeScript runner). Mirrors src/rules/hex (grid.ts convention); tests/maps checks
// that both agree.
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

export const SECTIONS = {
  A: { rows: 39, cols: 54, offset: 158 },
  B: { rows: 39, cols: 54, offset: 120 },
  C: { rows: 61, cols: 34, offset: 60 },
  D: { rows: 61, cols: 34, offset: 0 },
};
export const GLOBAL_ROWS = 197;

export function sectionOfRow(row) {
  for (const s of ['A', 'B', 'C', 'D']) {
    const i = SECTIONS[s];
    if (row > i.offset && row <= i.offset + i.rows) return s;
  }
  return undefined;
}
export function rowWidth(row) {
  const s = sectionOfRow(row);
  return s ? SECTIONS[s].cols : 0;
}
export function onMap(h) {
  return h.row >= 1 && h.row <= GLOBAL_ROWS && h.col >= 1 && h.col <= rowWidth(h.row);
}

const two = (n) => (n < 10 ? `0${n}` : String(n));
export function idOf(h) {
  const s = sectionOfRow(h.row);
  if (!s || h.col < 1 || h.col > SECTIONS[s].cols) return undefined;
  return `${s}${two(h.row - SECTIONS[s].offset)}${two(h.col)}`;
}
export function parseId(text) {
  const m = /^([ABCD])(\d{2})(\d{2})$/.exec(String(text).replace(/\s+/g, '').toUpperCase());
  if (!m) return undefined;
  const i = SECTIONS[m[1]];
  const lr = Number(m[2]);
  const col = Number(m[3]);
  if (lr < 1 || lr > i.rows || col < 1 || col > i.cols) return undefined;
  return { row: lr + i.offset, col };
}
export function canonical(text) {
  const h = parseId(text);
  return h ? idOf(h) : undefined;
}

/** Hex centre in map km. */
export function centreKm(h) {
  return { x: COL_KM * (h.col - 1 + (h.row % 2 === 0 ? 0.5 : 0)), y: ROW_KM * (h.row - 1) };
}

/** Neighbour steps: even rows sit half a hex east. */
export function neighbour(h, dir) {
  const even = h.row % 2 === 0;
  switch (dir) {
    case 'E': return { row: h.row, col: h.col + 1 };
    case 'W': return { row: h.row, col: h.col - 1 };
    case 'NE': return { row: h.row + 1, col: even ? h.col + 1 : h.col };
    case 'NW': return { row: h.row + 1, col: even ? h.col : h.col - 1 };
    case 'SE': return { row: h.row - 1, col: even ? h.col + 1 : h.col };
    case 'SW': return { row: h.row - 1, col: even ? h.col : h.col - 1 };
  }
  throw new Error(`bad direction ${dir}`);
}
export const DIRS = ['E', 'SE', 'SW', 'W', 'NW', 'NE'];
export function neighbours(h) {
  return DIRS.map((d) => neighbour(h, d)).filter(onMap);
}
export function adjacent(a, b) {
  return DIRS.some((d) => {
    const n = neighbour(a, d);
    return n.row === b.row && n.col === b.col;
  });
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

export function pairKey(a, b) {
  const ia = idOf(a);
  const ib = idOf(b);
  return ia < ib ? `${ia}~${ib}` : `${ib}~${ia}`;
}
