/**
 * Victory conditions as data [24.6, 25.5]: a scenario names its conditions (who scores each, the
 * case, a plain label) and how met conditions turn into a result. The engine keeps a running
 * record at every Game-Turn end and `evaluateVictory` reads conditions and record into a report.
 *
 * Only what Hell's Highway needs is modelled; the union is open for the later scenarios' kinds
 * (victory points, exits, supply, observation: RULES-INVENTORY §4.2–4.7).
 */
import type { HexId, Section } from '../hex';
import type { MapEdge, Side, UnitType } from '../core/unit';

/** A set of hexes a condition names: listed, or the road path between two hexes of the map. */
export type HexSet =
  | { kind: 'list'; hexes: HexId[] }
  /** The hexes of the shortest road between two hexes, worked out from the map's road links. */
  | { kind: 'roadPath'; from: HexId; to: HexId };

interface ConditionBase {
  /** Stable id, unique within a definition. */
  id: string;
  /** The side that scores the condition. */
  side: Side;
  /** The case that states it, e.g. `24.61`. */
  rule: string;
  /** Plain words for the screen. */
  label: string;
  /** Victory points it is worth when met (1 when absent) [28.51, 29.51]. */
  points?: number;
}

/**
 * Hold hexes for a number of complete Game-Turns [24.61(1), 24.62(1)]: one hex of the set
 * (`any`) or every hex of it (`all`); the turns need not follow one another unless `consecutive`.
 */
export interface HoldHexesCondition extends ConditionBase {
  kind: 'holdHexes';
  hexes: HexSet;
  need: 'any' | 'all';
  turns: number;
  consecutive: boolean;
}

/**
 * Hold hexes of a set at the end of one Game-Turn [24.61(2)]; `anyPair` reads a listed set two by
 * two and asks for both hexes of one pair (both ends of a bridge [26.61 no. 2]).
 */
export interface HoldAtTurnEndCondition extends ConditionBase {
  kind: 'holdAtTurnEnd';
  hexes: HexSet;
  need: 'any' | 'all' | 'anyPair';
  /** The Game-Turn at whose end the hexes are checked. */
  turn: number;
}

/** Casualty points suffered by a side against a threshold [24.61(3), 24.62]. */
export interface CasualtiesCondition extends ConditionBase {
  kind: 'casualties';
  sufferedBy: Side;
  /** Only losses of units of these formations or formations under them [30.52 nos. 2, 3]. */
  formations?: string[];
  threshold: number;
  /**
   * `moreThan`: strictly above the threshold; `atLeast`: the threshold or more; `lessThan` and
   * `atMost` [29.52]: a ceiling on the sufferer's own losses, judged at the end.
   */
  comparison: 'moreThan' | 'atLeast' | 'lessThan' | 'atMost';
  /** Count the sufferer's losses with the 28.52 weights (german units only) [28.52, 29.52]. */
  weighted?: boolean;
  /**
   * [27.42] When play ends, the sufferer's units on the map that are out of supply count as
   * destroyed (their strength added): the case that says so; absent: only real losses count.
   */
  unsuppliedAtEndRule?: string;
}

/**
 * Strength points a side has taken off the map by some edges [30.51, 30.52]: `atLeast` is met once
 * the units that left reach the threshold (and counts units of the given types, formations and HQs
 * only); `none` is a denial, met at the end when no such unit has left, lost as soon as one does.
 */
export interface ExitedCondition extends ConditionBase {
  kind: 'exited';
  exitedBy: Side;
  edges: MapEdge[];
  /** Only units of these formations or formations under them. */
  formations?: string[];
  /** Only units of these types (HQs are counted by `hqs`). */
  types?: UnitType[];
  /** Only units that had lost no strength point when they left [30.51 "intact"]. */
  intactOnly?: boolean;
  comparison: 'atLeast' | 'none';
  /** Strength points needed (`atLeast`). */
  threshold: number;
  /** HQ counters of the same formations that must leave as well [30.52 nos. 6, 7]. */
  hqs?: number;
}

/**
 * [26.61 no. 3] At the end, an artillery unit of `side` could fire on a hex of `hexes` (or on an
 * enemy pathfinder's hex, with `pathfinders`) within its printed range, the hex seen by one of its
 * side's units. Judged on the final position; during play it shows how things stand now.
 */
export interface ArtilleryCoversCondition extends ConditionBase {
  kind: 'artilleryCovers';
  hexes: HexSet;
  pathfinders: boolean;
}

/**
 * [27.51 no. 1] When play ends, no unit of `of` stands on a hex of the set or within `radius` hexes
 * of one. Judged on the final position; during play it shows how things stand now.
 */
