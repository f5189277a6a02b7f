/**
 * The autosave (`npm run bench`): after every command the store writes the whole game as a save file
 * (gameStore.ts, compact JSON) into the autosave slot. Measured on a late Hell's Highway game (the
 * fuzzed long game of bench/support/longGame.ts, seed full-2: 101 counters, about 1,350 commands):
 * serializing it, and serializing plus writing the string into an in-memory autosave (the browser's
 * IndexedDB write is not measured here), and loading it (parse, check, replay of the whole log).
 * Since issue 17 the file writes catalogue counters as references (src/store/unitReferences.ts) and,
 * from file version 4, the command log compactly (src/store/commandLog.ts); docs/order-of-battle.md
 * §8 has the figures before and after.
 */
import { bench, describe } from 'vitest';
import type { GameState } from '../src/rules';
import { createMemoryAutosave, parseSave, serializeSave } from '../src/store';
import { realWorld } from '../tests/support/realWorld';
import { longGame } from './support/longGame';
import { allUnitIds, allUnits, bucketsOf } from '../src/rules/state/unitBuckets';

const world = realWorld();
const game = longGame(world, process.env['BENCH_GAME_SEED'] ?? 'full-2');
const input = { initial: game.initial, commands: game.commands, state: game.final, app: 'bench', savedAt: '2026-01-01T00:00:00.000Z', compact: true } as const;
const storage = createMemoryAutosave();

function withFreshUnits(state: GameState): GameState {
  return { ...state, ...bucketsOf(allUnits(state).map((unit) => ({ ...unit }))) };
}
const text = serializeSave(input);
const kB = (value: unknown) => `${((JSON.stringify(value) ?? '').length / 1000).toFixed(1)} kB`;
const parts = Object.entries(JSON.parse(text) as Record<string, unknown>).map(([key, value]) => `${key} ${kB(value)}`);
console.log(`autosave bench: ${allUnitIds(game.final).length} units, ${game.commands.length} commands; compact save ${(text.length / 1000).toFixed(1)} kB (${parts.join(', ')}), pretty save ${(serializeSave({ ...input, compact: false }).length / 1000).toFixed(1)} kB`);

describe('autosave of a late Hell\'s Highway game', () => {
  bench('serialize the save (compact)', () => {
    serializeSave(input);
  });
  bench('autosave: serialize and write the string', async () => {
    await storage.save(serializeSave(input));
  });
  // The store's positions share the unit objects a command did not change, and the file's written
  // form of each is remembered (unitReferences.ts); this is the worst case, every unit new.
  bench('autosave, every unit a new object (nothing remembered): serialize and write', async () => {
    await storage.save(serializeSave({ ...input, initial: withFreshUnits(game.initial), state: withFreshUnits(game.final) }));
  });
});

// Load… and the start-up restore: the file is parsed, checked and its whole log replayed (parseSave
// remembers its last answer, so each run changes the text by a trailing space).
let variant = 0;
describe("loading a late Hell's Highway game", () => {
  bench('parse, check and replay the save', () => {
    variant += 1;
    const result = parseSave(`${text}${' '.repeat(variant % 2)}`, world);
    if (!result.ok) throw new Error(result.message);
  }, { iterations: 3, time: 0 });
});
