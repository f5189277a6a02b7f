/**
 * Validation of combat-table files (a player's transcription of a printed sheet) for the tables the
 * project had to reconstruct: 5.61, 5.62, 5.63, 8.72, 8.73 and 11.53/11.54. Each file has the same
 * shape as the reconstructed table it replaces. A file with any error is refused as a whole, with
 * messages naming the path and the problem; the table in use stays as it was (ARCHITECTURE §6).
 *
 * Only structure and ranges are checked (sizes agree, values are legal, axes ascend). Monotonicity is
 * not required: a printed sheet is the authority, even where it surprises us.
 */
import { z } from 'zod';
import { CLOSE_ACTION_RESULT_PATTERN, type CloseActionResultsTable } from './closeActionResults';
import { ATTACKER_DISRUPTED, CLOSE_ACTION_TERRAIN_SETS, type CloseActionValueTable } from './closeActionValues';
import { MAX_EFFECTIVENESS, type DirectFireValueTable } from './directFireValues';
import { DISRUPTION_OUTCOMES, type DisruptionRecoveryTable } from './disruptionRecovery';
import { DISPERSE, FIRE_RESULT_LINES, NO_RESULT, TWO_D6_ROLL_COUNT, type FireResultsTable } from './fireResults';
import type { IndirectFireValueTable } from './indirectFireValues';

/** Largest plausible Fire Value (the reconstructed lines stop at 23). */
export const MAX_FIRE_VALUE = 99;
/** Largest plausible loss in one fire result. */
export const MAX_FIRE_LOSS = 9;
/** Largest plausible firer strength a matrix row may start at. */
export const MAX_STRENGTH_ROW = 99;

export type TableParse<T> = { ok: true; table: T } | { ok: false; errors: string[] };

// ---- shared pieces ----

export const provenanceSchema = z.strictObject({
  kind: z.enum(['printed', 'reconstructed']),
  source: z.string().min(1, { message: 'say where the values come from' }),
  notes: z.string().optional(),
});

function keyed<const K extends readonly string[], T extends z.ZodType>(keys: K, value: T) {
  return z.strictObject(Object.fromEntries(keys.map((k) => [k, value])) as { [P in K[number]]: T });
}

const fireValue = z
  .number({ message: 'a Fire Value is a whole number' })
  .int({ message: 'a Fire Value is a whole number' })
  .min(0, { message: `Fire Value out of range: 0 to ${MAX_FIRE_VALUE}` })
  .max(MAX_FIRE_VALUE, { message: `Fire Value out of range: 0 to ${MAX_FIRE_VALUE}` });

type RefineCtx = z.core.$RefinementCtx;
type Path = (string | number)[];

function issue(ctx: RefineCtx, path: Path, message: string): void {
  ctx.addIssue({ code: 'custom', message, path });
}

function checkAscending(ctx: RefineCtx, values: readonly number[], path: Path, what: string): void {
  values.forEach((v, i) => {
    const prev = values[i - 1];
    if (prev !== undefined && v <= prev) issue(ctx, [...path, i], `${what} must rise strictly (got ${v} after ${prev})`);
  });
}

const matrixSchema = z
  .strictObject({
    strengthRows: z
      .array(z.number().int({ message: 'a strength is a whole number' }).min(1).max(MAX_STRENGTH_ROW))
      .min(1, { message: 'at least one strength row' }),
    values: z.array(z.array(fireValue)),
  })
  .superRefine((m, ctx) => {
    if (m.strengthRows[0] !== 1) issue(ctx, ['strengthRows', 0], `the first row must start at strength 1 (got ${m.strengthRows[0]})`);
    checkAscending(ctx, m.strengthRows, ['strengthRows'], 'strength rows');
    if (m.values.length !== m.strengthRows.length)
      issue(ctx, ['values'], `expected one row per strength row (${m.strengthRows.length}), got ${m.values.length}`);
    m.values.forEach((row, i) => {
      if (row.length !== MAX_EFFECTIVENESS)
        issue(ctx, ['values', i], `expected ${MAX_EFFECTIVENESS} cells (effectiveness 1–${MAX_EFFECTIVENESS}), got ${row.length}`);
    });
  });

/** The value at a path of the raw input, and whether it is there at all. */
function at(input: unknown, path: readonly PropertyKey[]): { present: boolean; value: unknown } {
  let value: unknown = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, key)) {
      return { present: false, value: undefined };
    }
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return { present: true, value };
}

