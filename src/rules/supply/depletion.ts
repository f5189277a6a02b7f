/**
 * Depletion after firing out of supply [11.3, 11.33]: right after an unsupplied unit fires, one die
 * is rolled; 1–3 depletes it, 4–6 does nothing. Which fire calls for the check (own fire phases,
 * artillery opportunity fire) is the fire rules' decision (RULES-INVENTORY §5 item 68).
 */
import { snapshot } from '../state/snapshot';
import { rollDie, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import type { World } from '../world/world';
import { unitSupply } from './unitSupply';
import { supplyExplanation } from './verdict';
import { unitById } from '../state/unitBuckets';

/** [11.33] highest roll that depletes. */
export const DEPLETION_MAX_ROLL = 3;

export function checkDepletionAfterFiring(draft: GameState, world: World, unitId: string, dice: DiceSource, events: GameEvent[]): void {
  const now = snapshot(draft);
  const unit = unitById(now, unitId);
  if (!unit || unit.status.depleted) return;
  const verdict = unitSupply(now, world, unitId);
  if (verdict.supplied) return;
  const roll = rollDie(dice);
  const depleted = roll <= DEPLETION_MAX_ROLL;
  events.push({ type: 'diceRolled', purpose: `depletion of ${unit.name} (fired out of supply)`, rule: '11.33', dice: [roll], total: roll });
  if (depleted) unitById(draft, unitId)!.status.depleted = true;
  const base = supplyExplanation(unit.name, verdict, {}, 'depletion');
  events.push({
    type: 'depletedAfterFiring',
    unitId,
    unitName: unit.name,
    depleted,
    rule: '11.33',
    explanation: {
      ...base,
      rule: '11.33',
      tables: [{ table: '11.33', row: 'fired out of supply', column: '1d6', cell: depleted ? `${roll}: Depleted` : `${roll}: no effect` }],
      roll: { dice: [roll], total: roll, modified: roll },
      result: depleted ? `${unit.name} is Depleted (rolled ${roll}, 1–${DEPLETION_MAX_ROLL} depletes)` : `${unit.name} keeps firing strength (rolled ${roll})`,
    },
  });
}
