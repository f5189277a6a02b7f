/** Which units a sandbox edit may touch: one that exists and is in play (not eliminated). */
import { refuse, type Refusal } from '../core/refusal';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { unitById } from '../state/unitBuckets';

export function editableUnit(state: GameState, unitId: string): { ok: true; unit: Unit } | Refusal {
  const unit = unitById(state, unitId);
  if (!unit) return refuse('UNKNOWN_UNIT', '3.4', `There is no unit with id "${unitId}".`);
  if (unit.eliminated) return refuse('NOT_ON_MAP', unit.eliminated.rule, `${unit.name} was eliminated; place it on the map first to bring it back.`);
  return { ok: true, unit };
}

/**
 * [8.47] While the game waits for a decision, units are not changed under it (the decision names
 * them): answer it, take it back with Undo, or set the phase, which clears it.
 */
export function pendingRefusal(state: GameState): Refusal | null {
  if (!state.pending) return null;
  return refuse('PENDING_DECISION', '8.47', `The game is waiting for a decision (${state.pending.prompt}). Answer it, undo, or set the phase, which clears it.`);
}
