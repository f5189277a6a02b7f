/**
 * Casualty points [24.61(3), 24.62; RULES-INVENTORY §5 no. 63]: the strength points a side has
 * lost, printed strength less current strength, an eliminated unit counting its whole printed
 * strength. Units not yet arrived have lost nothing.
 */
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';

export function casualtyPoints(state: Pick<GameState, 'units'>, side: Side): number {
  let lost = 0;
  for (const unit of Object.values(state.units)) {
    if (unit.side !== side) continue;
    lost += unit.eliminated ? unit.printedStrength : Math.max(0, unit.printedStrength - unit.strength);
  }
  return lost;
}
