/**
 * Validation of a map data file before use: a damaged or foreign file is refused with a message
 * that says what is wrong, and the map in use is kept.
 */
import { z } from 'zod';
import { canonicalHexId, type HexId } from '../hex';
import { MAP_FORMAT, MAP_VERSION, type MapData } from './mapData';
import { TERRAIN_TYPES } from './terrain';

const hexIdSchema = z.string().refine((s) => canonicalHexId(s) === s, { message: 'not a canonical hex id' });
const terrainSchema = z.enum(TERRAIN_TYPES);

const mapSchema = z.object({
  format: z.literal(MAP_FORMAT),
  version: z.literal(MAP_VERSION),
  source: z.string(),
  defaultTerrain: terrainSchema,
  terrain: z.record(hexIdSchema, terrainSchema),
  places: z.array(z.object({ name: z.string().min(1), hex: hexIdSchema, kind: z.enum(['city', 'town', 'village']) })),
});

export type MapParse = { ok: true; map: MapData } | { ok: false; message: string };

export function parseMapData(json: unknown): MapParse {
  if (json && typeof json === 'object' && 'version' in json && typeof json.version === 'number' && json.version > MAP_VERSION) {
    return { ok: false, message: `This map file is version ${json.version}; this app reads map version ${MAP_VERSION}.` };
  }
  const result = mapSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return { ok: false, message: `The map file is not valid${where}: ${issue?.message ?? 'unknown problem'}.` };
  }
  return { ok: true, map: { ...result.data, terrain: result.data.terrain as Partial<Record<HexId, MapData['defaultTerrain']>>, places: result.data.places as MapData['places'] } };
}
