/** The map build (npm run maps): reproducible from the sources, and clear about bad sources. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs module without types (the build runs in plain Node)
import { buildMap, MapSourceError } from '../../scripts/map/build.mjs';

function sourcesWith(file: string, edit: (json: Record<string, unknown>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'maps-'));
  cpSync('maps', dir, { recursive: true });
  const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(join(dir, file), JSON.stringify(json));
  return dir;
}

describe('npm run maps', () => {
  it('the published public/maps/map.json is what the sources build (run npm run maps after editing maps/)', () => {
    const { map } = buildMap('maps');
    expect(JSON.parse(readFileSync('public/maps/map.json', 'utf8'))).toEqual(JSON.parse(JSON.stringify(map)));
  });

  it('names the file, feature and point of a bad hex id', () => {
    const dir = sourcesWith('roads.json', (j) => {
      (j.roads as { points: unknown[] }[])[0]!.points.push('C9999');
    });
    expect(() => buildMap(dir)).toThrow(MapSourceError);
    expect(() => buildMap(dir)).toThrow(/roads\.json, road 'Highway.*point \d+: 'C9999' is not a hex id/);
  });

  it('refuses an unknown terrain in an area', () => {
    const dir = sourcesWith('areas.json', (j) => {
      (j.areas as { terrain: string }[])[0]!.terrain = 'swamp';
    });
    expect(() => buildMap(dir)).toThrow(/unknown terrain 'swamp'/);
  });

  it('refuses a point far off the map', () => {
    const dir = sourcesWith('water.json', (j) => {
      (j.waterways as { points: unknown[] }[])[0]!.points.push([48.85, 2.35]);
    });
    expect(() => buildMap(dir)).toThrow(/far outside the map area/);
  });

  it('refuses a correction between hexes that do not touch', () => {
    const dir = sourcesWith('corrections.json', (j) => {
      j.hexsidesAdd = { 'C0615~C0915': ['blocked'] };
    });
    expect(() => buildMap(dir)).toThrow(/not adjacent/);
  });
});
