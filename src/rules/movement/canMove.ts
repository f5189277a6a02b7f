/**
 * Whether a unit may move at all in this phase, and why not [8.0, 8.8, 8.23, 8.31, 14.51, 16.13].
 */
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { IMMOBILE, movementColumn } from '../tables/movementClass';
import { pinnedPost } from '../state/scenarioRestrictions';
import { heldByCorridor } from '../state/roadCorridor';

export interface CannotMove {
  rule: string;
  reason: string;
}

export function whyCannotMove(state: GameState, unit: Unit): CannotMove | null {
  const phase = phaseDefinition(state.phase);
  if (phase.kind !== 'conditionalMovement') return { rule: '8.0', reason: 'units move only in their Conditional Movement Phase' };
  if (unit.side !== phase.phasing) return { rule: '8.0', reason: `${unit.name} belongs to the other side` };
  if (unit.eliminated) return { rule: '8.0', reason: `${unit.name} has been eliminated` };
  if (unit.status.disrupted) return { rule: '8.23', reason: `${unit.name} is disrupted and cannot move` };
  if (unit.landedTurn === state.turn) return { rule: '14.51', reason: `${unit.name} landed this Game-Turn and may not move until the next` };
  if (unit.static) return { rule: '8.8', reason: `${unit.name} is static and never moves` };
  const post = pinnedPost(state, unit);
  if (post) return { rule: post.rule, reason: `${unit.name} holds its post in ${post.hex} and may not move from it` };
  const held = heldByCorridor(state, unit); // [30.46] optional: far from the road, the Germans wait
  if (held) return held;
  if (movementColumn(unit.type, unit.mode) === IMMOBILE) {
    return { rule: '8.31', reason: `${unit.name} must be in Travel mode to move` };
  }
  if (unit.status.fired) return { rule: '8.0', reason: `${unit.name} fired in the Conditional Fire Phase just before` };
  if (state.fire.heldFromMoving.includes(unit.id)) {
    return { rule: '12.51', reason: `${unit.name} observed or passed the call for indirect fire in the Conditional Fire Phase just before` };
  }
  if (state.movement.finished.includes(unit.id)) {
    // [16.13] a bridge engineer done for the phase without having left its hex ferried others
    if (unit.type === 'bridgeEngineer' && !state.movement.hexesMoved[unit.id]) return { rule: '16.13', reason: `${unit.name} ferried units this phase and may not move` };
    return { rule: '8.0', reason: `${unit.name} has finished moving this phase` };
  }
  return null;
}
