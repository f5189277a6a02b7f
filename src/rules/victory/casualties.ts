/**
 * Casualty points [24.61(3), 24.62; RULES-INVENTORY §5 no. 63]: the strength points a side has
 * lost, printed strength less current strength, an eliminated unit counting its whole printed
 * strength. Units not yet arrived have lost nothing.
 */
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import { allUnits, type PositionUnits } from '../state/unitBuckets';

export function casualtyPoints(state: PositionUnits & Partial<Pick<GameState, 'formations'>>, side: Side, formations?: readonly string[]): number {
  let lost = 0;
  for (const unit of allUnits(state)) {
    if (unit.side !== side) continue;
    if (formations && !underAny(state.formations ?? {}, unit.formationId, formations)) continue;
    lost += unit.eliminated ? unit.printedStrength : Math.max(0, unit.printedStrength - unit.strength);
  }
  return lost;
}

/** Is the formation one of `roots` or under one of them? [30.52] */
export function underAny(formations: GameState['formations'], formationId: string | undefined, roots: readonly string[]): boolean {
  let id = formationId ?? null;
  for (let guard = 0; id !== null && guard < 20; guard++) {
    if (roots.includes(id)) return true;
    id = formations[id]?.parentId ?? null;
  }
  return false;
}
