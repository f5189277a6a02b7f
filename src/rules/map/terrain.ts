/**
 * The terrain model of the map [10.0, Terrain Effects Chart 10.15; RULES-INVENTORY §2.6].
 * Pure data types: hex terrain, hexside features and linear connections between adjacent hexes.
 */

/** What fills a hex. `polder` is our own type for the reclaimed river clay (plays as clear unless the engine decides otherwise). */
export const TERRAIN_TYPES = [
  'clear',
  'mixed',
  'forest',
  'city',
  'town',
  'rough',
  'broken',
  'hilltop',
  'slope',
  'fort',
  'polder',
  'allWater',
] as const;

export type TerrainType = (typeof TERRAIN_TYPES)[number];

/** Features that lie along a hexside: waterways crossed only at bridges [16.0], dikes [6.11, 7.42], blocked sides (errata). */
export const HEXSIDE_FEATURES = ['river', 'canal', 'stream', 'dike', 'blocked'] as const;
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];

/** Linear features that connect the centres of two adjacent hexes [10.11, 10.12]. */
export const LINK_KINDS = ['road', 'trail', 'railroad'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** What a bridge spans: a river/canal/stream hexside, or an all-water river hex. */
export const BRIDGED_WATERS = ['river', 'canal', 'stream'] as const;
export type BridgedWater = (typeof BRIDGED_WATERS)[number];

/**
 * Whether a bridge may be blown [16.5]: trail and railway bridges over canals and rivers, and road
 * bridges over canals. Road bridges over rivers and every stream bridge are permanent (but see
 * [16.7] for engineers).
 */
export function isBlowable(kind: LinkKind, over: BridgedWater): boolean {
  if (over === 'stream') return false;
  if (kind === 'road') return over === 'canal';
  return true;
}
