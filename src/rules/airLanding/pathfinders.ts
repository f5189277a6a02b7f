/**
 * Pathfinder markers [14.3, 14.31, 14.32]: each airborne regiment has one, and its battalions must
 * choose drop hexes within 3 hexes of it. A marker is placed once — before or during play, or fixed
 * by the scenario — and never moves; it has no stacking weight, cannot be destroyed, and German
 * units may share its hex.
 */
import type { HexId } from '../hex';
import type { GameState } from '../core/gameState';

export interface PathfinderMarker {
  /** The airborne regiment (or brigade) whose marker this is. */
  formationId: string;
  /** Where it stands; null until the Allied player places it. */
  hex: HexId | null;
  /** Placed by the scenario, not by the player [26.2, 27.2, 28.2]. */
  fixed: boolean;
}

/** A scenario's pathfinders: fixed where it names a hex, else for the Allied player to place. */
export interface PathfinderSetup {
  formationId: string;
  hex?: HexId;
}

export function initialPathfinders(setups: readonly PathfinderSetup[] = []): Record<string, PathfinderMarker> {
  return Object.fromEntries(setups.map((p) => [p.formationId, { formationId: p.formationId, hex: p.hex ?? null, fixed: p.hex !== undefined }]));
}

/** [14.3] The placed pathfinder hexes of a division's regiments (and of the division itself). */
export function divisionPathfinders(state: Pick<GameState, 'pathfinders' | 'formations'>, divisionId: string): HexId[] {
  return Object.values(state.pathfinders)
    .filter((p) => p.hex !== null && (p.formationId === divisionId || state.formations[p.formationId]?.parentId === divisionId))
    .map((p) => p.hex!);
}

declare module '../core/gameState' {
  interface GameState {
    /** Pathfinder markers by airborne formation id [14.3, 14.31]. */
    pathfinders: Record<string, PathfinderMarker>;
  }
}
