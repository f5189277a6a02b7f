/**
 * Terrain Effects Chart [10.15] — movement, stacking and observation — as ONE data matrix.
 *
 * The printed chart (a separate sheet) is lost. Every value below is RECONSTRUCTED by the project from
 * the constraints the rules text puts on it (RULES-INVENTORY §2.6); each constraint is a test in
 * tests/rules/tables/terrainEffects.test.ts. A player who owns the printed sheet can load it from JSON
 * (see terrainEffectsSchema.ts); the shape is the same.
 *
 * How to read it: hex cost = MP to enter a hex of that terrain; hexside cost = MP added for crossing
 * the feature (or prohibited); link rate = MP per hex moving along a connected link, replacing the hex
 * cost [10.11]; `null` rate = no benefit (use the hex's terrain).
 */
import type { HexsideFeature, LinkKind, TerrainType } from '../map/terrain';
import type { Mode } from '../core/unit';
import type { MovementColumn } from './movementClass';

export const PROHIBITED = 'prohibited' as const;
export type MoveCost = number | typeof PROHIBITED;
export type ModeCosts = Readonly<Record<Mode, MoveCost>>;
export type ModeRates = Readonly<Record<Mode, number | null>>;
export type ColumnCosts = Readonly<Record<MovementColumn, ModeCosts>>;
export type ColumnRates = Readonly<Record<MovementColumn, ModeRates>>;

/** Every unit has 4 MP [3.5, 8.0]; no single chart entry exceeds it (8.14 covers one-hex moves). */
export const MOVEMENT_ALLOWANCE = 4;
/** Reconstructed costs are multiples of a quarter point (fractions are allowed, 8.0/8.3). */
export const MP_QUANTUM = 0.25;
/** Stacking limit of clear terrain [14.5 example, 14.72]. */
export const OPEN_STACKING_LIMIT = 24;
/** Stacking limit of most terrain, city included [32.0 notes]. */
export const CLOSE_STACKING_LIMIT = 12;
/** Observation range at night, every observer [6.5]. */
export const NIGHT_OBSERVATION_RANGE = 2;
/** Communication fails through this many city/forest hexes [10.6]. */
export const COMMUNICATION_HEAVY_LIMIT = 2;
/** … or through this many city/forest/town/fort hexes [10.6]. */
export const COMMUNICATION_TOTAL_LIMIT = 3;

/**
 * MP costs the rules define outside the chart (RULES-INVENTORY §2.6), collected here so the movement
 * code reads them by name. They add to the chart's hex and hexside costs.
 */
export const EXTRA_MOVE_COSTS = {
  /** Leaving an enemy ZOC, non-armored unit [7.11]. */
  leaveZocNonArmor: 2,
  /** Leaving an enemy ZOC, armored unit [7.12]. */
  leaveZocArmor: 1,
  /** Close action, on top of entering the defender's hex [8.6]. */
  closeAction: 1,
  /** Crossing by bridge-engineer ferry [16.11]. */
  engineerFerry: 2,
  /** Crossing at a German permanent ferry [16.16]. */
  permanentFerry: 2,
  /** Leaving Travel at the end of a move [13.51]. */
  leaveTravel: 1,
  /** A unit without Travel crossing a bridge carried only by a raised link [10.12]. */
  raisedBridgeWithoutTravel: 1,
  /** Entering A1444 or A1545, hexes with a small body of water (errata). */
  smallWaterBody: 1,
} as const;

/** `unlimited`: the terrain imposes no stacking limit [9.1] (no reconstructed terrain uses it). */
export type StackingLimit = number | 'unlimited';
/** How a hex counts toward the communication-blocking tally [10.6]. */
export const COMMUNICATION_WEIGHTS = ['heavy', 'light', 'none'] as const;
export type CommunicationWeight = (typeof COMMUNICATION_WEIGHTS)[number];

export interface HexTerrainEffects {
  move: ColumnCosts;
  stacking: StackingLimit;
  blocksLos: boolean;
  communication: CommunicationWeight;
  /** Day observation range, in hexes, of an observer standing in this terrain [6.0, 6.62]. */
  dayObservationRange: number;
}

export interface HexsideEffects {
  /** MP added to the hex cost when crossing this hexside without a bridge [10.13]. */
  move: ColumnCosts;
  blocksLos: boolean;
  /** Stops all observation across it, even between adjacent hexes [6.11]. */
  blocksObservation: boolean;
}

