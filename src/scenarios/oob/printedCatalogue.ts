/**
 * Printed counter values over the whole catalogue (ARCHITECTURE §6): a player's printed-values
 * file (printedOverride.ts) checked against every counter of every display, and what it changes,
 * value by value, for the screen to say. A scenario then takes its counters from the result.
 */
import { applyPrintedValues, type PrintedValuesFile } from './printedOverride';
import { counterCatalogue, type Catalogue } from './catalogue';
import type { CounterSpec } from './types';

/** One value a printed file changes. */
export interface PrintedChange {
  counterId: string;
  name: string;
  field: string;
  from: string;
  to: string;
}

export type PrintedLoad =
  | { ok: true; file: PrintedValuesFile; catalogue: Catalogue; changes: PrintedChange[]; counters: number }
  | { ok: false; error: string };

const FIELDS = ['strength', 'effectiveness', 'parenthesized', 'bridgeLetter', 'morale', 'range', 'travelPrinted', 'modes', 'airborne'] as const;

function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.join('/');
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k} ${String(v)}`).join(', ');
  return String(value);
}

function changesOf(before: CounterSpec, after: CounterSpec): PrintedChange[] {
  return FIELDS.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f])).map((field) => ({
    counterId: before.id,
    name: before.name,
    field,
    from: shown(before[field]),
    to: shown(after[field]),
  }));
}

/** Check a printed-values file (text or parsed JSON) against the whole catalogue. Never throws. */
export function loadPrintedValues(file: unknown, base: Catalogue = counterCatalogue()): PrintedLoad {
  const result = applyPrintedValues(base.oob, file);
  if (!result.ok) return { ok: false, error: result.error };
  const before = new Map(base.oob.counters.map((c) => [c.id, c]));
  const changes = result.oob.counters.filter((c) => result.changed.includes(c.id)).flatMap((c) => changesOf(before.get(c.id)!, c));
  const parsed = (typeof file === 'string' ? JSON.parse(file) : file) as PrintedValuesFile;
  return { ok: true, file: parsed, catalogue: { ...base, oob: result.oob }, changes, counters: result.changed.length };
}
