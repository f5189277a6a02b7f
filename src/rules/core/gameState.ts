/**
 * The whole game as plain JSON [ARCHITECTURE §4]. Nothing here holds a function, class instance
 * or screen object, so a state can be saved, diffed, replayed and sent anywhere.
 *
 * This file declares the core of the shape: the turn, the phase, the units and formations, the dice,
 * the decision slot and the end of the game. Every rules area adds its own slice (movement, fire,
 * supply, …) in its own folder by augmenting `GameState` (TypeScript declaration merging), e.g.
 *
 *   declare module '../core/gameState' { interface GameState { fire: FireRecord } }
 *
 * so core imports no feature folder and a new area never edits this file (docs/extending.md).
 */
import type { DiceState } from './dice';
import type { PendingDecision } from './pending';
import type { Formation } from './formation';
import type { Side, Unit } from './unit';

export const GAME_STATE_VERSION = 3;

/** The fifteen phases of a Game-Turn, by number [4.0] (their definitions: sequence/phases.ts). */
export type PhaseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

export interface GameOptions {
  /** Free-form named rule options; each documents its reading in RULES-INVENTORY §5. */
  [name: string]: boolean | number | string;
}

/** How the game ended (the victory area adds its final report to it). */
export interface GameEnd {
  turn: number;
  reason: string;
  winner?: Side | 'draw';
}

export interface GameState {
  version: typeof GAME_STATE_VERSION;
  scenarioId: string;
  options: GameOptions;
  /** Game-Turn number: GT 1 = 1201 on 17 Sept [§0]. */
  turn: number;
  /** Last Game-Turn of the scenario. */
  lastTurn: number;
  phase: PhaseNumber;
  /**
   * The counters, in buckets filled in the order the units were added, and per unit id the index of
   * its bucket. Read and write them only through state/unitBuckets.ts (unitById, allUnits, setUnit…);
   * save files and set-ups keep one record keyed by id (unitsRecord / withUnitsRecord there).
   */
  unitBuckets: Record<string, Unit>[];
  unitBucketOf: Record<string, number>;
  /** The chain of command: formations by id [17.0]. */
  formations: Record<string, Formation>;
  dice: DiceState;
  /** The decision the engine waits for from the named side, or null [8.47]. */
  pending: PendingDecision | null;
  /** Set when the game is over. The winner is decided by the scenario's victory conditions. */
  ended: GameEnd | null;
}
