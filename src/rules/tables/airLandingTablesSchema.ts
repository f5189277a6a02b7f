/**
 * Validation of printed-value files for the two air-landing sheets the project had to reconstruct:
 * the Weather Conditions Table [14.91] and the Air Landing Table [14.92]. A file has the shape of the
 * reconstructed table it replaces (see weatherConditions.ts, airLandingTable.ts); a file with any
 * error is refused as a whole, with messages naming the path and the problem.
 */
import { z } from 'zod';
import { DIRECTIONS } from '../hex';
import { AIR_LANDING_RESULTS, type AirLandingTable } from './airLandingTable';
import { loadJson, parseWith, provenanceSchema, type TableParse } from './combatTablesSchema';
import { TWO_D6_ROLL_COUNT } from './fireResults';
import type { WeatherConditionsTable } from './weatherConditions';

const weatherValue = z.union([z.number().int().min(0).max(11), z.literal('P')], { message: 'a weather value is 0 to 11 or "P"' });

export const weatherConditionsSchema = z.strictObject({
  provenance: provenanceSchema,
  rows: z
    .array(z.strictObject({ north: weatherValue, south: weatherValue }))
    .length(TWO_D6_ROLL_COUNT, { message: `expected one row per 2d6 total (2–12): ${TWO_D6_ROLL_COUNT}` }),
});

export function parseWeatherConditions(input: unknown): TableParse<WeatherConditionsTable> {
  return parseWith(weatherConditionsSchema, input);
}
export function loadWeatherConditionsJson(text: string): TableParse<WeatherConditionsTable> {
  return loadJson(text, parseWeatherConditions);
}

const effect = z.union([
  z.strictObject({ kind: z.literal('onTarget') }),
  z.strictObject({ kind: z.literal('scatter'), hexes: z.number().int().min(1).max(12) }),
  z.strictObject({ kind: z.literal('abort') }),
]);

export const airLandingTableSchema = z
  .strictObject({
    provenance: provenanceSchema,
    columns: z.array(z.number().int().min(0).max(99)).min(1, { message: 'at least one column' }),
    results: z.array(z.array(z.enum(AIR_LANDING_RESULTS)).length(TWO_D6_ROLL_COUNT, { message: `expected one cell per 2d6 total (2–12): ${TWO_D6_ROLL_COUNT}` })),
    meanings: z.strictObject(Object.fromEntries(AIR_LANDING_RESULTS.map((r) => [r, effect])) as Record<(typeof AIR_LANDING_RESULTS)[number], typeof effect>),
    scatterDirections: z.array(z.enum(DIRECTIONS as unknown as [string, ...string[]])).length(6, { message: 'one direction per face of the die' }),
    destroyedOn: z.array(z.number().int().min(2).max(12)),
  })
  .superRefine((t, ctx) => {
    if (t.columns[0] !== 0) ctx.addIssue({ code: 'custom', path: ['columns', 0], message: `the first column must start at 0 (got ${t.columns[0]})` });
    t.columns.forEach((c, i) => {
      const prev = t.columns[i - 1];
      if (prev !== undefined && c <= prev) ctx.addIssue({ code: 'custom', path: ['columns', i], message: `columns must rise strictly (got ${c} after ${prev})` });
    });
    if (t.results.length !== t.columns.length) ctx.addIssue({ code: 'custom', path: ['results'], message: `expected one result line per column (${t.columns.length}), got ${t.results.length}` });
  });

export function parseAirLandingTable(input: unknown): TableParse<AirLandingTable> {
  return parseWith(airLandingTableSchema, input);
}
export function loadAirLandingTableJson(text: string): TableParse<AirLandingTable> {
  return loadJson(text, parseAirLandingTable);
}
