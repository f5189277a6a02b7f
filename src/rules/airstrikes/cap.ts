/**
 * Combat Air Patrol [15.3–15.34]. A unit under the enemy's CAP cannot be airstruck [15.31].
 * With the Allied CAP option on, every XXX Corps formation HQ has an Allied CAP of 5 hexes around
 * it, and the Allied player may widen a patrol by 2 hexes per airstrike spent, to at most 11
 * [15.32]; a widened patrol is a marker that stays from the Command Phase it is placed in to the
 * end of the owner's next Command Phase [15.16]. German air flies CAP only over an Allied landing
 * [15.34], never over ground units: `resolveGermanCap` rolls that interception.
 */
import { hexDistance, parseHexId, type HexId } from '../hex';
import { rollTwoDice, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { Explanation } from '../core/explanation';
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import { ALLIED_CAP_OPTION, type GermanCapOutcome } from './airState';
import { spendStrikes, strikesLeft } from './allotment';
import { xxxCorpsHqs } from './xxxCorps';

/** [15.32] The patrol around each XXX Corps formation HQ, in hexes. */
export const BASE_ALLIED_CAP_RADIUS = 5;
/** [15.32] Hexes added per airstrike spent on a patrol. */
export const CAP_RADIUS_PER_STRIKE = 2;
/** [15.32] The widest patrol. */
export const MAX_CAP_RADIUS = 11;
/** Strikes that take a patrol to its widest: (11 − 5) / 2. */
export const MAX_CAP_STRIKES = (MAX_CAP_RADIUS - BASE_ALLIED_CAP_RADIUS) / CAP_RADIUS_PER_STRIKE;

/** Radius of a patrol widened by `strikes` airstrikes [15.32]. */
export function capRadius(strikes: number): number {
  return Math.min(MAX_CAP_RADIUS, BASE_ALLIED_CAP_RADIUS + CAP_RADIUS_PER_STRIKE * strikes);
}

export function alliedCapOptionOn(state: GameState): boolean {
  return state.options[ALLIED_CAP_OPTION] === true;
}

/** One circle of CAP cover. */
export interface CapCover {
  side: Side;
  centre: HexId;
  radius: number;
  /** Where it comes from, for explanations. */
  source: string;
}

/** All CAP flown by a side now [15.32]. German CAP exists only over landings [15.34], so none here. */
export function capCover(state: GameState, side: Side): CapCover[] {
  if (side !== 'allied' || !alliedCapOptionOn(state)) return [];
  const basic = xxxCorpsHqs(state).map((hq) => ({ side, centre: hq.hex!, radius: BASE_ALLIED_CAP_RADIUS, source: `CAP around ${hq.name}` }));
  const placed = state.air.caps
    .filter((c) => c.side === side)
    .map((c) => ({ side, centre: c.hex, radius: c.radius, source: `CAP widened by ${c.strikes} airstrike${c.strikes > 1 ? 's' : ''} at ${c.hex}` }));
  return [...basic, ...placed];
}

/** The enemy patrol over `hex` that protects it from `side`'s airstrikes, or null [15.31]. */
export function enemyCapOver(state: GameState, hex: HexId, side: Side): CapCover | null {
  const at = parseHexId(hex);
  if (!at) return null;
  const enemy: Side = side === 'allied' ? 'german' : 'allied';
  return capCover(state, enemy).find((c) => hexDistance(at, parseHexId(c.centre)!) <= c.radius) ?? null;
}

/** [15.31] Is `hex` under CAP of `side`'s enemy (so `side` may not strike it)? */
export function underEnemyCap(state: GameState, hex: HexId, side: Side): boolean {
  return enemyCapOver(state, hex, side) !== null;
}

/** [15.16] At the end of a side's Command Phase its CAP markers from earlier turns come off. Works on a draft. */
export function expireCaps(draft: GameState, side: Side, events: GameEvent[]): void {
  const keep = draft.air.caps.filter((c) => c.side !== side || c.turn >= draft.turn);
  for (const cap of draft.air.caps) if (!keep.includes(cap)) events.push({ type: 'capRemoved', side, hex: cap.hex, rule: '15.16' });
  draft.air.caps = keep;
}

export interface GermanCapResult {
  dice: [number, number];
  total: number;
  outcome: GermanCapOutcome;
  explanation: Explanation;
}

/** [15.34] The outcome of a German CAP roll (2d6 total). */
export function germanCapOutcome(total: number): GermanCapOutcome {
  if (total <= 9) return 'intercepted';
  if (total === 10) return 'noEffect';
  return 'germanAirDestroyed';
}

const OUTCOME_WORDS: Readonly<Record<GermanCapOutcome, string>> = {
  intercepted: 'the landing is intercepted: the serials covered land as if the weather were 11+',
  noEffect: 'the patrol achieves nothing and is spent for the segment',
  germanAirDestroyed: 'Allied fighters destroy the patrol: the Germans have no more airstrikes this game',
};

/**
 * [15.34] Roll for a German CAP over an Allied landing: 2–9 intercepted, 10 no effect, 11–12
 * German air destroyed. Pure: the caller applies the outcome (`applyGermanCap`).
 */
export function resolveGermanCap(dice: DiceSource): GermanCapResult {
  const roll = rollTwoDice(dice);
  const outcome = germanCapOutcome(roll.total);
  return {
    dice: roll.dice,
    total: roll.total,
    outcome,
    explanation: {
      kind: 'cap',
      rule: '15.34',
      inputs: { roll: roll.total },
      modifiers: [],
      tables: [{ table: '15.34', row: String(roll.total), column: 'German CAP', cell: outcome }],
      roll: { dice: [...roll.dice], total: roll.total, modified: roll.total },
      result: OUTCOME_WORDS[outcome],
    },
  };
}

/**
 * Record a German CAP roll on a draft: the segment's German airstrikes are used up by the patrol,
 * and on 11–12 German air is gone for the rest of the game [15.34].
 */
export function applyGermanCap(draft: GameState, result: GermanCapResult, events: GameEvent[]): void {
  events.push({ type: 'diceRolled', purpose: 'German CAP over a landing', rule: '15.34', dice: [...result.dice], total: result.total });
  const left = strikesLeft(draft, 'german');
  if (left > 0) spendStrikes(draft, 'german', left);
  if (result.outcome === 'germanAirDestroyed') draft.air.germanAirDestroyed = true;
  events.push({ type: 'germanCap', outcome: result.outcome, explanation: result.explanation, rule: '15.34' });
}
