/**
 * The computer player's levels: how much it knows and how much work it may do per phase. The work
 * budget is counted in engine queries (a reach search, a unit's fire options, a close-action
 * preview), not in milliseconds, so a level plays the same game on any machine.
 *
 * - `novice`: knows only the enemy units its own units observe [6.0]; few queries per phase, so
 *   some stacks are left where they stand and weaker shots are taken as they come.
 * - `standard` (the default): knows only what its units observe; enough queries for every stack.
 * - `full`: sees every enemy unit (the hidden-information handicap off); the most queries.
 */
export type ComputerLevel = 'novice' | 'standard' | 'full';

export const COMPUTER_LEVELS: readonly ComputerLevel[] = ['novice', 'standard', 'full'];

export const DEFAULT_LEVEL: ComputerLevel = 'standard';

export interface LevelSettings {
  /** Sees only enemy units observed by its own units [6.0], or every enemy unit. */
  vision: 'observed' | 'all';
  /** Engine queries allowed per phase; past it the computer ends the phase (answers still given). */
  queriesPerPhase: number;
}

export const LEVEL_SETTINGS: Record<ComputerLevel, LevelSettings> = {
  novice: { vision: 'observed', queriesPerPhase: 60 },
  standard: { vision: 'observed', queriesPerPhase: 600 },
  full: { vision: 'all', queriesPerPhase: 2000 },
};
