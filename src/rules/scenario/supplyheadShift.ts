/**
 * [28.43] The optional historical shift of the 1st Airborne's supplyhead, first step: as the
 * scheduled Game-Turn begins, the marker moves by itself from where it was dropped to the scheduled
 * hex (A2419 to A2528 on GT 8). The later move is the Allied player's (commands/shiftSupplyhead.ts).
 */
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';

export function applyScheduledSupplyheadShift(draft: GameState, events: GameEvent[]): void {
  const shift = draft.restrictions?.supplyheadShift;
  if (!shift || shift.turn !== draft.turn) return;
  const from = draft.supply.supplyheads[shift.formationId];
  if (!from || from === shift.hex) return;
  draft.supply.supplyheads[shift.formationId] = shift.hex;
  events.push({ type: 'supplyheadShifted', formationId: shift.formationId, from, to: shift.hex, byPlayer: false, rule: shift.rule });
}
