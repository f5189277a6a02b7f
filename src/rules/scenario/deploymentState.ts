/**
 * The set-up data of a scenario as plain JSON [24.2, 25.21]: zones of the kind "these units within
 * N hexes of X", and the state of the set-up while it is under way (GameState.deployment).
 */
import type { HexId } from '../hex';
import type { Side } from '../core/unit';
import type { ZocLineRequirement } from './zocLine';
import type { SetUpEntrenchments } from './setUpEntrenchments';

/** A set-up instruction of the kind "these units within N hexes of X" [24.2, 25.21]. */
export interface DeploymentZone {
  id: string;
  side: Side;
  unitIds: string[];
  center: HexId;
  /** Largest hex distance from the centre (0: in the centre hex itself). */
  radius: number;
  rule: string;
}

/** Set-up under way: whose turn it is to place, the order of the sides, and the zones. */
export interface DeploymentState {
  side: Side;
  order: Side[];
  zones: DeploymentZone[];
  /** [30.6] The side must finish its set-up with an unbroken line of its zones of control. */
  zocLine?: ZocLineRequirement;
  /** [30.6] Entrenchments a side places at its set-up. */
  entrenchments?: SetUpEntrenchments;
}

export interface DeploymentSetup {
  order: Side[];
  zones: DeploymentZone[];
  zocLine?: ZocLineRequirement;
  entrenchments?: SetUpEntrenchments;
}

declare module '../core/gameState' {
  interface GameState {
    /** [24.2, 25.21] The set-up under way before play begins (only deploy commands are legal), or null. */
    deployment: DeploymentState | null;
  }
}