export interface ClearOfUnitsCondition extends ConditionBase {
  kind: 'clearOfUnits';
  hexes: HexSet;
  of: Side;
  radius: number;
}

/** [27.51 no. 3] When play ends, an undisrupted unit of the side stands within `radius` hexes of an enemy pathfinder marker. */
export interface NearPathfinderCondition extends ConditionBase {
  kind: 'nearPathfinder';
  radius: number;
}

/**
 * [27.51, 27.52] When play ends, connected road hexes lead from `from` to a hex of `to`, every one
 * of them free of enemy units and of enemy zones of control.
 */
export interface OpenRoadCondition extends ConditionBase {
  kind: 'openRoad';
  from: HexId;
  to: HexSet;
}

/**
 * A part of one map section: the columns up to `maxCol` ("west of hexrow xx26") and, with `bank`,
 * the land reached from `bank.seed` without crossing an all-water hex (one bank of the Neder Rijn).
 */
export interface MapRegion {
  section: Section;
  maxCol?: number;
  bank?: { seed: HexId; name: string };
}

/**
 * [28.51 no. 2, 29.51 no. 3, 29.52] Where the units of `whose` are at the end: all of them inside
 * the region (`all`), or none of them (`none`). Judged on the final position.
 */
export interface UnitsInRegionCondition extends ConditionBase {
  kind: 'unitsInRegion';
  whose: Side;
  region: MapRegion;
  need: 'all' | 'none';
}

/** [28.51 no. 3] At the end, a unit of `side` can observe an enemy pathfinder marker. */
export interface ObservesPathfinderCondition extends ConditionBase {
  kind: 'observesPathfinder';
}

/**
 * [28.52 nos. 1, 2] The enemy's losses against `side`'s own losses weighted by 28.52: the first tier
 * whose ratio (and minimum of enemy losses) is reached gives its points; the tiers exclude each other.
 */
export interface LossRatioCondition extends ConditionBase {
  kind: 'lossRatio';
  tiers: { ratio: number; minInflicted: number; points: number }[];
}

/** A Rhine bridge for 28.52 and 29.52: its span hex and its two end hexes, north end first. */
export interface RiverBridge {
  name: string;
  /** The map's bridge key (`bridgeKey`): a destroyed bridge carries no path [16.6]. */
  key: string;
  span: HexId;
  ends: [HexId, HexId];
}

/**
 * [28.52 nos. 3, 4] A road, railroad or trail path from the north edge to the south edge free of
 * enemy units and zones of control through one bridge (`pathPoints`) or both (`bothPathPoints`);
 * failing that, `heldPoints` for each bridge whose two ends `side` holds; one bridge on a free path
 * and the other held give `pathPoints + heldPoints`. Judged on the final position.
 */
export interface BridgePathCondition extends ConditionBase {
  kind: 'bridgePath';
  section: Section;
  bridges: RiverBridge[];
  pathPoints: number;
  bothPathPoints: number;
  heldPoints: number;
}

/** [29.51 no. 2] At the end no unit of `whose` on the map is in supply. */
export interface SupplyCutCondition extends ConditionBase {
  kind: 'supplyCut';
  whose: Side;
}

/**
 * [29.51, Allied] `side` holds both ends of one crossing (an intact bridge or a ferry) and no enemy
 * unit north of the river (in `bank`) stands within `radius` hexes of its north end. Judged at the end.
 */
export interface CrossingHeldCondition extends ConditionBase {
  kind: 'crossingHeld';
  /** North end first; `bridge`: the map's bridge key, which must stand [16.6]. */
  crossings: { name: string; ends: [HexId, HexId]; bridge?: string }[];
  bank: MapRegion;
  radius: number;
}

/** [29.52] The road between two hexes free of units and zones of control of `whose`. Judged at the end. */
export interface RoadFreeCondition extends ConditionBase {
  kind: 'roadFree';
  whose: Side;
  hexes: HexSet;
}

export type VictoryCondition =
  | HoldHexesCondition
  | HoldAtTurnEndCondition
  | CasualtiesCondition
  | ExitedCondition
  | ArtilleryCoversCondition
  | ClearOfUnitsCondition
  | NearPathfinderCondition
  | OpenRoadCondition
  | UnitsInRegionCondition
  | ObservesPathfinderCondition
  | LossRatioCondition
  | BridgePathCondition
  | SupplyCutCondition
  | CrossingHeldCondition
  | RoadFreeCondition;

export type VictoryLevel = 'decisive' | 'substantive' | 'marginal';

