/**
 * Expected outcomes from the engine's exact chance lists: strength points lost and the chance of a
 * disruption, for a fire result [5.63] or a close-action result [8.7].
 */
import { parseCloseActionResult, type FireResult, type ResultChance } from '../../rules';

export function fireExpectation(chances: readonly ResultChance<FireResult>[]): { loss: number; disrupt: number } {
  let loss = 0;
  let disrupt = 0;
  for (const c of chances) {
    const p = c.ways / c.outOf;
    if (typeof c.result === 'number') loss += c.result * p;
    else if (c.result === 'D') disrupt += p;
  }
  return { loss, disrupt };
}

export interface CloseActionExpectation {
  defenderLoss: number;
  attackerLoss: number;
  defenderDisrupted: number;
  attackerDisrupted: number;
}

export function closeActionExpectation(chances: readonly ResultChance<string>[]): CloseActionExpectation {
  const out = { defenderLoss: 0, attackerLoss: 0, defenderDisrupted: 0, attackerDisrupted: 0 };
  for (const c of chances) {
    const p = c.ways / c.outOf;
    const outcome = parseCloseActionResult(c.result);
    if (!outcome) {
      out.attackerDisrupted += p; // the attackers disrupted at once [8.7]
      continue;
    }
    out.defenderLoss += outcome.defenderLoss * p;
    out.attackerLoss += outcome.attackerLoss * p;
    if (outcome.defenderDisrupted) out.defenderDisrupted += p;
    if (outcome.attackerDisrupted) out.attackerDisrupted += p;
  }
  return out;
}
