/**
 * [30.43] Scenario 30's special "infantry" bombardments as data: 18 in all, usable on GT 2 before
 * play (the opening Phase 13, before any Allied move) or in the Allied fire phases of GT 3, against
 * German units south of hexrow 23 of Map D. The rules live in src/rules/fire/bombardment.ts.
 */
import type { Bombardments } from '../../rules/fire/bombardmentState';
import { BO_START_PHASE, BO_START_TURN } from './calendar';

/** [30.43] How many bombardments the Allied player has. */
export const BO_BOMBARDMENTS = 18;
/** [30.43] Targets lie south of this hexrow of Map D. */
export const BO_BOMBARD_SOUTH_OF_ROW = 23;

export function breakoutBombardments(): Bombardments {
  return {
    left: BO_BOMBARDMENTS,
    openingTurn: BO_START_TURN,
    openingPhase: BO_START_PHASE,
    // GT 3, the turn after the opening one
    lastTurn: BO_START_TURN + 1,
    section: 'D',
    southOfRow: BO_BOMBARD_SOUTH_OF_ROW,
    done: null,
    rule: '30.43',
  };
}
