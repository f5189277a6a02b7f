/**
 * What is still possible before the phase ends, for the End phase confirmation: the legal commands
 * of the moment (`legalCommands`) grouped by kind and counted by unit ("3 units can still move").
 * Nothing is refused here; the engine decides, and its reason is shown when it refuses [4.0, 8.47].
 */
import { legalCommands, validate, type Command, type GameState, type World } from '../../rules';
import { decisionWords } from './whoActs';

export type PossibleKind =
  | 'move'
  | 'enter'
  | 'closeAction'
  | 'changeMode'
  | 'fire'
  | 'airstrike'
  | 'cap'
  | 'ferry'
  | 'startWork'
  | 'stopWork'
  | 'restack'
  | 'removeEntrenchment'
  | 'promote';

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

/** How each kind is counted and said; the order is the order of the list. */
const KINDS: readonly { kind: PossibleKind; one: string; many: string; verb: string; rule: string }[] = [
  { kind: 'enter', one: 'reinforcement', many: 'reinforcements', verb: 'can enter the map', rule: '22.0' },
  { kind: 'move', one: 'unit', many: 'units', verb: 'can still move', rule: '8.0' },
  { kind: 'closeAction', one: 'unit', many: 'units', verb: 'can make a close assault', rule: '8.6' },
  { kind: 'changeMode', one: 'unit', many: 'units', verb: 'can change mode', rule: '13.0' },
  { kind: 'fire', one: 'unit', many: 'units', verb: 'can fire', rule: '5.0' },
  { kind: 'airstrike', one: 'enemy hex', many: 'enemy hexes', verb: 'can be hit by an airstrike', rule: '15.15' },
  { kind: 'cap', one: 'XXX Corps HQ', many: 'XXX Corps HQs', verb: 'can have its CAP widened', rule: '15.32' },
  { kind: 'ferry', one: 'bridge engineer', many: 'bridge engineers', verb: 'can ferry', rule: '16.1' },
  { kind: 'startWork', one: 'engineer stack', many: 'engineer stacks', verb: 'can start to entrench', rule: '18.42' },
  { kind: 'stopWork', one: 'engineer work', many: 'engineer works', verb: 'can be given up', rule: '16.6' },
  { kind: 'restack', one: 'stack', many: 'stacks', verb: 'can be restacked', rule: '8.51' },
  { kind: 'removeEntrenchment', one: 'entrenchment', many: 'entrenchments', verb: 'can be removed', rule: '10.53' },
  { kind: 'promote', one: 'HQ', many: 'HQs', verb: 'can be named its division’s HQ', rule: '17.19' },
];

/** The kind of a command and the things it counts (units, hexes), or null for ending the phase and answers. */
export function possibleKey(state: GameState, command: Command): { kind: PossibleKind; keys: string[] } | null {
  switch (command.type) {
    case 'moveStep': {
      // A unit still off the map is a reinforcement entering [22.0].
      const entering = command.unitIds.every((id) => state.units[id]?.hex === null);
      return { kind: entering ? 'enter' : 'move', keys: command.unitIds };
    }
    case 'closeAction':
      return { kind: 'closeAction', keys: command.unitIds };
    case 'changeMode':
      return { kind: 'changeMode', keys: [command.unitId] };
    case 'fire':
      return { kind: 'fire', keys: [command.firerId] };
    case 'placeAirstrike':
      return { kind: 'airstrike', keys: [command.hex] };
    case 'placeCap':
      return { kind: 'cap', keys: [command.hex] };
    case 'ferry':
      return { kind: 'ferry', keys: [command.engineerId] };
    case 'startWork':
      return { kind: 'startWork', keys: [command.unitIds.join('+')] };
    case 'stopWork':
      return { kind: 'stopWork', keys: [command.hex] };
    case 'restack':
      return { kind: 'restack', keys: [command.hex] };
    case 'removeEntrenchment':
      return { kind: 'removeEntrenchment', keys: [command.hex] };
    case 'promoteToDivisionHq':
      return { kind: 'promote', keys: [command.hqUnitId] };
    default:
      return null;
  }
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
  for (const k of KINDS) {
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
