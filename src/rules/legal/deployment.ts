/** Who is setting up [24.2, 25.21]. */
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';

/** The side now setting up, or null when no set-up is under way. */
export function deployingSide(state: GameState): Side | null {
  return state.deployment ? state.deployment.side : null;
}
