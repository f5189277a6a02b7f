// The game map as the engine holds it [3.1]: four sections on one hex grid, every hex with a terrain
// type the Terrain Effects Chart rates.
import { describe, expect, it } from 'vitest';
import { allHexes, formatHexId, hexIndex, parseHexId } from '../../src/rules';
import { terrainOf } from '../../src/rules/world/mapGrid';
import { realWorld } from '../support/realWorld';

describe('the game map [3.1]', () => {
  it('[3.1] sections A to D form one grid: every hex has one index, the overlap rows are the same hexes', () => {
    const ids = allHexes().map((h) => formatHexId(h)!);
    expect(new Set(ids.map((id) => id[0])).size).toBe(4);
    expect(new Set(allHexes().map(hexIndex)).size).toBe(ids.length);
    for (const [a, b] of [['C0117', 'D6117'], ['B0101', 'C6101'], ['A0125', 'B3925']] as const) {
      expect(hexIndex(parseHexId(a)!), `${a} = ${b}`).toBe(hexIndex(parseHexId(b)!));
    }
  });

  it('[3.1] every hex of the published map has a terrain type that the chart rates for movement and stacking', () => {
    const world = realWorld();
    const types = new Set<string>();
    for (const h of allHexes()) {
      const terrain = terrainOf(world.grid, hexIndex(h));
      types.add(terrain);
      expect(world.terrainEffects.hex[terrain], `${formatHexId(h)} ${terrain}`).toBeDefined();
      expect(world.terrainEffects.hex[terrain].stacking).toBeDefined();
    }
    expect([...types]).toEqual(expect.arrayContaining(['clear', 'town', 'city', 'forest', 'allWater']));
  });
});
