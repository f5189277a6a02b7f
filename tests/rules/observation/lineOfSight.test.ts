// Line of sight by case [6.0, 6.11, 6.13, 6.14, 10.2]: the existing lineOfSight on small hand-made maps.
import { describe, expect, it } from 'vitest';
import { hexIndex, lineOfSight, parseHexId } from '../../../src/rules';
import { CLEAR_WORLD, testWorld } from '../../support/world';

const i = (id: string) => hexIndex(parseHexId(id)!);
const sight = (world: Parameters<typeof lineOfSight>[0], a: string, b: string) => lineOfSight(world, i(a), i(b));

describe('line of sight [6.0]', () => {
  it('[6.0] clear ground all along: the line is open', () => {
    expect(sight(CLEAR_WORLD, 'C3010', 'C3014')).toEqual({ clear: true });
  });

  it('[6.0] a forest hex between observer and target blocks the line', () => {
    const world = testWorld({ terrain: { C3012: 'forest' } });
    expect(sight(world, 'C3010', 'C3014')).toMatchObject({ clear: false, rule: '6.0', blockedAt: 'C3012' });
  });

  it('[6.0] a city hex between blocks too; a town does not', () => {
    expect(sight(testWorld({ terrain: { C3011: 'city' } }), 'C3010', 'C3013')).toMatchObject({ clear: false, blockedAt: 'C3011' });
    expect(sight(testWorld({ terrain: { C3011: 'town' } }), 'C3010', 'C3013')).toEqual({ clear: true });
  });

  it("[6.0] the target's own hex counts: a target two hexes off in forest is not seen", () => {
    const world = testWorld({ terrain: { C3012: 'forest' } });
    const result = sight(world, 'C3010', 'C3012');
    expect(result).toMatchObject({ clear: false, rule: '6.0', blockedAt: 'C3012' });
    expect(result.clear === false && result.reason).toContain('target hex counts');
  });

  it("[6.0] the observer's own hex never blocks: an observer in forest sees out", () => {
    const world = testWorld({ terrain: { C3010: 'forest' } });
    expect(sight(world, 'C3010', 'C3013')).toEqual({ clear: true });
  });
});

describe('hexsides and neighbours [6.11, 6.13, 6.14, 10.2]', () => {
  it('[6.11] a dike hexside on the line blocks sight', () => {
    const world = testWorld({ hexsides: { 'C3011|C3012': ['dike'] } });
    expect(sight(world, 'C3010', 'C3013')).toMatchObject({ clear: false, rule: '6.11' });
  });

  it('[6.11] no sight across a dike even between neighbours', () => {
    const world = testWorld({ hexsides: { 'C3010|C3011': ['dike'] } });
    expect(sight(world, 'C3010', 'C3011')).toMatchObject({ clear: false, rule: '6.11', blockedAt: 'C3011' });
  });

  it('[6.14] a neighbour is always seen, even in forest or city', () => {
    expect(sight(testWorld({ terrain: { C3011: 'forest' } }), 'C3010', 'C3011')).toEqual({ clear: true });
    expect(sight(testWorld({ terrain: { C3011: 'city' } }), 'C3010', 'C3011')).toEqual({ clear: true });
  });

  it('[6.13] a line running along a hexside is blocked when a hex beside it blocks', () => {
    // C3010 → C3210 runs due north along the side between C3110 and C3111.
    expect(sight(CLEAR_WORLD, 'C3010', 'C3210')).toEqual({ clear: true });
    expect(sight(testWorld({ terrain: { C3110: 'forest' } }), 'C3010', 'C3210')).toMatchObject({ clear: false, rule: '6.13', blockedAt: 'C3110' });
    expect(sight(testWorld({ terrain: { C3111: 'city' } }), 'C3010', 'C3210')).toMatchObject({ clear: false, rule: '6.13', blockedAt: 'C3111' });
  });

  it('[6.13] a line running along a dike hexside is blocked', () => {
    const world = testWorld({ hexsides: { 'C3110|C3111': ['dike'] } });
    expect(sight(world, 'C3010', 'C3210')).toMatchObject({ clear: false, rule: '6.13' });
  });

  it('[6.13] a blocking hex next to the hexside line but not beside that side does not block', () => {
    expect(sight(testWorld({ terrain: { C3109: 'forest', C3112: 'forest' } }), 'C3010', 'C3210')).toEqual({ clear: true });
  });

  it('[10.2] blocked (lake/swamp) hexsides stop movement but not sight', () => {
    const across = testWorld({ hexsides: { 'C3011|C3012': ['blocked'] } });
    expect(sight(across, 'C3010', 'C3013')).toEqual({ clear: true });
    const along = testWorld({ hexsides: { 'C3110|C3111': ['blocked'] } });
    expect(sight(along, 'C3010', 'C3210')).toEqual({ clear: true });
  });

  it('[10.2] rivers, canals and streams do not block sight either', () => {
    const world = testWorld({ hexsides: { 'C3011|C3012': ['river'], 'C3012|C3013': ['canal'], 'C3013|C3014': ['stream'] } });
    expect(sight(world, 'C3010', 'C3015')).toEqual({ clear: true });
  });
});
