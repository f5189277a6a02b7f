/**
 * Validation of a Terrain Effects Chart file [10.15] (e.g. a player's transcription of the printed
 * sheet). Same shape as the reconstructed table; a bad file is refused with messages that say what is
 * wrong, and the table in use stays as it was (ARCHITECTURE §6).
 */
import { z } from 'zod';
import { HEXSIDE_FEATURES, LINK_KINDS, TERRAIN_TYPES } from '../map/terrain';
import { MOVEMENT_COLUMNS } from './movementClass';
import {
  COMMUNICATION_WEIGHTS,
  MOVEMENT_ALLOWANCE,
  PROHIBITED,
  type TerrainEffectsTable,
} from './terrainEffects';

/** Largest plausible observation range in hexes (the maps are about 60 hexes long). */
export const MAX_OBSERVATION_RANGE = 60;
/** Largest plausible stacking limit in SP. */
export const MAX_STACKING_LIMIT = 99;

const MODES = ['dispersed', 'concentrated', 'travel'] as const;

const costSchema = z.union([
  z.literal(PROHIBITED),
  z
    .number({ message: `a cost is a number of MP or "${PROHIBITED}"` })
    .gt(0, { message: `cost out of range: must be more than 0 and at most ${MOVEMENT_ALLOWANCE} MP` })
    .lte(MOVEMENT_ALLOWANCE, { message: `cost out of range: must be more than 0 and at most ${MOVEMENT_ALLOWANCE} MP` }),
]);
const rateSchema = z
  .number()
  .gt(0, { message: `rate out of range: must be more than 0 and at most ${MOVEMENT_ALLOWANCE} MP` })
  .lte(MOVEMENT_ALLOWANCE, { message: `rate out of range: must be more than 0 and at most ${MOVEMENT_ALLOWANCE} MP` })
  .nullable();

function keyed<const K extends readonly string[], T extends z.ZodType>(keys: K, value: T) {
  return z.strictObject(Object.fromEntries(keys.map((k) => [k, value])) as { [P in K[number]]: T });
}

const modeCosts = keyed(MODES, costSchema);
const modeRates = keyed(MODES, rateSchema);
const columnCosts = keyed(MOVEMENT_COLUMNS, modeCosts);
const columnRates = keyed(MOVEMENT_COLUMNS, modeRates);
const rangeSchema = z.number().int().min(0).max(MAX_OBSERVATION_RANGE);

const hexSchema = z.strictObject({
  move: columnCosts,
  stacking: z.union([z.literal('unlimited'), z.number().int().min(0).max(MAX_STACKING_LIMIT)]),
  blocksLos: z.boolean(),
  communication: z.enum(COMMUNICATION_WEIGHTS),
  dayObservationRange: rangeSchema,
});
const hexsideSchema = z.strictObject({ move: columnCosts, blocksLos: z.boolean(), blocksObservation: z.boolean() });
const linkSchema = z.strictObject({ rate: columnRates, raisedRate: columnRates, raisedDayObservationRange: rangeSchema });

export const terrainEffectsSchema = z.strictObject({
  provenance: z.strictObject({
    kind: z.enum(['printed', 'reconstructed']),
    source: z.string().min(1),
    notes: z.string().optional(),
  }),
  hex: keyed(TERRAIN_TYPES, hexSchema),
  hexside: keyed(HEXSIDE_FEATURES, hexsideSchema),
  link: keyed(LINK_KINDS, linkSchema),
  nightObservationRange: rangeSchema,
});

export type TerrainEffectsParse = { ok: true; table: TerrainEffectsTable } | { ok: false; errors: string[] };

/** What the top-level groups call an unknown key. */
const UNKNOWN_KEY_NOUN: Record<string, string> = {
  hex: 'terrain',
  hexside: 'hexside feature',
  link: 'link kind',
};

function describe(issue: z.core.$ZodIssue): string[] {
  const where = issue.path.map(String).join('.') || '(root)';
  if (issue.code === 'unrecognized_keys') {
    const group = issue.path.length === 1 ? UNKNOWN_KEY_NOUN[String(issue.path[0])] : undefined;
    const noun = group ?? 'key';
    return issue.keys.map((k) => `${where}: unknown ${noun} "${k}"`);
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return [`${where}: missing cell`];
  }
  if (issue.code === 'invalid_union') {
    // Report the numeric branch's complaint (range), which is the useful one for a cost.
    const numeric = issue.errors.find((branch) => branch.some((i) => i.code === 'too_big' || i.code === 'too_small'));
    const inner = numeric?.find((i) => i.code === 'too_big' || i.code === 'too_small');
    if (inner) return [`${where}: ${inner.message} (got ${JSON.stringify(issue.input)})`];
    if (issue.input === undefined) return [`${where}: missing cell`];
    return [`${where}: expected a number of MP or "${PROHIBITED}" (got ${JSON.stringify(issue.input)})`];
  }
  return [`${where}: ${issue.message}`];
}

/** Validate a parsed JSON value as a Terrain Effects Chart. */
export function parseTerrainEffects(input: unknown): TerrainEffectsParse {
  const result = terrainEffectsSchema.safeParse(input);
  if (result.success) return { ok: true, table: result.data };
  return { ok: false, errors: result.error.issues.flatMap(describe) };
}

/** Validate JSON text as a printed chart; the caller keeps its current chart when this fails. */
export function loadTerrainEffectsJson(text: string): TerrainEffectsParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [`not valid JSON: ${(e as Error).message}`] };
  }
  return parseTerrainEffects(value);
}
