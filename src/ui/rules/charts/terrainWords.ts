/** Terrain, hexside, link and movement-column names in words, for the charts and the legend. */
import type { HexsideFeature, LinkKind, MovementColumn, TerrainType } from '../../../rules/api';

export const TERRAIN_WORDS: Readonly<Record<TerrainType, string>> = {
  clear: 'Clear',
  mixed: 'Mixed',
  forest: 'Forest',
  city: 'City',
  town: 'Town',
  rough: 'Rough',
  broken: 'Broken',
  hilltop: 'Hilltop',
  slope: 'Slope',
  fort: 'Fort',
  polder: 'Polder',
  allWater: 'All water',
};

export const FEATURE_WORDS: Readonly<Record<HexsideFeature, string>> = {
  river: 'River',
  canal: 'Canal',
  stream: 'Stream',
  dike: 'Dike',
  blocked: 'Blocked side',
};

export const LINK_WORDS: Readonly<Record<LinkKind, string>> = { road: 'Road', trail: 'Trail', railroad: 'Railroad' };

export const COLUMN_WORDS: Readonly<Record<MovementColumn, string>> = {
  leg: 'Leg (infantry, HQ; trucks in Travel)',
  armor: 'Armor',
  recon: 'Reconnaissance',
  armoredGun: 'Armored guns (TD, SP artillery)',
  towed: 'Towed guns (Travel only)',
  armoredInfantryOnFoot: 'Armored infantry on foot',
};
