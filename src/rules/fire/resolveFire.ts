/**
 * Making a shot [5.0 step 5, 5.11, 5.24, 11.33, 12.51]: roll 2d6, read 5.63, log the whole
 * derivation, note the shot (own fire phases) and apply the result. After an own-phase shot the
 * firer's supply is put to the test [11.33]; so is artillery firing at a close action [5.51;
 * RULES-INVENTORY §5 item 68] — other opportunity fire never risks depletion.
 */
import { rollTwoDice, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import { FIRE_RESULT_LINE_WORDS, fireResult } from '../tables/fireResults';
import { checkDepletionAfterFiring } from '../supply/depletion';
import type { World } from '../world/world';
import { fireReading } from './fireValue';
import { describeHitOutcome, hitOutcome } from './hitOutcome';
import type { FirePlan } from './eligibility';
import { applyFireResult } from './results';
import { unitById } from '../state/unitBuckets';

/**
 * `unchanged` is the position the draft began from, when nothing has changed it yet (the `fire`
 * command's `before`): the Fire Value and the outcome are then read from it, which makes no draft
 * of the units they look at. Without it they are read from the draft.
 */
export function resolveFire(draft: GameState, world: World, plan: FirePlan, dice: DiceSource, events: GameEvent[], overflowTo?: string, unchanged?: GameState): void {
  const position = unchanged ?? draft;
  // [5.0 step 5] the roll is read on the one row of 5.63 the Fire Value and line give: no odds needed.
  const assessment = fireReading(position, world, plan);
  const firer = unitById(draft, plan.firerId)!;
  const target = unitById(position, plan.targetId)!;
  const roll = rollTwoDice(dice);
  const rule = plan.opportunity ? '8.4' : '5.0';
  events.push({ type: 'diceRolled', purpose: `fire: ${firer.name} at ${target.name}`, rule, dice: roll.dice, total: roll.total });
  const result = fireResult(assessment.fireValue, assessment.line, roll.total, world.tables.fireResults);
  const explanation = {
    ...assessment.explanation,
    roll: { dice: [...roll.dice], total: roll.total, modified: roll.total },
    result: `${describeHitOutcome(hitOutcome(position, target.id, plan.targetMode, result, plan.loss))} (Fire Value ${assessment.fireValue}, ${FIRE_RESULT_LINE_WORDS[assessment.line]} line, roll ${roll.total})`,
  };
  events.push({
    type: 'fireResolved',
    firerId: firer.id,
    firerName: firer.name,
    targetId: target.id,
    targetName: target.name,
    hex: plan.targetHex,
    opportunity: plan.opportunity,
    result,
    explanation,
  });

  if (!plan.opportunity) {
    draft.fire.shots.push({
      firerId: firer.id,
      targetId: target.id,
      hex: plan.targetHex,
      strength: plan.strength,
      ...(plan.multiFormation.announced.length > 0 ? { announced: [...plan.multiFormation.announced] } : {}),
    });
    firer.status.fired = true; // [8.0] and no second shot [5.24]
    // [12.51] the spotter and the HQ that passed the call took part in this fire.
    if (plan.sighted.via === 'spotter' && phaseDefinition(draft.phase).kind === 'conditionalFire') {
      for (const id of [plan.sighted.spotterId, plan.sighted.hqId]) if (id && !draft.fire.heldFromMoving.includes(id)) draft.fire.heldFromMoving.push(id);
    }
  }

  const hit = { targetId: target.id, result, mode: plan.targetMode, loss: plan.loss, opportunity: plan.opportunity, ...(overflowTo ? { overflowTo } : {}) };
  applyFireResult(draft, world, hit, dice, events);

  // [24.4] an off-map battery is always in supply
  if ((!plan.opportunity || firer.type === 'artillery') && !firer.offMapBattery) checkDepletionAfterFiring(draft, world, firer.id, dice, events);
}
