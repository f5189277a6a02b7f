/**
 * Carrying out a displacement after an overstack [9.33]: the units that caused it move one hex,
 * stay disrupted, and disrupt any stack they join [9.31]; leaving an enemy zone of control this
 * way may draw opportunity fire first (9.33).
 */
import { canonicalHexId, type HexId } from '../hex';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { disruptInHex } from '../stacking/disruption';
import { overstackOf } from '../stacking/stacking';
import { unitsInHex } from '../state/stacks';
import type { World } from '../world/world';
import { openOpportunityWindow, opportunityTrigger } from './opportunity';
import { placeOnTop } from '../state/placeUnits';
import { unitById } from '../state/unitBuckets';

export function displaceUnits(draft: GameState, world: World, to: HexId, resumed: boolean, events: GameEvent[]): void {
  const displacement = draft.movement.displacement;
  if (!displacement) return;
  const unitIds = displacement.unitIds.filter((id) => unitById(draft, id)?.hex);
  if (!resumed) {
    const trigger = opportunityTrigger(world, draft, 'displacement', displacement.from, unitIds);
    if (trigger) {
      openOpportunityWindow(draft, trigger, { type: 'displace', to }, events);
      return;
    }
  }
  const target = canonicalHexId(to)!;
  placeOnTop(draft, unitIds, target);
  events.push({ type: 'displaced', unitIds, from: displacement.from, to: target });
  draft.movement.displacement = null;
  disruptInHex(draft, target, unitIds, '9.33', events);
  // [9.33] pushed into a stack with no room: everyone there is disrupted, and it ends there.
  const over = overstackOf(world, draft, target);
  if (over) {
    events.push({ type: 'overstacked', hex: target, ...over });
    disruptInHex(draft, target, unitsInHex(draft, target).map((u) => u.id), '9.33', events);
  }
}
