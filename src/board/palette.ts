/**
 * Colours of the board. Terrain fills are pale so counters stand out on every terrain
 * (ARCHITECTURE §7: paratroopers must not vanish in the woods). Side colours differ in lightness
 * and along the blue–yellow axis (warm khaki vs blue field grey), which survives the common
 * colour-vision deficiencies; every counter also carries text and a symbol, never colour alone.
 */
import type { HexsideFeature, TerrainType, Side } from '../rules/api';

export const BACKGROUND = 0x2a2f36;

export const TERRAIN_FILL: Readonly<Record<TerrainType, number>> = {
  clear: 0xefead0,
  mixed: 0xd2dca8,
  forest: 0x8fb878,
  city: 0xb09c94,
  town: 0xdcc3a4,
  rough: 0xc9b287,
  broken: 0xdccf9c,
  hilltop: 0xd8b98a,
  slope: 0xe3cfa5,
  fort: 0xa89a8e,
  polder: 0xdcecd2,
  allWater: 0x7fb6e0,
};

/** Hexside and linear features (featureLayer.ts). Water reads as blue, roads as red-brown, rail as black. */
export const WATER_LINE = 0x2f74c0;
export const DIKE_LINE = 0x7a5a2e;
export const BLOCKED_LINE = 0x1b1b1b;
export const ROAD_LINE = 0xb0402a;
export const ROAD_CASING = 0x3a2a20;
export const TRAIL_LINE = 0x8a6a3a;
export const RAIL_LINE = 0x262626;
export const BRIDGE_LINE = 0x111111;
export const FERRY_LINE = 0x1a3f73;
/** How each hexside feature is stroked (featureLayer.ts), and shown in the terrain legend. */
export const HEXSIDE_STYLE: Readonly<Record<HexsideFeature, { width: number; color: number }>> = {
  river: { width: 5, color: WATER_LINE },
  canal: { width: 5, color: WATER_LINE },
  stream: { width: 3, color: WATER_LINE },
  dike: { width: 3, color: DIKE_LINE },
  blocked: { width: 4, color: BLOCKED_LINE },
};

export const SMALL_WATER = 0x4f93d1;
export const FORT_MARK = 0x3a2a20;
export const FOREST_MARK = 0x5e8a4a;
export const CITY_MARK = 0x8a7870;

export const HEX_OUTLINE = 0x5c5a4a;
export const HEX_OUTLINE_ALPHA = 0.5;
export const SECTION_SEAM = 0x4a2a22;
export const SECTION_LETTER = 0x1b1b1b;
export const MAP_EDGE = 0x1b1b1b;
export const HEX_LABEL = 0x2b2b2b;
export const PLACE_TEXT = 0x1a1a1a;
/** Outside the scenario's play area: a dark veil; its edge a near-black line on a white halo. */
export const PLAY_AREA_DIM = 0x1c2129;
export const PLAY_AREA_DIM_ALPHA = 0.55;
export const PLAY_AREA_EDGE = 0x141414;
export const PLAY_AREA_HALO = 0xffffff;
export const PLACE_HALO = 0xfaf8ee;

/** Counter faces: the printed (front) face and the lighter back face (the weaker mode: dispersed, or an HQ or gun in Travel) [3.32]. */
export const SIDE_FACE: Readonly<Record<Side, { front: number; back: number }>> = {
  allied: { front: 0xcdb879, back: 0xece2bd },
  german: { front: 0x8ea4be, back: 0xcdd8e6 },
};

/** Text and symbols on counters: near-black reads on both faces of both sides. */
export const COUNTER_INK = 0x161616;
export const COUNTER_EDGE = 0x101010;
export const COUNTER_SHADOW = 0x000000;
/** The diagonal band that marks the back face [3.32]. */
export const BACK_BAND = 0xffffff;

export const SELECTED = 0xffd400;
export const SELECTED_HALO = 0x000000;
export const DISRUPTED = 0xd0201a;
export const DEPLETED_FILL = 0x3a3a3a;
export const BADGE_FILL = 0x1e1e1e;
export const BADGE_TEXT = 0xffffff;

export const HOVER = 0xffffff;
export const CURSOR = 0xff9d00;
export const OUTLINE_HALO = 0x000000;
