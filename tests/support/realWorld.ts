/** The published map (public/maps/map.json) as a World, loaded once per test file (real-map tests). */
import { readFileSync } from 'node:fs';
import { createWorld, parseMapData, type World } from '../../src/rules';

let world: World | undefined;

export function realWorld(): World {
  if (world) return world;
  const parsed = parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  world = createWorld(parsed.map);
  return world;
}
