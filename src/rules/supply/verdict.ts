/**
 * The answer of every supply question: supplied (by which case, through which HQ or source, along
 * which hexes) or not (by which case, and why), and its Explanation for the log and the screen.
 */
import type { Explanation } from '../core/explanation';
import type { HexId } from '../hex';
import type { EngineerCrossing } from './engineerCrossings';

/** A path that crosses a canal or river by engineers, and the halved limit it kept to [11.24]. */
export interface CrossingUse {
  crossings: EngineerCrossing[];
  /** The limit the path had to meet: hexes, or MP for the regimental trace. */
  limit: number;
  unit: 'hexes' | 'MP';
}

export type SupplyVerdict =
  | { supplied: true; rule: string; via: string; path: HexId[]; engineerCrossing?: CrossingUse }
  | { supplied: false; rule: string; reason: string };

/** The crossing in plain words, e.g. `C3010|C3011 (river) by eng-1`. */
export function describeCrossings(use: CrossingUse): string {
  return use.crossings.map((c) => `${c.hexes[0]}|${c.hexes[1]} (${c.waterway}) by ${c.engineerId}`).join(', ');
}

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
    const use = verdict.engineerCrossing;
    if (!use) return { kind, rule: verdict.rule, inputs: base, modifiers: [], tables: [], result: `${subject} is in supply through ${verdict.via} [${verdict.rule}]` };
    base.engineerCrossing = describeCrossings(use);
    base.halvedLimit = use.limit;
    const modifiers = [{ rule: '11.24', what: `path crosses by engineers: ${describeCrossings(use)}`, value: use.limit, applies: `supply path limit (${use.unit})` }];
    const result = `${subject} is in supply through ${verdict.via}, crossing by engineers at ${describeCrossings(use)} (limit halved to ${use.limit} ${use.unit}) [${verdict.rule}, 11.24]`;
    return { kind, rule: verdict.rule, inputs: base, modifiers, tables: [], result };
  }
  return { kind, rule: verdict.rule, inputs: base, modifiers: [], tables: [], result: `${subject} is out of supply: ${verdict.reason} [${verdict.rule}]` };
}
