// The log's computer move rows (src/ui/log/moveRuns.ts): the computer player moves a stack one hex
// per command [8.0], and the log shows such a run as one row with its path and reason. Checked on
// the first Game-Turn of Hell's Highway (its real counters and map) played by two computer seats,
// the log kept as the store keeps it (command, events, turn, phase) with each command's reason.
import { beforeAll, describe, expect, it } from 'vitest';
import { actingSide, apply, createGame, hexDistance, parseHexId, type GameState } from '../../src/rules';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { computerSeat } from '../../src/seats/computer/computerSeat';
import { playGame } from '../../src/seats/match/playGame';
import { logRows, rowOfIndex, type LogRow, type RunEntry } from '../../src/ui/log/moveRuns';
import { realWorld } from '../support/realWorld';

const log: RunEntry[] = [];
/** The computer's "side: reason" for each log index, as the log panel keys a plan. */
const keys: (string | null)[] = [];

beforeAll(() => {
  const world = realWorld();
  const setup = hellsHighwaySetup('move-runs');
  let before: GameState = createGame(setup);
  playGame({
    setup,
    world,
    clock: () => 0,
    maxCommands: 100_000,
    seats: { allied: computerSeat('allied', 'move-runs', 'standard'), german: computerSeat('german', 'move-runs', 'standard') },
    stopWhen: (state) => state.turn >= 51,
    onCommand: (state, command, decision) => {
      // The runner gives the position after; the events come from applying the command again.
      const result = apply(before, command, world);
      if (!result.ok) throw new Error(`[${result.rule}] ${result.message}`);
      log.push({ command, events: result.events, turn: before.turn, phase: before.phase });
      keys.push(decision ? `${actingSide(before)}: ${decision.reason}` : null);
      before = state;
    },
  });
}, 300_000);

const runs = (rows: LogRow[]) => rows.filter((r): r is Extract<LogRow, { kind: 'moveRun' }> => r.kind === 'moveRun');

describe('the log groups a computer move into one row', () => {
  it('[8.0] the steps of one plan are one row: its stack, and a path of adjacent hexes from the first step to the last', () => {
    const rows = logRows(log, (i) => keys[i] ?? null);
    const moves = runs(rows);
    expect(moves.length).toBeGreaterThan(3);
    // Many steps, far fewer rows.
    const steps = log.filter((e) => e.command.type === 'moveStep').length;
    expect(rows.length).toBeLessThan(log.length - steps / 3);
    for (const run of moves) {
      const entries = run.indices.map((i) => log[i]!);
      // Consecutive entries, each a step of the same stack with the same reason, in one phase.
      expect(run.indices).toEqual(run.indices.map((_, k) => run.indices[0]! + k));
      expect(new Set(run.indices.map((i) => keys[i])).size).toBe(1);
      expect(new Set(entries.map((e) => `${e.turn}.${e.phase}`)).size).toBe(1);
      for (const e of entries) {
        expect(e.command).toMatchObject({ type: 'moveStep', unitIds: run.unitIds });
        expect(e.events.map((x) => x.type)).toEqual(['unitsMoved']);
      }
      // The path: where the stack stood, then each step's hex, each next to the one before.
      const tos = entries.map((e) => (e.command.type === 'moveStep' ? e.command.to : ''));
      expect(run.path.slice(-tos.length)).toEqual(tos);
      expect(run.path.length - tos.length).toBeLessThanOrEqual(1);
      for (let k = 1; k < run.path.length; k++) expect(hexDistance(parseHexId(run.path[k - 1]!)!, parseHexId(run.path[k]!)!)).toBe(1);
    }
  });

  it('[8.0] every log entry is in exactly one row, in the order of the log', () => {
    const rows = logRows(log, (i) => keys[i] ?? null);
    const order = rows.flatMap((r) => (r.kind === 'entry' ? [r.index] : r.indices));
    expect(order).toEqual(log.map((_, i) => i));
    const of = rowOfIndex(rows);
    expect(of.size).toBe(log.length);
    for (const run of runs(rows)) for (const i of run.indices) expect(of.get(i)).toBe(run);
  });

  it('[8.0] steps no computer gave (a person\u2019s) stay one entry each, and two plans never share a row', () => {
    expect(runs(logRows(log, () => null))).toEqual([]);
    // Each step its own plan: nothing joins.
    expect(runs(logRows(log, (i) => `plan ${i}`))).toEqual([]);
  });
});
