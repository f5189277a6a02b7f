/**
 * Units arriving in a hex by movement or ferry: they go on top [8.5]; joining disrupted units
 * disrupts them [9.31]; an overstack disrupts the whole hex at once [9.32] and the newcomers are
 * marked for displacement [9.33].
 */
import type { HexId } from '../hex';
import type { GameEvent } from '../core/events';
import { disruptInHex, hexHoldsDisrupted } from '../stacking/disruption';
import { overstackOf } from '../stacking/stacking';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { World } from '../world/world';
import { placeOnTop } from '../state/placeUnits';
import { destroyLoneEnemyLeaders } from '../leaders/leaderMovement';
import { unitById } from '../state/unitBuckets';

/** Call after the `unitsMoved` bookkeeping; emits the arrival's consequences. */
export function arriveInHex(draft: GameState, world: World, unitIds: readonly string[], to: HexId, events: GameEvent[], moved: () => void): void {
  const joinsDisrupted = hexHoldsDisrupted(draft, to, new Set(unitIds));
  placeOnTop(draft, unitIds, to);
  moved();
  // [19.31] enemy leaders alone in the hex are destroyed by the combat units coming in.
  const side = unitById(draft, unitIds[0]!)?.side;
  if (side) destroyLoneEnemyLeaders(draft, to, side, events);
  if (joinsDisrupted) disruptInHex(draft, to, unitIds, '9.31', events);
  const over = overstackOf(world, draft, to);
  if (!over) return;
  events.push({ type: 'overstacked', hex: to, ...over });
  disruptInHex(draft, to, unitsInHex(draft, to).map((u) => u.id), '9.32', events);
  draft.movement.displacement = { unitIds: [...unitIds], from: to };
  for (const id of unitIds) if (!draft.movement.finished.includes(id)) draft.movement.finished.push(id);
}
