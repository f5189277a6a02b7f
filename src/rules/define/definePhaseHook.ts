/**
 * Phase hooks: the book-keeping the engine runs by itself as the sequence of play moves on [4.0].
 * Each rules area declares its hooks beside its rules (`<area>/phaseHooks.ts`); the engine lists
 * them per moment in one explicit order (engine/phaseHooks.ts), which a test pins.
 */
import type { DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import type { PhaseDefinition, PhaseKind } from '../sequence/phases';
import type { World } from '../world/world';

/**
 * When a hook runs: as a phase ends; as the Game-Turn ends (after phase 15); as the game ends
 * (after the last Game-Turn); as a new Game-Turn begins; as a phase begins.
 */
export type HookMoment = 'phaseEnd' | 'turnEnd' | 'gameEnd' | 'turnBegin' | 'phaseBegin';

export interface HookContext {
  world: World;
  dice: DiceSource;
  events: GameEvent[];
  /** The phase that is ending (phaseEnd, turnEnd, gameEnd) or beginning (turnBegin, phaseBegin). */
  phase: PhaseDefinition;
}

export interface PhaseHook {
  /** A short name for tests and docs ("supply judgment"). */
  name: string;
  /** The cases the hook carries out. */
  rules: readonly string[];
  /** Only for phases of these kinds (all phases when absent). */
  kinds?: readonly PhaseKind[];
  run(draft: GameState, context: HookContext): void;
}

/** Declare a phase hook (an identity function that checks the declaration's types). */
export function definePhaseHook(hook: PhaseHook): PhaseHook {
  return hook;
}
