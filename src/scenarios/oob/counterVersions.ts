/**
 * Versions of a counter's values (issue 17, docs/order-of-battle.md §8). A save refers to counters
 * instead of copying their printed values, so a later build that changes a shipped value (a
 * reconstructed strength replaced by the printed one) must still rebuild an older save's units as
 * they were when it was played, or its replay would not be the game that was saved.
 *
 * * `counterHash(spec)` is a short fingerprint of the values a unit takes from its counter and the
 *   rules read (not its label, history or sources); a save writes it for every counter it refers to.
 * * `src/data/oob/superseded.json` keeps, per counter, the earlier values of every changed field
 *   (the build keeps old versions, so a save never has to): `counterVersion(spec, hash)` finds the
 *   version a save's hash names — the current one, or the current one with an earlier set of values.
 * * `src/data/oob/releasedHashes.json` lists every version of every counter a build has shipped; a
 *   test (tests/scenarios/counterVersions.test.ts) refuses a data change that leaves one unreachable.
 */
import supersededData from '../../data/oob/superseded.json';
import type { CounterSpec } from './types';

/** Earlier values of a counter: the fields that changed, as they were. */
export type EarlierValues = Partial<Omit<CounterSpec, 'id' | 'provenance'>>;
/** Per counter id, its earlier versions, oldest first. */
export type SupersededCounters = Readonly<Record<string, readonly EarlierValues[]>>;

export const SUPERSEDED: SupersededCounters = (supersededData as { counters: SupersededCounters }).counters;

/** FNV-1a, 32 bits, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The values the rules read from a counter, in a fixed order (keys of effectiveness sorted). */
function gameValues(spec: CounterSpec): unknown[] {
  const effectiveness = Object.entries(spec.effectiveness).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [spec.side, spec.nationality, spec.type, spec.formationId, spec.strength, effectiveness, spec.parenthesized, spec.bridgeLetter, spec.morale, spec.range, spec.travelPrinted, spec.modes, spec.airborne];
}

const hashOf = new WeakMap<CounterSpec, string>();

/** A short fingerprint of a counter's game values (8 hex digits). */
export function counterHash(spec: CounterSpec): string {
  let hash = hashOf.get(spec);
  if (hash === undefined) {
    hash = fnv1a(JSON.stringify(gameValues(spec)));
    hashOf.set(spec, hash);
  }
  return hash;
}

/**
 * The version of `spec` whose fingerprint is `hash`: the counter as it is, or as it was with one of
 * its earlier sets of values; null when this build keeps no such version.
 */
export function counterVersion(spec: CounterSpec, hash: string, superseded: SupersededCounters = SUPERSEDED): CounterSpec | null {
  if (counterHash(spec) === hash) return spec;
  for (const earlier of superseded[spec.id] ?? []) {
    const version: CounterSpec = { ...spec, ...earlier, id: spec.id };
    if (counterHash(version) === hash) return version;
  }
  return null;
}

/**
 * What a data change would break (for the test that guards the data): a released version of a
 * counter that neither its current values nor its kept earlier values give, or a counter whose
 * current values were never recorded as released. One plain line per problem, naming the counter
 * and what to do.
 */
export function counterVersionProblems(counters: readonly CounterSpec[], released: Readonly<Record<string, readonly string[]>>, superseded: SupersededCounters = SUPERSEDED): string[] {
  const problems: string[] = [];
  const byId = new Map(counters.map((spec) => [spec.id, spec]));
  for (const [id, hashes] of Object.entries(released)) {
    const spec = byId.get(id);
    if (!spec) {
      problems.push(`counter "${id}" was released and is gone: saves that refer to it could not be loaded (keep the counter)`);
      continue;
    }
    for (const hash of hashes) {
      if (!counterVersion(spec, hash, superseded)) {
        problems.push(`${spec.name} ("${id}"): its released values ${hash} are lost; add the values it had before the change to superseded.json under "${id}"`);
      }
    }
  }
  for (const spec of counters) {
    const hashes = released[spec.id];
    if (hashes?.[hashes.length - 1] !== counterHash(spec)) {
      problems.push(`${spec.name} ("${spec.id}"): its current values ${counterHash(spec)} are not recorded; append "${counterHash(spec)}" to its list in releasedHashes.json`);
    }
  }
  return problems;
}
