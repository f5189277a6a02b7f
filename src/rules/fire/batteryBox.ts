/**
 * The battery box the screen shows [24.4]: a side's off-map batteries, each with whether it may
 * fire in this phase and, when not, the case and the reason (the same check a shot meets). The
 * shots themselves go through fireOptions and the fire command like any other artillery.
 */
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { phaseDefinition } from '../sequence/phases';
import { sortedUnits } from '../state/stacks';
import { batteryFirerProblem, isOffMapBattery } from './offMapBattery';

export interface BatteryStatus {
  unitId: string;
  /** Null when it may fire now; otherwise the case and the reason. */
  problem: { rule: string; reason: string } | null;
}

/** The side's off-map batteries still in play, with whether each may fire now [24.4, 5.0]. */
export function offMapBatteries(state: GameState, side: Side): BatteryStatus[] {
  const kind = phaseDefinition(state.phase).kind;
  const firePhase = kind === 'conditionalFire' || kind === 'freeFire';
  return sortedUnits(state)
    .filter((u: Unit) => u.side === side && isOffMapBattery(u))
    .map((u) => {
      if (!firePhase) return { unitId: u.id, problem: { rule: '5.0', reason: 'It fires only in its own side’s fire phases.' } };
      const problem = batteryFirerProblem(state, u, true);
      return { unitId: u.id, problem: problem ? { rule: problem.rule, reason: problem.reason } : null };
    });
}

/** Is this unit an off-map battery (no hex, fires from beyond the map edge) [24.4]? */
export function isBattery(unit: Unit | undefined): boolean {
  return unit !== undefined && isOffMapBattery(unit);
}
