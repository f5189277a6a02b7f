/**
 * German flak against a flight [14.2, 14.22, 25.24]: every German flak unit on the flight path or in
 * a hex next to it counts one, unless it is depleted, disrupted or in travel mode. The scenarios
 * ignore flak altogether [25.24].
 */
import { formatHexId, type Hex } from '../hex';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { occupantsOf } from '../state/occupancy';
import { hexesOnOrNextToPath } from './flightRoute';

/** [14.22] Flak that counts: not depleted, not disrupted, not in travel mode. */
export function flakCounts(unit: Unit): boolean {
  return unit.side === 'german' && unit.type === 'flak' && !unit.eliminated && !unit.status.depleted && !unit.status.disrupted && unit.mode !== 'travel';
}

/** [14.2, 14.22, 25.24] The German flak units that count against a flight over `path`, in path order. */
export function flakAlongPath(state: GameState, path: readonly Hex[]): Unit[] {
  if (state.airLanding.flakIgnored) return [];
  const out: Unit[] = [];
  for (const hex of hexesOnOrNextToPath(path)) {
    const id = formatHexId(hex);
    if (!id) continue;
    for (const unit of occupantsOf(state, id)) if (flakCounts(unit)) out.push(unit);
  }
  return out;
}
