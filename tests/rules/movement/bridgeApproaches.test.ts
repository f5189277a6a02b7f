// The index of blowable bridges by nearby hex [16.5] answers exactly what measuring every bridge did.
import { describe, expect, it } from 'vitest';
import { allHexes, hexDistance, hexFromIndex } from '../../../src/rules/hex';
import { endsOfBridge } from '../../../src/rules/world/world';
import { blowableBridgesNear } from '../../../src/rules/movement/bridgeApproaches';
import { realWorld } from '../../support/realWorld';

describe('blowable bridges near a hex [16.5]', () => {
  const world = realWorld();
  const measured = (hexes: ReturnType<typeof allHexes>) =>
    world.grid.bridges.flatMap((bridge, ordinal) =>
      bridge.blowable && endsOfBridge(world, bridge).some((end) => hexes.some((h) => hexDistance(h, hexFromIndex(end)) <= 1)) ? [ordinal] : [],
    );

  it('[16.5] on the real map, every hex gets the blowable bridges with an end within one hex, in map order', () => {
    const hexes = allHexes();
    let near = 0;
    for (const hex of hexes) {
      const found = blowableBridgesNear(world, [hex]);
      expect(found).toEqual(measured([hex]));
      if (found.length > 0) near++;
    }
    expect(near).toBeGreaterThan(100);
  });

  it('[16.5] several movers: the bridges near any of them, each once, in map order', () => {
    const blowable = world.grid.bridges.findIndex((b) => b.blowable);
    const ends = endsOfBridge(world, world.grid.bridges[blowable]!).map(hexFromIndex);
    const movers = [...ends, allHexes()[0]!];
    expect(blowableBridgesNear(world, movers)).toEqual(measured(movers));
    expect(blowableBridgesNear(world, movers)).toContain(blowable);
  });
});
