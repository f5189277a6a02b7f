/**
 * A drop told step by step [14.2, 14.5, 14.92]: the log entries of one landing (the drop, the
 * German CAP answer, the special fire, the overstack cure) cut into the steps a player follows —
 * the flight, the Air Landing result, the landing with its scatter, the German special fire, the
 * close actions and cures — each with its dice and the hexes to show on the map. Words only; every
 * fact comes from the engine's events.
 */
import type { HexHighlight } from '../../board';
import { formatEvent, type AirLandingResult, type GameEvent, type HexId, type UnitNamer } from '../../rules/api';
import type { LogEntry } from '../../store';
import { letterToken, RESULT_NAMES, resultSentence } from './resultWords';

const PATH = 0x56b4e9;
const TARGET = 0x009e73;
const LANDED = 0xe69f00;
const FIRE = 0xd55e00;
const FLAK = 0xd55e00;

/** Where a unit stands now, for marking the flak a flight counted. */
export type UnitHexOf = (id: string) => HexId | null | undefined;

/** The commands that carry a landing on after its drop command [14.5, 14.56, 15.34]. */
const LANDING_COMMANDS = new Set(['dropSerial', 'answerLandingCap', 'landingFire', 'passLandingFire', 'fireResultChoice', 'cureLandingOverstack']);

export type DropStepKind = 'flight' | 'result' | 'landing' | 'fire' | 'cures';

export interface DropStep {
  kind: DropStepKind;
  title: string;
  lines: string[];
  highlights: HexHighlight[];
  /** The Air Landing Table's letter, on the result step [14.92]. */
  result?: AirLandingResult;
}

const TITLES: Record<DropStepKind, string> = {
  flight: 'The flight [14.2]',
  result: 'The Air Landing result [14.92]',
  landing: 'The landing [14.5, 14.64]',
  fire: 'German special fire [14.5, 14.58]',
  cures: 'Close actions and overstack cures [14.5, 14.54, 14.56]',
};

/** The log entries of the landing whose drop command is entry `from`: it and the answers that follow it. */
export function landingEntries(log: readonly LogEntry[], from: number): LogEntry[] {
  if (log[from]?.command.type !== 'dropSerial') return [];
  const out = [log[from]!];
  for (let i = from + 1; i < log.length && LANDING_COMMANDS.has(log[i]!.command.type) && log[i]!.command.type !== 'dropSerial'; i++) out.push(log[i]!);
  return out;
}

function explainFlight(event: Extract<GameEvent, { type: 'serialFlown' }>, flak: readonly { name: string; hex: HexId | null }[]): { flight: string[]; result: string[] } {
  const parts = event.explanation.modifiers.filter((m) => m.applies === 'flight conditions');
  const sum = parts.map((m) => `${m.what} ${m.value} [${m.rule}]`).join(' + ');
  const roll = event.explanation.roll;
  const cell = event.explanation.tables[0];
  const shift = event.explanation.tables[1];
  return {
    flight: [
      `Serial ${event.serialId} flies the ${event.route}ern route to ${event.target}, over ${event.path.length} hexes (shaded on the map) [14.21].`,
      `Flight conditions ${event.conditions} = ${sum || 'nothing'}. This number picks the column of the Air Landing Table: the higher it is, the worse the drop is likely to go [14.2, 14.92].`,
      event.flakIds.length === 0
        ? 'No German flak counted on or next to the path [14.2, 14.22].'
        : `German flak counted on or next to the path, marked FLAK on the map: ${flak.map((f) => (f.hex ? `${f.name} in ${f.hex}` : f.name)).join(', ')} [14.2, 14.22].`,
    ],
    // One line: the result said once (its badge, and its effect where the badge does not name it), then how the dice gave it.
    result: [
      `${resultSentence(event.result, event.explanation.result)} — rolled ${roll ? `${roll.dice.join(' + ')} = ${roll.total}` : '—'} in column ${cell?.column ?? event.conditions}` +
        (shift && cell ? `, which reads ${letterToken(cell.cell)}, moved ${shift.column.replace('shift ', '')} step by the southern route [14.92, 14.13].` : ' [14.92].'),
    ],
  };
}

/** The step a landing's open decision belongs to [15.34, 14.5, 14.58]. */
const WAITING_STEP: Readonly<Record<string, DropStepKind>> = { germanCap: 'flight', landingFire: 'fire', fireResult: 'fire', landingOverstack: 'cures' };

