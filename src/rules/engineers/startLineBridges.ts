/**
 * [30.47] Bridges on a scenario's start line: at the opening of play (the first phase, once both
 * sides have set up) the German player decides at once, bridge by bridge, whether to try to blow
 * each one (the 16.5 roll). The state keeps the ones still to be offered; a bridge offered here
 * has had its one 16.5 chance. Errata: the Meuse–Escaut canal bridge D0611–D0711 is one of them.
 */
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { bridgeState } from '../state/bridges';
import { bridgeKey } from '../world/mapGrid';
import type { World } from '../world/world';
import { describeBridge } from '../map/bridgeWords';

export interface StartLineBridges {
  /** Bridge keys (`bridgeKey`) not yet offered, in the order they will be. */
  bridges: string[];
  rule: string;
}

declare module '../core/gameState' {
  interface GameState {
    /** [30.47] Start-line bridges the German player has yet to decide on (null: none in this scenario). */
    startLineBridges: StartLineBridges | null;
  }
}

/** Is this bridge waiting for its start-of-play decision [30.47]? */
export function awaitsStartLineDecision(state: GameState, key: string): boolean {
  return state.startLineBridges?.bridges.includes(key) ?? false;
}

/**
 * Opens the German decision on the next start-line bridge still standing and never offered; true
 * when one was opened. Bridges already decided some other way are dropped from the list.
 */
export function offerNextStartLineBridge(draft: GameState, world: World, events: GameEvent[]): boolean {
  const queue = draft.startLineBridges;
  if (!queue || draft.pending) return false;
  while (queue.bridges.length > 0) {
    const key = queue.bridges[0]!;
    const bridge = world.grid.bridges.find((b) => bridgeKey(b) === key);
    const current = bridgeState(draft.bridges, key);
    if (!bridge || !bridge.blowable || current.condition !== 'intact' || current.blowOffered || current.repaired) {
      queue.bridges.shift();
      continue;
    }
    const name = describeBridge(bridge);
    draft.pending = {
      kind: 'bridgeDemolition',
      side: 'german',
      rule: queue.rule,
      prompt: `${name.charAt(0).toUpperCase()}${name.slice(1)} is on the start line: try to blow it now (a die roll of 1–2 destroys it) or leave it standing?`,
      answers: ['blowBridge', 'spareBridge'],
      resume: null,
      bridge: key,
    };
    events.push({ type: 'bridgeChance', bridge: key, name, rule: queue.rule });
    return true;
  }
  return false;
}

/** The decision on `key` has been taken: it leaves the start-line list [30.47]. */
export function startLineBridgeDecided(draft: GameState, key: string): void {
  const queue = draft.startLineBridges;
  if (queue) queue.bridges = queue.bridges.filter((b) => b !== key);
}
