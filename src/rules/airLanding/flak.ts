/**
 * German flak against a flight [14.2, 14.22, 25.24]: every German flak unit on the flight path or in
 * a hex next to it counts one, unless it is depleted, disrupted or in travel mode. The scenarios
 * ignore flak altogether [25.24].
 */
import { canonicalHexId, formatHexId, type Hex } from '../hex';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { hexesOnOrNextToPath } from './flightRoute';
import { allUnits } from '../state/unitBuckets';

/** [14.22] Flak that counts: not depleted, not disrupted, not in travel mode. */
export function flakCounts(unit: Unit): boolean {
  return unit.side === 'german' && unit.type === 'flak' && !unit.eliminated && !unit.status.depleted && !unit.status.disrupted && unit.mode !== 'travel';
}

/** [14.2, 14.22, 25.24] The German flak units that count against a flight over `path`, in path order. */
export function flakAlongPath(state: GameState, path: readonly Hex[]): Unit[] {
  if (state.airLanding.flakIgnored) return [];
  const flak = allUnits(state).filter((u) => u.hex !== null && flakCounts(u));
  if (flak.length === 0) return [];
  const order = new Map<string, number>();
  hexesOnOrNextToPath(path).forEach((hex, i) => {
    const id = formatHexId(hex);
    if (id && !order.has(id)) order.set(id, i);
  });
  return flak
    .map((u) => ({ u, at: order.get(canonicalHexId(u.hex!) ?? u.hex!) }))
    .filter((x): x is { u: Unit; at: number } => x.at !== undefined)
    .sort((a, b) => a.at - b.at || a.u.id.localeCompare(b.u.id))
    .map((x) => x.u);
}
