// The map build: reads the authoring sources in maps/ (lat/lon features, per-hex corrections),
// projects them with the MAP-ANCHORS fit, rasterises them onto the hex grid and returns the
// map data (format httr-map version 2, see src/rules/map/mapData.ts). Pure apart from reading
// the sources; scripts/build-map.mjs writes the result.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DIRS, GLOBAL_ROWS, adjacent, canonical, centreKm, hexAtKm, idOf, latLonToMapKm, neighbour, neighbours, onMap, pairKey, parseId, rowWidth,
} from './geo.mjs';
import { placeSettlements, settlementsReport } from './settlements.mjs';

export class MapSourceError extends Error {}

function fail(where, message) {
  throw new MapSourceError(`${where}: ${message}`);
}

function readJson(dir, file) {
  const path = join(dir, file);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new MapSourceError(`${path}: cannot read as JSON (${e.message})`);
  }
}

/** A source point: [lat, lon] or a rules hex id → map km. */
function pointKm(p, where) {
  if (typeof p === 'string' && p.includes('~')) {
    // 'A~B': the midpoint of a hexside (a waterway pinned to cross between two rules hexes).
    const [a, b] = p.split('~').map((x) => parseId(x));
    if (!a || !b || !adjacent(a, b)) fail(where, `'${p}' is not a hexside between two adjacent hexes`);
    const ca = centreKm(a);
    const cb = centreKm(b);
    return { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 };
  }
  if (typeof p === 'string') {
    const h = parseId(p);
    if (!h) fail(where, `'${p}' is not a hex id of the map`);
    return { ...centreKm(h), pin: true };
  }
  if (!Array.isArray(p) || p.length !== 2 || !p.every((v) => typeof v === 'number' && Number.isFinite(v))) fail(where, `point ${JSON.stringify(p)} is neither [lat, lon] nor a hex id`);
  const [lat, lon] = p;
  if (lat < 50.9 || lat > 52.4 || lon < 4.9 || lon > 6.5) fail(where, `point ${JSON.stringify(p)} is far outside the map area (lat 50.9–52.4, lon 4.9–6.5)`);
  return latLonToMapKm(lat, lon);
}

function pointsKm(list, where) {
  if (!Array.isArray(list) || list.length < 2) fail(where, 'needs a list of at least two points');
  return list.map((p, i) => pointKm(p, `${where}, point ${i + 1}`));
}

function allHexes() {
  const out = [];
  for (let row = 1; row <= GLOBAL_ROWS; row++) for (let col = 1; col <= rowWidth(row); col++) out.push({ row, col });
  return out;
}

function insidePolygon(p, poly) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The chain of hexes a polyline passes through, consecutive hexes adjacent (may leave the map). */
export function hexChain(pts) {
  const chain = [];
  const push = (h) => {
    const last = chain[chain.length - 1];
    if (last && last.row === h.row && last.col === h.col) return;
    if (last && !adjacent(last, h)) {
      // Passed through a hex corner: step through the common neighbour nearest the line.
      const mid = { x: (centreKm(last).x + centreKm(h).x) / 2, y: (centreKm(last).y + centreKm(h).y) / 2 };
      const common = DIRS.map((d) => neighbour(last, d)).filter((n) => adjacent(n, h));
      if (common.length) {
        common.sort((m, n) => dist2(centreKm(m), mid) - dist2(centreKm(n), mid));
        chain.push(common[0]);
      }
    }
    chain.push(h);
  };
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1];
    const b = pts[i];
    const steps = Math.max(1, Math.ceil(Math.sqrt(dist2(a, b)) / 0.04));
    for (let s = 0; s <= steps; s++) push(hexAtKm({ x: a.x + ((b.x - a.x) * s) / steps, y: a.y + ((b.y - a.y) * s) / steps }));
  }
  // Straighten: drop a hex whose two chain neighbours touch each other (the saw-tooth a line
  // makes when it runs along the boundary of two hexrows), unless the sources pin that hex.
  const pinned = new Set(pts.filter((p) => p.pin).map((p) => idOf(hexAtKm(p)) ?? `${p.x},${p.y}`));
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 1; i + 1 < chain.length; i++) {
      if (pinned.has(idOf(chain[i]))) continue;
      if (adjacent(chain[i - 1], chain[i + 1])) {
        chain.splice(i, 1);
        changed = true;
      }
    }
  }
  return chain;
}

