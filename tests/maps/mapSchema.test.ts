/** The map file format (version 2): validation with clear messages, helpers, stitching. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hexIdsOf, parseHexId } from '../../src/rules/hex';
import { pairKey, terrainAt, type MapData } from '../../src/rules/map/mapData';
import { parseMapData } from '../../src/rules/map/mapSchema';
import { isBlowable } from '../../src/rules/map/terrain';

const minimal = (): MapData => ({
  format: 'httr-map',
  version: 2,
  source: 'test',
  defaultTerrain: 'clear',
  terrain: { C0715: 'town' },
  smallWater: [],
  fortForLos: [],
  hexsides: { 'C0615~C0715': ['canal'] },
  links: { 'C0615~C0715': [{ kind: 'road' }] },
  bridges: [{ at: 'C0615~C0715', kind: 'road', over: 'canal', blowable: true }],
  ferries: [],
  places: [{ name: 'Zon', hex: 'C0715', kind: 'town' }],
});

function message(json: unknown): string {
  const r = parseMapData(json);
  return r.ok ? 'ok' : r.message;
}

describe('parseMapData', () => {
  it('accepts a valid map', () => expect(message(minimal())).toBe('ok'));
  it('refuses another version and says so', () => expect(message({ ...minimal(), version: 1 })).toMatch(/version 1.*version 2/));
  it('refuses a foreign file', () => expect(message({ format: 'other' })).toMatch(/not a map file/));
  it('refuses an alias hex id (overlap rows use the northern id)', () => {
    expect(message({ ...minimal(), terrain: { D6117: 'town' } })).toMatch(/terrain\.D6117.*canonical/);
  });
  it('refuses unsorted or non-adjacent hexside keys', () => {
    expect(message({ ...minimal(), hexsides: { 'C0715~C0615': ['canal'] } })).toMatch(/sorted/);
    expect(message({ ...minimal(), hexsides: { 'C0615~C0915': ['canal'] } })).toMatch(/adjacent/);
  });
  it('refuses an unknown feature', () => expect(message({ ...minimal(), hexsides: { 'C0615~C0715': ['moat'] } })).toMatch(/hexsides/));
  it('refuses a ferry whose hexes do not touch', () => {
    expect(message({ ...minimal(), ferries: [{ name: 'x', hexes: ['C0615', 'C0915'] }] })).toMatch(/not adjacent/);
  });
  it('pairKey sorts and canonicalises', () => {
    expect(pairKey('C0715', 'C0615')).toBe('C0615~C0715');
    expect(pairKey('D6117', 'C0218')).toBe(pairKey('C0117', 'C0218'));
  });
  it('[16.5] road bridges over canals and rail/trail bridges over rivers may be blown; road bridges over rivers and stream bridges are permanent', () => {
    expect(isBlowable('road', 'canal')).toBe(true);
    expect(isBlowable('railroad', 'river')).toBe(true);
    expect(isBlowable('trail', 'canal')).toBe(true);
    expect(isBlowable('road', 'river')).toBe(false);
    expect(isBlowable('railroad', 'stream')).toBe(false);
  });
});

describe('the published map', () => {
  const map = (() => {
    const r = parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
    if (!r.ok) throw new Error(r.message);
    return r.map;
  })();
  it('[3.8] stitches: every key uses the canonical id, so overlap rows hold one set of data', () => {
    const ids = [...Object.keys(map.terrain), ...Object.keys(map.hexsides).flatMap((k) => k.split('~')), ...Object.keys(map.links).flatMap((k) => k.split('~'))];
    for (const id of ids) expect(hexIdsOf(parseHexId(id)!)[0], id).toBe(id);
  });
  it('[3.8] an overlap hex reads the same under both ids', () => {
    expect(terrainAt(map, 'C0117')).toBe(terrainAt(map, 'C0117'));
    expect(pairKey('D6117', 'D6017')).toBe(pairKey('C0117', 'D6017'));
  });
  it('bridges agree with [16.5]', () => {
    for (const b of map.bridges) expect(b.blowable, b.at).toBe(isBlowable(b.kind, b.over));
  });
});
