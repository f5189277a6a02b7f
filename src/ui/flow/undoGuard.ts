/**
 * The "Undo: not past a die roll" setting: taking back a command whose dice have been seen would
 * let a player roll again, so with that setting Undo is refused when the last command rolled dice
 * (every roll is a `diceRolled` event in the log entry).
 */
import { rollsUndoWouldTakeBack, type LogEntry } from '../../store';

export type UndoRule = 'anyTime' | 'notPastDice';

export const UNDO_RULE_LABEL: Readonly<Record<UndoRule, string>> = {
  anyTime: 'any time',
  notPastDice: 'not past a die roll',
};

/** The rolls in one log entry, as "fire: A at B" purposes. */
export function rollsIn(entry: LogEntry | undefined): string[] {
  return (entry?.events ?? []).flatMap((e) => (e.type === 'diceRolled' ? [e.purpose] : []));
}

/** Why Undo (or an undo back to log index `cut`) is not allowed now under this setting, or null when it is. */
export function undoBlockedReason(log: readonly LogEntry[], rule: UndoRule, cut?: number): string | null {
  if (rule === 'anyTime') return null;
  const rolls = cut === undefined ? rollsUndoWouldTakeBack(log) : rollsUndoWouldTakeBack(log, cut);
  if (rolls.length === 0) return null;
  return `The last command rolled the dice (${rolls[0]}${rolls.length > 1 ? ` and ${rolls.length - 1} more` : ''}); this game's setting is Undo not past a die roll.`;
}
