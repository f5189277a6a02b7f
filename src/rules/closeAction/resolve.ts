/**
 * Resolving a close action [8.7 steps 1–4]: read the Close Action Value from the differentials; a
 * 'D' disrupts the attackers at once and ends it; otherwise roll one die on the results table at the
 * odds column and apply the result. The resolution event carries the whole derivation.
 */
import type { GameEvent } from '../core/events';
import { rollDie, type DiceSource } from '../core/dice';
import type { Explanation } from '../core/explanation';
import type { GameState } from '../core/gameState';
import { closeActionResult, parseCloseActionResult, CLOSE_ACTION_NO_EFFECT, type CloseActionOutcome } from '../tables/closeActionResults';
import { ATTACKER_DISRUPTED } from '../tables/closeActionValues';
import type { World } from '../world/world';
import { closeActionFactors, factorInputs, type CloseActionSides } from './differentials';
import { applyCloseActionOutcome } from './results';

/** What a result code means, in plain words. */
export function describeCloseActionOutcome(code: string, outcome: CloseActionOutcome): string {
  if (code === CLOSE_ACTION_NO_EFFECT) return 'no effect: the assault fails and both sides stay';
  const parts: string[] = [];
  if (outcome.attackerDisrupted) parts.push('the attackers are disrupted');
  if (outcome.attackerLoss) parts.push(`the top attacker loses ${outcome.attackerLoss} SP`);
  if (outcome.defenderDisrupted) parts.push('the defenders are disrupted and must retreat; the attackers may move in');
  if (outcome.defenderLoss) parts.push(`the top defender loses ${outcome.defenderLoss} SP`);
  return parts.join('; ');
}

const ATTACKER_ONLY_DISRUPTED: CloseActionOutcome = { attackerDisrupted: true, attackerLoss: 0, defenderDisrupted: false, defenderLoss: 0 };
const NOTHING: CloseActionOutcome = { attackerDisrupted: false, attackerLoss: 0, defenderDisrupted: false, defenderLoss: 0 };

export function resolveCloseAction(draft: GameState, world: World, sides: CloseActionSides, dice: DiceSource, events: GameEvent[]): void {
  const f = closeActionFactors(world, draft, sides);
  const tables = [...f.tables];
  let code: string;
  let outcome: CloseActionOutcome;
  let roll: Explanation['roll'];
  if (f.value === ATTACKER_DISRUPTED) {
    // [8.7 step 3] no die: the attackers are disrupted and the action ends.
    code = ATTACKER_DISRUPTED;
    outcome = ATTACKER_ONLY_DISRUPTED;
  } else {
    const die = rollDie(dice);
    events.push({ type: 'diceRolled', purpose: `close action on ${sides.target}`, rule: '8.7', dice: [die], total: die });
    code = closeActionResult(f.oddsColumn, f.value, die, world.tables.closeActionResults);
    outcome = parseCloseActionResult(code) ?? NOTHING;
    tables.push({ table: '8.73', row: `value ${f.value}`, column: f.odds, cell: code });
    roll = { dice: [die], total: die, modified: die };
  }
  const result =
    code === ATTACKER_DISRUPTED
      ? 'D on the Close Action Value Table: the attackers are disrupted at once and the close action ends'
      : describeCloseActionOutcome(code, outcome);
  const explanation: Explanation = {
    kind: 'closeAction',
    rule: '8.7',
    inputs: factorInputs(draft, f),
    modifiers: f.modifiers,
    tables,
    ...(roll ? { roll } : {}),
    result,
  };
  events.push({
    type: 'closeActionResolved',
    attackerIds: [...sides.attackerIds],
    defenderIds: f.defenderIds,
    from: sides.from,
    target: sides.target,
    result: code,
    explanation,
  });
  applyCloseActionOutcome(
    draft,
    world,
    { attackerIds: [...sides.attackerIds], from: sides.from, target: sides.target, retreatingIds: [], mayAdvance: false },
    { attackerTopId: f.leadId, defenderTopId: f.defenderTopId },
    outcome,
    dice,
    events,
  );
}