export interface LinkEffects {
  /** Rate along a connected, ordinary link [10.11]. */
  rate: ColumnRates;
  /** Rate along a raised link [10.12]. */
  raisedRate: ColumnRates;
  /** Day observation range of an observer on a raised link of this kind [6.63]. */
  raisedDayObservationRange: number;
}

export interface TableProvenance {
  kind: 'printed' | 'reconstructed';
  source: string;
  notes?: string;
}

export interface TerrainEffectsTable {
  provenance: TableProvenance;
  hex: Readonly<Record<TerrainType, HexTerrainEffects>>;
  hexside: Readonly<Record<HexsideFeature, HexsideEffects>>;
  link: Readonly<Record<LinkKind, LinkEffects>>;
  nightObservationRange: number;
}

// ---- helpers that keep the matrix legible (pure data construction) ----

const P = PROHIBITED;
/** Costs for dispersed, concentrated, travel. */
function dct(dispersed: MoveCost, concentrated: MoveCost, travel: MoveCost): ModeCosts {
  return { dispersed, concentrated, travel };
}
/** The same cost for every mode. */
function all(cost: MoveCost): ModeCosts {
  return dct(cost, cost, cost);
}
/** Towed guns move only in Travel [8.31]: the other modes are never read. */
function towedOnly(travel: MoveCost): ModeCosts {
  return dct(P, P, travel);
}
/** Dispersed armored infantry pays concentrated leg costs [8.9b]. */
function onFoot(leg: ModeCosts): ModeCosts {
  return all(leg.concentrated);
}
function hexMove(
  leg: ModeCosts,
  armor: ModeCosts,
  recon: ModeCosts,
  armoredGun: ModeCosts,
  towedTravel: MoveCost,
): ColumnCosts {
  return { leg, armor, recon, armoredGun, towed: towedOnly(towedTravel), armoredInfantryOnFoot: onFoot(leg) };
}
/** Link rates: dispersed never benefits [10.11]. */
function ct(concentrated: number | null, travel: number | null): ModeRates {
  return { dispersed: null, concentrated, travel };
}
/** Raised links: only Travel benefits [10.12]. */
function travelOnly(travel: number | null): ModeRates {
  return { dispersed: null, concentrated: null, travel };
}
function sameRates(rates: ModeRates): ColumnRates {
  return { leg: rates, armor: rates, recon: rates, armoredGun: rates, towed: rates, armoredInfantryOnFoot: ct(null, null) };
}

/*
 * Column notes — how the values were chosen (all reconstructed):
 *
 * move.leg — foot soldiers D/C, trucks T [8.34]. Clear costs 1 MP concentrated so a foot unit crosses
 *   4 open hexes a turn (2 hours, ~2 km); dispersed adds half a point; trucks halve it. Forest, broken
 *   and rough are closed to trucks off the road (the same reason 8.31 gives for towed guns).
 * move.armor — tracked vehicles. "Far fewer" MP than infantry [8.3]: half of leg in open terrain.
 *   Forest and broken are prohibited unless dispersed [32.0 notes]; dispersed there costs 2.
 * move.recon — wheeled recon [8.32]: armor costs in open terrain, a quarter/half point worse in
 *   rough, forest and broken, which they too may enter only dispersed (assumed like armor).
 * move.armoredGun — TDs and armored artillery C/T [8.9c]: armor costs, half a point worse in rough,
 *   hilltop and fort (heavy, unturreted vehicles). Their dispersed face reads the armor column.
 * move.towed — artillery/AT/flak in Travel only [8.31]: truck costs; forest, broken and rough are
 *   prohibited, so they reach them only along a road or trail ("forest, broken, etc.").
 * move.armoredInfantryOnFoot — derived: concentrated leg cost in every cell [8.9b].
 * stacking — 24 for clear and the terrain that plays like it (polder, slope [10.0 "cosmetic"]), 12 for
 *   all the rest ("most" terrain [32.0 notes]); city must be ≤ 12 [32.0]. allWater is 12 for units on a
 *   bridge. Links and hexsides have no stacking entry at all [32.0: roads and trails never change it].
 * blocksLos — city and forest [10.6 counts them as the heavy blockers; 6.4, 10.71 treat them alike];
 *   town, fort and the rest do not (assumed). Hexsides: none block LOS (blocked sides are lakes [10.2]);
 *   dikes stop observation outright [6.11].
 * communication — heavy = city, forest; light = town, fort [10.6].
 * dayObservationRange — 6 hexes from ordinary ground; 8 from city/town and 10 from a hilltop, and 7
 *   from a raised link: 6.62/6.63 take 1–2 hexes off those observers, so they must see farther.
 * link rates — road 1/2 MP concentrated and 1/4 in Travel; trail 3/4 (1/2 for armor) and 1/2 in Travel;
 *   a plain railroad gives no rate (assumed: only raised railroads act as causeways). Raised road 1/4,
 *   raised trail and railroad 1/2, Travel only [10.12].
 */
