/**
 * Re-dropping an airborne supplyhead [11.14]: once every HQ of an airborne division (or of the Polish
 * brigade) has been out of supply for ten Game-Turns in a row, for some reason other than
 * disruption, the Allied player may drop that formation's supplyhead again for one Lift Point.
 *
 * What is here: the streak, counted in `state.supply.redropStreaks` at each Allied Command Phase
 * (one per Game-Turn) from the HQ judgments that phase makes, and the eligibility question. The drop
 * itself goes through the air-landing procedure with A and L results read as S1:
 * airLanding/commands/dropSupplyhead.ts (docs/air-landing.md).
 *
 * Readings (docs/supply.md):
 * - The HQs that count are those of the formation or below it that stand on the map; HQs not yet
 *   landed or eliminated are left aside. A phase with none on the map does not count.
 * - A phase counts when every one of them is judged unsupplied. One found supplied ends the streak.
 * - Disruption: a phase in which any of them is disrupted does not count, and (default) ends the
 *   streak; with option `supplyheadRedropDisruptionPauses` it leaves the streak as it was.
 * - The player's right to leave an HQ out of supply on purpose has no command yet; the streak reads
 *   the traced judgments only.
 */
import type { GameEvent } from '../core/events';
import type { Formation } from '../core/formation';
import { formationAncestors, isWithin } from '../core/formation';
import type { GameState } from '../core/gameState';
import { snapshot } from '../state/snapshot';
import { formationsByHq } from './hqRoles';
import type { SupplyReport } from './judgment';
import { supplyOptions } from './options';
import { unitById } from '../state/unitBuckets';

/** [11.14] Game-Turns in a row every HQ must have been out of supply. */
export const REDROP_STREAK_NEEDED = 10;
/** [11.14] what the re-drop costs. */
export const REDROP_LIFT_POINTS = 1;

/**
 * The formations that own a supplyhead [11.13, 11.14]: airborne divisions, plus an airborne
 * formation at the top of its airborne tree (the Polish brigade, which has no airborne division above).
 */
export function redropFormations(state: GameState): Formation[] {
  return Object.values(state.formations).filter((f) => {
    if (!f.airborne || f.side !== 'allied') return false;
    if (f.echelon === 'division') return true;
    return !formationAncestors(state.formations, f.parentId).some((a) => a.airborne);
  });
}

/** How one Allied Command Phase bears on a formation's streak. */
export interface RedropPhaseFinding {
  /** `count`: one more turn; `reset`: back to 0; `hold`: left as it was. */
  effect: 'count' | 'reset' | 'hold';
  reason: string;
}

/** What this phase's HQ judgments mean for one formation's streak [11.14]. */
export function redropPhaseFinding(state: GameState, report: SupplyReport, formationId: string, byHq = formationsByHq(state)): RedropPhaseFinding {
  const hqs = Object.values(report.hqs).filter((j) => {
    if (!j.judged) return false; // [11.14 reading] HQs off the map are left aside
    const commands = byHq.get(j.unitId)?.id ?? unitById(state, j.unitId)?.formationId;
    return isWithin(state.formations, commands, formationId);
  });
  if (hqs.length === 0) return { effect: 'reset', reason: 'no HQ of the formation stands on the map' };
  const supplied = hqs.find((j) => j.verdict.supplied);
  if (supplied) return { effect: 'reset', reason: `${supplied.name} is in supply` };
  const disrupted = hqs.find((j) => unitById(state, j.unitId)?.status.disrupted);
  if (disrupted) {
    const pauses = supplyOptions(state).redropDisruptionPauses;
    return { effect: pauses ? 'hold' : 'reset', reason: `${disrupted.name} is disrupted (disruption does not count toward the streak)` };
  }
  return { effect: 'count', reason: `all ${hqs.length} HQs of the formation are out of supply` };
}

/**
 * Update every supplyhead formation's streak from the Allied Command Phase's report [11.14]; a
 * change is logged. Called by applyCommandPhaseSupply for the Allied side.
 */
export function updateRedropStreaks(draft: GameState, report: SupplyReport, events: GameEvent[]): void {
  if (report.side !== 'allied') return;
  // Read from a snapshot (state/snapshot.ts): the findings read every unit, which through the draft would draft each.
  const now = snapshot(draft);
  const byHq = formationsByHq(now);
  for (const formation of redropFormations(now)) {
    const finding = redropPhaseFinding(now, report, formation.id, byHq);
    const before = draft.supply.redropStreaks?.[formation.id] ?? 0;
    const after = finding.effect === 'count' ? before + 1 : finding.effect === 'reset' ? 0 : before;
    if (after === before) continue;
    draft.supply.redropStreaks = { ...draft.supply.redropStreaks, [formation.id]: after };
    events.push({
      type: 'supplyheadRedropStreak',
      formationId: formation.id,
      formationName: formation.designation,
      streak: after,
      needed: REDROP_STREAK_NEEDED,
      eligible: after >= REDROP_STREAK_NEEDED,
      reason: finding.reason,
      rule: '11.14',
    });
  }
}

export interface RedropEligibility {
  eligible: boolean;
  streak: number;
  needed: typeof REDROP_STREAK_NEEDED;
  /** What the drop costs when made (through the air-landing procedure, dropSupplyhead). */
  liftPoints: typeof REDROP_LIFT_POINTS;
  reason: string;
}

/** May the Allied player re-drop this formation's supplyhead now [11.14]? */
export function supplyheadRedropEligible(state: GameState, divisionId: string): RedropEligibility {
  const base = { needed: REDROP_STREAK_NEEDED, liftPoints: REDROP_LIFT_POINTS } as const;
  const formation = state.formations[divisionId];
  if (!formation || !redropFormations(state).some((f) => f.id === divisionId)) {
    return { ...base, eligible: false, streak: 0, reason: `${formation?.designation ?? divisionId} is not an airborne formation with a supplyhead` };
  }
  const streak = state.supply.redropStreaks?.[divisionId] ?? 0;
  if (streak >= REDROP_STREAK_NEEDED) {
    return { ...base, eligible: true, streak, reason: `every HQ of ${formation.designation} has been out of supply for ${streak} Game-Turns in a row; the supplyhead may be dropped again for ${REDROP_LIFT_POINTS} Lift Point` };
  }
  return { ...base, eligible: false, streak, reason: `every HQ of ${formation.designation} has been out of supply for ${streak} of the ${REDROP_STREAK_NEEDED} Game-Turns in a row needed` };
}