function dist2(a, b) {
  return (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
}

function orient(a, b, c) {
  const v = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  return v >= 0 ? 1 : -1;
}

/** Pair keys of the hexsides a polyline crosses between hex centres (the sides that separate its two banks). */
export function crossedHexsides(pts) {
  const keys = new Set();
  for (let i = 1; i < pts.length; i++) {
    const q1 = pts[i - 1];
    const q2 = pts[i];
    const lo = hexAtKm({ x: Math.min(q1.x, q2.x) - 1, y: Math.min(q1.y, q2.y) - 1 });
    const hi = hexAtKm({ x: Math.max(q1.x, q2.x) + 1, y: Math.max(q1.y, q2.y) + 1 });
    for (let row = lo.row; row <= hi.row; row++) {
      for (let col = lo.col - 1; col <= hi.col + 1; col++) {
        const a = { row, col };
        if (!onMap(a)) continue;
        for (const d of ['E', 'NE', 'NW']) {
          const b = neighbour(a, d);
          if (!onMap(b)) continue;
          const p1 = centreKm(a);
          const p2 = centreKm(b);
          if (orient(q1, q2, p1) !== orient(q1, q2, p2) && orient(p1, p2, q1) !== orient(p1, p2, q2)) keys.add(pairKey(a, b));
        }
      }
    }
  }
  return keys;
}

const BLOWABLE = (kind, over) => (over === 'stream' ? false : kind === 'road' ? over === 'canal' : true);

export function buildMap(dir) {
  const water = readJson(dir, 'water.json');
  const roads = readJson(dir, 'roads.json');
  const areas = readJson(dir, 'areas.json');
  const placesSrc = readJson(dir, 'places.json');
  const settlementsSrc = readJson(dir, 'settlements.json');
  const corrections = readJson(dir, 'corrections.json');
  const warnings = [];

  const hexes = allHexes();
  const terrain = new Map(); // id -> terrain
  const TERRAINS = ['clear', 'mixed', 'forest', 'city', 'town', 'rough', 'broken', 'hilltop', 'slope', 'fort', 'polder', 'allWater'];

  // 1. Areas, in order.
  for (const area of areas.areas ?? []) {
    const where = `maps/areas.json, area '${area.name}'`;
    if (!TERRAINS.includes(area.terrain)) fail(where, `unknown terrain '${area.terrain}' (one of ${TERRAINS.join(', ')})`);
    const poly = pointsKm(area.polygon, where);
    for (const h of hexes) if (insidePolygon(centreKm(h), poly)) terrain.set(idOf(h), area.terrain);
  }

  // 2. Waterways.
  const hexsides = new Map(); // key -> Set(feature)
  const addSide = (key, f) => {
    if (!hexsides.has(key)) hexsides.set(key, new Set());
    hexsides.get(key).add(f);
  };
  const riverName = new Map();
  for (const w of water.waterways ?? []) {
    const where = `maps/water.json, waterway '${w.name}'`;
    if (!['river', 'canal', 'stream'].includes(w.type)) fail(where, `type must be river, canal or stream, not '${w.type}'`);
    const pts = pointsKm(w.points, where);
    if (w.as === 'hexes') {
      for (const h of hexChain(pts)) if (onMap(h)) {
        terrain.set(idOf(h), 'allWater');
        riverName.set(idOf(h), w.name);
      }
    } else if (w.as === 'hexside') {
      for (const key of crossedHexsides(pts)) addSide(key, w.type);
    } else fail(where, `'as' must be 'hexes' or 'hexside'`);
  }
  const isWater = (id) => terrain.get(id) === 'allWater';
  for (const d of water.dikes ?? []) {
    const where = `maps/water.json, dike '${d.name}'`;
    for (const key of crossedHexsides(pointsKm(d.points, where))) {
      const [a, b] = key.split('~');
      if (!isWater(a) && !isWater(b)) addSide(key, 'dike');
    }
  }

  // 3. Settlements (maps/settlements.json sized by the rule in settlements.mjs, with the hand
  // entries of maps/places.json), after the water so that towns grow on land, and over the
  // areas (a town in a wood is a town). Drop zones the rules name stay open (corrections.keepOpen).
  const roadSides = new Set();
  for (const r of roads.roads ?? []) {
    if (r.kind !== 'road') continue;
    const chain = hexChain(pointsKm(r.points, `maps/roads.json, road '${r.name}'`));
    for (let i = 1; i < chain.length; i++) if (onMap(chain[i - 1]) && onMap(chain[i])) roadSides.add(pairKey(chain[i - 1], chain[i]));
  }
  const keepOpen = new Set((corrections.keepOpen ?? []).map((id) => {
    const c = canonical(id);
    if (!c) fail('maps/corrections.json, keepOpen', `'${id}' is not a hex id of the map`);
    return c;
  }));
  const { settlements, leftOut } = placeSettlements(settlementsSrc, placesSrc, {
    isWater,
    waterSide: (key) => ['river', 'canal', 'stream'].some((f) => hexsides.get(key)?.has(f)),
    roadSide: (key) => roadSides.has(key),
    keepOpen,
    fail,
  });
  const built = new Map();
  for (const s of settlements) {
    const t = s.kind === 'city' ? 'city' : 'town';
    for (const id of s.hexes) if (built.get(id) !== 'city') built.set(id, t);
  }
  for (const [id, t] of built) terrain.set(id, t);
  const places = settlements.map((s) => ({ name: s.name, hex: s.label, kind: s.kind }));

  // 4. Corrections to hexes come before links so that bridges follow the corrected water.
  const cWhere = 'maps/corrections.json';
  const checkId = (id, where) => {
    const c = canonical(id);
    if (!c) fail(where, `'${id}' is not a hex id of the map`);
    return c;
  };
  for (const [id, t] of Object.entries(corrections.terrain ?? {})) {
    if (!TERRAINS.includes(t)) fail(`${cWhere}, terrain of ${id}`, `unknown terrain '${t}'`);
    terrain.set(checkId(id, `${cWhere}, terrain`), t);
  }
  const keyOf = (text, where) => {
    const parts = String(text).split(/[~/-]/);
    if (parts.length !== 2) fail(where, `'${text}' is not a hexside (two hex ids joined by ~)`);
    const a = parseId(checkId(parts[0], where));
    const b = parseId(checkId(parts[1], where));
    if (!adjacent(a, b)) fail(where, `${parts[0]} and ${parts[1]} are not adjacent`);
    return pairKey(a, b);
  };
  for (const [side, feats] of Object.entries(corrections.hexsidesRemove ?? {})) {
    const key = keyOf(side, `${cWhere}, hexsidesRemove`);
    for (const f of feats) hexsides.get(key)?.delete(f);
  }
  for (const [side, feats] of Object.entries(corrections.hexsidesAdd ?? {})) {
    const key = keyOf(side, `${cWhere}, hexsidesAdd`);
    for (const f of feats) {
      if (!['river', 'canal', 'stream', 'dike', 'blocked'].includes(f)) fail(`${cWhere}, hexsidesAdd ${side}`, `unknown hexside feature '${f}'`);
      addSide(key, f);
    }
  }
  // Waterway hexsides next to an all-water hex are dropped: the water hex is the obstacle.
  for (const [key, set] of hexsides) {
    const [a, b] = key.split('~');
    if (isWater(a) || isWater(b)) for (const f of ['canal', 'stream', 'dike']) set.delete(f);
  }

  // 5. Links and bridges.
  const links = new Map(); // key -> Map(kind -> raised)
  const bridges = new Map(); // at|kind -> bridge
  const addBridge = (at, kind, over, name) => {
    const k = `${at}|${kind}`;
    if (!bridges.has(k)) bridges.set(k, { at, kind, over, blowable: BLOWABLE(kind, over), ...(name ? { name } : {}) });
  };
  const addChain = (line, kind, where) => {
    const chain = hexChain(pointsKm(line.points, where));
    for (let i = 1; i < chain.length; i++) {
      const a = chain[i - 1];
      const b = chain[i];
      if (!onMap(a) || !onMap(b)) continue;
      const key = pairKey(a, b);
      if (!links.has(key)) links.set(key, new Map());
      const m = links.get(key);
      m.set(kind, Boolean(m.get(kind)) || Boolean(line.raised));
    }
    for (let i = 0; i < chain.length; i++) {
      const h = chain[i];
      if (!onMap(h)) continue;
      const id = idOf(h);
      if (isWater(id)) {
        addBridge(id, kind, 'river', `${riverName.get(id) ?? 'river'} ${kind} bridge`);
      }
      if (i > 0 && onMap(chain[i - 1])) {
        const key = pairKey(chain[i - 1], h);
        const feats = hexsides.get(key);
        for (const over of ['river', 'canal', 'stream']) if (feats?.has(over)) addBridge(key, kind, over);
      }
    }
  };
  for (const r of roads.roads ?? []) {
    if (!['road', 'trail'].includes(r.kind)) fail(`maps/roads.json, road '${r.name}'`, `kind must be road or trail`);
    addChain(r, r.kind, `maps/roads.json, road '${r.name}'`);
  }
  for (const r of roads.railroads ?? []) addChain(r, 'railroad', `maps/roads.json, railroad '${r.name}'`);
  for (const l of corrections.linksAdd ?? []) {
    const key = keyOf(l.between, `${cWhere}, linksAdd`);
    if (!links.has(key)) links.set(key, new Map());
    links.get(key).set(l.kind, Boolean(l.raised));
  }
  for (const b of corrections.bridgesAdd ?? []) {
    const at = String(b.at).includes('~') ? keyOf(b.at, `${cWhere}, bridgesAdd`) : checkId(b.at, `${cWhere}, bridgesAdd`);
    addBridge(at, b.kind, b.over, b.name);
  }
  for (const b of corrections.bridgeNames ?? []) {
    const at = String(b.at).includes('~') ? keyOf(b.at, `${cWhere}, bridgeNames`) : checkId(b.at, `${cWhere}, bridgeNames`);
    for (const br of bridges.values()) if (br.at === at) br.name = b.name;
  }

  // 6. Ferries: bank to bank across the water.
  const ferries = [];
  for (const f of water.ferries ?? []) {
    const where = `maps/water.json, ferry '${f.name}'`;
    const chain = hexChain([pointKm(f.from, where), pointKm(f.to, where)]).filter(onMap).map(idOf);
    if (chain.length < 2) fail(where, 'both landings fall in the same hex');
    if (isWater(chain[0]) || isWater(chain[chain.length - 1])) fail(where, `a landing (${chain[0]} or ${chain[chain.length - 1]}) is in an all-water hex`);
    if (!chain.slice(1, -1).some(isWater)) warnings.push(`${where}: crosses no all-water hex`);
    ferries.push({ name: f.name, hexes: chain });
  }

  // 7. Special hexes.
  const smallWater = (corrections.smallWater ?? []).map((id) => checkId(id, `${cWhere}, smallWater`));
  const fortForLos = (corrections.fortForLos ?? []).map((id) => checkId(id, `${cWhere}, fortForLos`));
  for (const p of corrections.places ?? []) {
    const idx = places.findIndex((q) => q.name === p.name);
    const entry = { name: p.name, hex: checkId(p.hex, `${cWhere}, places`), kind: p.kind };
    if (idx >= 0) places[idx] = entry;
    else places.push(entry);
  }
  for (const p of places) if (isWater(p.hex)) warnings.push(`place ${p.name} sits in the water hex ${p.hex}`);

  // Output: sorted for stable diffs; the default terrain is the commonest.
  const counts = new Map();
  for (const h of hexes) {
    const t = terrain.get(idOf(h)) ?? 'clear';
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const defaultTerrain = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  const terrainOut = {};
  for (const h of hexes) {
    const id = idOf(h);
    const t = terrain.get(id) ?? 'clear';
    if (t !== defaultTerrain) terrainOut[id] = t;
  }
  const sortObj = (entries) => Object.fromEntries([...entries].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
  const hexsidesOut = sortObj([...hexsides].filter(([, s]) => s.size > 0).map(([k, s]) => [k, [...s].sort()]));
  const linksOut = sortObj(
    [...links].map(([k, m]) => [k, [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([kind, raised]) => (raised ? { kind, raised: true } : { kind }))]),
  );
  const map = {
    format: 'httr-map',
    version: 2,
    source: 'Built by npm run maps from maps/*.json: real geography (WGS84) projected with the MAP-ANCHORS fit and rasterised on the rules grid, then corrected per hex to the rules anchors. See docs/maps.md.',
    defaultTerrain,
    terrain: terrainOut,
    smallWater,
    fortForLos,
    hexsides: hexsidesOut,
    links: linksOut,
    bridges: [...bridges.values()].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.kind < b.kind ? -1 : 1)),
    ferries,
    places,
  };
  // Settlement hexes the corrections (the rules) gave another terrain.
  const takenBack = [];
  for (const st of settlements) for (const id of st.hexes) {
    const t = terrain.get(id) ?? 'clear';
    if (t !== 'city' && t !== 'town') takenBack.push({ hex: id, settlement: st.name, terrain: t });
  }
  // Where the left-out settlements stand on the built map (a section of a town may well be built-up).
  for (const l of leftOut) {
    const h = hexAtKm(latLonToMapKm(l.lat, l.lon));
    l.hex = onMap(h) ? idOf(h) : null;
    l.terrain = l.hex ? (terrain.get(l.hex) ?? 'clear') : null;
  }
  const builtUp = Object.values(terrainOut).filter((t) => t === 'city' || t === 'town').length;
  const report = settlementsReport({ settlements, leftOut, takenBack, builtUp, source: settlementsSrc.source });
  return { map, warnings, neighbours, settlements, leftOut, takenBack, report };
}