export const RECONSTRUCTED_TERRAIN_EFFECTS: TerrainEffectsTable = {
  provenance: {
    kind: 'reconstructed',
    source: 'Project reconstruction of 10.15 from RULES-INVENTORY §2.6 (8.2, 8.3, 8.31, 8.32, 8.9, 9.1, 10.11, 10.12, 10.2, 10.6, 6.5, 6.11, 32.0)',
    notes: 'The printed chart is lost; load a printed JSON to replace it.',
  },
  hex: {
    //                  leg               armor                recon                 armoredGun            towed T
    clear: {
      move: hexMove(dct(1.5, 1, 0.5), dct(1, 0.5, 0.5), dct(1, 0.5, 0.5), dct(1, 0.5, 0.5), 1),
      stacking: OPEN_STACKING_LIMIT, blocksLos: false, communication: 'none', dayObservationRange: 6,
    },
    polder: {
      move: hexMove(dct(1.5, 1, 0.5), dct(1, 0.5, 0.5), dct(1, 0.5, 0.5), dct(1, 0.5, 0.5), 1),
      stacking: OPEN_STACKING_LIMIT, blocksLos: false, communication: 'none', dayObservationRange: 6,
    },
    slope: {
      move: hexMove(dct(1.5, 1, 0.5), dct(1, 0.5, 0.5), dct(1, 0.5, 0.5), dct(1, 0.5, 0.5), 1),
      stacking: OPEN_STACKING_LIMIT, blocksLos: false, communication: 'none', dayObservationRange: 6,
    },
    mixed: {
      move: hexMove(dct(2, 1.5, 1), dct(1.5, 1, 1), dct(1.5, 1, 1), dct(1.5, 1, 1), 1.5),
      stacking: CLOSE_STACKING_LIMIT, blocksLos: false, communication: 'none', dayObservationRange: 6,
    },
    town: {
      move: hexMove(dct(1.5, 1, 1), dct(1.5, 1, 1), dct(1.5, 1, 1), dct(1.5, 1, 1), 1),
      stacking: CLOSE_STACKING_LIMIT, blocksLos: false, communication: 'light', dayObservationRange: 8,
    },
    city: {
      move: hexMove(dct(1.5, 1, 1), dct(1.5, 1, 1), dct(1.5, 1, 1), dct(1.5, 1, 1), 1),
      stacking: CLOSE_STACKING_LIMIT, blocksLos: true, communication: 'heavy', dayObservationRange: 8,
    },
    fort: {
      move: hexMove(dct(2, 1.5, 1), dct(1.5, 1, 1), dct(1.5, 1, 1), dct(2, 1.5, 1.5), 1.5),
      stacking: CLOSE_STACKING_LIMIT, blocksLos: false, communication: 'light', dayObservationRange: 6,
    },
    hilltop: {
      move: hexMove(dct(2, 1.5, 1), dct(1.5, 1, 1), dct(1.5, 1, 1), dct(2, 1.5, 1.5), 1.5),
      stacking: CLOSE_STACKING_LIMIT, blocksLos: false, communication: 'none', dayObservationRange: 10,
    },
    rough: {
      move: hexMove(dct(2, 2, P), dct(2, 1.5, 1.5), dct(2.5, 2, 2), dct(2.5, 2, 2), P),
      stacking: CLOSE_STACKING_LIMIT, blocksLos: false, communication: 'none', dayObservationRange: 6,
    },
    forest: {
      move: hexMove(dct(2, 2, P), dct(2, P, P), dct(2.5, P, P), dct(2, P, P), P),
      stacking: CLOSE_STACKING_LIMIT, blocksLos: true, communication: 'heavy', dayObservationRange: 6,
    },
    broken: {
      move: hexMove(dct(2, 2, P), dct(2, P, P), dct(2.5, P, P), dct(2, P, P), P),
      stacking: CLOSE_STACKING_LIMIT, blocksLos: false, communication: 'none', dayObservationRange: 6,
    },
    allWater: {
      move: hexMove(all(P), all(P), all(P), all(P), P),
      stacking: CLOSE_STACKING_LIMIT, blocksLos: false, communication: 'none', dayObservationRange: 6,
    },
  },
  hexside: {
    // [16.1] crossed only at a bridge (a bridge link cancels the hexside, 10.13) or by engineer ferry.
    river: {
      move: hexMove(all(P), all(P), all(P), all(P), P),
      blocksLos: false, blocksObservation: false,
    },
    canal: {
      move: hexMove(all(P), all(P), all(P), all(P), P),
      blocksLos: false, blocksObservation: false,
    },
    // [8.9b, 10.14] feet wade streams (+1); vehicles need a bridge or an engineer.
    stream: {
      move: { ...hexMove(dct(1, 1, P), all(P), all(P), all(P), P), armoredInfantryOnFoot: all(P) },
      blocksLos: false, blocksObservation: false,
    },
    // [6.11, 7.42, 8.9b] feet climb dikes (+1); vehicles cannot; observation stops.
    dike: {
      move: { ...hexMove(dct(1, 1, P), all(P), all(P), all(P), P), armoredInfantryOnFoot: all(P) },
      blocksLos: true, blocksObservation: true,
    },
    // [8.14, 10.2] lakes and swamps: no movement, but vision passes.
    blocked: {
      move: hexMove(all(P), all(P), all(P), all(P), P),
      blocksLos: false, blocksObservation: false,
    },
  },
  link: {
    road: {
      rate: {
        ...sameRates(ct(0.5, 0.25)),
        armoredInfantryOnFoot: ct(null, null),
      },
      raisedRate: sameRates(travelOnly(0.25)),
      raisedDayObservationRange: 7,
    },
    trail: {
      rate: {
        ...sameRates(ct(0.75, 0.5)),
        armor: ct(0.5, 0.5),
        armoredGun: ct(0.5, 0.5),
      },
      raisedRate: sameRates(travelOnly(0.5)),
      raisedDayObservationRange: 7,
    },
    railroad: {
      rate: sameRates(ct(null, null)),
      raisedRate: sameRates(travelOnly(0.5)),
      raisedDayObservationRange: 7,
    },
  },
  nightObservationRange: NIGHT_OBSERVATION_RANGE,
};

