/**
 * [30.43] A scenario's special "infantry" bombardments as plain data: how many are left, when they
 * may be used, where they may fall and which hexes have had one in the current phase. Scenario 30
 * sets it up; the `bombard` command (fire/commands/bombard.ts) reads and spends it.
 */
import type { HexId, Section } from '../hex';
import type { PhaseNumber } from '../core/gameState';

export interface Bombardments {
  /** Bombardments still to be used [30.43: 18 in all]. */
  left: number;
  /** The Game-Turn and phase play opens on: bombardments are allowed there before any Allied move ("before the start of play"). */
  openingTurn: number;
  openingPhase: PhaseNumber;
  /** The last Game-Turn on which they may be used, in the Allied fire phases; after it the rest are lost. */
  lastTurn: number;
  /** Targets must lie on this map section, south of (below) this local hexrow. */
  section: Section;
  southOfRow: number;
  /** The hexes bombarded in the phase named, at most one bombardment each [30.43]. */
  done: { turn: number; phase: PhaseNumber; hexes: HexId[] } | null;
  rule: string;
}

declare module '../core/gameState' {
  interface GameState {
    /** [30.43] The scenario's special bombardments (absent: none). */
    bombardments?: Bombardments | null;
  }
}

/** The hexes bombarded in the current phase. */
export function bombardedThisPhase(state: { turn: number; phase: PhaseNumber; bombardments?: Bombardments | null }): readonly HexId[] {
  const done = state.bombardments?.done;
  return done && done.turn === state.turn && done.phase === state.phase ? done.hexes : [];
}
