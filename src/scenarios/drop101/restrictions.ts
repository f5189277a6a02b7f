/**
 * Restrictions of scenario 26 [26.51, 26.52] as data: the regimental HQ posts from the start of GT 3
 * (the 501st's and 502nd's may not move off them again) and the 506th's march off Map C by C0117
 * before GT 8 ends. Enforced by src/rules/scenario (restrictions.ts) and the movement rules.
 */
import type { HexId } from '../../rules/hex';
import type { PlayArea } from '../../rules/state/playArea';
import type { HqPost, ScenarioRestrictions } from '../../rules/state/scenarioRestrictions';
import type { CounterSpec } from '../oob/types';

/** [26.51] The posts, from the start of GT 3. */
export const D101_POST_TURN = 3;
export const D101_HQ_POSTS: readonly HqPost[] = [
  { unitId: 'us-506-hq', hex: 'C0715', fromTurn: D101_POST_TURN, holds: false, rule: '26.51' },
  { unitId: 'us-502-hq', hex: 'C1013', fromTurn: D101_POST_TURN, holds: true, rule: '26.51' },
  { unitId: 'us-501-hq', hex: 'C3013', fromTurn: D101_POST_TURN, holds: true, rule: '26.51' },
];

/** [26.52] The 506th leaves by C0117 (the south edge road to Eindhoven) by the end of GT 8. */
export const D101_EXIT_HEX: HexId = 'C0117';
export const D101_EXIT_BY_TURN = 8;
export const D101_506TH_FORMATIONS = ['506/101', '1/506', '2/506', '3/506'];

/** The 506th's counters in this order of battle. */
export function the506th(counters: readonly CounterSpec[]): string[] {
  return counters.filter((c) => D101_506TH_FORMATIONS.includes(c.formationId)).map((c) => c.id);
}

export function drop101Restrictions(counters: readonly CounterSpec[]): ScenarioRestrictions {
  return {
    hqPosts: D101_HQ_POSTS.map((p) => ({ ...p })),
    exitDeadline: { unitIds: the506th(counters), hex: D101_EXIT_HEX, byTurn: D101_EXIT_BY_TURN, rule: '26.52' },
  };
}

/** [26.1] Map C only; [26.52] the 506th (and only it) may leave, by C0117 on the south edge. */
export function drop101PlayArea(counters: readonly CounterSpec[]): PlayArea {
  return {
    section: 'C',
    minRow: 1,
    maxRow: 61,
    rule: '26.1',
    exits: [{ side: 'allied', edges: ['south'], northOfRow: 0, rule: '26.52', hexes: [D101_EXIT_HEX], unitIds: the506th(counters) }],
  };
}
