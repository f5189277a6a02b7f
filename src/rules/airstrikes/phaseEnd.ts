/**
 * The air rules' part of ending a phase [15.16]: when a side's Conditional Movement Phase ends, the
 * airstrikes it placed in its Command Phase are resolved and removed; when a side's Command Phase
 * ends, its CAP markers from an earlier turn come off.
 */
import type { DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { PhaseDefinition } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import type { World } from '../world/world';
import { expireCaps } from './cap';
import { resolveAirstrikes } from './resolve';

/** Call with the phase that is ending, before the game moves to the next one. Works on a draft. */
export function airAtPhaseEnd(draft: GameState, world: World, ending: PhaseDefinition, dice: DiceSource, events: GameEvent[]): void {
  const side = ending.phasing;
  if (!side) return;
  if (ending.kind === 'conditionalMovement') resolveAirstrikes(draft, world, side, dice, events);
  if (ending.kind === 'command') expireCaps(draft, side, events);
}
