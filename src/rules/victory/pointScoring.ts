/**
 * Results of the point-counting victory sets [28.51, 28.52, 29.51] and of the graded one [29.52].
 * A condition's points are those it reports (its `points`, 1 by default, when met; the graded
 * conditions of 28.52 report what they give). During play the result has no winner yet and its label
 * names where the position now stands (the status panel adds "so far").
 */
import type { ConditionReport, NetPointsScoring, TiersScoring, VictoryLevel, VictoryResult } from './types';

const SIDE = { allied: 'Allied', german: 'German' } as const;
const LEVEL: Record<VictoryLevel, string> = { decisive: 'Decisive', substantive: 'Substantive', marginal: 'Marginal' };

function label(winner: 'allied' | 'german' | 'draw', level: VictoryLevel | null): string {
  if (winner === 'draw') return 'Draw';
  return `${SIDE[winner]} ${level ? `${LEVEL[level]} ` : ''}Victory`;
}

/** Points a condition gives in its report now. */
export function pointsOf(report: ConditionReport): number {
  return report.points ?? (report.status === 'met' ? 1 : 0);
}

/** [28.51, 29.51] Net points (scoring side less the other) into a band. */
export function netPointsResult(scoring: NetPointsScoring, conditions: readonly ConditionReport[], final: boolean, rule: string): VictoryResult {
  const own = conditions.filter((c) => c.side === scoring.side).reduce((s, c) => s + pointsOf(c), 0);
  const other = conditions.filter((c) => c.side !== scoring.side).reduce((s, c) => s + pointsOf(c), 0);
  const net = own - other;
  const other_ = scoring.side === 'german' ? 'Allied' : 'German';
  const reason = `${SIDE[scoring.side]} points ${own}, ${other_} points ${other}: net ${net}${final ? '' : ' on the position now (most conditions are judged at the end)'}.`;
  const band = scoring.bands.find((b) => net >= b.atLeast);
  const { winner, level } = band ?? scoring.otherwise;
  return { winner: final ? winner : null, level: final ? level : null, label: label(winner, level), reason, rule };
}

/** [29.52] The first level all of whose conditions are met; anything else wins for `otherwise`. */
export function tiersResult(scoring: TiersScoring, conditions: readonly ConditionReport[], final: boolean, rule: string): VictoryResult {
  const so = final ? '' : ' so far';
  const byId = new Map(conditions.map((c) => [c.id, c]));
  // During play an open condition that holds on the position now counts (its points are above 0).
  const holds = (c: ConditionReport | undefined) => c !== undefined && (c.status === 'met' || (!final && c.status === 'open' && (c.points ?? 0) > 0));
  for (const tier of scoring.tiers) {
    if (!tier.conditionIds.every((id) => holds(byId.get(id)))) continue;
    return {
      winner: final ? scoring.side : null,
      level: final ? tier.level : null,
      label: label(scoring.side, tier.level),
      reason: `Every condition of the ${LEVEL[tier.level]} level ${final ? 'is met' : 'holds on the position now'}.`,
      rule,
    };
  }
  const reason = `No level of ${SIDE[scoring.side]} victory has all its conditions met${so}; anything else is an ${SIDE[scoring.otherwise]} victory.`;
  return { winner: final ? scoring.otherwise : null, level: null, label: final ? label(scoring.otherwise, null) : 'Undecided', reason, rule };
}
