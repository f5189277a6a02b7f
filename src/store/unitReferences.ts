/**
 * Units in a save file as references to the counter catalogue (issue 17, docs/order-of-battle.md §8).
 *
 * In memory every `Unit` carries a copy of its counter's printed values (readers stay fast and
 * unchanged). In the file (version 4), a unit made from a catalogue counter is written under its
 * counter id with only the fields whose value differs from a fresh copy of that counter (full
 * strength, off the map, front face, no status: `toUnit(spec, { hex: null })`), i.e. what changes in
 * play (hex, mode, strength, status, arrival, …):
 *
 *   "us-506-2-d": { "hex": "C3011", "mode": "dispersed" }
 *
 * A written unit with an `id` is a full unit: units that are not catalogue counters (made in the
 * sandbox, hand-made test positions, leaders) and units missing a field the fresh counter has are
 * written in full, as before. Version 3 wrote references with a `counter` field naming the counter.
 *
 * Which values the counter had when the game was played: the header's `counters` gives, per counter
 * referred to, the fingerprint of its game values (`counterHash`); loading rebuilds each unit from
 * that version of the counter, the current one or one the build keeps (counterVersions.ts), so a
 * later data update never makes a save unreadable nor changes its replay. Version 3 files named one
 * fingerprint of the whole catalogue (`catalogueEdition`) and load only while it is unchanged.
 *
 * A game begun with a printed-values file (ARCHITECTURE §6) records those values in the header, in
 * the printed-values format (`printedValuesOfGame`, taken from the starting position's units), and
 * its references point into the catalogue with them applied: the rebuild is exact, and the
 * starting-position check rebuilds the set-up from the same values.
 */
import type { Unit } from '../rules/api';
import { counterCatalogue, type Catalogue } from '../scenarios/oob/catalogue';
import { loadPrintedValues } from '../scenarios/oob/printedCatalogue';
import { PRINTED_VALUES_FORMAT, type PrintedValuesFile } from '../scenarios/oob/printedOverride';
import { toUnit } from '../scenarios/oob/toUnits';
import { counterHash, counterVersion, SUPERSEDED, type SupersededCounters } from '../scenarios/oob/counterVersions';
import type { CounterSpec } from '../scenarios/oob/types';

/** A unit written as a reference (filed under its counter id): the fields that differ from a fresh counter. */
export type UnitReference = Partial<Omit<Unit, 'id'>>;

/** Per catalogue (the shipped one, or one with printed values): its counters by id and their fresh units. */
interface Counters {
  byId: ReadonlyMap<string, CounterSpec>;
  fresh: Map<string, Unit>;
}
const countersOf = new WeakMap<Catalogue, Counters>();

function counters(catalogue: Catalogue): Counters {
  let found = countersOf.get(catalogue);
  if (!found) {
    found = { byId: new Map(catalogue.oob.counters.map((c) => [c.id, c])), fresh: new Map() };
    countersOf.set(catalogue, found);
  }
  return found;
}

/** A fresh unit of the counter (never modified: callers copy what they take). */
function freshUnit(catalogue: Catalogue, spec: CounterSpec): Unit {
  const { fresh } = counters(catalogue);
  let unit = fresh.get(spec.id);
  if (!unit) {
    unit = toUnit(spec, { hex: null });
    fresh.set(spec.id, unit);
  }
  return unit;
}

/** Deep equality of plain JSON values (no path bookkeeping: this runs for every field of every unit on each autosave). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let count = 0;
  for (const key in ra) {
    if (ra[key] === undefined) continue;
    count += 1;
    if (!sameValue(ra[key], rb[key])) return false;
  }
  for (const key in rb) if (rb[key] !== undefined) count -= 1;
  return count === 0;
}

/** FNV-1a, 32 bits, as 8 hex digits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

let edition: string | null = null;

/**
 * A fingerprint of the shipped counters' values that units copy (not their sources or notes): a
 * version 3 save's references can only be rebuilt by the edition they were written against.
 */
export function catalogueEdition(): string {
  if (edition === null) {
    const shipped = counterCatalogue();
    const text = JSON.stringify(shipped.oob.counters.map((spec) => freshUnit(shipped, spec)));
    edition = `${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x01000193)}`;
  }
  return edition;
}

// ---------------------------------------------------------------------------------------------
// The printed values a game was begun with.

type PrintedEntry = PrintedValuesFile['counters'][string];

