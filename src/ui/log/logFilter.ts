/**
 * Which log entries the log shows: all, or those of one side, one kind of command, or naming a
 * unit. An entry's side is the side of the units that acted (the engine's commandActors), else the
 * side whose phase it was; its kind comes from the command's type. Pure, tested without a browser.
 */
import { commandActors, phaseDefinition, type Command, type GameState, type Side } from '../../rules/api';
import type { LogEntry } from '../../store';
import { unitById } from '../../rules/api';

export const LOG_KINDS = ['move', 'fire', 'closeAction', 'phase', 'other'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

export const LOG_KIND_WORDS: Readonly<Record<LogKind, string>> = {
  move: 'Movement and modes',
  fire: 'Fire',
  closeAction: 'Close action',
  phase: 'Phase ends',
  other: 'Other',
};

const KIND_OF: Readonly<Partial<Record<Command['type'], LogKind>>> = {
  moveStep: 'move',
  restack: 'move',
  displace: 'move',
  changeMode: 'move',
  ferry: 'move',
  fire: 'fire',
  opportunityFire: 'fire',
  passOpportunity: 'fire',
  fireResultChoice: 'fire',
  closeAction: 'closeAction',
  closeActionAdvance: 'closeAction',
  closeActionRetreat: 'closeAction',
  endPhase: 'phase',
};

export function logKind(command: Command): LogKind {
  return KIND_OF[command.type] ?? 'other';
}

/** The side that gave the command: its units' side, else the side whose phase it was (null: neither). */
export function logSide(entry: LogEntry, state: GameState): Side | null {
  for (const id of commandActors(entry.command)) {
    const side = unitById(state, id)?.side;
    if (side) return side;
  }
  return phaseDefinition(entry.phase).phasing;
}

export interface LogFilter {
  side: Side | null;
  kind: LogKind | null;
  /** Words a unit's name or the entry's text must contain (case-insensitive); empty for any. */
  text: string;
}

export const NO_LOG_FILTER: LogFilter = { side: null, kind: null, text: '' };

export function logEntryShown(entry: LogEntry, words: string, state: GameState, filter: LogFilter): boolean {
  if (filter.kind && logKind(entry.command) !== filter.kind) return false;
  if (filter.side && logSide(entry, state) !== filter.side) return false;
  const text = filter.text.trim().toLowerCase();
  return text === '' || words.toLowerCase().includes(text);
}
