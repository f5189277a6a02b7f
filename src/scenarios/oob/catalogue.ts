/**
 * The counter catalogue: every formation display of the game (src/data/oob/*.json) checked and
 * joined into one order of battle keyed by global counter ids that every scenario shares [21.0].
 *
 * `checkCatalogue` takes the files as data, so a test can hand it a broken copy; `COUNTER_CATALOGUE`
 * is the shipped data, checked once when first asked for. Every message names the file and entry.
 */
import { parseDisplayFile, type DisplayFile } from './displaySchema';
import type { CounterSpec, FormationSpec, LeaderSpec, OrderOfBattle } from './types';
import { DISPLAY_FILES } from '../../data/oob/files';

export interface Catalogue {
  displays: DisplayFile[];
  oob: OrderOfBattle;
  /** The display (file name) each counter, formation and leader is filed in. */
  fileOf: ReadonlyMap<string, string>;
}

export type CatalogueResult = { ok: true; catalogue: Catalogue } | { ok: false; error: string };

function formationSpec(f: DisplayFile['formations'][number]): FormationSpec {
  const { source: _source, ...spec } = f;
  return spec;
}

function leaderSpec(l: DisplayFile['leaders'][number]): LeaderSpec {
  const { entry: _entry, ...spec } = l;
  return spec;
}

/** Check every display file and the references between them. */
export function checkCatalogue(files: Readonly<Record<string, unknown>>): CatalogueResult {
  const problems: string[] = [];
  const displays: { file: string; display: DisplayFile }[] = [];
  for (const [file, data] of Object.entries(files)) {
    const parsed = parseDisplayFile(file, data);
    if (parsed.ok) displays.push({ file, display: parsed.display });
    else problems.push(parsed.error);
  }
  if (problems.length > 0) return { ok: false, error: problems.join('\n') };

  const fileOf = new Map<string, string>();
  const claim = (id: string, file: string, what: string) => {
    const prior = fileOf.get(id);
    if (prior !== undefined) problems.push(`${file}: ${what}: duplicate id "${id}" (already used in ${prior})`);
    else fileOf.set(id, file);
  };
  const letters = new Map<string, string>();
  for (const { file, display } of displays) {
    const prior = letters.get(display.display);
    if (prior !== undefined) problems.push(`${file}: display "${display.display}" is also ${prior}`);
    letters.set(display.display, file);
    display.formations.forEach((f, i) => claim(f.id, file, `formations[${i}]`));
    display.counters.forEach((c, i) => claim(c.id, file, `counters[${i}] (${c.name})`));
    display.leaders.forEach((l, i) => claim(l.id, file, `leaders[${i}] (${l.name})`));
  }

  const formations = new Map(displays.flatMap(({ display }) => display.formations.map((f) => [f.id, f] as const)));
  const counters = new Map(displays.flatMap(({ display }) => display.counters.map((c) => [c.id, c] as const)));
  for (const { file, display } of displays) {
    display.formations.forEach((f, i) => {
      const at = `${file}: formations[${i}] (${f.id})`;
      if (f.side !== display.side) problems.push(`${at}: a ${f.side} formation on a ${display.side} display`);
      if (f.parentId !== null && !formations.has(f.parentId)) problems.push(`${at}: unknown parent formation "${f.parentId}"`);
      if (f.hqCounterId !== null) {
        const hq = counters.get(f.hqCounterId);
        if (!hq) problems.push(`${at}: unknown HQ counter "${f.hqCounterId}"`);
        else if (hq.type !== 'hq') problems.push(`${at}: HQ counter ${hq.id} is a ${hq.type}, not an HQ`);
      }
    });
    display.counters.forEach((c, i) => {
      const at = `${file}: counters[${i}] (${c.id})`;
      const f = formations.get(c.formationId);
      if (!f) problems.push(`${at}: unknown formation "${c.formationId}"`);
      else if (f.side !== c.side) problems.push(`${at}: side ${c.side} but formation ${f.id} is ${f.side}`);
      if (c.side !== display.side) problems.push(`${at}: a ${c.side} counter on a ${display.side} display`);
    });
    display.leaders.forEach((l, i) => {
      const hq = counters.get(l.hqCounterId);
      if (!hq || hq.type !== 'hq') problems.push(`${file}: leaders[${i}] (${l.id}): "${l.hqCounterId}" is not an HQ counter [19.8]`);
    });
    const own = new Set(display.counters.map((c) => c.id));
    for (const [list, entries] of [['arrivals', display.arrivals ?? []], ['deployment', display.deployment ?? []]] as const) {
      entries.forEach((e, i) => {
        for (const id of e.formationIds) if (!formations.has(id)) problems.push(`${file}: ${list}[${i}]: unknown formation "${id}"`);
        for (const id of e.counterIds) if (!counters.has(id)) problems.push(`${file}: ${list}[${i}]: unknown counter "${id}"`);
      });
    }
    problems.push(...serialProblems(file, display, own));
    for (const m of [...(display.pathfinders ?? []), ...(display.supplyheads ?? [])]) {
      if (!formations.has(m.formationId)) problems.push(`${file}: marker ${m.id}: unknown formation "${m.formationId}"`);
    }
  }
  if (problems.length > 0) return { ok: false, error: problems.join('\n') };

  const oob: OrderOfBattle = {
    id: 'catalogue',
    formations: displays.flatMap(({ display }) => display.formations.map(formationSpec)),
    counters: displays.flatMap(({ display }) => display.counters as CounterSpec[]),
    leaders: displays.flatMap(({ display }) => display.leaders.map(leaderSpec)),
  };
  return { ok: true, catalogue: { displays: displays.map((d) => d.display), oob, fileOf } };
}

