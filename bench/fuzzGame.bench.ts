/**
 * One full fuzzed game of Hell's Highway (tests/scenarios/fullGames.ts, the game `npm run fuzz`
 * plays: the seeded policy, the invariants after every command, the validating replay at the end),
 * in CPU seconds of this process (user + system, all threads), split into choosing, applying, the
 * invariant checks and the final replay. The first game of a process runs mostly unoptimised code
 * (V8 has not yet compiled the engine's hot paths), which is what the fuzz test pays; the later ones
 * show the same game on warm code. `BENCH_FUZZ_GAMES` (default 3) games of seed BENCH_FUZZ_SEED
 * (default full-0), one after the other. On Linux each game's CPU is also split into this process's
 * main thread (the engine itself) and its other threads (V8's background compilers and garbage
 * collector helpers), read from /proc. docs/benchmarks.md has figures.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { bench, describe } from 'vitest';
import { realWorld } from '../tests/support/realWorld';
import { playFullGame } from '../tests/scenarios/fullGames';

const world = realWorld();
const seed = process.env['BENCH_FUZZ_SEED'] ?? 'full-0';
const games = Number(process.env['BENCH_FUZZ_GAMES'] ?? 3);
const s = (ms: number) => (ms / 1000).toFixed(2).padStart(6);

/** CPU ms of each thread of this process (Linux /proc; clock ticks of 10 ms), or null elsewhere. */
function threadCpuMs(): { main: number; others: number } | null {
  const dir = `/proc/${process.pid}/task`;
  if (!existsSync(dir)) return null;
  let main = 0;
  let others = 0;
  for (const tid of readdirSync(dir)) {
    try {
      // Fields after the parenthesised name: utime and stime are the 12th and 13th.
      const fields = readFileSync(`${dir}/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * 10;
      if (tid === String(process.pid)) main += ms;
      else others += ms;
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return { main, others };
}

for (let n = 0; n < games; n++) {
  const threadsBefore = threadCpuMs();
  const before = process.cpuUsage();
  const game = playFullGame(world, seed, { timed: true });
  const used = process.cpuUsage(before);
  const threadsAfter = threadCpuMs();
  const { choose, apply, invariants, replay } = game.cpu;
  const threads =
    threadsBefore && threadsAfter ? `; main thread ${s(threadsAfter.main - threadsBefore.main)}, other threads ${s(threadsAfter.others - threadsBefore.others)}` : '';
  console.log(
    `fuzz game ${n + 1} (${n === 0 ? 'cold' : 'warm'}), seed ${seed}, ${game.commands} commands: ${s((used.user + used.system) / 1000)} s CPU` +
      ` = choose ${s(choose)} + apply ${s(apply)} + invariants ${s(invariants)} + replay ${s(replay)} (+ set-up)${threads}`,
  );
}

(process.env['BENCH_CPU_ONLY'] ? describe.skip : describe)('full fuzzed game', () => {
  bench(`Hell's Highway seed ${seed}, warm`, () => {
    playFullGame(world, seed);
  }, { time: 0, iterations: 1, warmupTime: 0, warmupIterations: 0 });
});
