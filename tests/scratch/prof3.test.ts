import { it } from 'vitest';
import { serializeSave } from '../../src/store';
import { jsonEqual } from '../../src/store/replay';
import { realWorld } from '../support/realWorld';
import { longGame } from '../../bench/support/longGame';
it('prof', () => {
  const world = realWorld();
  const game = longGame(world, 'full-2');
  const input = { initial: game.initial, commands: game.commands, state: game.final, app: 'bench', savedAt: '2026-01-01T00:00:00.000Z', compact: true };
  const init = game.initial as unknown as Record<string, unknown>;
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now(); for (let k = 0; k < 20; k++) serializeSave(input); const t1 = performance.now();
    const times: string[] = [];
    for (const [key, value] of Object.entries(game.final)) {
      if (key === 'units') continue;
      const a = performance.now(); for (let k = 0; k < 20; k++) jsonEqual(value, init[key]); const b = performance.now();
      if ((b - a) / 20 > 0.2) times.push(`${key} ${((b - a) / 20).toFixed(2)} same=${value === init[key]}`);
    }
    const a = performance.now(); for (let k = 0; k < 20; k++) JSON.stringify(input); const b = performance.now();
    console.log(`serialize ${((t1 - t0) / 20).toFixed(2)} stringify-all ${((b - a) / 20).toFixed(2)}`, times.join(', '));
  }
}, 300000);