/** England: serials 1–58 each once, in their group's range, every counter of the display in one serial [14.4, 21.4]. */
function serialProblems(file: string, display: DisplayFile, own: ReadonlySet<string>): string[] {
  if (display.serials === undefined) return [];
  const problems: string[] = [];
  const groups = display.groups ?? [];
  const seenSerial = new Set<number>();
  const inSerial = new Map<string, number>();
  const leaders = new Set(display.leaders.map((l) => l.id));
  display.serials.forEach((s, i) => {
    const at = `${file}: serials[${i}] (${s.serial})`;
    if (seenSerial.has(s.serial)) problems.push(`${at}: serial ${s.serial} appears twice`);
    seenSerial.add(s.serial);
    const group = groups.find((g) => g.group === s.group);
    if (!group || s.serial < group.first || s.serial > group.last) problems.push(`${at}: serial ${s.serial} is not in group ${s.group}'s range`);
    for (const id of s.counterIds) {
      if (!own.has(id)) problems.push(`${at}: counter "${id}" is not on this display`);
      const prior = inSerial.get(id);
      if (prior !== undefined) problems.push(`${at}: counter "${id}" is already in serial ${prior}`);
      inSerial.set(id, s.serial);
    }
    for (const id of s.leaderIds ?? []) if (!leaders.has(id)) problems.push(`${at}: unknown leader "${id}"`);
  });
  for (const id of own) if (!inSerial.has(id)) problems.push(`${file}: counter "${id}" is in no serial [14.4]`);
  for (let n = 1; n <= 58; n++) if (!seenSerial.has(n)) problems.push(`${file}: serial ${n} is missing (serials run 1–58) [21.4]`);
  return problems;
}

let shipped: Catalogue | null = null;

/** The shipped catalogue; throws (a build error, not a player's) if the shipped data are broken. */
export function counterCatalogue(): Catalogue {
  if (shipped === null) {
    const result = checkCatalogue(DISPLAY_FILES);
    if (!result.ok) throw new Error(`the shipped order of battle is broken:\n${result.error}`);
    shipped = result.catalogue;
  }
  return shipped;
}
