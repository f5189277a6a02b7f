/**
 * History at campaign length (`npm run bench:history`; issue 22): what loading a long game, and
 * undo, redo and rewind at its end, cost a player, and how fast the engine replays a log.
 *   - the 6,000-command game: scenario 29 played by the seeded policy with extra random legal move
 *     steps (bench/support/campaignLengthGame.ts; 155 counters, ends GT 32);
 *   - the longest policy game of Hell's Highway (bench/support/longGame.ts, seed full-2, 1,352
 *     commands, 109 counters).
 * Per game, CPU ms (support/cpuTime.ts, steady on a shared machine):
 *   - replay of the whole log, and commands per second; the same without validation, as undo replays
 *     the store's own log (replayAccepted);
 *   - load as before this round (`loadCheck: 'whole'`: read, schema, replay, compare, then open);
 *   - load as the app does it now (`loadCheck: 'inIdleTime'`: read, schema and every check but the
 *     replay, then open), and the idle-time check of its moves run to its end (`loadChecked`);
 *   - at the end of the game, once checked: undo, redo, an undo of the last move, and a rewind of 100
 *     commands (undo × 100).
 * BENCH_CPU_ONLY=1 prints only the table; otherwise tinybench adds wall-clock figures.
 */
import { bench, describe } from 'vitest';
import { createGameStore, createMemoryAutosave, serializeSave } from '../src/store';
import { replay, replayAccepted } from '../src/store/replay';
import { realWorld } from '../tests/support/realWorld';
import { unitCount } from '../src/rules/state/unitBuckets';
import { campaignLengthGame } from './support/campaignLengthGame';
import { cpuMsPerCall } from './support/cpuTime';
import { longGame, type LongGame } from './support/longGame';

const world = realWorld();
const benchGroup = process.env['BENCH_CPU_ONLY'] ? describe.skip : describe;
const SLOW = { time: 3_000, iterations: 3, warmupTime: 0, warmupIterations: 1 };
let sink = 0;

const games: { name: string; game: LongGame }[] = [
  { name: 'scenario 29, 6,000 commands', game: campaignLengthGame(world) },
  { name: "Hell's Highway, seed full-2", game: longGame(world, 'full-2') },
];

let loads = 0;
function loaded(game: LongGame, save: string, loadCheck: 'whole' | 'inIdleTime') {
  const store = createGameStore({ storage: createMemoryAutosave(), initial: game.initial, world, loadCheck, idle: () => undefined, entropy: () => '0123456789abcdef' });
  // A different text each time (trailing spaces), so that the memory of the latest file read
  // (saveFile.ts readSave, parseSave) never answers: every load is timed in full.
  if (!store.getState().importSave(save + ' '.repeat(++loads % 7)).ok) throw new Error(`the save does not load: ${JSON.stringify(store.getState().ui.notice)}`);
  return store;
}

const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const row = (label: string, ms: number, calls: number | string) => `${label.padEnd(58)} ${ms.toFixed(ms < 10 ? 2 : 0).padStart(9)} ms CPU  (${calls})`;

for (const { name, game } of games) {
  const save = serializeSave({ initial: game.initial, commands: game.commands, state: game.final, app: 'bench' });
  const n = game.commands.length;
  const lines = [`${name}: ${n} commands, ${unitCount(game.final)} counters, ends GT ${game.final.turn} phase ${game.final.phase}; save ${(save.length / 1e6).toFixed(2)} MB`];
  const replayed = cpuMsPerCall(() => replay(game.initial, game.commands, world), 1, 2);
  lines.push(row(`replay the whole log (${Math.round((n / replayed.ms) * 1000)} commands/s)`, replayed.ms, `${replayed.calls} calls`));
  const accepted = cpuMsPerCall(() => replayAccepted(game.initial, game.commands, world), 1, 2);
  lines.push(row(`  the same, as undo replays its own log (${Math.round((n / accepted.ms) * 1000)} commands/s)`, accepted.ms, `${accepted.calls} calls`));
  const whole = cpuMsPerCall(() => loaded(game, save, 'whole'), 1, 2);
  lines.push(row('load, moves checked before it opens (before)', whole.ms, `${whole.calls} calls`));
  const idle = cpuMsPerCall(() => loaded(game, save, 'inIdleTime'), 1_000, 20);
  lines.push(row('load, opens at once (after)', idle.ms, `${idle.calls} calls`));
  lines.push(`  load before / after: ×${(whole.ms / idle.ms).toFixed(1)}`);
  const store = loaded(game, save, 'inIdleTime');
  let t = cpu();
  store.getState().loadChecked();
  lines.push(row('  then the idle-time check of its moves, to the end', cpu() - t, '1 call'));
  // At the end of the checked game: the store holds the replay's checkpoints (every 25th position).
  const undone: number[] = [];
  const redone: number[] = [];
  for (let k = 0; k < 10; k++) {
    t = cpu();
    store.getState().undo();
    undone.push(cpu() - t);
  }
  for (let k = 0; k < 10; k++) {
    t = cpu();
    store.getState().redo();
    redone.push(cpu() - t);
  }
  const worst = (xs: number[]) => Math.max(...xs);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  lines.push(row('undo at the end, each of ten in a row (mean)', mean(undone), `worst ${worst(undone).toFixed(1)} ms`));
  lines.push(row('redo them, each (mean)', mean(redone), `worst ${worst(redone).toFixed(1)} ms`));
  t = cpu();
  const moved = store.getState().undoMove();
  lines.push(row(`undo the last move whole (${moved ? 'done' : 'none'})`, cpu() - t, '1 call'));
  t = cpu();
  for (let k = 0; k < 100; k++) store.getState().undo();
  lines.push(row('rewind 100 commands (undo × 100), in all', cpu() - t, `${store.getState().game.log.length} left`));
  console.log(lines.join('\n'));

  benchGroup(`history: ${name}`, () => {
    bench('load, opens at once', () => {
      sink += loaded(game, save, 'inIdleTime').getState().game.current.turn;
    }, SLOW);
  });
}

export function benchSink(): number {
  return sink;
}
