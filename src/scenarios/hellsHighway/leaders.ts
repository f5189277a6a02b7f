/**
 * Leaders in scenario 24 [19.8]. 24.2 and 24.3 name none, but the two whose HQs are in the scenario
 * are in play by default (option `leaders`, docs/scenarios.md): Erdmann's printed entry (GT 52) is
 * the very turn his 7xx HQ arrives [24.3], and von Maltzahn's (GT 18) lies before the scenario starts,
 * so he is with his 107x HQ at the start. Each comes on, or sets up, with his HQ.
 */
import { leaderUnit } from '../../rules/leaders/leaderUnit';
import type { Unit } from '../../rules/core/unit';
import type { CounterSpec, FormationSpec, LeaderSpec } from '../oob/types';

/** A leader counter for each spec, leading the formation his HQ commands, off the map until placed. */
export function hellsHighwayLeaders(leaders: readonly LeaderSpec[], formations: readonly FormationSpec[], counters: readonly CounterSpec[]): Unit[] {
  return leaders.map((l) => {
    const formation = formations.find((f) => f.hqCounterId === l.hqCounterId);
    const hq = counters.find((c) => c.id === l.hqCounterId);
    if (!formation || !hq) throw new Error(`leader ${l.id}: no formation is commanded by ${l.hqCounterId}`);
    return leaderUnit({ id: l.id, name: l.name, side: l.side, nationality: hq.nationality, leads: formation.id, hqUnitId: hq.id, hex: null });
  });
}
