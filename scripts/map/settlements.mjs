// Settlements for the map build: the GeoNames extract (maps/settlements.json) sized by a stated
// rule, plus the hand entries of maps/places.json (pins to rules hexes, 1944 names, villages the
// table lacks), grown into built-up hexes around their centres and along their roads.
// Pure: the caller passes the sources and what it already knows of the map (water, roads).
//
// The size rule (docs/maps.md, "Settlements"):
//   population 1944 = GeoNames population (today) × POP_1944_FACTOR
//   city    if population 1944 ≥ CITY_FROM     → city hexes
//   town    if population 1944 ≥ TOWN_FROM     → town hexes
//   village otherwise                          → one town hex
//   hexes of a town or city = max(1, round((population 1944 / PEOPLE_PER_HEX) ^ FOOTPRINT_EXPONENT))
import { DIRS, centreKm, hexAtKm, idOf, latLonToMapKm, neighbour, onMap, pairKey, parseId } from './geo.mjs';

/** The Netherlands had about 9 million people in 1940 and about 18 million now. */
export const POP_1944_FACTOR = 0.5;
export const CITY_FROM = 40000;
export const TOWN_FROM = 2500;
export const PEOPLE_PER_HEX = 1200;
/** Below 1: a bigger place packs more people into a hex (denser centres, more storeys). */
export const FOOTPRINT_EXPONENT = 0.8;
/** GeoNames feature codes that are parts of another place, not settlements of their own. */
const SECTION_CODES = new Set(['PPLX', 'PPLS']);
/** Growth scores (km): a hex linked by road to the town counts as this much nearer… */
const ROAD_BONUS_KM = 0.35;
/** …and a hex reached only across a river, canal or stream hexside as this much farther. */
const WATER_SIDE_PENALTY_KM = 0.6;

export const SIZE_RULE = {
  pop1944Factor: POP_1944_FACTOR,
  cityFrom: CITY_FROM,
  townFrom: TOWN_FROM,
  peoplePerHex: PEOPLE_PER_HEX,
  footprintExponent: FOOTPRINT_EXPONENT,
};

export function kindFor(pop1944) {
  return pop1944 >= CITY_FROM ? 'city' : pop1944 >= TOWN_FROM ? 'town' : 'village';
}

export function hexesFor(kind, pop1944) {
  if (kind === 'village') return 1;
  return Math.max(1, Math.round((pop1944 / PEOPLE_PER_HEX) ** FOOTPRINT_EXPONENT));
}

const keyOf = (h) => idOf(h) ?? `${h.row},${h.col}`;
const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * @param extract   maps/settlements.json
 * @param hand      maps/places.json
 * @param ctx       { isWater(id), waterSide(keyOfPair) → bool, roadSide(keyOfPair) → bool, keepOpen: Set<id>, fail(where, msg) }
 * @returns { settlements: [{ name, kind, hexes: [id], label: id|null, pop1944, source }], leftOut: [{ id, name, code, population, reason }] }
 */
