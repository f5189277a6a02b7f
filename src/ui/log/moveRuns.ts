/**
 * The rules move a stack one hex per command [8.0] (`moveStep`), so one move of the computer player
 * is as many log entries as hexes, each with the same reason. The log shows such a run as one row:
 * the stack, its path and the reason once. Only the display groups: the game's log (what is saved,
 * replayed and undone) keeps every step. Pure: no React, no store.
 */
import type { Command, GameEvent, HexId } from '../../rules/api';

/** The slice of a log entry this reads (src/store LogEntry). */
export interface RunEntry {
  command: Command;
  events: readonly GameEvent[];
  turn: number;
  phase: number;
}

export type LogRow =
  | { kind: 'entry'; index: number }
  /** Consecutive steps of one stack: `path` starts where the first step began (when it was on the map). */
  | { kind: 'moveRun'; indices: number[]; unitIds: string[]; path: HexId[] };

interface Step {
  unitIds: string[];
  from: HexId | null;
  to: HexId;
}

/**
 * A step that did nothing but move: anything else in it (an opportunity-fire window [8.4], an
 * overstack [9.32], a bridge chance [16.5], a cancelled step) keeps it a row of its own.
 */
function plainStep(entry: RunEntry): Step | null {
  if (entry.command.type !== 'moveStep') return null;
  const [moved, ...rest] = entry.events;
  if (!moved || moved.type !== 'unitsMoved' || rest.length > 0) return null;
  return { unitIds: moved.unitIds, from: moved.from, to: moved.to };
}

const sameUnits = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The rows of the log, oldest first. `runKey(i)` names the plan an entry belongs to (the computer's
 * side and reason), or null for an entry no run may hold (a person's step): consecutive plain steps
 * of the same stack, in one phase, with the same key, each from where the last one ended, are a run.
 */
export function logRows(log: readonly RunEntry[], runKey: (index: number) => string | null): LogRow[] {
  const rows: LogRow[] = [];
  let run: { indices: number[]; steps: Step[]; key: string } | null = null;
  const close = () => {
    if (!run) return;
    if (run.indices.length === 1) rows.push({ kind: 'entry', index: run.indices[0]! });
    else {
      const first = run.steps[0]!;
      const path = [...(first.from ? [first.from] : []), ...run.steps.map((s) => s.to)];
      rows.push({ kind: 'moveRun', indices: run.indices, unitIds: first.unitIds, path });
    }
    run = null;
  };
  log.forEach((entry, index) => {
    const step = plainStep(entry);
    const key = step ? runKey(index) : null;
    if (!step || key === null) {
      close();
      rows.push({ kind: 'entry', index });
      return;
    }
    const last = run?.steps[run.steps.length - 1];
    const before = run ? log[run.indices[0]!]! : null;
    const joins = run && last && before && run.key === key && before.turn === entry.turn && before.phase === entry.phase && sameUnits(last.unitIds, step.unitIds) && last.to === step.from;
    if (!joins) {
      close();
      run = { indices: [], steps: [], key };
    }
    run!.indices.push(index);
    run!.steps.push(step);
  });
  close();
  return rows;
}

/** The row each log index is shown in (for the map highlight of a hovered run). */
export function rowOfIndex(rows: readonly LogRow[]): Map<number, LogRow> {
  const out = new Map<number, LogRow>();
  for (const row of rows) for (const i of row.kind === 'entry' ? [row.index] : row.indices) out.set(i, row);
  return out;
}
