/**
 * What the screen shows of the computer player: whether it is thinking and for which side, how many
 * actions it has taken in this phase, and the reason it gave for each command it played, by log
 * position (checked against the command, so an Undo and a different command lose the reason).
 * Screen state only: the reasons are not part of the game or of a save file.
 */
import { create } from 'zustand';
import type { Command, Side } from '../../rules/api';

export interface ComputerReason {
  side: Side;
  reason: string;
  rule?: string;
  command: string;
}

export interface ComputerStatus {
  thinking: Side | null;
  /** Turn.phase key and the actions taken in it, for the progress line. */
  phaseKey: string;
  actions: number;
  /** Set when the computer stopped (a refused command or an error); the person decides then. */
  stopped: string | null;
  reasons: Record<number, ComputerReason>;
  set(part: Partial<Omit<ComputerStatus, 'set' | 'addReason'>>): void;
  addReason(index: number, side: Side, command: Command, reason: string, rule?: string): void;
}

export const useComputerStatus = create<ComputerStatus>()((set) => ({
  thinking: null,
  phaseKey: '',
  actions: 0,
  stopped: null,
  reasons: {},
  set: (part) => set(part),
  addReason: (index, side, command, reason, rule) =>
    set((s) => ({ reasons: { ...s.reasons, [index]: { side, reason, command: JSON.stringify(command), ...(rule ? { rule } : {}) } } })),
}));

/** The reason the computer gave for this log entry's command, if it played it. */
export function reasonFor(reasons: Record<number, ComputerReason>, index: number, command: Command): ComputerReason | null {
  const r = reasons[index];
  return r && r.command === JSON.stringify(command) ? r : null;
}
