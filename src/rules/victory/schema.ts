/**
 * Zod schemas of the victory state and report, for save files (src/store/schemas.ts uses them).
 * The checks at the bottom fail the type check when a type and its schema drift apart.
 */
import { z } from 'zod';
import { parseHexId } from '../hex';
import { unitTypeSchema } from '../define/schemaParts';
import type { VictoryCondition, VictoryDefinition, VictoryReport, VictoryState } from './types';

const side = z.enum(['allied', 'german']);
const hexId = z.templateLiteral([z.enum(['A', 'B', 'C', 'D']), z.string()]).refine((id) => parseHexId(id) !== undefined, 'is not a hex of the map');
const hexSet = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('list'), hexes: z.array(hexId) }),
  z.strictObject({ kind: z.literal('roadPath'), from: hexId, to: hexId }),
]);
const base = { id: z.string().min(1), side, rule: z.string(), label: z.string(), points: z.number().int().positive().optional() };
const section = z.enum(['A', 'B', 'C', 'D']);
const region = z.strictObject({ section, maxCol: z.number().int().positive().optional(), bank: z.strictObject({ seed: hexId, name: z.string() }).optional() });
const need = z.enum(['any', 'all']);
const level = z.enum(['decisive', 'substantive', 'marginal']);
const count = z.number().int().nonnegative();

const conditionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('holdHexes'), ...base, hexes: hexSet, need, turns: z.number().int().positive(), consecutive: z.boolean() }),
  z.strictObject({ kind: z.literal('holdAtTurnEnd'), ...base, hexes: hexSet, need: z.enum(['any', 'all', 'anyPair']), turn: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('artilleryCovers'), ...base, hexes: hexSet, pathfinders: z.boolean() }),
  z.strictObject({
    kind: z.literal('casualties'),
    ...base,
    sufferedBy: side,
    formations: z.array(z.string()).optional(),
    threshold: count,
    comparison: z.enum(['moreThan', 'atLeast', 'lessThan', 'atMost']),
    weighted: z.boolean().optional(),
    unsuppliedAtEndRule: z.string().optional(),
  }),
  z.strictObject({ kind: z.literal('clearOfUnits'), ...base, hexes: hexSet, of: side, radius: count }),
  z.strictObject({ kind: z.literal('nearPathfinder'), ...base, radius: count }),
  z.strictObject({ kind: z.literal('openRoad'), ...base, from: hexId, to: hexSet }),
  z.strictObject({ kind: z.literal('unitsInRegion'), ...base, whose: side, region, need: z.enum(['all', 'none']) }),
  z.strictObject({ kind: z.literal('observesPathfinder'), ...base }),
  z.strictObject({
    kind: z.literal('lossRatio'),
    ...base,
    tiers: z.array(z.strictObject({ ratio: z.number().positive(), minInflicted: count, points: z.number().int().positive() })),
  }),
  z.strictObject({
    kind: z.literal('bridgePath'),
    ...base,
    section,
    bridges: z.array(z.strictObject({ name: z.string(), key: z.string(), span: hexId, ends: z.tuple([hexId, hexId]) })),
    pathPoints: count,
    bothPathPoints: count,
    heldPoints: count,
  }),
  z.strictObject({ kind: z.literal('supplyCut'), ...base, whose: side }),
  z.strictObject({
    kind: z.literal('crossingHeld'),
    ...base,
    crossings: z.array(z.strictObject({ name: z.string(), ends: z.tuple([hexId, hexId]), bridge: z.string().optional() })),
    bank: region,
    radius: count,
  }),
  z.strictObject({ kind: z.literal('roadFree'), ...base, whose: side, hexes: hexSet }),
  z.strictObject({
    kind: z.literal('exited'),
    ...base,
    exitedBy: side,
    edges: z.array(z.enum(['north', 'south', 'west', 'east'])),
    formations: z.array(z.string()).optional(),
    types: z.array(unitTypeSchema).optional(),
    intactOnly: z.boolean().optional(),
    comparison: z.enum(['atLeast', 'none']),
    threshold: count,
    hqs: count.optional(),
  }),
]);

export const victoryDefinitionSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  rule: z.string(),
  conditions: z.array(conditionSchema),
  scoring: z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('countOfConditions'),
      side,
      levels: z.array(z.strictObject({ count: z.number().int().positive(), level })),
      opponent: z.strictObject({ side, conditionIds: z.array(z.string()) }),
      drawReading: z.string(),
      overriding: z.string().optional(),
      otherwise: side.optional(),
      drawFrom: z.number().int().positive().optional(),
    }),
    z.strictObject({
      kind: z.literal('netPoints'),
      side,
      bands: z.array(z.strictObject({ atLeast: z.number().int(), winner: z.union([side, z.literal('draw')]), level: level.nullable() })),
      otherwise: z.strictObject({ winner: side, level: level.nullable() }),
    }),
    z.strictObject({ kind: z.literal('tiers'), side, tiers: z.array(z.strictObject({ level, conditionIds: z.array(z.string()) })), otherwise: side }),
  ]),
});

export const victoryStateSchema = z.strictObject({
  definition: victoryDefinitionSchema,
  record: z.strictObject({
    turnStart: z.strictObject({ turn: z.number().int().positive(), held: z.record(z.string(), z.array(hexId)) }),
    heldTurns: z.record(z.string(), z.array(z.number().int().positive())),
    snapshots: z.record(z.string(), z.strictObject({ turn: z.number().int().positive(), held: z.array(hexId) })),
    lastRecordedTurn: z.number().int().positive().nullable(),
  }),
});

export const victoryReportSchema = z.strictObject({
  definitionId: z.string(),
  name: z.string(),
  rule: z.string(),
  final: z.boolean(),
  turn: z.number().int().positive(),
  conditions: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.enum([
        'holdHexes',
        'holdAtTurnEnd',
        'casualties',
        'exited',
        'artilleryCovers',
        'clearOfUnits',
        'nearPathfinder',
        'openRoad',
        'unitsInRegion',
        'observesPathfinder',
        'lossRatio',
        'bridgePath',
        'supplyCut',
        'crossingHeld',
        'roadFree',
      ]),
      side,
      rule: z.string(),
      label: z.string(),
      status: z.enum(['met', 'notMet', 'open']),
      reason: z.string(),
      value: count,
      target: count,
      points: count.optional(),
    }),
  ),
  casualties: z.strictObject({ allied: count, german: count }),
  result: z.strictObject({
    winner: z.union([side, z.literal('draw')]).nullable(),
    level: level.nullable(),
    label: z.string(),
    reason: z.string(),
    rule: z.string(),
  }),
});

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type VictorySchemasMatchTypes = [
  Assert<Equals<z.infer<typeof conditionSchema>, VictoryCondition>>,
  Assert<Equals<z.infer<typeof victoryDefinitionSchema>, VictoryDefinition>>,
  Assert<Equals<z.infer<typeof victoryStateSchema>, VictoryState>>,
  Assert<Equals<z.infer<typeof victoryReportSchema>, VictoryReport>>,
];
