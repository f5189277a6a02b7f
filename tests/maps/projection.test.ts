/** The map build's projection and grid arithmetic (scripts/map/geo.mjs) against MAP-ANCHORS and src/rules/hex. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allHexes, hexDistance, hexId, neighbors, parseHexId } from '../../src/rules/hex';
// @ts-expect-error plain .mjs module without types (the build runs in plain Node)
import * as geo from '../../scripts/map/geo.mjs';

interface Place { name: string; lat: number; lon: number; hex?: string; pairingConfidence?: string; usedInFit?: boolean }
const anchors = JSON.parse(readFileSync('../shared/design/map-anchors.json', 'utf8')) as { places: Place[] };
const fitted = anchors.places.filter((p) => p.usedInFit && p.hex && /^[ABCD]\d{4}$/.test(p.hex));

describe('projection (MAP-ANCHORS §4 fit)', () => {
  it('has calibration pairs to test', () => expect(fitted.length).toBeGreaterThanOrEqual(20));

  it.each(fitted.map((p) => [p.hex!, p.name, p.lat, p.lon] as const))('%s (%s) lands within 2 hexes of its rules hex', (id, _name, lat, lon) => {
    const got = parseHexId(geo.idOf(geo.hexAtLatLon(lat, lon)))!;
    expect(hexDistance(got, parseHexId(id)!)).toBeLessThanOrEqual(2);
  });

  it('most calibration pairs land within 1 hex', () => {
    const near = fitted.filter((p) => hexDistance(parseHexId(geo.idOf(geo.hexAtLatLon(p.lat, p.lon)))!, parseHexId(p.hex!)!) <= 1);
    expect(near.length / fitted.length).toBeGreaterThanOrEqual(0.85);
  });

  it('the inverse projection returns the point', () => {
    const km = geo.latLonToMapKm(51.8514, 5.8712);
    const back = geo.mapKmToLatLon(km.x, km.y);
    expect(back.lat).toBeCloseTo(51.8514, 6);
    expect(back.lon).toBeCloseTo(5.8712, 6);
  });
});

describe('build grid arithmetic agrees with src/rules/hex', () => {
  it('ids and neighbours match on every hex', () => {
    for (const hex of allHexes()) {
      const id = hexId(hex);
      expect(geo.idOf(hex)).toBe(id);
      const mine = (geo.neighbours(hex) as { row: number; col: number }[]).map((h) => geo.idOf(h)).sort();
      expect(mine).toEqual(neighbors(hex).map(hexId).sort());
    }
  });
  it('overlap ids canonicalise the same way', () => {
    for (const alias of ['D6117', 'C6122', 'B3930', 'C6101']) expect(geo.canonical(alias)).toBe(hexId(parseHexId(alias)!));
  });
});
