/**
 * Hex terrain types the rules use [10.15; RULES-INVENTORY §2.6]. The maps issue refines the
 * terrain model (hexside and linear features); the foundation needs only the hex types.
 */
export const TERRAIN_TYPES = [
  'clear',
  'mixed',
  'forest',
  'city',
  'town',
  'rough',
  'broken',
  'polder',
  'allWater',
] as const;

export type TerrainType = (typeof TERRAIN_TYPES)[number];
