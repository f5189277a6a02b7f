/** [9.43] Checks the unit a firer names to take loss beyond the target (fire and opportunity fire). */
import type { CommandOf } from '../../core/commands';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import { canonicalHexId } from '../../hex';
import { isCombatUnit } from '../../leaders/leaders';
import { unitById } from '../../state/unitBuckets';

/** [9.43] A unit named to take loss beyond the target must be another combat unit of the target's stack. */
export function validateOverflow(state: GameState, command: CommandOf<'fire' | 'opportunityFire'>): Validation {
  if (command.overflowTo === undefined) return OK;
  const target = unitById(state, command.targetId)!;
  const other = unitById(state, command.overflowTo);
  if (!other || other.id === target.id || other.side !== target.side || other.hex === null || other.eliminated || !isCombatUnit(other) || canonicalHexId(other.hex) !== canonicalHexId(target.hex!)) {
    return refuse('NOT_A_TARGET', '9.43', `${command.overflowTo} is not another unit of ${target.name}'s stack, so it cannot be named to take the excess loss.`);
  }
  return OK;
}