/** The steps of one landing, from its log entries; `waiting` is the decision the landing waits on, if any. */
export function dropSteps(entries: readonly LogEntry[], nameOf: UnitNamer, waiting: { kind: string; prompt: string } | null, hexOf: UnitHexOf = () => null): DropStep[] {
  const steps = new Map<DropStepKind, DropStep>();
  const step = (kind: DropStepKind): DropStep => {
    if (!steps.has(kind)) steps.set(kind, { kind, title: TITLES[kind], lines: [], highlights: [] });
    return steps.get(kind)!;
  };
  let stage: DropStepKind = 'flight';
  let target: HexId | null = null;
  for (const entry of entries) {
    if (entry.command.type === 'passLandingFire') step('fire').lines.push('The German player holds the rest of his fire.');
    for (const event of entry.events) {
      if (event.type === 'serialFlown') {
        const flak = event.flakIds.map((id) => ({ name: nameOf(id) ?? id, hex: hexOf(id) ?? null }));
        const words = explainFlight(event, flak);
        target = event.target;
        const flight = step('flight');
        flight.lines.push(...words.flight);
        flight.highlights.push(...event.path.filter((h) => h !== event.target).map((hex) => ({ hex, tint: PATH, alpha: 0.3 })));
        // [14.2] each flak unit the flight counted, where it stands, as the planner marked it
        for (const f of flak) if (f.hex) flight.highlights.push({ hex: f.hex, tint: FLAK, alpha: 0.45, mark: 'cross', label: 'FLAK', labelAt: 'above' });
        flight.highlights.push({ hex: event.target, tint: TARGET, alpha: 0.3, mark: 'ring', label: 'TARGET', labelAt: 'above' });
        const result = step('result');
        result.lines.push(...words.result);
        result.result = event.result;
        result.highlights.push({ hex: event.target, tint: TARGET, alpha: 0.3, mark: 'ring', label: `${event.result} ${RESULT_NAMES[event.result].toUpperCase()}`, labelAt: 'above' });
        stage = 'landing';
        continue;
      }
      if (event.type === 'diceRolled' && event.rule === '14.92' && stage === 'flight') continue; // told with the result
      if (event.type === 'serialLanded') {
        const landing = step('landing');
        landing.lines.push(formatEvent(event, nameOf));
        if (target && event.hex !== target) landing.highlights.push({ hex: target, tint: TARGET, alpha: 0.15, mark: 'ring', label: 'TARGET', labelAt: 'above' });
        const arrow = event.scatter ? `${event.scatter.hexes} ${event.scatter.direction} ->` : 'ON TARGET';
        landing.highlights.push({ hex: event.hex, tint: LANDED, alpha: 0.5, mark: 'dot', label: arrow, labelAt: 'above' });
        stage = 'fire';
        continue;
      }
      if (stage === 'fire' && (event.type === 'closeActionResolved' || event.type === 'overstacked' || event.type === 'displaced')) stage = 'cures';
      if (stage === 'fire' && event.type === 'diceRolled' && /close action/.test(event.purpose)) stage = 'cures';
      const here = step(stage === 'flight' ? 'flight' : stage);
      here.lines.push(formatEvent(event, nameOf));
      if (event.type === 'fireResolved') here.highlights.push({ hex: event.hex, tint: FIRE, alpha: 0.35, mark: 'cross', label: 'FIRE', labelAt: 'above' });
      if (event.type === 'displaced') here.highlights.push({ hex: event.to, tint: LANDED, alpha: 0.4, mark: 'dot', label: `FROM ${event.from}`, labelAt: 'above' });
      if (event.type === 'closeActionResolved') here.highlights.push({ hex: event.target, tint: FIRE, alpha: 0.35, mark: 'ring', label: `ASSAULT ${event.result}`, labelAt: 'above' });
    }
  }
  const waitingAt = waiting && entries.length > 0 ? WAITING_STEP[waiting.kind] : undefined;
  if (waiting && waitingAt) step(waitingAt).lines.push(`Waiting: ${waiting.prompt}`);
  return (['flight', 'result', 'landing', 'fire', 'cures'] as const).flatMap((k) => (steps.has(k) ? [steps.get(k)!] : []));
}
