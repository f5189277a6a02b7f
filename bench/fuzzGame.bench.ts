/**
 * One full fuzzed game of Hell's Highway (tests/scenarios/fullGames.ts, the game `npm run fuzz`
 * plays: the seeded policy, the invariants after every command, the validating replay at the end),
 * in CPU seconds of this process (user + system, all threads), split into choosing, applying, the
 * invariant checks and the final replay. The first game of a process runs mostly unoptimised code
 * (V8 has not yet compiled the engine's hot paths), which is what the fuzz test pays; the later ones
 * show the same game on warm code. `BENCH_FUZZ_GAMES` (default 3) games of seed BENCH_FUZZ_SEED
 * (default full-0), one after the other. docs/benchmarks.md has figures.
 */
import { bench, describe } from 'vitest';
import { realWorld } from '../tests/support/realWorld';
import { playFullGame } from '../tests/scenarios/fullGames';

const world = realWorld();
const seed = process.env['BENCH_FUZZ_SEED'] ?? 'full-0';
const games = Number(process.env['BENCH_FUZZ_GAMES'] ?? 3);
const s = (ms: number) => (ms / 1000).toFixed(2).padStart(6);

for (let n = 0; n < games; n++) {
  const before = process.cpuUsage();
  const game = playFullGame(world, seed, { timed: true });
  const used = process.cpuUsage(before);
  const { choose, apply, invariants, replay } = game.cpu;
  console.log(
    `fuzz game ${n + 1} (${n === 0 ? 'cold' : 'warm'}), seed ${seed}, ${game.commands} commands: ${s((used.user + used.system) / 1000)} s CPU` +
      ` = choose ${s(choose)} + apply ${s(apply)} + invariants ${s(invariants)} + replay ${s(replay)} (+ set-up)`,
  );
}

(process.env['BENCH_CPU_ONLY'] ? describe.skip : describe)('full fuzzed game', () => {
  bench(`Hell's Highway seed ${seed}, warm`, () => {
    playFullGame(world, seed);
  }, { time: 0, iterations: 1, warmupTime: 0, warmupIterations: 0 });
});
