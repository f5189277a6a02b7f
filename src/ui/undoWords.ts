/**
 * What each Undo button takes back, in the words of its tooltip: *Undo* the last command (one hex
 * of a move, one shot, one answer; against the computer, its replies with it), *Undo move* every hex
 * of the last stack's move in this phase with the decisions answered on the way [8.0, 8.4]
 * (src/store/moveUndo.ts finds where that move began).
 */
import { unitById, type PositionUnits } from '../rules/api';
import { lastMoveStart, type LogEntry } from '../store';

export const UNDO_WORDS = 'Undo: take back the last command only (one hex of a move, one shot, one answer), with the computer’s replies when you play against it (Ctrl+Z)';

/** The tooltip of *Undo move* for the log as it is, or a plain one when the last command is not part of a move. */
export function undoMoveWords(log: readonly LogEntry[], position: PositionUnits): string {
  const start = lastMoveStart(log);
  if (start === null) return 'Undo move: take back the whole last move of a stack';
  const steps = log.slice(start).filter((e) => e.command.type === 'moveStep');
  const first = steps[0]?.command;
  const who = first && first.type === 'moveStep' ? first.unitIds.map((id) => unitById(position, id)?.name ?? id) : [];
  const named = who.length === 0 ? 'the last stack' : who.length <= 3 ? who.join(', ') : `${who.slice(0, 2).join(', ')} and ${who.length - 2} more`;
  return `Undo move: take back the whole move of ${named} this phase — all ${steps.length} step${steps.length === 1 ? '' : 's'} at once, with the decisions answered along the way (Undo takes back one step)`;
}