// No table "in use" lives here: the engine is pure, so every lookup takes the chart it should read
// (a printed chart loaded by the player travels with the game, not in a module variable). The
// default is the reconstructed chart.

/** MP to enter a hex of this terrain [10.1]. */
export function hexEntryCost(
  terrain: TerrainType,
  column: MovementColumn,
  mode: Mode,
  table: TerrainEffectsTable = RECONSTRUCTED_TERRAIN_EFFECTS,
): MoveCost {
  return table.hex[terrain].move[column][mode];
}

/** Extra MP to cross an unbridged hexside feature [10.1, 10.13, 16.1]. */
export function hexsideCrossingCost(
  feature: HexsideFeature,
  column: MovementColumn,
  mode: Mode,
  table: TerrainEffectsTable = RECONSTRUCTED_TERRAIN_EFFECTS,
): MoveCost {
  return table.hexside[feature].move[column][mode];
}

/** Rate along a connected link, or null for no benefit [10.11, 10.12]. */
export function linkRate(
  kind: LinkKind,
  raised: boolean,
  column: MovementColumn,
  mode: Mode,
  table: TerrainEffectsTable = RECONSTRUCTED_TERRAIN_EFFECTS,
): number | null {
  const link = table.link[kind];
  return (raised ? link.raisedRate : link.rate)[column][mode];
}

/** Stacking limit of a hex, in current SP [9.1]. */
export function stackingLimit(terrain: TerrainType, table: TerrainEffectsTable = RECONSTRUCTED_TERRAIN_EFFECTS): StackingLimit {
  return table.hex[terrain].stacking;
}
