/**
 * Where the last move began in the log, for "Undo move": the trailing run of one stack's steps
 * [8.0, 8.11], with the decisions answered along the way (opportunity fire and its results [8.4],
 * displacement, bridges) and fresh-dice entries, back to the first step. Null when the last command
 * was not part of a move.
 */
import { ANSWER_TYPES, type Command } from '../rules/api';
import type { LogEntry } from './replay';

const isAnswer = (command: Command) => ANSWER_TYPES.includes(command.type) || command.type === 'reseedDice';

export function lastMoveStart(log: readonly LogEntry[]): number | null {
  let i = log.length - 1;
  while (i >= 0 && isAnswer(log[i]!.command)) i -= 1;
  const last = log[i];
  if (!last || last.command.type !== 'moveStep') return null;
  const movers = new Set(last.command.unitIds);
  let start = i;
  for (let j = i - 1; j >= 0; j -= 1) {
    const entry = log[j]!;
    if (entry.turn !== last.turn || entry.phase !== last.phase) break;
    if (isAnswer(entry.command)) continue;
    if (entry.command.type !== 'moveStep' || !entry.command.unitIds.some((id) => movers.has(id))) break;
    start = j;
  }
  return start;
}
