/**
 * The answer of every supply question: supplied (by which case, through which HQ or source, along
 * which hexes) or not (by which case, and why), and its Explanation for the log and the screen.
 */
import type { Explanation } from '../engine/explanation';
import type { HexId } from '../hex';

export type SupplyVerdict =
  | { supplied: true; rule: string; via: string; path: HexId[] }
  | { supplied: false; rule: string; reason: string };

/** An Explanation of one supply judgment [11.0]. */
export function supplyExplanation(
  subject: string,
  verdict: SupplyVerdict,
  inputs: Record<string, number | string | boolean> = {},
  kind: Explanation['kind'] = 'supply',
): Explanation {
  const base: Record<string, number | string | boolean> = { unit: subject, ...inputs };
  if (verdict.supplied) {
    base.via = verdict.via;
    base.pathHexes = Math.max(0, verdict.path.length - 1);
    return { kind, rule: verdict.rule, inputs: base, modifiers: [], tables: [], result: `${subject} is in supply through ${verdict.via} [${verdict.rule}]` };
  }
  return { kind, rule: verdict.rule, inputs: base, modifiers: [], tables: [], result: `${subject} is out of supply: ${verdict.reason} [${verdict.rule}]` };
}