export function placeSettlements(extract, hand, ctx) {
  const { fail } = ctx;
  const byId = new Map((extract.settlements ?? []).map((r) => [r.id, r]));
  const overrides = new Map();
  const additions = [];
  for (const [i, p] of (hand.places ?? []).entries()) {
    const where = `maps/places.json, place ${i + 1}${p.name ? ` '${p.name}'` : ''}`;
    if (!p.why) fail(where, "every hand entry says 'why'");
    if (p.kind !== undefined && !['city', 'town', 'village'].includes(p.kind)) fail(where, `kind must be city, town or village, not '${p.kind}'`);
    if (p.geonameId !== undefined) {
      if (!byId.has(p.geonameId)) fail(where, `geonameId ${p.geonameId} is not in maps/settlements.json`);
      overrides.set(p.geonameId, { ...p, where });
    } else {
      if (!p.name || !p.kind || p.at === undefined || typeof p.population1944 !== 'number') fail(where, 'an addition needs name, kind, at and population1944');
      additions.push({ ...p, where });
    }
  }
  const omitted = new Map((hand.omit ?? []).map((o) => [o.geonameId, o.why]));

  const candidates = [];
  const leftOut = [];
  for (const r of extract.settlements ?? []) {
    const o = overrides.get(r.id);
    const leave = (reason) => leftOut.push({ id: r.id, name: r.name, code: r.code, population: r.population, lat: r.lat, lon: r.lon, reason });
    if (omitted.has(r.id)) {
      leave(omitted.get(r.id));
      continue;
    }
    if (SECTION_CODES.has(r.code) && !o) {
      leave(`${r.code}: a section of a larger place, not a settlement of its own (in 1944 part of its town, or built later)`);
      continue;
    }
    if (!(r.population > 0) && !o?.population1944) {
      leave('no population in GeoNames (a seat of a municipality whose village is listed on its own)');
      continue;
    }
    const pop1944 = o?.population1944 ?? Math.round(r.population * POP_1944_FACTOR);
    candidates.push({
      name: o?.name ?? r.name,
      geonameId: r.id,
      point: o?.at !== undefined ? pointOf(o.at, o.where, fail) : latLonToMapKm(r.lat, r.lon),
      pinned: typeof o?.at === 'string',
      pop1944,
      kind: o?.kind ?? kindFor(pop1944),
      source: o ? 'geonames+hand' : 'geonames',
      record: r,
    });
  }
  for (const a of additions) {
    candidates.push({ name: a.name, point: pointOf(a.at, a.where, fail), pinned: typeof a.at === 'string', pop1944: a.population1944, kind: a.kind, source: 'hand' });
  }

  const settlements = [];
  for (const c of candidates) {
    const hexes = grow(c, hexesFor(c.kind, c.pop1944), ctx);
    const onMapHexes = hexes.filter(onMap);
    if (!onMapHexes.length) {
      if (c.record) leftOut.push({ id: c.record.id, name: c.record.name, code: c.record.code, population: c.record.population, lat: c.record.lat, lon: c.record.lon, reason: 'off the map: no hex of its footprint falls on the map' });
      continue;
    }
    // The label sits on the centre hex, or on the footprint's hex nearest the centre when the
    // centre lies just off the map.
    const label = idOf(onMapHexes[0]);
    settlements.push({ name: c.name, kind: c.kind, pop1944: c.pop1944, source: c.source, geonameId: c.geonameId, hexes: onMapHexes.map(idOf), label, centreOnMap: onMap(hexes[0]) });
  }
  const rank = { city: 0, town: 1, village: 2 };
  settlements.sort((a, b) => rank[a.kind] - rank[b.kind] || b.pop1944 - a.pop1944 || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  leftOut.sort((a, b) => a.id - b.id);
  return { settlements, leftOut };
}

function pointOf(at, where, fail) {
  if (typeof at === 'string') {
    const h = parseId(at);
    if (!h) fail(where, `'${at}' is not a hex id of the map`);
    return centreKm(h);
  }
  if (!Array.isArray(at) || at.length !== 2 || !at.every((v) => typeof v === 'number' && Number.isFinite(v))) fail(where, `'at' must be [lat, lon] or a hex id`);
  return latLonToMapKm(at[0], at[1]);
}

/**
 * The footprint: the centre hex (the nearest land hex if the centre falls in a river), then one
 * hex at a time the neighbour of the footprint nearest the centre, a road into the town pulling
 * a hex nearer and a water hexside pushing it away. Rules drop zones (ctx.keepOpen) stay open.
 * Hexes just off the map may be taken (a town on the edge); the caller keeps those on the map.
 */
function grow(c, n, ctx) {
  const usable = (h) => !ctx.isWater(keyOf(h)) && !ctx.keepOpen.has(keyOf(h));
  let centre = hexAtKm(c.point);
  if (!usable(centre) && !c.pinned) {
    const near = DIRS.map((d) => neighbour(centre, d)).filter(usable);
    near.sort((a, b) => dist(centreKm(a), c.point) - dist(centreKm(b), c.point) || (keyOf(a) < keyOf(b) ? -1 : 1));
    if (near.length) centre = near[0];
  }
  const footprint = [centre];
  const inside = new Set([keyOf(centre)]);
  while (footprint.length < n) {
    let best;
    let bestScore = Infinity;
    const seen = new Set();
    for (const f of footprint) {
      for (const d of DIRS) {
        const h = neighbour(f, d);
        const k = keyOf(h);
        if (inside.has(k) || seen.has(k) || !usable(h)) continue;
        seen.add(k);
        let road = false;
        let dry = false;
        for (const d2 of DIRS) {
          const g = neighbour(h, d2);
          if (!inside.has(keyOf(g))) continue;
          if (!onMap(g) || !onMap(h)) {
            dry = true;
            continue;
          }
          const side = pairKey(g, h);
          if (ctx.roadSide(side)) road = true;
          if (!ctx.waterSide(side)) dry = true;
        }
        const score = dist(centreKm(h), c.point) - (road ? ROAD_BONUS_KM : 0) + (dry ? 0 : WATER_SIDE_PENALTY_KM);
        if (score < bestScore - 1e-9 || (Math.abs(score - bestScore) <= 1e-9 && k < keyOf(best))) {
          best = h;
          bestScore = score;
        }
      }
    }
    if (!best) break;
    footprint.push(best);
    inside.add(keyOf(best));
  }
  return footprint;
}

/** docs/settlements.md: what npm run maps placed, how big, and what it left out and why. */
export function settlementsReport({ settlements, leftOut, takenBack, builtUp, source }) {
  const count = (k) => settlements.filter((s) => s.kind === k).length;
  const hexes = (k) => settlements.filter((s) => s.kind === k).reduce((n, s) => n + s.hexes.length, 0);
  const cell = (v) => String(v).replace(/\|/g, '\\|');
  const lines = [
    '# Settlements of the map (generated by `npm run maps`; do not edit)',
    '',
    `Source: ${source?.dataset ?? '?'}, from ${source?.package ?? '?'} (sha256 ${source?.sha256 ?? '?'}); ${source?.licence ?? ''}`,
    'Hand entries: `maps/places.json` (each with its reason). The size rule and the growth of footprints: `docs/maps.md`, Settlements.',
    '',
    `Size rule: population 1944 = GeoNames population × ${POP_1944_FACTOR}; city from ${CITY_FROM.toLocaleString('en')}, town from ${TOWN_FROM.toLocaleString('en')}, village below; ` +
      `a town or city covers max(1, round((population 1944 / ${PEOPLE_PER_HEX.toLocaleString('en')}) ^ ${FOOTPRINT_EXPONENT})) hexes, a village one.`,
    '',
    `Placed: ${settlements.length} settlements — ${count('city')} cities (${hexes('city')} hexes), ${count('town')} towns (${hexes('town')} hexes), ${count('village')} villages (${hexes('village')} hexes). ` +
      `Built-up hexes on the map (city or town terrain, overlaps counted once, after the corrections): ${builtUp}.`,
    '',
    '## Placed',
    '',
    '| Name | Kind | GeoNames id | Population 1944 (est.) | Hexes | Label hex | Source |',
    '|---|---|---|---|---|---|---|',
    ...settlements.map((s) => `| ${cell(s.name)} | ${s.kind} | ${s.geonameId ?? '—'} | ${s.pop1944} | ${s.hexes.length} | ${s.label}${s.centreOnMap ? '' : ' (centre off the map)'} | ${s.source} |`),
    '',
    '## Left out, and why',
    '',
    '| Name | GeoNames id | Code | Population today | Its hex on the map, terrain | Why |',
    '|---|---|---|---|---|---|',
    ...leftOut.map((l) => `| ${cell(l.name)} | ${l.id} | ${l.code} | ${l.population} | ${l.hex ? `${l.hex}, ${l.terrain}` : 'off the map'} | ${cell(l.reason)} |`),
    '',
    '## Settlement hexes the rules give another terrain (maps/corrections.json)',
    '',
    ...(takenBack.length ? ['| Hex | Settlement | Terrain |', '|---|---|---|', ...takenBack.map((t) => `| ${t.hex} | ${cell(t.settlement)} | ${t.terrain} |`)] : ['None.']),
    '',
  ];
  return lines.join('\n');
}
