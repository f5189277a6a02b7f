/**
 * Where a replay's time goes, by command type and by phase hook (`npx vitest bench --run
 * bench/replayCost.bench.ts`; issue 22, sixth round): the Hell's Highway log of seed full-2
 * (bench/support/longGame.ts: 1,352 commands, 109 counters) replayed REPLAY_RUNS times (default 5).
 * Per command type: how many, and the CPU ms of validation and of carrying out (apply with
 * `accepted`, which is immer's produce and the module's work), summed over the log, median of the
 * runs. Per phase hook: its CPU ms summed over the log (the hooks are timed by wrapping their `run`
 * in this process only; what they do is unchanged).
 * CPU time only (process.cpuUsage: steady on a shared machine); the figures include the timer's
 * own cost (~2 µs a reading).
 */
import { bench, describe } from 'vitest';
import * as rules from '../src/rules';
import type { GameState } from '../src/rules';
import { PHASE_HOOKS } from '../src/rules/engine/phaseHooks';
import { realWorld } from '../tests/support/realWorld';
import { longGame } from './support/longGame';

const { apply, validate } = rules;
const world = realWorld();
const RUNS = Number(process.env['REPLAY_RUNS'] ?? 5);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const hookMs = new Map<string, number>();
for (const hooks of Object.values(PHASE_HOOKS)) {
  for (const hook of hooks) {
    const run = hook.run.bind(hook);
    (hook as { run: typeof hook.run }).run = (draft, context) => {
      const start = cpu();
      run(draft, context);
      hookMs.set(hook.name, (hookMs.get(hook.name) ?? 0) + cpu() - start);
    };
  }
}

const game = longGame(world, 'full-2');
type Row = { count: number; validate: number[]; carry: number[] };
const rows = new Map<string, Row>();
const hookRuns = new Map<string, number[]>();
for (let k = 0; k <= RUNS; k++) {
  hookMs.clear();
  const run = new Map<string, { validate: number; carry: number; count: number }>();
  let state: GameState = game.initial;
  for (const command of game.commands) {
    const t0 = cpu();
    const verdict = validate(state, command, world);
    const t1 = cpu();
    const result = apply(state, command, world, { accepted: true });
    const t2 = cpu();
    if (!verdict.ok || !result.ok) throw new Error(`replay refused ${command.type}`);
    state = result.state;
    const row = run.get(command.type) ?? { validate: 0, carry: 0, count: 0 };
    row.validate += t1 - t0;
    row.carry += t2 - t1;
    row.count++;
    run.set(command.type, row);
  }
  if (k === 0) continue; // warm-up
  for (const [type, r] of run) {
    const row = rows.get(type) ?? { count: r.count, validate: [], carry: [] };
    row.validate.push(r.validate);
    row.carry.push(r.carry);
    rows.set(type, row);
  }
  for (const [name, ms] of hookMs) hookRuns.set(name, [...(hookRuns.get(name) ?? []), ms]);
}

const lines: string[] = [`HH full-2, ${game.commands.length} commands, median of ${RUNS} runs, CPU ms summed over the log`];
let totalV = 0;
let totalC = 0;
const sorted = [...rows].sort(([, a], [, b]) => median(b.validate) + median(b.carry) - median(a.validate) - median(a.carry));
for (const [type, row] of sorted) {
  const v = median(row.validate);
  const c = median(row.carry);
  totalV += v;
  totalC += c;
  lines.push(`${type.padEnd(24)} ${String(row.count).padStart(5)}  validate ${v.toFixed(0).padStart(5)} ms  carry out ${c.toFixed(0).padStart(5)} ms  per command ${((v + c) / row.count).toFixed(3)} ms`);
}
lines.push(`${'all'.padEnd(24)} ${String(game.commands.length).padStart(5)}  validate ${totalV.toFixed(0).padStart(5)} ms  carry out ${totalC.toFixed(0).padStart(5)} ms`);
lines.push('phase hooks (inside endPhase\'s carrying out):');
for (const [name, ms] of [...hookRuns].sort(([, a], [, b]) => median(b) - median(a))) lines.push(`  ${name.padEnd(40)} ${median(ms).toFixed(0).padStart(5)} ms`);
console.log(lines.join('\n'));

describe.skip('replay cost', () => {
  bench('printed above', () => undefined);
});