/** Turn a zod issue into "path: problem" lines (the raw input supplies the offending value). */
function describe(i: z.core.$ZodIssue, input: unknown): string[] {
  const where = i.path.map(String).join('.') || '(root)';
  if (i.code === 'unrecognized_keys') return i.keys.map((k) => `${where}: unknown key "${k}"`);
  const { present, value } = at(input, i.path);
  if (!present && (i.code === 'invalid_type' || i.code === 'invalid_union')) return [`${where}: missing`];
  if (i.code === 'invalid_union') return [`${where}: not a legal cell (got ${JSON.stringify(value)})`];
  return [`${where}: ${i.message}`];
}

export function parseWith<T>(schema: z.ZodType, input: unknown): TableParse<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, table: result.data as T };
  return { ok: false, errors: result.error.issues.flatMap((i) => describe(i, input)) };
}

export function loadJson<T>(text: string, parse: (input: unknown) => TableParse<T>): TableParse<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [`not valid JSON: ${(e as Error).message}`] };
  }
  return parse(value);
}

// ---- 5.61 Direct Fire Value Matrix ----

export const directFireValuesSchema = z
  .strictObject({
    provenance: provenanceSchema,
    nonArmored: matrixSchema,
    armored: z
      .array(z.strictObject({ minTargetEffectiveness: z.number().int().min(0).max(MAX_EFFECTIVENESS), matrix: matrixSchema }))
      .min(1, { message: 'at least one armored-target band' }),
    entrenchedReduction: z.number().int().min(0).max(MAX_FIRE_VALUE),
  })
  .superRefine((t, ctx) =>
    checkAscending(
      ctx,
      t.armored.map((b) => b.minTargetEffectiveness),
      ['armored'],
      'armored bands (minTargetEffectiveness)',
    ),
  );

export function parseDirectFireValues(input: unknown): TableParse<DirectFireValueTable> {
  return parseWith(directFireValuesSchema, input);
}
export function loadDirectFireValuesJson(text: string): TableParse<DirectFireValueTable> {
  return loadJson(text, parseDirectFireValues);
}

// ---- 5.62 Indirect Fire Value Matrix ----

export const indirectFireValuesSchema = z.strictObject({
  provenance: provenanceSchema,
  nonArmored: matrixSchema,
  armored: matrixSchema,
  entrenchedReduction: z.number().int().min(0).max(MAX_FIRE_VALUE),
});

export function parseIndirectFireValues(input: unknown): TableParse<IndirectFireValueTable> {
  return parseWith(indirectFireValuesSchema, input);
}
export function loadIndirectFireValuesJson(text: string): TableParse<IndirectFireValueTable> {
  return loadJson(text, parseIndirectFireValues);
}

// ---- 5.63 Fire Results Table ----

const fireResultCell = z.union([
  z.literal(NO_RESULT),
  z.literal(DISPERSE),
  z.number().int().min(1).max(MAX_FIRE_LOSS),
]);

export const fireResultsSchema = z
  .strictObject({
    provenance: provenanceSchema,
    columns: z.array(z.array(fireResultCell)).min(1, { message: 'at least one result column' }),
    lines: keyed(FIRE_RESULT_LINES, z.array(z.number().int().min(1).max(MAX_FIRE_VALUE))),
  })
  .superRefine((t, ctx) => {
    t.columns.forEach((col, i) => {
      if (col.length !== TWO_D6_ROLL_COUNT)
        issue(ctx, ['columns', i], `expected ${TWO_D6_ROLL_COUNT} cells (rolls 2–12), got ${col.length}`);
    });
    for (const line of FIRE_RESULT_LINES) {
      const thresholds = t.lines[line];
      if (thresholds.length !== t.columns.length)
        issue(ctx, ['lines', line], `expected one Fire Value per column (${t.columns.length}), got ${thresholds.length}`);
      checkAscending(ctx, thresholds, ['lines', line], 'Fire Values along a line');
    }
  });

export function parseFireResults(input: unknown): TableParse<FireResultsTable> {
  return parseWith(fireResultsSchema, input);
}
export function loadFireResultsJson(text: string): TableParse<FireResultsTable> {
  return loadJson(text, parseFireResults);
}

// ---- 8.72 Close Action Value Table ----

const rangeSchema = z
  .strictObject({ min: z.number().int(), max: z.number().int() })
  .refine((r) => r.min <= r.max, { message: 'min must not exceed max' });

