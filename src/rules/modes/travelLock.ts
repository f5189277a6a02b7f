/**
 * A scenario's hold on Travel Mode [30.42]: units of one side that are in Travel may not leave it by
 * their own choice (a mode change) before a given Game-Turn. Changes forced by the rules are not
 * mode-change commands and are not touched.
 */
import { refuse, type Refusal } from '../core/refusal';
import type { GameState } from '../core/gameState';
import type { Mode, Side, Unit } from '../core/unit';

export interface TravelLock {
  side: Side;
  /** The first Game-Turn on which the side may leave Travel of its own will. */
  fromTurn: number;
  rule: string;
}

declare module '../core/gameState' {
  interface GameState {
    /** [30.42] Travel Mode held until a Game-Turn, or null. */
    travelLock: TravelLock | null;
  }
}

/** [30.42] The refusal for this mode change, or null when no hold applies. */
export function travelLockRefusal(state: GameState, unit: Unit, to: Mode): Refusal | null {
  const lock = state.travelLock;
  if (!lock || unit.side !== lock.side || unit.mode !== 'travel' || to === 'travel' || state.turn >= lock.fromTurn) return null;
  return refuse('MODE_CHANGE_NOT_ALLOWED', lock.rule, `${unit.name} may not leave Travel Mode before Game-Turn ${lock.fromTurn}.`);
}
