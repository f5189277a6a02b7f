// Bridges in words a player can read [16.5]: the map's name, or what the bridge carries and where.
import { describe, expect, it } from 'vitest';
import { bridgeKey, describeBridge, describeBridgeKey } from '../../../src/rules';
import { realWorld } from '../../support/realWorld';

describe('bridge words', () => {
  it('[16.5] every bridge of the shipped map reads without its internal key', () => {
    const world = realWorld();
    expect(world.grid.bridges.length).toBeGreaterThan(0);
    for (const bridge of world.grid.bridges) {
      const words = describeBridge(bridge);
      expect(words).not.toContain('~');
      expect(words).not.toContain('/');
      if (bridge.name) continue;
      expect(words).toMatch(/^the (road|trail|railroad) bridge (between [A-D]\d{4} and [A-D]\d{4}|at [A-D]\d{4})$/);
      // A button label built from the key alone says the same where the map gives no name.
      expect(describeBridgeKey(bridgeKey(bridge))).toBe(words);
    }
  });

  it('[30.47, errata] the Meuse–Escaut canal bridge D0611–D0711 reads as a road bridge between its two hexes', () => {
    expect(describeBridgeKey('D0611~D0711/road')).toBe('the road bridge between D0611 and D0711');
    expect(describeBridge({ at: 'D0611~D0711', kind: 'road', name: 'the Neerpelt canal bridge' })).toBe('the Neerpelt canal bridge');
  });
});
