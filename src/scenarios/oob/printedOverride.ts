/**
 * Printed counter values from a player's own counter sheets (ARCHITECTURE §6): a JSON file keyed by
 * counter id replaces the reconstructed values. The file is validated (shape, ranges, known ids) and
 * the result is validated again as a whole order of battle; a bad file is refused with a message
 * and the data are left unchanged. Pure: the input order of battle is never mutated.
 */
import { z } from 'zod';
import { effectivenessSchema, formatIssues, modeSchema, validateOrderOfBattle } from './schema';
import type { CounterSpec, OrderOfBattle } from './types';

export const PRINTED_VALUES_FORMAT = 'httr-printed-counters';

const printedCounterSchema = z
  .object({
    strength: z.number().int().min(1, 'strength must be at least 1 SP [3.5a]').max(30).optional(),
    effectiveness: effectivenessSchema.optional(),
    parenthesized: z.boolean().optional(),
    bridgeLetter: z.enum(['B', 'T']).nullable().optional(),
    morale: z.number().int().min(0).max(6).optional(),
    range: z.number().int().min(1).max(30).optional(),
    travelPrinted: z.boolean().optional(),
    modes: z.array(modeSchema).min(1).optional(),
    airborne: z.boolean().optional(),
  })
  .strict();

export const printedValuesFileSchema = z
  .object({
    format: z.literal(PRINTED_VALUES_FORMAT),
    version: z.literal(1),
    /** Where the values were read, e.g. "counter sheet 2, scan of my copy". */
    source: z.string().min(1),
    counters: z.record(z.string(), printedCounterSchema),
  })
  .strict();

export type PrintedValuesFile = z.infer<typeof printedValuesFileSchema>;

export type OverrideResult = { ok: true; oob: OrderOfBattle; changed: string[] } | { ok: false; error: string; oob: OrderOfBattle };

/** Apply a printed-values file (already parsed from JSON, or a JSON string) over `oob`. */
export function applyPrintedValues(oob: OrderOfBattle, file: unknown): OverrideResult {
  let data = file;
  if (typeof file === 'string') {
    try {
      data = JSON.parse(file);
    } catch (e) {
      return { ok: false, oob, error: `printed-values file refused: not valid JSON (${(e as Error).message})` };
    }
  }
  const parsed = printedValuesFileSchema.safeParse(data);
  if (!parsed.success) return { ok: false, oob, error: `printed-values file refused:\n${formatIssues(parsed.error)}` };

  const known = new Set(oob.counters.map((c) => c.id));
  const unknown = Object.keys(parsed.data.counters).filter((id) => !known.has(id));
  if (unknown.length > 0) return { ok: false, oob, error: `printed-values file refused: unknown counter id(s) ${unknown.join(', ')}` };

  const changed: string[] = [];
  const counters: CounterSpec[] = oob.counters.map((c) => {
    const printed = parsed.data.counters[c.id];
    if (!printed) return c;
    changed.push(c.id);
    const fields = Object.keys(printed).join(', ');
    const next: CounterSpec = {
      ...c,
      ...printed,
      effectiveness: printed.effectiveness ? { ...printed.effectiveness } : { ...c.effectiveness },
      modes: printed.modes ? [...printed.modes] : [...c.modes],
      provenance: { kind: 'printed', source: `${parsed.data.source} (printed: ${fields}; other values as before: ${c.provenance.source})` },
    };
    return next;
  });
  const candidate: OrderOfBattle = { ...oob, counters };
  const checked = validateOrderOfBattle(candidate);
  if (!checked.ok) return { ok: false, oob, error: `printed-values file refused: the result is not a valid order of battle:\n${checked.error}` };
  return { ok: true, oob: candidate, changed };
}
