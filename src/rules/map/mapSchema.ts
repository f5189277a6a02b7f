/**
 * Validation of a map data file before use: a damaged or foreign file is refused with a message
 * that says what is wrong, and the map in use is kept.
 */
import { z } from 'zod';
import { areAdjacent, canonicalHexId, parseHexId } from '../hex';
import { MAP_FORMAT, MAP_VERSION, type MapData } from './mapData';
import { BRIDGED_WATERS, HEXSIDE_FEATURES, LINK_KINDS, TERRAIN_TYPES } from './terrain';

const hexIdSchema = z.string().refine((s) => canonicalHexId(s) === s, { message: 'not a canonical hex id' });
const terrainSchema = z.enum(TERRAIN_TYPES);

/** Why a pair key is not valid, or undefined if it is. */
function pairKeyProblem(key: string): string | undefined {
  const parts = key.split('~');
  if (parts.length !== 2) return 'a hexside key is two hex ids joined by ~';
  const [a, b] = parts as [string, string];
  if (canonicalHexId(a) !== a || canonicalHexId(b) !== b) return 'a hexside key names a hex id that is not canonical';
  if (!(a < b)) return 'a hexside key must list its two hex ids in sorted order';
  if (!areAdjacent(parseHexId(a)!, parseHexId(b)!)) return 'a hexside key must name two adjacent hexes';
  return undefined;
}

const pairKeySchema = z.string().superRefine((key, ctx) => {
  const problem = pairKeyProblem(key);
  if (problem) ctx.addIssue({ code: 'custom', message: `${problem} (${key})` });
});

const ferrySchema = z
  .object({ name: z.string().min(1), hexes: z.array(hexIdSchema).min(2) })
  .superRefine((f, ctx) => {
    for (let i = 1; i < f.hexes.length; i++) {
      const a = parseHexId(f.hexes[i - 1]!);
      const b = parseHexId(f.hexes[i]!);
      if (a && b && !areAdjacent(a, b)) ctx.addIssue({ code: 'custom', message: `ferry ${f.name}: ${f.hexes[i - 1]} and ${f.hexes[i]} are not adjacent` });
    }
  });

const mapSchema = z.object({
  format: z.literal(MAP_FORMAT),
  version: z.literal(MAP_VERSION),
  source: z.string(),
  defaultTerrain: terrainSchema,
  terrain: z.record(hexIdSchema, terrainSchema),
  smallWater: z.array(hexIdSchema),
  fortForLos: z.array(hexIdSchema),
  hexsides: z.record(pairKeySchema, z.array(z.enum(HEXSIDE_FEATURES)).min(1)),
  links: z.record(pairKeySchema, z.array(z.object({ kind: z.enum(LINK_KINDS), raised: z.boolean().optional() })).min(1)),
  bridges: z.array(
    z.object({
      at: z.string().superRefine((at, ctx) => {
        if (at.includes('~')) {
          const problem = pairKeyProblem(at);
          if (problem) ctx.addIssue({ code: 'custom', message: `${problem} (${at})` });
        } else if (canonicalHexId(at) !== at) ctx.addIssue({ code: 'custom', message: `bridge site ${at} is neither a hexside key nor a canonical hex id` });
      }),
      kind: z.enum(LINK_KINDS),
      over: z.enum(BRIDGED_WATERS),
      blowable: z.boolean(),
      name: z.string().optional(),
    }),
  ),
  ferries: z.array(ferrySchema),
  places: z.array(z.object({ name: z.string().min(1), hex: hexIdSchema, kind: z.enum(['city', 'town', 'village']) })),
});

export type MapParse = { ok: true; map: MapData } | { ok: false; message: string };

export function parseMapData(json: unknown): MapParse {
  if (!json || typeof json !== 'object') return { ok: false, message: 'The map file is not a JSON object.' };
  if ('format' in json && json.format !== MAP_FORMAT) return { ok: false, message: `This is not a map file (format ${String(json.format)}, expected ${MAP_FORMAT}).` };
  if ('version' in json && typeof json.version === 'number' && json.version !== MAP_VERSION) {
    return { ok: false, message: `This map file is version ${json.version}; this app reads map version ${MAP_VERSION}. Rebuild it with npm run maps.` };
  }
  const result = mapSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    // A bad record key reports its own reasons one level down.
    const inner = issue && 'issues' in issue && Array.isArray(issue.issues) ? (issue.issues[0] as { message?: string } | undefined)?.message : undefined;
    return { ok: false, message: `The map file is not valid${where}: ${inner ?? issue?.message ?? 'unknown problem'}.` };
  }
  return { ok: true, map: result.data as unknown as MapData };
}

