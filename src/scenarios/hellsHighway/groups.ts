/**
 * Naming groups of counters the way 24.2 and 24.3 do: "(all)" of a formation, or single counters.
 * "(all)" means every counter filed under the formation except its HQ, which the scenario always
 * lists on its own (the bold names); "(one only)" and "(xN)" name single counters.
 */
import type { CounterSpec } from '../oob/types';

export interface CounterGroup {
  /** Formations whose every non-HQ counter is in the group ("(all)"). */
  all: readonly string[];
  /** Counter ids named one by one (HQs, "(one only)", "(xN)"). */
  counters: readonly string[];
}

/** The counter ids of a group, in order-of-battle order; throws on a name that is not in the data. */
export function groupCounterIds(specs: readonly CounterSpec[], group: CounterGroup): string[] {
  const known = new Set(specs.map((s) => s.id));
  for (const id of group.counters) if (!known.has(id)) throw new Error(`scenario names unknown counter ${id}`);
  for (const formationId of group.all) {
    if (!specs.some((s) => s.formationId === formationId && s.type !== 'hq')) throw new Error(`scenario names formation ${formationId}, which has no counters`);
  }
  return specs
    .filter((s) => group.counters.includes(s.id) || (s.type !== 'hq' && group.all.includes(s.formationId)))
    .map((s) => s.id);
}
