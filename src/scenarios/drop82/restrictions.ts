/**
 * Restrictions of scenario 27 [27.1, 27.41] as data: the regimental HQ posts held from the end of
 * GT 3 to the end of play, Map B only with no exit for anyone, and the units out of supply as play
 * begins. Enforced by src/rules/scenario (restrictions.ts), the movement rules and the supply rules.
 * 27.42 (unsupplied Allied units counted as destroyed at the end) is part of the victory data.
 */
import type { PlayArea } from '../../rules/state/playArea';
import type { HqPost, ScenarioRestrictions } from '../../rules/state/scenarioRestrictions';
import type { CounterSpec } from '../oob/types';
import { D82_START_TURN } from './calendar';

/**
 * [27.41] The posts are taken "at the conclusion of" GT 3 and held for the rest of play: nothing
 * happens between the end of GT 3 and the start of GT 4, so each HQ is checked as GT 4 begins and
 * pinned from then on (the posts of 26.51 work the same way).
 */
export const D82_POST_TURN = 4;
export const D82_HQ_POSTS: readonly HqPost[] = [
  { unitId: 'us-504-hq', hex: 'B1332', fromTurn: D82_POST_TURN, holds: true, rule: '27.41' },
  { unitId: 'us-505-hq', hex: 'B2148', fromTurn: D82_POST_TURN, holds: true, rule: '27.41' },
  { unitId: 'us-508-hq', hex: 'B3044', fromTurn: D82_POST_TURN, holds: true, rule: '27.41' },
];

/** [27.1] Every unit of the 504th regiment and every German unit on the map as play begins start out of supply. */
export const D82_504TH_FORMATIONS = ['504/82', '1/504', '2/504', '3/504'];

export function startUnsuppliedUnits(counters: readonly CounterSpec[], germanSetUp: readonly string[]): string[] {
  const the504th = counters.filter((c) => D82_504TH_FORMATIONS.includes(c.formationId)).map((c) => c.id);
  return [...the504th, ...germanSetUp];
}

export function drop82Restrictions(counters: readonly CounterSpec[], germanSetUp: readonly string[]): ScenarioRestrictions {
  return {
    hqPosts: D82_HQ_POSTS.map((p) => ({ ...p })),
    exitDeadline: null,
    startUnsupplied: { unitIds: startUnsuppliedUnits(counters, germanSetUp), throughTurn: D82_START_TURN, rule: '27.1' },
  };
}

/** [27.1] Map B only (both overlap rows counted in); no unit may leave it. */
export function drop82PlayArea(): PlayArea {
  // The view opens among the three drop zones (B1332, B2048, B2449), where the Allied player's first
  // phase is played, rather than on the German set-up in Nijmegen.
  return { section: 'B', minRow: 1, maxRow: 39, rule: '27.1', centre: 'B2040' };
}
