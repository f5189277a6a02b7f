/**
 * The drop planner's full probability map for one serial [14.2, 14.92]: flight path, flak count and
 * every landing hex with its chance (36 landing rolls × 6 scatter faces × 36 destruction rolls), on
 * the real map with the 101st's serial 1 (2/506, 4 units) flying to B2049 past one flak unit.
 */
import { readFileSync } from 'node:fs';
import { bench, describe } from 'vitest';
import { createWorld, dropOutlook, parseMapData } from '../src/rules';
import { airLandingPosition } from '../tests/support/airLandingPosition';

const parsed = parseMapData(JSON.parse(readFileSync(new URL('../public/maps/map.json', import.meta.url), 'utf8')));
if (!parsed.ok) throw new Error(parsed.message);
const world = createWorld(parsed.map);
const state = airLandingPosition();

describe('air landing planner', () => {
  bench('full probability map of one serial (northern route, 49-hex path, 1 flak)', () => {
    dropOutlook(state, world, { serialId: '1', hex: 'B2049', route: 'north' });
  });
  bench('full probability map of one serial (southern route via Schaijk, 90 hexes)', () => {
    dropOutlook(state, world, { serialId: '1', hex: 'B2049', route: 'south' });
  });
});
