/**
 * How many airstrikes a side has left now, and how many make one attack [15.0, 15.12, 15.13, 15.17].
 * The day's allotment may be spent once in the AM segment and once in the PM segment; what is left
 * at the end of a segment is lost. German air flies from Game-Turn 7, in the PM only on the days the
 * morning roll allowed it, and never again once it was destroyed over a landing [15.34].
 */
import type { HexId, Section } from '../hex';
import { turnInfo } from '../sequence/calendar';
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import { weatherZone } from '../state/weather';

/** [15.17] German airstrikes exist only from this Game-Turn on. */
export const FIRST_GERMAN_AIRSTRIKE_TURN = 7;

/** The AM or PM segment of a Game-Turn, as a key: day and segment, e.g. `18AM` [14.1, 15.12]. */
export function segmentKey(turn: number): string {
  const info = turnInfo(turn);
  return `${info.day}${info.segment}`;
}

/** Why a side has no air this segment, or null when it may use its allotment. */
export function noAirReason(state: GameState, side: Side): { rule: string; reason: string } | null {
  if (side === 'german') {
    if (state.air.germanAirDestroyed) return { rule: '15.34', reason: 'German air was destroyed over a landing and flies no more' };
    if (state.turn < FIRST_GERMAN_AIRSTRIKE_TURN) return { rule: '15.17', reason: `German airstrikes begin on Game-Turn ${FIRST_GERMAN_AIRSTRIKE_TURN}` };
    if (turnInfo(state.turn).segment === 'PM' && state.germanPmAirstrikesToday !== true) {
      return { rule: '15.0', reason: 'the morning roll did not give the Germans PM airstrikes today' };
    }
  }
  return null;
}

/** The side's allotment for each segment of the current day [15.0]. */
export function dailyAllotment(state: GameState, side: Side): number {
  return state.air.allotments[String(turnInfo(state.turn).day)]?.[side] ?? 0;
}

/** Strikes already spent in the current segment [15.12]. */
export function spentThisSegment(state: GameState, side: Side): number {
  return state.air.segment === segmentKey(state.turn) ? state.air.spent[side] : 0;
}

/** Strikes the side may still spend in the current segment. */
export function strikesLeft(state: GameState, side: Side): number {
  if (noAirReason(state, side)) return 0;
  return Math.max(0, dailyAllotment(state, side) - spentThisSegment(state, side));
}

/** Record strikes spent (works on a draft); a new segment starts the count again [15.12]. */
export function spendStrikes(draft: GameState, side: Side, strikes: number): void {
  const key = segmentKey(draft.turn);
  if (draft.air.segment !== key) {
    draft.air.segment = key;
    draft.air.spent = { allied: 0, german: 0 };
  }
  draft.air.spent[side] += strikes;
}

export interface StrikesPerAttack {
  strikes: 1 | 2 | 3;
  night: boolean;
  /** Weather P in the target hex's zone [6.65, 14.1]. */
  noFlight: boolean;
}

/** [15.13] Airstrikes that make one attack on this hex now: 2 at night or in P weather, 3 with both. */
export function strikesPerAttack(state: GameState, hex: HexId): StrikesPerAttack {
  const night = turnInfo(state.turn).isNight;
  const noFlight = state.weather[weatherZone(hex[0] as Section)] === 'P';
  const strikes = night && noFlight ? 3 : night || noFlight ? 2 : 1;
  return { strikes, night, noFlight };
}
