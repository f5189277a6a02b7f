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
  /** Actions as a player counts them: a whole move of one stack is one, however many hex steps it takes. */
  actions: number;
  /** The stack and reason of the last hex step, so the next step of the same move is not counted again. */
  lastStep: string | null;
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
  lastStep: null,
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

/**
 * The progress count after the computer played `command` for `reason`: a hex step [8.0] of the same
 * stack for the same reason as the step before continues one move and adds nothing.
 */
export function countAction(status: Pick<ComputerStatus, 'actions' | 'lastStep'>, command: Command, reason: string): Pick<ComputerStatus, 'actions' | 'lastStep'> {
  const step = command.type === 'moveStep' ? JSON.stringify([command.unitIds, reason]) : null;
  return { actions: step !== null && step === status.lastStep ? status.actions : status.actions + 1, lastStep: step };
}
