import type { HexId } from '../hex';
/**
 * What happened to the map's bridges [16.0–16.7]. The map lists every bridge; the game state keeps
 * only those whose state differs from "intact, never offered for demolition", keyed by
 * `bridgeKey` (the map's `at` — a hexside pair key or an all-water hex id — and what it carries).
 */
export type BridgeCondition = 'intact' | 'destroyed' | 'underRepair';

export interface BridgeState {
  condition: BridgeCondition;
  /** The German player has had his one chance to blow it [16.5]. */
  blowOffered: boolean;
  /** Rebuilt by engineers: cannot be blown again except by demolition [16.6]. */
  repaired: boolean;
}

export const INTACT_BRIDGE: BridgeState = { condition: 'intact', blowOffered: false, repaired: false };

export function bridgeState(bridges: Readonly<Record<string, BridgeState>>, at: string): BridgeState {
  return bridges[at] ?? INTACT_BRIDGE;
}

/** Units may cross (and stand on) a bridge only while it stands [10.13, 16.6]. */
export function bridgeStands(bridges: Readonly<Record<string, BridgeState>>, at: string): boolean {
  return bridgeState(bridges, at).condition === 'intact';
}

declare module '../core/gameState' {
  interface GameState {
    /** Bridges whose state is not "intact, never offered for demolition", by the map's `at` key [16.0]. */
    bridges: Record<string, BridgeState>;
    /** Hexes holding an entrenchment marker; it belongs to whoever stands in it [10.5, 10.53]. */
    entrenchments: HexId[];
  }
}
