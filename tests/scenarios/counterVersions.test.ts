// A data update never loses a saved game (issue 17, docs/order-of-battle.md §8): saves name the
// version of each counter's values they were played with (counterHash); every version ever
// shipped stays reachable, from the current data or the earlier values kept in superseded.json.
import { describe, expect, it } from 'vitest';
import released from '../../src/data/oob/releasedHashes.json';
import { counterCatalogue } from '../../src/scenarios/oob/catalogue';
import { counterHash, counterVersion, counterVersionProblems, SUPERSEDED } from '../../src/scenarios/oob/counterVersions';

const counters = counterCatalogue().oob.counters;
const RELEASED = (released as { counters: Record<string, string[]> }).counters;
const spec = counters.find((c) => c.id === 'us-506-2-d')!;

describe('[3.5] versions of a counter\'s values', () => {
  it('the shipped data keeps every released version of every counter reachable, and its own values are recorded', () => {
    expect(Object.keys(RELEASED)).toHaveLength(counters.length);
    expect(counterVersionProblems(counters, RELEASED, SUPERSEDED)).toEqual([]);
  });

  it('the fingerprint follows the values the rules read (strength, effectiveness, morale, …), not the label, history or sources', () => {
    expect(counterHash({ ...spec, strength: spec.strength + 1 })).not.toBe(counterHash(spec));
    expect(counterHash({ ...spec, effectiveness: { ...spec.effectiveness, concentrated: 9 } })).not.toBe(counterHash(spec));
    expect(counterHash({ ...spec, name: 'renamed', historical: 'other notes', provenance: { kind: 'printed', source: 'a sheet' } })).toBe(counterHash(spec));
    // effectiveness written in another key order is the same value
    const reordered = Object.fromEntries(Object.entries(spec.effectiveness).reverse());
    expect(counterHash({ ...spec, effectiveness: reordered })).toBe(counterHash(spec));
  });

  it('a changed value without its earlier values kept is caught, naming the counter and what to do; kept, it is reachable again', () => {
    const changed = counters.map((c) => (c.id === spec.id ? { ...c, strength: 7 } : c));
    const problems = counterVersionProblems(changed, RELEASED, {});
    expect(problems).toEqual([
      `D/2/506 ("us-506-2-d"): its released values ${counterHash(spec)} are lost; add the values it had before the change to superseded.json under "us-506-2-d"`,
      `D/2/506 ("us-506-2-d"): its current values ${counterHash({ ...spec, strength: 7 })} are not recorded; append "${counterHash({ ...spec, strength: 7 })}" to its list in releasedHashes.json`,
    ]);
    const kept = { 'us-506-2-d': [{ strength: spec.strength }] };
    const recorded = { ...RELEASED, 'us-506-2-d': [counterHash(spec), counterHash({ ...spec, strength: 7 })] };
    expect(counterVersionProblems(changed, recorded, kept)).toEqual([]);
    expect(counterVersion({ ...spec, strength: 7 }, counterHash(spec), kept)).toEqual(spec);
  });

  it('a released counter that disappears is caught', () => {
    expect(counterVersionProblems(counters.filter((c) => c.id !== spec.id), RELEASED, {})).toEqual([
      'counter "us-506-2-d" was released and is gone: saves that refer to it could not be loaded (keep the counter)',
    ]);
  });
});
