import { it } from 'vitest';
import { serializeSave, parseSave } from '../../src/store';
import { replay } from '../../src/store/replay';
import { startingPositionProblem } from '../../src/store/startingPosition';
import { saveFileSchema } from '../../src/store/saveFile';
import { realWorld } from '../support/realWorld';
import { longGame } from '../../bench/support/longGame';
it('prof', () => {
  const world = realWorld();
  const game = longGame(world, 'full-2');
  const text = serializeSave({ initial: game.initial, commands: game.commands, state: game.final, app: 'bench', savedAt: '2026-01-01T00:00:00.000Z', compact: true });
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now(); const p = parseSave(text + ' '.repeat(i + 1), world); const t1 = performance.now();
    replay(game.initial, game.commands, world); const t2 = performance.now();
    startingPositionProblem(game.initial, world); const t3 = performance.now();
    saveFileSchema.safeParse({ format: 'httr-save', version: 4, savedAt: '2026-01-01T00:00:00.000Z', app: 'x', initial: game.initial, commands: game.commands, state: game.final }); const t4 = performance.now();
    console.log(`parse ${(t1 - t0).toFixed(0)} replay ${(t2 - t1).toFixed(0)} start ${(t3 - t2).toFixed(0)} schema ${(t4 - t3).toFixed(0)}`, p.ok);
  }
}, 300000);
