/**
 * The counters of scenario 28, Drop of the British 1st Airborne (17–18 Sept) [28.2, 28.3], and of
 * its extension, scenario 29 [29.2, 29.3], taken by id from the shared catalogue
 * (src/data/oob/*.json). Allied: everything serials 38–47 (group v, in England at the start) and
 * 48–54 (group w, from GT 12) carry, read from the England display (england.json); scenario 29 adds
 * the Poles' serials 55–58 (group x, from GT 43). German: the set-up (deployment.ts) and the
 * arrivals (reinforcements.ts). Formations: those of the counters and every formation above them.
 */
import { counterCatalogue, type Catalogue } from '../oob/catalogue';
import { englandCounterIds, type EnglandGroupSpec } from '../oob/englandSetup';
import { selectOrderOfBattle } from '../oob/select';
import type { OrderOfBattle } from '../oob/types';
import { D1_GERMAN_SETUP_COUNTERS } from './deployment';
import type { D1Reinforcement } from './reinforcements';

/** [28.2, 28.3] Serials 38–47 (group v) in England at the start; serials 48–54 (group w) from GT 12. */
export const D1_ENGLAND: readonly EnglandGroupSpec[] = [
  { group: 'v', serials: [38, 39, 40, 41, 42, 43, 44, 45, 46, 47] },
  { group: 'w', serials: [48, 49, 50, 51, 52, 53, 54], availableFrom: 12 },
];

/** [29.3] Scenario 29 adds the Poles, serials 55–58 (group x), from GT 43. */
export const D29_ENGLAND: readonly EnglandGroupSpec[] = [...D1_ENGLAND, { group: 'x', serials: [55, 56, 57, 58], availableFrom: 43 }];

/** The formations of the counters and every formation above them, in catalogue order. */
function formationIds(catalogue: Catalogue, counters: readonly string[]): string[] {
  const byId = new Map(catalogue.oob.formations.map((f) => [f.id, f]));
  const specs = new Map(catalogue.oob.counters.map((c) => [c.id, c]));
  const wanted = new Set<string>();
  for (const id of counters) {
    let formation = byId.get(specs.get(id)?.formationId ?? '');
    while (formation && !wanted.has(formation.id)) {
      wanted.add(formation.id);
      formation = formation.parentId ? byId.get(formation.parentId) : undefined;
    }
  }
  return catalogue.oob.formations.filter((f) => wanted.has(f.id)).map((f) => f.id);
}

/** The order of battle of scenario 28 or 29 (by its England groups and reinforcements) from a catalogue. */
export function drop1stOrderOfBattle(
  id: string,
  england: readonly EnglandGroupSpec[],
  reinforcements: readonly D1Reinforcement[],
  catalogue: Catalogue = counterCatalogue(),
): OrderOfBattle {
  const counters = [...D1_GERMAN_SETUP_COUNTERS, ...reinforcements.flatMap((r) => r.counters), ...englandCounterIds(england)];
  return selectOrderOfBattle(catalogue, { id, formations: formationIds(catalogue, counters), counters, leaders: [] });
}
