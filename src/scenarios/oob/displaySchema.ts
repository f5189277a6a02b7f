/**
 * Schema of one formation-display file (src/data/oob/*.json): the counters a display of the game
 * holds [21.0], with their formations, leaders [19.8], deployment key and arrival codes, and, for
 * the England display, the airborne serials 1–58 in groups p–x with pathfinders and supplyheads
 * [14.4, 21.4]. Every formation, counter, leader, serial and code carries its source.
 *
 * A file is checked on its own here (shapes, ranges, designations, faces); the checks that need every
 * display at once (ids unique across files, formations that exist) are in catalogue.ts. Messages
 * name the file and the entry.
 */
import { z } from 'zod';
import { counterProblems, counterSchema, formationSchema, leaderSchema, sideSchema } from './schema';
import type { CounterSpec } from './types';

/** German displays a–n [21.1], the Allied ground displays y and z, and England [21.4]. */
export const DISPLAY_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'y', 'z', 'england'] as const;
export type DisplayLetter = (typeof DISPLAY_LETTERS)[number];

/** England groups p–x [21.4]. */
export const SERIAL_GROUPS = ['p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x'] as const;

/**
 * A designation as the counters print it [33.0]: parts joined by "/", each letters, digits, "*" or
 * ".", optionally followed by " ind"/" Ind" (independents). `2/506`, `85xx`, `15*19ind`, `Pol ind`.
 */
export const DESIGNATION = /^[A-Za-z0-9.*]+(\/[A-Za-z0-9.*]+)*( (ind|Ind))?$/;

const designation = (what: string) => z.string().regex(DESIGNATION, `${what} is not a designation as the counters print them (parts joined by "/", e.g. 2/506, 85xx, Pol ind) [33.0]`);
const source = z.string().min(3, 'source must say where the value comes from');
const hexId = z.string().regex(/^[A-D][0-9]{4}$/, 'hex must be a map letter and four digits, e.g. C2411');

export const displayFormationSchema = formationSchema.extend({ designation: designation('formation designation'), source }).strict();

export const displayCounterSchema = counterSchema
  .extend({ subordination: designation('subordination') })
  .strict()
  .superRefine((c, ctx) => {
    for (const problem of counterProblems(c as CounterSpec)) ctx.addIssue({ code: 'custom', message: problem });
  });

export const displayLeaderSchema = leaderSchema.extend({ entry: z.string().min(1, 'a leader says when and where he enters [19.8]') }).strict();

/** An arrival code of the display ("7A3930", "10B East") resolved: turn, map, hex or edge [21.0, 22.1]. */
export const arrivalSchema = z
  .object({
    code: z.string().min(1),
    turn: z.number().int().min(1).max(106),
    map: z.enum(['A', 'B', 'C', 'D']),
    hex: hexId.optional(),
    edge: z.enum(['north', 'south', 'east', 'west']).optional(),
    formationIds: z.array(z.string().min(1)),
    counterIds: z.array(z.string().min(1)),
    source,
  })
  .strict()
  .refine((a) => (a.hex === undefined) !== (a.edge === undefined), 'an arrival names either a hex or a map edge');

/** A deployment-key entry: who starts where, on or adjacent, entrenched or disrupted [31.11]. */
export const deploymentSchema = z
  .object({
    hex: hexId,
    adjacent: z.boolean(),
    entrenched: z.boolean(),
    disrupted: z.boolean(),
    formationIds: z.array(z.string().min(1)),
    counterIds: z.array(z.string().min(1)),
    source,
  })
  .strict();

export const serialGroupSchema = z.object({ group: z.enum(SERIAL_GROUPS), first: z.number().int().min(1).max(58), last: z.number().int().min(1).max(58), division: z.string().min(1), source }).strict();

export const serialSchema = z
  .object({
    serial: z.number().int().min(1, 'serials are numbered 1–58 [21.4]').max(58, 'serials are numbered 1–58 [21.4]'),
    group: z.enum(SERIAL_GROUPS),
    counterIds: z.array(z.string().min(1)).min(1, 'a serial holds at least one counter'),
    leaderIds: z.array(z.string().min(1)).optional(),
    source,
  })
  .strict();

/** A pathfinder or supplyhead marker of an airborne formation [11.1, 14.3, 23.0]. */
export const markerSchema = z
  .object({ id: z.string().min(1), label: z.string().min(1), formationId: z.string().min(1), scenarioHex: z.object({ scenario: z.number().int(), hex: hexId }).strict().optional(), source })
  .strict();

export const displayFileSchema = z
  .object({
    display: z.enum(DISPLAY_LETTERS),
    side: sideSchema,
    title: z.string().min(1),
    source,
    formations: z.array(displayFormationSchema),
    counters: z.array(displayCounterSchema),
    leaders: z.array(displayLeaderSchema),
    deployment: z.array(deploymentSchema).optional(),
    arrivals: z.array(arrivalSchema).optional(),
    groups: z.array(serialGroupSchema).optional(),
    serials: z.array(serialSchema).optional(),
    pathfinders: z.array(markerSchema).optional(),
    supplyheads: z.array(markerSchema).optional(),
  })
  .strict();

export type DisplayFile = z.infer<typeof displayFileSchema>;
export type DisplayFormation = DisplayFile['formations'][number];
export type DisplayLeader = DisplayFile['leaders'][number];
export type Serial = z.infer<typeof serialSchema>;
export type SerialGroup = z.infer<typeof serialGroupSchema>;
export type AirborneMarker = z.infer<typeof markerSchema>;
export type Arrival = z.infer<typeof arrivalSchema>;
export type DeploymentKeyEntry = z.infer<typeof deploymentSchema>;

/** Name the entry an issue path points at: `counters[3] (us-501-1-a)`. */
function entryName(data: unknown, path: readonly PropertyKey[]): string {
  const [list, index, ...rest] = path;
  if (typeof list !== 'string' || typeof index !== 'number') return path.map(String).join('.');
  const entry = (data as Record<string, unknown[] | undefined>)[list]?.[index] as Record<string, unknown> | undefined;
  const id = entry?.id ?? entry?.serial ?? entry?.code ?? entry?.group;
  return `${list}[${index}]${id !== undefined ? ` (${String(id)})` : ''}${rest.length > 0 ? '.' + rest.map(String).join('.') : ''}`;
}

export type DisplayParse = { ok: true; display: DisplayFile } | { ok: false; error: string };

/** Check one display file; every problem is one line naming the file and the entry. */
export function parseDisplayFile(file: string, data: unknown): DisplayParse {
  const result = displayFileSchema.safeParse(data);
  if (result.success) return { ok: true, display: result.data };
  return { ok: false, error: result.error.issues.map((i) => `${file}: ${entryName(data, i.path)}: ${i.message}`).join('\n') };
}
