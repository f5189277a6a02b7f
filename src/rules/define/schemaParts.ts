/**
 * Zod pieces shared by command schemas (and by the save-file schemas in src/store): a save file
 * is checked against them before anything in it reaches the engine [ARCHITECTURE §8].
 */
import { z } from 'zod';
import { parseHexId } from '../hex';

export const sideSchema = z.enum(['allied', 'german']);
export const modeSchema = z.enum(['concentrated', 'dispersed', 'travel']);
export const sectionSchema = z.enum(['A', 'B', 'C', 'D']);
export const unitTypeSchema = z.enum([
  'infantry',
  'armoredInfantry',
  'armor',
  'armoredRecon',
  'recon',
  'tankDestroyer',
  'antitank',
  'flak',
  'artillery',
  'heavyWeapons',
  'combatEngineer',
  'bridgeEngineer',
  'hq',
  'leader', // [19.0]
]);

/** A printed hex id of a hex that exists on the map [3.8]. */
export const hexIdSchema = z
  .templateLiteral([sectionSchema, z.string()])
  .refine((id) => parseHexId(id) !== undefined, 'is not a hex of the map');

/** Unit ids. */
export const unitIdsSchema = z.array(z.string());
