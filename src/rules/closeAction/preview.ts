/**
 * What a close action would look like before it is announced [8.7]: both top units, the
 * differentials with their modifiers, the Close Action Value, the odds column and the chance of
 * each result, with an Explanation for the screen. Opportunity fire may still change things.
 */
import type { HexId } from '../hex';
import type { CommandOf } from '../core/commands';
import type { Explanation } from '../core/explanation';
import type { Refusal } from '../core/refusal';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { closeActionResultDistribution, parseCloseActionResult, type ResultChance } from '../tables';
import { ATTACKER_DISRUPTED } from '../tables/closeActionValues';
import type { World } from '../world/world';
import { closeActionFactors, factorInputs, type CloseActionFactors } from './differentials';
import { planCloseAction } from './eligibility';
import { describeCloseActionOutcome } from './resolve';
import { allUnits, unitById } from '../state/unitBuckets';

type CloseActionCommand = CommandOf<'closeAction'>;

export interface CloseActionPreview {
  /** Why the assault may not be made now, or null if it may. */
  refusal: Refusal | null;
  factors: CloseActionFactors;
  /** Chance of each result before the die (ways out of 6); a 'D' value is certain. */
  chances: ResultChance<string>[];
  explanation: Explanation;
}

export function closeActionPreview(state: GameState, world: World, unitIds: readonly string[], target: HexId): CloseActionPreview | Refusal {
  const command: CloseActionCommand = { type: 'closeAction', unitIds: [...unitIds], target };
  const plan = planCloseAction(world, state, command);
  let sides;
  let refusal: Refusal | null = null;
  if ('ok' in plan) {
    // Still show the numbers when the only objection is a rule of the moment (MP, mixing…), as
    // long as the units and the target make a recognisable assault.
    refusal = plan;
    const units = unitIds.map((id) => unitById(state, id)).filter((u): u is Unit => u !== undefined && u.hex !== null);
    if (units.length === 0 || units.length !== unitIds.length) return plan;
    const from = units[0]!.hex!;
    if (units.some((u) => u.hex !== from)) return plan;
    const ordered = [...units].sort((a, b) => a.stackIndex - b.stackIndex).map((u) => u.id);
    if (!allUnits(state).some((u) => u.hex === target && u.side !== units[0]!.side)) return plan;
    sides = { from, target, approach: { kind: 'hexside' as const, overBridge: false, overDike: false }, attackerIds: ordered };
  } else {
    sides = plan;
  }
  const factors = closeActionFactors(world, state, sides);
  const chances: ResultChance<string>[] =
    factors.value === ATTACKER_DISRUPTED
      ? [{ result: ATTACKER_DISRUPTED, ways: 6, outOf: 6 }]
      : closeActionResultDistribution(factors.oddsColumn, factors.value, world.tables.closeActionResults);
  const result = chances
    .map((c) => {
      const outcome = parseCloseActionResult(c.result);
      const words = c.result === ATTACKER_DISRUPTED ? 'attackers disrupted at once' : outcome ? describeCloseActionOutcome(c.result, outcome) : c.result;
      return `${c.ways} in ${c.outOf}: ${words}`;
    })
    .join('; ');
  const explanation: Explanation = {
    kind: 'closeAction',
    rule: '8.7',
    inputs: factorInputs(state, factors),
    modifiers: factors.modifiers,
    tables: factors.tables,
    result,
  };
  return { refusal, factors, chances, explanation };
}