export const closeActionValuesSchema = z
  .strictObject({
    provenance: provenanceSchema,
    effectiveness: rangeSchema,
    morale: rangeSchema,
    maxValue: z.number().int().min(1).max(99),
    values: keyed(
      CLOSE_ACTION_TERRAIN_SETS,
      z.array(z.array(z.union([z.literal(ATTACKER_DISRUPTED), z.number().int().min(1).max(99)]))),
    ),
  })
  .superRefine((t, ctx) => {
    const rows = t.effectiveness.max - t.effectiveness.min + 1;
    const cols = t.morale.max - t.morale.min + 1;
    for (const set of CLOSE_ACTION_TERRAIN_SETS) {
      const grid = t.values[set];
      if (grid.length !== rows)
        issue(ctx, ['values', set], `expected ${rows} rows (effectiveness ${t.effectiveness.min} to ${t.effectiveness.max}), got ${grid.length}`);
      grid.forEach((row, r) => {
        if (row.length !== cols)
          issue(ctx, ['values', set, r], `expected ${cols} cells (morale ${t.morale.min} to ${t.morale.max}), got ${row.length}`);
        row.forEach((v, c) => {
          if (typeof v === 'number' && v > t.maxValue)
            issue(ctx, ['values', set, r, c], `Close Action Value ${v} is above maxValue ${t.maxValue}`);
        });
      });
    }
  });

export function parseCloseActionValues(input: unknown): TableParse<CloseActionValueTable> {
  return parseWith(closeActionValuesSchema, input);
}
export function loadCloseActionValuesJson(text: string): TableParse<CloseActionValueTable> {
  return loadJson(text, parseCloseActionValues);
}

// ---- 8.73 Close Action Results Table ----

const closeActionCode = z
  .string()
  .regex(CLOSE_ACTION_RESULT_PATTERN, { message: 'not a result code: use "-" or parts AD, DD, A1–A9, D1–D9 joined by "+"' });

export const closeActionResultsSchema = z
  .strictObject({
    provenance: provenanceSchema,
    columns: z
      .array(
        z.strictObject({
          odds: z.strictObject({ attacker: z.number().int().min(1), defender: z.number().int().min(1) }),
          byValue: z.array(z.array(closeActionCode)).min(1),
        }),
      )
      .min(1, { message: 'at least one odds column' }),
  })
  .superRefine((t, ctx) => {
    t.columns.forEach((c, i) => {
      const prev = t.columns[i - 1];
      if (prev && c.odds.attacker * prev.odds.defender <= prev.odds.attacker * c.odds.defender)
        issue(ctx, ['columns', i, 'odds'], `odds columns must rise (${c.odds.attacker}:${c.odds.defender} after ${prev.odds.attacker}:${prev.odds.defender})`);
      const first = t.columns[0];
      if (first && c.byValue.length !== first.byValue.length)
        issue(ctx, ['columns', i, 'byValue'], `every odds column needs the same number of Close Action Values (${first.byValue.length}), got ${c.byValue.length}`);
      c.byValue.forEach((row, v) => {
        if (row.length !== 6) issue(ctx, ['columns', i, 'byValue', v], `expected 6 cells (die 1–6), got ${row.length}`);
        row.forEach((code, d) => {
          const parts = code.split('+').map((p) => (p === 'AD' || p === 'DD' ? p : p.charAt(0)));
          if (new Set(parts).size !== parts.length) issue(ctx, ['columns', i, 'byValue', v, d], `"${code}" names the same part twice`);
        });
      });
    });
  });

export function parseCloseActionResults(input: unknown): TableParse<CloseActionResultsTable> {
  return parseWith(closeActionResultsSchema, input);
}
export function loadCloseActionResultsJson(text: string): TableParse<CloseActionResultsTable> {
  return loadJson(text, parseCloseActionResults);
}

// ---- 11.53 / 11.54 Disruption Recovery ----

export const disruptionRecoverySchema = z.strictObject({
  provenance: provenanceSchema,
  dice: z.enum(['1d6', '2d6']),
  modifiers: z.strictObject({ hqAid: z.number().int().min(-12).max(12), inSupply: z.number().int().min(-12).max(12) }),
  minRoll: z.number().int().min(-20).max(20),
  results: z.array(z.enum(DISRUPTION_OUTCOMES)).min(1, { message: 'at least one result' }),
});

export function parseDisruptionRecovery(input: unknown): TableParse<DisruptionRecoveryTable> {
  return parseWith(disruptionRecoverySchema, input);
}
export function loadDisruptionRecoveryJson(text: string): TableParse<DisruptionRecoveryTable> {
  return loadJson(text, parseDisruptionRecovery);
}
