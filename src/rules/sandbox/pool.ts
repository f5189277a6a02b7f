/**
 * Units a sandbox can put on the map: every counter of the game that is off it — reinforcements not
 * yet arrived [22.0], eliminated units, units a set-up left off — except off-map batteries, which
 * fire from beyond the edge [24.4]. In id order, so lists are stable.
 */
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { allUnits } from '../state/unitBuckets';

export function unitsOffMap(state: GameState): Unit[] {
  return allUnits(state)
    .filter((u) => u.hex === null && !u.offMapBattery)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
