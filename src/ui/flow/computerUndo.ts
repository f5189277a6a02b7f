/**
 * Undo against the computer. The person's Undo takes back the computer's replies since the
 * person's last command together with that command, as a chess program does: taking back only the
 * computer's last command (often its End phase) would hand the phase straight back to the computer,
 * which would play it again. The computer's commands are those it gave a reason for
 * (computerStatus.ts); that record is screen state, so after a reload Undo takes back one command.
 * Pure: no React, no store.
 */
import type { LogEntry } from '../../store';

/**
 * Where Undo cuts the log: `plainCut` (the last command) when the person gave it; otherwise the
 * index of the person's last command before the computer's run, or null when the computer gave
 * every command there is.
 */
export function computerUndoCut(log: readonly LogEntry[], plainCut: number, byComputer: (index: number) => boolean): number | null {
  if (!byComputer(plainCut)) return plainCut;
  let cut = plainCut;
  while (cut >= 0 && (byComputer(cut) || log[cut]!.command.type === 'reseedDice')) cut -= 1;
  return cut >= 0 ? cut : null;
}