/**
 * How met conditions become a result [24.61]: the scoring side wins at the level whose count of
 * met conditions it reaches; with none met, the other side wins when every condition of the
 * scoring side is denied and all of its own listed conditions are met; anything else is a draw
 * (a reading where the scenario leaves the case unstated).
 */
export interface CountOfConditionsScoring {
  kind: 'countOfConditions';
  side: Side;
  /** Highest count first, e.g. 3 decisive, 2 substantive, 1 marginal. */
  levels: { count: number; level: VictoryLevel }[];
  opponent: { side: Side; conditionIds: string[] };
  /** Why a draw is the result when neither side wins (our reading, shown on the screen). */
  drawReading: string;
  /** A condition that wins the game for its side whatever the count [30.51: the Allied exit]. */
  overriding?: string;
  /** The side that wins at the end when the scoring side reaches no level (a draw when absent) [30.51]. */
  otherwise?: Side;
  /** With `otherwise`: a count from this up to the lowest level is a draw [30.52: 2–3 points]. */
  drawFrom?: number;
}

/**
 * [28.51, 29.51] The points of `side`'s met conditions less the points of the other side's: the
 * first band whose floor the net reaches gives the result (bands highest first); below every band,
 * `otherwise`.
 */
export interface NetPointsScoring {
  kind: 'netPoints';
  side: Side;
  bands: { atLeast: number; winner: Side | 'draw'; level: VictoryLevel | null }[];
  otherwise: { winner: Side; level: VictoryLevel | null };
}

/**
 * [29.52] Graded results: `side` wins at the first level all of whose conditions are met; anything
 * else is a win for `otherwise`.
 */
export interface TiersScoring {
  kind: 'tiers';
  side: Side;
  tiers: { level: VictoryLevel; conditionIds: string[] }[];
  otherwise: Side;
}

export type VictoryScoring = CountOfConditionsScoring | NetPointsScoring | TiersScoring;

/** One set of victory conditions of a scenario, e.g. Historical or Player [25.5]. */
export interface VictoryDefinition {
  /** e.g. `historical` or `player`. */
  id: string;
  name: string;
  rule: string;
  conditions: VictoryCondition[];
  scoring: VictoryScoring;
}

/** What a scenario hands to `createGame`: the definition chosen for this game. */
export interface VictorySetup {
  definition: VictoryDefinition;
}

/** The running record the engine keeps at every Game-Turn end. */
export interface VictoryRecord {
  /**
   * Hexes of each hold condition its side held when the current Game-Turn began (the end of the
   * previous one, or the start of play). Where the set needs the map and none was at hand, every
   * hex the side held.
   */
  turnStart: { turn: number; held: Record<string, HexId[]> };
  /** Game-Turns each `holdHexes` condition was held throughout (start and end). */
  heldTurns: Record<string, number[]>;
  /** Hexes held at the end of a `holdAtTurnEnd` condition's Game-Turn, once that turn has ended. */
  snapshots: Record<string, { turn: number; held: HexId[] }>;
  /** The last Game-Turn whose end has been recorded, or null before the first. */
  lastRecordedTurn: number | null;
}

export interface VictoryState {
  definition: VictoryDefinition;
  record: VictoryRecord;
}

export type ConditionStatus = 'met' | 'notMet' | 'open';

export interface ConditionReport {
  id: string;
  kind: VictoryCondition['kind'];
  side: Side;
  rule: string;
  label: string;
  status: ConditionStatus;
  /** Why, with the numbers. */
  reason: string;
  /** Progress and target, e.g. turns held / turns needed, casualty points / threshold. */
  value: number;
  target: number;
  /** Victory points it gives now [28.51, 28.52]; absent where the scenario counts no points. */
  points?: number;
}

export interface VictoryResult {
  /** Null while the outcome is still open. */
  winner: Side | 'draw' | null;
  level: VictoryLevel | null;
  /** e.g. "German Substantive Victory". */
  label: string;
  reason: string;
  rule: string;
}

export interface VictoryReport {
  definitionId: string;
  name: string;
  rule: string;
  /** The game is over: open conditions have become not met. */
  final: boolean;
  turn: number;
  conditions: ConditionReport[];
  /** Casualty points each side has suffered. */
  casualties: Record<Side, number>;
  result: VictoryResult;
}

declare module '../core/gameState' {
  interface GameState {
    /** [24.6, 25.5] The scenario's chosen victory conditions and their running record, or null. */
    victory: VictoryState | null;
  }
  interface GameEnd {
    /** [24.6] The final report of the victory conditions. */
    victory?: VictoryReport;
  }
}
