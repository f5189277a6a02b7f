/**
 * What is still possible before the phase ends, for the End phase confirmation: the legal commands
 * of the moment (`legalCommands`) grouped by kind and counted by unit ("3 units can still move"), as
 * each command module declares (its `possible` counts).
 * Nothing is refused here; the engine decides, and its reason is shown when it refuses [4.0, 8.47].
 */
import { legalCommands, POSSIBLE_KINDS, possibleKey as commandPossibleKey, validate, type Command, type GameState, type World } from '../../rules/api';
import { decisionWords } from './whoActs';

/** A kind of thing still possible, as the command modules name it ('move', 'enter', 'fire', …). */
export type PossibleKind = string;

export interface PossibleItem {
  kind: PossibleKind;
  count: number;
  /** "3 units can still move" */
  text: string;
  rule: string;
}

export interface PhaseSummary {
  /** The open decision, in words, if one is waiting (ending the phase is refused then). */
  decision: string | null;
  /** The engine's refusal of ending the phase now, if it refuses. */
  refusal: { rule: string; message: string } | null;
  /** What may still be done, most important first. */
  items: PossibleItem[];
}

/** The kind of a command and the things it counts (units, hexes), or null for ending the phase and answers. */
export function possibleKey(state: GameState, command: Command): { kind: PossibleKind; keys: string[] } | null {
  return commandPossibleKey(state, command);
}

/** Group commands by kind, counting distinct units (or hexes) in each. */
export function groupPossible(state: GameState, commands: readonly Command[]): PossibleItem[] {
  const seen = new Map<PossibleKind, Set<string>>();
  for (const command of commands) {
    const key = possibleKey(state, command);
    if (!key) continue;
    const set = seen.get(key.kind) ?? new Set<string>();
    for (const k of key.keys) set.add(k);
    seen.set(key.kind, set);
  }
  const items: PossibleItem[] = [];
  for (const k of POSSIBLE_KINDS) {
    const count = seen.get(k.kind)?.size ?? 0;
    if (count === 0) continue;
    items.push({ kind: k.kind, count, text: `${count} ${count === 1 ? k.one : k.many} ${k.verb}`, rule: k.rule });
  }
  return items;
}

/** The summary of the phase as it stands. */
export function summarizePhase(state: GameState, world: World): PhaseSummary {
  const verdict = validate(state, { type: 'endPhase' }, world);
  const refusal = verdict.ok ? null : { rule: verdict.rule, message: verdict.message };
  if (state.pending) return { decision: decisionWords(state.pending), refusal, items: [] };
  return { decision: null, refusal, items: groupPossible(state, legalCommands(state, world)) };
}

/** One sentence of the items: "3 units can still move, 2 units can change mode". */
export function summaryLine(items: readonly PossibleItem[]): string {
  return items.map((i) => `${i.text} [${i.rule}]`).join(', ');
}

/** Whether the phase may simply end without asking: the engine allows it and nothing else is possible. */
export function endsWithoutAsking(summary: PhaseSummary): boolean {
  return !summary.refusal && !summary.decision && summary.items.length === 0;
}
