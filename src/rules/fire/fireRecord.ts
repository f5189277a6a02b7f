/**
 * What the fire rules remember within a phase [5.24, 5.26, 5.32, 12.51, 17.2, 18.1]: the shots of
 * the phasing side's own fire phase, units to be disrupted when the phase ends, and the observers
 * and HQs that took part in indirect fire and so may not move in the next Conditional Movement Phase.
 */
import type { HexId } from '../hex';

/** One own-phase fire attack, as the rules about repeated and combined fire need it. */
export interface FireShot {
  firerId: string;
  targetId: string;
  /** The target's hex when it was fired at [17.2: penalties are per target hex and phase]. */
  hex: HexId;
  /** Strength used: the whole current strength, or a part under split fire [5.26]. */
  strength: number;
  /** [17.2] The units this shot announced as firing at the same hex this phase. */
  announced?: string[];
}

export interface FireRecord {
  /** Own-phase fire attacks made in the current phase. Cleared when the phase ends. */
  shots: FireShot[];
  /** [5.32] Units that left Travel after being hit: disrupted when the current phase ends. */
  disruptAtPhaseEnd: string[];
  /**
   * [12.51] Observers and controlling HQs used for indirect fire in a Conditional Fire Phase. They
   * may not move in the Conditional Movement Phase that follows; cleared when that phase ends.
   */
  heldFromMoving: string[];
}

export function emptyFireRecord(): FireRecord {
  return { shots: [], disruptAtPhaseEnd: [], heldFromMoving: [] };
}

declare module '../core/gameState' {
  interface GameState {
    /** Fire bookkeeping of the current phase [5.24, 5.26, 5.32, 12.51, 17.2, 18.1]. */
    fire: FireRecord;
  }
}
