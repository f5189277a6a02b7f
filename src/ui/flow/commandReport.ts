/**
 * The Command Phase report: when ending a phase opened a Command Phase, the engine judged the
 * phasing side's supply [11.23, 11.35], rolled for disrupted units [11.53] and brought back killed
 * leaders [19.4]. This gathers those events of one log entry into a few grouped lines.
 */
import { phaseDefinition, type GameEvent, type GameState, type PhaseNumber, type Side } from '../../rules/api';
import type { LogEntry } from '../../store';

export interface ReportGroup {
  /** "2 HQs out of supply, marked Depleted" */
  title: string;
  /** The case of the whole group, or null when each name carries its own. */
  rule: string | null;
  names: string[];
}

export interface CommandReport {
  turn: number;
  phase: PhaseNumber;
  phaseName: string;
  side: Side;
  groups: ReportGroup[];
}

type Grouper = { one: string; many: string; rule: string | null; take(event: GameEvent): string | null };

/** The groups in the order the card lists them; each takes the events it reports. */
const GROUPERS: readonly Grouper[] = [
  { one: 'HQ out of supply, marked Depleted', many: 'HQs out of supply, marked Depleted', rule: '11.23', take: (e) => (e.type === 'hqSupplyJudged' && !e.supplied ? e.unitName : null) },
  { one: 'HQ back in supply', many: 'HQs back in supply', rule: '11.23', take: (e) => (e.type === 'hqSupplyJudged' && e.supplied ? e.unitName : null) },
  { one: 'unit supplied again, no longer Depleted', many: 'units supplied again, no longer Depleted', rule: '11.35', take: (e) => (e.type === 'depletionRemoved' ? e.unitName : null) },
  { one: 'unit recovered from disruption', many: 'units recovered from disruption', rule: '11.53', take: (e) => (e.type === 'disruptionRecoveryRolled' && e.recovered ? e.unitName : null) },
  { one: 'unit still disrupted', many: 'units still disrupted', rule: '11.53', take: (e) => (e.type === 'disruptionRecoveryRolled' && !e.recovered ? e.unitName : null) },
  {
    one: 'removed from play', many: 'removed from play',
    rule: null,
    take: (e) => (e.type === 'eliminated' ? `${e.unitName} (${e.reason}) [${e.rule}]` : e.type === 'leaderLostForGood' ? `${e.leaderName} (${e.reason}) [${e.rule}]` : null),
  },
  { one: 'leader returned to his HQ', many: 'leaders returned to their HQs', rule: '19.4', take: (e) => (e.type === 'leaderReturned' ? e.leaderName : null) },
  { one: 'airborne formation counting toward a supplyhead re-drop', many: 'airborne formations counting toward a supplyhead re-drop', rule: '11.14', take: (e) => (e.type === 'supplyheadRedropStreak' ? `${e.formationName} ${e.streak}/${e.needed}${e.eligible ? ' (may be dropped again)' : ''}` : null) },
];

/** The report of the Command Phase this log entry opened, or null if it opened none or nothing happened. */
export function commandPhaseReport(entry: LogEntry | undefined): CommandReport | null {
  if (!entry || entry.command.type !== 'endPhase') return null;
  const start = entry.events.findIndex((e) => e.type === 'phaseStarted' && phaseDefinition(e.phase).kind === 'command');
  if (start < 0) return null;
  const opened = entry.events[start] as Extract<GameEvent, { type: 'phaseStarted' }>;
  const definition = phaseDefinition(opened.phase);
  if (!definition.phasing) return null;
  const after = entry.events.slice(start + 1);
  const groups: ReportGroup[] = [];
  for (const g of GROUPERS) {
    const names = after.map((e) => g.take(e)).filter((n): n is string => n !== null);
    if (names.length > 0) groups.push({ title: `${names.length} ${names.length === 1 ? g.one : g.many}`, rule: g.rule, names });
  }
  if (groups.length === 0) return null;
  return { turn: opened.turn, phase: opened.phase, phaseName: definition.name, side: definition.phasing, groups };
}

/**
 * The report of the Command Phase now under way, if any: the log entry that opened it (the commands
 * given since in the same phase are skipped), with its report.
 */
export function currentCommandReport(log: readonly LogEntry[], state: GameState): { entry: LogEntry; report: CommandReport } | null {
  if (phaseDefinition(state.phase).kind !== 'command' || state.deployment) return null;
  let i = log.length - 1;
  while (i >= 0 && log[i]!.turn === state.turn && log[i]!.phase === state.phase) i--;
  const entry = log[i];
  const report = commandPhaseReport(entry);
  if (!entry || !report || report.turn !== state.turn || report.phase !== state.phase) return null;
  return { entry, report };
}