/** The printed values a unit carries where they differ from its shipped counter, in the printed-values file's names. */
function printedDifference(unit: Unit, base: Unit): PrintedEntry | null {
  const entry: PrintedEntry = {};
  if (unit.printedStrength !== base.printedStrength) entry.strength = unit.printedStrength;
  if (!sameValue(unit.effectiveness, base.effectiveness)) entry.effectiveness = unit.effectiveness;
  if ((unit.effectivenessParenthesized ?? false) !== (base.effectivenessParenthesized ?? false)) entry.parenthesized = unit.effectivenessParenthesized ?? false;
  if (unit.printedMorale !== base.printedMorale) entry.morale = unit.printedMorale;
  if (unit.range !== base.range) entry.range = unit.range;
  if (!sameValue(unit.modes, base.modes)) entry.modes = unit.modes;
  if ((unit.airborne ?? false) !== (base.airborne ?? false)) entry.airborne = unit.airborne ?? false;
  return Object.keys(entry).length > 0 ? entry : null;
}

/** Said in the header of a save whose printed values were read from its own units. */
export const PRINTED_VALUES_OF_GAME = 'the printed values this game was begun with';

/**
 * The printed-values file a game was begun with, read from its starting position's units: every
 * catalogue counter whose printed values differ from the shipped ones. Null when none differs.
 */
export function printedValuesOfGame(units: Readonly<Record<string, Unit>>): PrintedValuesFile | null {
  if (printedOf.has(units)) return printedOf.get(units)!;
  const printed = readPrintedValues(units);
  printedOf.set(units, printed);
  return printed;
}

/** Per units record (the store's starting position is the same object from one autosave to the next). */
const printedOf = new WeakMap<Readonly<Record<string, Unit>>, PrintedValuesFile | null>();

function readPrintedValues(units: Readonly<Record<string, Unit>>): PrintedValuesFile | null {
  const shipped = counterCatalogue();
  const { byId } = counters(shipped);
  const changed: PrintedValuesFile['counters'] = {};
  for (const unit of Object.values(units)) {
    const spec = byId.get(unit.id);
    if (!spec) continue;
    const difference = printedDifference(unit, freshUnit(shipped, spec));
    if (difference) changed[unit.id] = difference;
  }
  if (Object.keys(changed).length === 0) return null;
  return { format: PRINTED_VALUES_FORMAT, version: 1, source: PRINTED_VALUES_OF_GAME, counters: changed };
}

/**
 * The catalogue a game's units were made from: the shipped one with the printed values its
 * starting position carries, or undefined when it carries none (or values the catalogue refuses).
 */
export function catalogueOfGame(units: Readonly<Record<string, Unit>>): Catalogue | undefined {
  const printed = printedValuesOfGame(units);
  if (!printed) return undefined;
  const catalogue = catalogueWithPrintedValues(printed);
  return typeof catalogue === 'string' ? undefined : catalogue;
}

let lastPrinted: { text: string; catalogue: Catalogue | string } | null = null;

/**
 * The catalogue a printed-values file gives, or why it is refused (a plain clause). The last answer
 * is remembered: the autosave asks again after every command with the same values.
 */
export function catalogueWithPrintedValues(file: PrintedValuesFile | null | undefined): Catalogue | string {
  if (!file) return counterCatalogue();
  const text = JSON.stringify(file);
  if (lastPrinted?.text !== text) {
    const loaded = loadPrintedValues(file);
    lastPrinted = { text, catalogue: loaded.ok ? loaded.catalogue : loaded.error };
  }
  return lastPrinted.catalogue;
}

// ---------------------------------------------------------------------------------------------
// Writing and reading units.

/** The unit as the file writes it: a reference when it is a counter of the catalogue, else the unit itself. */
export function unitForFile(unit: Unit, catalogue: Catalogue): Unit | UnitReference {
  const spec = counters(catalogue).byId.get(unit.id);
  if (!spec) return unit;
  const base = freshUnit(catalogue, spec) as unknown as Record<string, unknown>;
  const own = unit as unknown as Record<string, unknown>;
  for (const key of Object.keys(base)) if (own[key] === undefined) return unit; // a reference cannot say "absent"
  const reference: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(own)) {
    if (key === 'id' || value === undefined) continue;
    if (!sameValue(value, base[key])) reference[key] = value;
  }
  return reference as UnitReference;
}

/**
 * The written form of each unit object, per catalogue: the store's positions share every unit a
 * command did not change (immer), so an autosave recomputes only the units that changed. Positions
 * are never changed in place (the engine returns new ones), so a remembered form stays true.
 */
const writtenOf = new WeakMap<Catalogue, WeakMap<Unit, Unit | UnitReference>>();

