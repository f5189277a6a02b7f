/**
 * The formations a scenario's counters belong to, with every formation above them, in catalogue
 * order [17.0]: what a scenario that names its counters one by one (the drops) puts in play.
 */
import type { Catalogue } from './catalogue';

export function formationsOf(catalogue: Catalogue, counters: readonly string[]): string[] {
  const byId = new Map(catalogue.oob.formations.map((f) => [f.id, f]));
  const counterById = new Map(catalogue.oob.counters.map((c) => [c.id, c]));
  const wanted = new Set<string>();
  for (const id of counters) {
    let formation = byId.get(counterById.get(id)?.formationId ?? '');
    while (formation && !wanted.has(formation.id)) {
      wanted.add(formation.id);
      formation = formation.parentId ? byId.get(formation.parentId) : undefined;
    }
  }
  return catalogue.oob.formations.filter((f) => wanted.has(f.id)).map((f) => f.id);
}
