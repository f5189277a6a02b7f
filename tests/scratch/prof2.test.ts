import { it } from 'vitest';
import { serializeSave } from '../../src/store';
import { encodeCommandLog } from '../../src/store/commandLog';
import { realWorld } from '../support/realWorld';
import { longGame } from '../../bench/support/longGame';
it('prof', () => {
  const world = realWorld();
  const game = longGame(world, 'full-2');
  const input = { initial: game.initial, commands: game.commands, state: game.final, app: 'bench', savedAt: '2026-01-01T00:00:00.000Z', compact: true };
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now(); for (let k = 0; k < 20; k++) serializeSave(input); const t1 = performance.now();
    for (let k = 0; k < 20; k++) encodeCommandLog(game.commands); const t2 = performance.now();
    for (let k = 0; k < 20; k++) JSON.stringify(game.commands); const t3 = performance.now();
    console.log(`serialize ${((t1 - t0) / 20).toFixed(2)} encode ${((t2 - t1) / 20).toFixed(2)} stringify-commands ${((t3 - t2) / 20).toFixed(2)}`);
  }
}, 300000);
