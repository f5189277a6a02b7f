/**
 * Replay speed (`npx vitest bench --run bench/replay.bench.ts`; issue 22, fifth round): the figures
 * the replay work is judged by, quick enough to run before and after a change, back to back.
 *   - Hell's Highway, seed full-2 (bench/support/longGame.ts: 1,352 commands, 109 counters): replay of
 *     the whole log (validated) and as undo replays its own log (accepted), REPLAY_RUNS times each
 *     (default 7); the median CPU ms and commands per second are printed, with every run's figure;
 *   - apply (validate + carry out) of one move step at the sizes in BENCH_TILES (default "1": 109
 *     counters; "1,9,22" adds 981 and 2,398), CPU ms per call, median of five figures.
 * CPU time only (the process's user + system time: steady on a shared machine).
 */
import { bench, describe } from 'vitest';
import * as rules from '../src/rules';
import { scenarioById } from '../src/scenarios';
import { newScenarioGame } from '../src/scenarios/newGame';
import { replay, replayAccepted } from '../src/store/replay';
import { realWorld } from '../tests/support/realWorld';
import { allUnitIds } from '../src/rules/state/unitBuckets';
import { firstMove, intoAlliedMovement } from './support/benchPositions';
import { campaignPosition } from './support/campaignState';
import { cpuMsPerCall } from './support/cpuTime';
import { longGame } from './support/longGame';

const { apply } = rules;
const world = realWorld();
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const RUNS = Number(process.env['REPLAY_RUNS'] ?? 7);
const TILES = (process.env['BENCH_TILES'] ?? '1').split(',').map(Number);

const lines: string[] = [];
const game = longGame(world, 'full-2');
const n = game.commands.length;
for (const [label, run] of [
  ['replay, validated', () => replay(game.initial, game.commands, world)],
  ['replay, accepted (as undo)', () => replayAccepted(game.initial, game.commands, world)],
] as const) {
  run();
  const ms: number[] = [];
  for (let k = 0; k < RUNS; k++) ms.push(cpuMsPerCall(run, 1, 1).ms);
  const m = median(ms);
  lines.push(`HH full-2 ${label}: median ${m.toFixed(0)} ms CPU, ${Math.round((n / m) * 1000)} commands/s (${n} commands; runs ${ms.map((x) => x.toFixed(0)).join(' ')})`);
}

const hh = newScenarioGame(scenarioById('hells-highway')!, world, { seed: 'hells-highway', autoDeploy: true });
for (const tiles of TILES) {
  const start = tiles === 1 ? { ...hh, playArea: null } : campaignPosition(hh, world, tiles).state;
  const state = intoAlliedMovement(start, world);
  const move = firstMove(state, world);
  const figures: number[] = [];
  for (let k = 0; k < 5; k++) figures.push(cpuMsPerCall(() => apply(state, move, world), 200, 1_000).ms);
  lines.push(`apply one move step at ${allUnitIds(state).length} counters: median ${median(figures).toFixed(3)} ms CPU (figures ${figures.map((x) => x.toFixed(3)).join(' ')})`);
}

console.log(lines.join('\n'));

describe.skip('replay', () => {
  bench('printed above', () => undefined);
});
