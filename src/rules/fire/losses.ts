/**
 * Strength-point losses from fire and combat [3.5a, 5.32, 5.35, 9.43, 9.44, 19.32]. A unit brought to
 * 0 SP is eliminated and leaves the map. Loss beyond a unit's strength:
 * - direct fire (heavy weapons and close action too) goes on to the stack's new top combat unit,
 *   again and again, until the loss is spent or the hex is empty [9.43]: to whichever of the new top
 *   two the firing player named (`overflowTo`), else to the top one;
 * - indirect fire and airstrikes: the rest is ignored [9.44];
 * - a unit alone in its hex: the rest is ignored [5.35].
 * Each point lost risks any leader in the hex [19.32] (not for airstrikes: the leaders rules exempt them).
 */
import { type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import { checkLeaderCasualties } from '../leaders/casualties';
import { isCombatUnit } from '../leaders/leaders';
import { removeFromMap } from '../state/placeUnits';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { World } from '../world/world';
import { unitById } from '../state/unitBuckets';

export type FireLossKind = 'direct' | 'indirect' | 'closeAction' | 'airstrike';

/** Does loss beyond the hit unit spill onto the stack [9.43, 9.44]? */
function overflows(kind: FireLossKind): boolean {
  return kind === 'direct' || kind === 'closeAction';
}

/**
 * Take `steps` strength points from the unit (and, for direct fire, the stack under it). Works on a
 * draft. `rule` is the case that called for the loss (e.g. 5.32, 5.33, 8.73).
 */
export function applyFireLoss(
  draft: GameState,
  _world: World,
  targetId: string,
  steps: number,
  kind: FireLossKind,
  dice: DiceSource,
  events: GameEvent[],
  rule = '5.32',
  overflowTo?: string,
): void {
  let remaining = Math.max(0, Math.floor(steps));
  let unit = unitById(draft, targetId);
  let stepRule = rule;
  while (remaining > 0 && unit && unit.hex !== null && !unit.eliminated) {
    const hex = unit.hex;
    const lost = Math.min(remaining, unit.strength);
    unit.strength -= lost;
    remaining -= lost;
    events.push({ type: 'strengthLost', unitId: unit.id, unitName: unit.name, lost, strength: unit.strength, rule: stepRule });
    if (unit.strength === 0) {
      unit.eliminated = { turn: draft.turn, rule: '5.35' };
      events.push({ type: 'eliminated', unitId: unit.id, unitName: unit.name, rule: '5.35', reason: 'reduced to 0 strength points by fire' });
    }
    if (kind !== 'airstrike') checkLeaderCasualties(draft, hex, lost, dice, events);
    if (unit.strength > 0) return;
    removeFromMap(draft, [unit.id]);
    if (remaining === 0 || !overflows(kind)) return; // [9.44]
    const topTwo = unitsInHex(draft, hex).filter(isCombatUnit).slice(0, 2);
    unit = topTwo.find((u) => u.id === overflowTo) ?? topTwo[0]; // [9.43]; none left: [5.35] the rest is ignored
    stepRule = '9.43';
  }
}
