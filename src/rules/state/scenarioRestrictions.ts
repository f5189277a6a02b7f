/**
 * A scenario's restrictions on the Allied player's airborne HQs and units [25.4, 26.51, 26.52]:
 * regimental HQs that must stand on a hex from the start of a Game-Turn (some of them never to move
 * off it again), and units that must have left the map by the end of a Game-Turn. Plain data; the
 * scenario area's phase hooks and the movement rules read it.
 */
import { adjacentHexes, canonicalHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import type { RoadCorridor } from './roadCorridor';

/** [26.51] An HQ's post: where it must be when `fromTurn` begins; `holds`: it may not move off it afterwards. */
export interface HqPost {
  unitId: string;
  hex: HexId;
  fromTurn: number;
  holds: boolean;
  rule: string;
}

/** [26.52] Units that must have left the map by `hex` before `byTurn` ends; they never come back. */
export interface ExitDeadline {
  unitIds: string[];
  hex: HexId;
  byTurn: number;
  rule: string;
}

/**
 * [27.1] Units out of supply as play begins: unsupplied whatever they could trace until `throughTurn`
 * ends (reading: "as the scenario begins" lasts the rest of the first Game-Turn, up to the owners'
 * next Command Phase; docs/scenarios.md, "Scenario 27").
 */
export interface StartUnsupplied {
  unitIds: string[];
  throughTurn: number;
  rule: string;
}

/** [28.41] A side barred from every ferry crossing (permanent ferries and engineers' ferrying alike). */
export interface FerryBan {
  side: Side;
  rule: string;
}

/** [28.44] Units that may not roll for disruption recovery while next to one of `near`, before `untilTurn`. */
export interface RecoveryLock {
  unitIds: string[];
  near: HexId[];
  untilTurn: number;
  rule: string;
}

/** [28.43] A supplyhead moved by the scenario as `turn` begins, and the hex its player may move it to once out of supply. */
export interface SupplyheadShift {
  formationId: string;
  hex: HexId;
  turn: number;
  /** The last historical position, for an out-of-supply player [28.43]. */
  lastHex: HexId;
  rule: string;
}

export interface ScenarioRestrictions {
  hqPosts: HqPost[];
  exitDeadline: ExitDeadline | null;
  /** [27.1] absent: no unit starts out of supply. */
  startUnsupplied?: StartUnsupplied;
  /** [28.41] absent: every side may ferry. */
  ferryBan?: FerryBan;
  /** [28.44] absent: nobody is held back. */
  recoveryLock?: RecoveryLock;
  /** [28.43] absent: the supplyhead stays where it landed. */
  supplyheadShift?: SupplyheadShift;
  /** [30.46] absent: no road rule (in force only when the players choose the named option). */
  roadCorridor?: RoadCorridor;
}

/** [26.51] The post that pins this unit in its hex now, or null: from `fromTurn` on, a holding HQ on its post stays. */
export function pinnedPost(state: Pick<GameState, 'restrictions' | 'turn'>, unit: Unit): HqPost | null {
  const post = state.restrictions?.hqPosts.find((p) => p.unitId === unit.id);
  if (!post || !post.holds || state.turn < post.fromTurn || unit.hex !== post.hex) return null;
  return post;
}

/** [27.1] The start-of-play supply cut that holds this unit now, or null. */
export function startUnsupplied(state: Pick<GameState, 'restrictions' | 'turn'>, unit: Unit): StartUnsupplied | null {
  const cut = state.restrictions?.startUnsupplied;
  if (!cut || state.turn > cut.throughTurn || !cut.unitIds.includes(unit.id)) return null;
  return cut;
}

declare module '../core/gameState' {
  interface GameState {
    /** [25.4] The scenario's HQ posts and exit deadline, or null when it has none. */
    restrictions: ScenarioRestrictions | null;
  }
}

/** [28.41] The refusal for a unit of `side` crossing by ferry, or null when the scenario allows it. */
export function ferryBanned(state: Pick<GameState, 'restrictions'>, side: Side): FerryBan | null {
  const ban = state.restrictions?.ferryBan;
  return ban && ban.side === side ? ban : null;
}

/** [28.44] The lock that keeps this unit from rolling for recovery now, or null. */
export function recoveryLockOn(state: Pick<GameState, 'restrictions' | 'turn'>, unit: Unit): RecoveryLock | null {
  const lock = state.restrictions?.recoveryLock;
  if (!lock || state.turn >= lock.untilTurn || unit.hex === null || !lock.unitIds.includes(unit.id)) return null;
  const at = canonicalHexId(unit.hex);
  const next = lock.near.some((hex) => adjacentHexes(hex).some((h) => canonicalHexId(h) === at));
  return next ? lock : null;
}
