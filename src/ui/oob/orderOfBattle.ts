/**
 * What the order-of-battle view shows, worked out from the catalogue (no React here): a display's
 * formations as a tree, a counter's chain of command, and when and where it arrives.
 */
import type { Catalogue } from '../../scenarios/oob/catalogue';
import type { DisplayFile } from '../../scenarios/oob/displaySchema';
import type { CounterSpec, FormationSpec } from '../../scenarios/oob/types';

export interface FormationNode {
  formation: DisplayFile['formations'][number];
  counters: CounterSpec[];
  children: FormationNode[];
}

/** Display letters in the order of the rules: German a–n, Allied ground y, z, then England. */
export function displaysInOrder(catalogue: Catalogue): DisplayFile[] {
  const key = (d: DisplayFile) => (d.display === 'england' ? 'zz' : d.display);
  return [...catalogue.displays].sort((a, b) => key(a).localeCompare(key(b)));
}

/** The counter's values as the catalogue holds them now (printed values loaded or not). */
export function counterById(catalogue: Catalogue, id: string): CounterSpec | undefined {
  return catalogue.oob.counters.find((c) => c.id === id);
}

/** The display's formations as trees: tops are those whose parent is on another display or none. */
export function formationTree(catalogue: Catalogue, display: DisplayFile): FormationNode[] {
  const here = new Set(display.formations.map((f) => f.id));
  const node = (f: DisplayFile['formations'][number]): FormationNode => ({
    formation: f,
    counters: display.counters.filter((c) => c.formationId === f.id).map((c) => counterById(catalogue, c.id) ?? (c as CounterSpec)),
    children: display.formations.filter((child) => child.parentId === f.id).map(node),
  });
  return display.formations.filter((f) => f.parentId === null || !here.has(f.parentId)).map(node);
}

/** The chain of command of a counter, from its own formation up [17.0]. */
export function chainOfCommand(catalogue: Catalogue, counter: CounterSpec): FormationSpec[] {
  const byId = new Map(catalogue.oob.formations.map((f) => [f.id, f]));
  const chain: FormationSpec[] = [];
  let f = byId.get(counter.formationId);
  while (f && chain.length < 10) {
    chain.push(f);
    f = f.parentId === null ? undefined : byId.get(f.parentId);
  }
  return chain;
}

/** Where and when the counter comes: its England serial, or its display's arrival code or deployment key entry. */
export function arrivalOf(catalogue: Catalogue, display: DisplayFile, counter: CounterSpec): string {
  const serial = display.serials?.find((s) => s.counterIds.includes(counter.id));
  if (serial) return `England, serial ${serial.serial} (group ${serial.group}): lands by air when the Allied player spends a Lift Point [14.4, 14.61]`;
  const chain = new Set(chainOfCommand(catalogue, counter).map((f) => f.id));
  const names = (e: { counterIds: string[]; formationIds: string[] }) => e.counterIds.includes(counter.id) || e.formationIds.some((id) => chain.has(id));
  const arrival = display.arrivals?.find(names);
  if (arrival) return `arrival code ${arrival.code}: Game-Turn ${arrival.turn}, Map ${arrival.map} ${arrival.hex ?? `${arrival.edge} edge`} (${arrival.source})`;
  const deployed = display.deployment?.find(names);
  if (deployed) return `sets up ${deployed.adjacent ? 'on or next to' : 'on'} ${deployed.hex}${deployed.entrenched ? ', entrenched' : ''}${deployed.disrupted ? ', disrupted' : ''} (${deployed.source})`;
  return `with display ${display.display}: the scenario's set-up or reinforcement list says where and when; the display's own key for it is not in the rules text`;
}

/** Who an arrival or deployment entry names, in words: formations by designation, counters by name. */
function whoOf(catalogue: Catalogue, entry: { counterIds: string[]; formationIds: string[] }): string {
  const formations = entry.formationIds.map((id) => catalogue.oob.formations.find((f) => f.id === id)?.designation ?? id);
  const counters = entry.counterIds.map((id) => counterById(catalogue, id)?.name ?? id);
  return [...formations, ...counters].join(', ') || '—';
}

/** The display's deployment key and arrival codes, one line each, in turn order [21.0, 22.1, 31.11]. */
export function displayKeyLines(catalogue: Catalogue, display: DisplayFile): string[] {
  const deployment = (display.deployment ?? []).map(
    (d) => `set-up ${d.adjacent ? 'on or next to' : 'on'} ${d.hex}${d.entrenched ? ', entrenched' : ''}${d.disrupted ? ', disrupted' : ''}: ${whoOf(catalogue, d)} (${d.source})`,
  );
  const arrivals = [...(display.arrivals ?? [])]
    .sort((a, b) => a.turn - b.turn)
    .map((a) => `${a.code}: Game-Turn ${a.turn}, Map ${a.map} ${a.hex ?? `${a.edge} edge`}: ${whoOf(catalogue, a)} (${a.source})`);
  return [...deployment, ...arrivals];
}

/** What the front face prints: `6-3`, `2-(3)`, `4-d6` for guns (dispersed front face [13.1]), `8-B`. */
export function frontFaceLabel(c: CounterSpec): string {
  if (c.bridgeLetter !== null) return `${c.strength}-${c.bridgeLetter}`;
  const e = c.effectiveness.concentrated ?? c.effectiveness.dispersed;
  const shown = e === undefined ? '-' : c.parenthesized ? `(${e})` : String(e);
  return `${c.strength}-${shown}`;
}