/** Every unit of a position as the file writes it. */
export function unitsForFile(units: Readonly<Record<string, Unit>>, catalogue: Catalogue): Record<string, Unit | UnitReference> {
  let cache = writtenOf.get(catalogue);
  if (!cache) {
    cache = new WeakMap();
    writtenOf.set(catalogue, cache);
  }
  const written: Record<string, Unit | UnitReference> = {};
  for (const [id, unit] of Object.entries(units)) {
    let form = cache.get(unit);
    if (!form) {
      form = unitForFile(unit, catalogue);
      cache.set(unit, form);
    }
    written[id] = form;
  }
  return written;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fingerprint of each counter a file's positions refer to (the header's `counters`, version 4). */
export function counterHashesForFile(positions: readonly Readonly<Record<string, Unit | UnitReference>>[], catalogue: Catalogue): Record<string, string> {
  const { byId } = counters(catalogue);
  const hashes: Record<string, string> = {};
  for (const units of positions) {
    for (const [id, written] of Object.entries(units)) {
      if ('id' in written || hashes[id] !== undefined) continue;
      hashes[id] = counterHash(byId.get(id)!);
    }
  }
  return hashes;
}

/** Does a parsed file's position hold any unit written as a reference (version 4: a unit without an id; version 3: with a `counter`)? */
export function hasReferences(position: unknown, version: number): boolean {
  if (!isRecord(position) || !isRecord(position.units)) return false;
  return Object.values(position.units).some((unit) => isRecord(unit) && (version >= 4 ? !('id' in unit) : 'counter' in unit));
}

/**
 * The catalogue as it was when a version 4 file was written: each counter the file refers to at the
 * version its fingerprint names (the current one, or one this build keeps: counterVersions.ts), or
 * a plain clause naming the first counter whose version is unknown or not kept. The same catalogue
 * object when every fingerprint is current.
 */
export function catalogueAtVersions(catalogue: Catalogue, hashes: Readonly<Record<string, unknown>>, superseded: SupersededCounters = SUPERSEDED): Catalogue | string {
  const { byId } = counters(catalogue);
  const replaced = new Map<string, CounterSpec>();
  for (const [id, hash] of Object.entries(hashes)) {
    const spec = byId.get(id);
    if (!spec) return `it refers to a counter "${id}" that is not in this version's counter catalogue`;
    if (typeof hash !== 'string') return `the values of counter "${id}" are not named by a fingerprint`;
    if (counterHash(spec) === hash) continue;
    const version = counterVersion(spec, hash, superseded);
    if (!version) return `${spec.name} ("${id}") was played with values of its counter (version ${hash}) that this version of the game does not keep`;
    replaced.set(id, version);
  }
  if (replaced.size === 0) return catalogue;
  return { ...catalogue, oob: { ...catalogue.oob, counters: catalogue.oob.counters.map((spec) => replaced.get(spec.id) ?? spec) } };
}

/**
 * Rebuild the units of a parsed file's position in place: each reference becomes the fresh counter
 * with the written fields over it. Full units are left as they are (the save schema checks every
 * unit afterwards). Version 4 references are filed under their counter id, and `hashes` (the
 * header's fingerprints) must name the version of the counter `catalogue` holds (catalogueAtVersions);
 * version 3 references name their counter. Returns a plain clause naming the unit when a reference is unusable.
 */
export function rebuildUnits(position: unknown, label: string, catalogue: Catalogue, hashes?: Readonly<Record<string, unknown>>): string | null {
  if (!isRecord(position) || !isRecord(position.units)) return null; // the schema says what is missing
  const units = position.units;
  for (const [id, entry] of Object.entries(units)) {
    if (!isRecord(entry)) continue;
    let base: Unit;
    let changed: Record<string, unknown>;
    if (hashes) {
      if ('id' in entry) continue;
      const spec = counters(catalogue).byId.get(id);
      if (!spec) return `${label}: unit "${id}" is written as a counter of the catalogue, but this version's counter catalogue has no counter "${id}"`;
      if (hashes[id] !== counterHash(spec)) return `${label}: unit "${id}" is written as a counter of the catalogue, but the file does not say which values that counter had`;
      base = freshUnit(catalogue, spec);
      changed = entry;
    } else {
      if (!('counter' in entry)) continue;
      const counterId = entry.counter;
      if (typeof counterId !== 'string') return `${label}: unit "${id}" refers to a counter by something that is not a counter id`;
      if ('id' in entry) return `${label}: unit "${id}" is written both as a reference to counter "${counterId}" and with an id of its own`;
      const spec = counters(catalogue).byId.get(counterId);
      if (!spec) return `${label}: unit "${id}" refers to counter "${counterId}", which is not in this version's counter catalogue`;
      base = freshUnit(catalogue, spec);
      const { counter: _counter, ...rest } = entry;
      changed = rest;
    }
    units[id] = { ...structuredClone(base), ...changed, id };
  }
  return null;
}
