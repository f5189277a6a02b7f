/**
 * Units that have left the map, as the exit conditions count them [30.51, 30.52]: by side, edge,
 * formation (or one under it), type, and whether they left intact.
 */
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { underAny } from './casualties';
import type { ExitedCondition } from './types';
import { allUnits, type PositionUnits } from '../state/unitBuckets';


/** The units a condition counts: those of its side that left by one of its edges, of its formations. */
export function exitedUnits(state: PositionUnits & Pick<GameState, 'formations'>, condition: ExitedCondition): Unit[] {
  return allUnits(state).filter(
    (u) =>
      u.exited !== undefined &&
      u.side === condition.exitedBy &&
      condition.edges.includes(u.exited.edge) &&
      (!condition.formations || underAny(state.formations, u.formationId, condition.formations)),
  );
}

/** Strength points and HQ counters that count towards the condition. */
export function exitedTally(state: PositionUnits & Pick<GameState, 'formations'>, condition: ExitedCondition): { strength: number; hqs: number } {
  let strength = 0;
  let hqs = 0;
  for (const u of exitedUnits(state, condition)) {
    if (u.type === 'hq') hqs += 1;
    if (condition.types && !condition.types.includes(u.type)) continue;
    if (condition.intactOnly && u.exited!.strength < u.printedStrength) continue;
    strength += u.exited!.strength;
  }
  return { strength, hqs };
}
