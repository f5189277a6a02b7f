/**
 * Movement bookkeeping of the current phase [8.0–8.5]. Reset whenever a phase ends.
 * Units move one unit or one stack at a time [8.0]: the moving `group` may drop units and pick
 * up units that have not moved [8.11, 8.52]; once another stack starts, the earlier units are done.
 */
import type { HexId } from '../hex';

export interface MovementState {
  /** The units now moving together, top first. */
  group: string[];
  /** Units that moved this phase and may not move again [8.0]. */
  finished: string[];
  /** Hexes each unit has entered this phase [8.14]. */
  hexesMoved: Record<string, number>;
  /** Units now standing on a raised road, trail or railroad they travelled along [10.12]. */
  onRaised: string[];
  /**
   * Strength points that have already come onto the map at each edge hex this phase: the column
   * they form off the map is cut into stacks of the hex's stacking limit [22.14, 22.21].
   */
  entryColumns: Record<string, number>;
  /** Units that are to be displaced after an overstack, and from where [9.33]. */
  displacement: { unitIds: string[]; from: HexId } | null;
}

export function emptyMovementState(): MovementState {
  return { group: [], finished: [], hexesMoved: {}, onRaised: [], entryColumns: {}, displacement: null };
}

declare module '../core/gameState' {
  interface GameState {
    /** Movement bookkeeping of the current phase [8.0]. */
    movement: MovementState;
  }
}
