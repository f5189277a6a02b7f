/** Close-action bookkeeping of the current phase [8.7 step 4 note, 17.3]. Reset whenever a phase ends. */
export interface CloseActionsState {
  /** Units that have attacked this phase (once each). */
  attackerIds: string[];
  /** Attackers by target hex, for the one-formation-per-hex rule [17.3]. */
  byTarget: Record<string, string[]>;
}

export function emptyCloseActions(): CloseActionsState {
  return { attackerIds: [], byTarget: {} };
}

declare module '../core/gameState' {
  interface GameState {
    /** Close actions of the current phase: who has attacked, and who attacked each hex [8.7, 17.3]. */
    closeActions: CloseActionsState;
  }
}
