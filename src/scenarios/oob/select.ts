/**
 * A scenario's order of battle taken from the shared catalogue by id [21.0]: the scenario names its
 * formations, counters and leaders, in the order it wants them; the values come from the catalogue.
 * A formation's HQ counter that the scenario does not use is dropped from the formation (it is not
 * in that game), so the chain of command only names units that exist [17.0].
 */
import type { Catalogue } from './catalogue';
import type { OrderOfBattle } from './types';

export interface ScenarioSelection {
  id: string;
  formations: readonly string[];
  counters: readonly string[];
  leaders: readonly string[];
}

function pick<T extends { id: string }>(all: readonly T[], ids: readonly string[], what: string, scenario: string): T[] {
  const byId = new Map(all.map((x) => [x.id, x]));
  return ids.map((id) => {
    const found = byId.get(id);
    if (!found) throw new Error(`scenario ${scenario} names ${what} "${id}", which is not in the catalogue`);
    return found;
  });
}

export function selectOrderOfBattle(catalogue: Catalogue, selection: ScenarioSelection): OrderOfBattle {
  const { oob } = catalogue;
  const counters = pick(oob.counters, selection.counters, 'counter', selection.id);
  const present = new Set(counters.map((c) => c.id));
  const formations = pick(oob.formations, selection.formations, 'formation', selection.id).map((f) =>
    f.hqCounterId !== null && !present.has(f.hqCounterId) ? { ...f, hqCounterId: null } : f,
  );
  return { id: selection.id, formations, counters, leaders: pick(oob.leaders, selection.leaders, 'leader', selection.id) };
}
