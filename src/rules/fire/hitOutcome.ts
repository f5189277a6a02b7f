/**
 * Every loss a fire result brings, worked out before the roll so the chances shown count them all
 * [5.31–5.37, 9.43, 9.44]. It follows applyFireResult (results.ts) step by step: the number first,
 * loss beyond the target onto the stack for direct fire [9.43] or ignored [9.44, 5.35]; then, for a
 * target still on the map, its mode: nothing more when dispersed or disrupted, the owner's choice
 * when concentrated (disperse or one more point [5.32, 5.33]; one more point or disruption without
 * a dispersed face [5.37]; only the point for a formation frozen by its lost leader [19.5]), and one
 * more point in Travel [5.32, 5.33]. tests/rules/fire/hitOutcome.test.ts holds the two in step.
 */
import type { GameState } from '../core/gameState';
import type { Mode } from '../core/unit';
import { isCombatUnit } from '../leaders/leaders';
import { mayDisperseAfterFire, modeChangeFrozen } from '../leaders/lostLeader';
import { unitsInHex } from '../state/stacks';
import type { FireResult } from '../tables/fireResults';
import { unitById } from '../state/unitBuckets';

/** What the target's owner chooses after the loss, if anything. */
export type HitChoice = 'disperseOrLose' | 'loseOrDisrupt' | null;

export interface HitOutcome {
  result: FireResult;
  /** Strength points the target loses for sure, the extra Travel point included. */
  targetLoss: number;
  /** Points of that loss added by the target's mode (Travel) [5.32, 5.33]. */
  modeLoss: number;
  eliminated: boolean;
  /** Points carried past an eliminated target onto the rest of its stack [9.43] (0 for indirect fire [9.44]). */
  stackLoss: number;
  /** Points past the target that are lost to nobody [5.35, 9.44]. */
  ignored: number;
  /** The owner's choice that follows, which may cost one point more. */
  choice: HitChoice;
  /** The cases that decide it. */
  rules: string[];
}

/** The outcome of `result` on the target shot in `mode`, losses going on as `loss` fire's do. */
export function hitOutcome(state: GameState, targetId: string, mode: Mode, result: FireResult, loss: 'direct' | 'indirect'): HitOutcome {
  const unit = unitById(state, targetId);
  const none: HitOutcome = { result, targetLoss: 0, modeLoss: 0, eliminated: false, stackLoss: 0, ignored: 0, choice: null, rules: ['5.31'] };
  if (!unit || unit.hex === null || result === '-') return none;
  const numbered = typeof result === 'number';
  const rules = [numbered ? '5.32' : '5.33'];
  let targetLoss = numbered ? Math.min(result, unit.strength) : 0;
  const beyond = numbered ? result - targetLoss : 0;
  let stackLoss = 0;
  let ignored = 0;
  if (beyond > 0) {
    // [9.43] direct fire spills onto the units under it; [9.44, 5.35] otherwise the rest is lost to nobody.
    const below = unitsInHex(state, unit.hex).filter((u) => u.id !== unit.id && isCombatUnit(u)).reduce((sum, u) => sum + u.strength, 0);
    stackLoss = loss === 'direct' ? Math.min(beyond, below) : 0;
    ignored = beyond - stackLoss;
    rules.push(loss === 'direct' ? '9.43' : '9.44');
  }
  const eliminated = targetLoss >= unit.strength;
  if (eliminated) return { result, targetLoss, modeLoss: 0, eliminated, stackLoss, ignored, choice: null, rules: [...rules, '5.35'] };
  if (unit.status.disrupted || mode === 'dispersed') return { result, targetLoss, modeLoss: 0, eliminated, stackLoss, ignored, choice: null, rules };
  if (mode === 'concentrated') {
    if (!unit.modes.includes('dispersed')) return { result, targetLoss, modeLoss: 0, eliminated, stackLoss, ignored, choice: 'loseOrDisrupt', rules: [...rules, '5.37'] };
    if (modeChangeFrozen(state, unit.id) && !mayDisperseAfterFire(state, unit.id)) {
      // [19.5] nothing to choose: the point is lost at once.
      targetLoss += 1;
      return { result, targetLoss, modeLoss: 1, eliminated: targetLoss >= unit.strength, stackLoss, ignored, choice: null, rules: [...rules, '19.5'] };
    }
    return { result, targetLoss, modeLoss: 0, eliminated, stackLoss, ignored, choice: 'disperseOrLose', rules };
  }
  // Travel: one point more, at once [5.32, 5.33].
  targetLoss += 1;
  return { result, targetLoss, modeLoss: 1, eliminated: targetLoss >= unit.strength, stackLoss, ignored, choice: null, rules };
}

/**
 * The outcome in a few words, every loss counted: "3 SP lost (2 + 1 in Travel)", "eliminated, 1 SP
 * more from the stack [9.43]", "1 SP lost, then disperse or 1 SP more", "D: no effect (dispersed)".
 */
export function describeHitOutcome(outcome: HitOutcome): string {
  const { result, targetLoss, modeLoss, eliminated, stackLoss, choice } = outcome;
  if (result === '-') return 'no effect';
  const parts: string[] = [];
  if (eliminated) {
    parts.push(`eliminated (${targetLoss} SP${modeLoss > 0 ? `, 1 of them for Travel [5.32]` : ''})`);
    if (stackLoss > 0) parts.push(`${stackLoss} SP more from the stack [9.43]`);
    return parts.join(', ');
  }
  if (targetLoss > 0) {
    const why = outcome.rules.includes('19.5') ? 'no dispersal [19.5]' : 'in Travel';
    const sum = modeLoss > 0 ? ` (${result === 'D' ? 'D' : targetLoss - modeLoss} + 1 ${why})` : '';
    parts.push(`${targetLoss} SP lost${sum}`);
  }
  if (choice === 'disperseOrLose') parts.push(`${targetLoss > 0 ? 'then ' : ''}disperse or lose 1 SP more`);
  if (choice === 'loseOrDisrupt') parts.push(`${targetLoss > 0 ? 'then ' : ''}lose 1 SP more or be disrupted [5.37]`);
  // Only a D leaves a unit untouched: it was dispersed or disrupted [5.33].
  if (parts.length === 0) return 'D: no effect on a dispersed or disrupted unit';
  return parts.join(', ');
}
