/**
 * Which units changed between two positions, without listing every counter again. What is worked
 * out from the units (zone-of-control maps, the reach board, the occupancy index) can then be
 * carried over from the position before a command and corrected for the few units the command
 * touched, instead of being rebuilt from ~2,400 counters.
 *
 * A listing is a position's bucket list (state/unitBuckets.ts) with its units' ids and units in
 * order (what `allUnits` gives). Comparing a newer bucket list with it skips every bucket immer
 * shared between the two positions (the same object: no unit in it changed) and reads the units of
 * the others once each.
 *
 * Order is compared only through the key sets of the changed buckets: a unit deleted and added
 * again in one command would move to the end unseen. No command does that (units are added and
 * removed only by the sandbox, under fresh ids).
 */
import type { Unit } from '../core/unit';
import type { UnitBucket } from './unitBuckets';

type Units = readonly UnitBucket[];

export interface UnitsListing {
  /** The bucket list listed (for the comparison by bucket identity). */
  readonly buckets: Units;
  /** Where each bucket's units begin in `keys` / `values`. */
  readonly starts: readonly number[];
  readonly keys: readonly string[];
  readonly values: readonly Unit[];
  /** Unit id → its place in the order. */
  readonly ordinal: ReadonlyMap<string, number>;
}

/** The listing of no units at all. */
export const EMPTY_LISTING: UnitsListing = { buckets: [], starts: [], keys: [], values: [], ordinal: new Map() };

type Kept = { before: UnitsListing; limit: number; changes: UnitChanges | null };
/** Per frozen bucket list: its listing, and the last comparison asked of it (the zone-of-control map and the reach board ask the same one). */
const LISTINGS = new WeakMap<Units, UnitsListing>();
const COMPARED = new WeakMap<Units, Kept>();

/** The bucket list's ids and units in order; kept per frozen list. Shared: never change it. */
export function unitsListing(units: Units): UnitsListing {
  const kept = LISTINGS.get(units);
  if (kept) return kept;
  const starts: number[] = [];
  const keys: string[] = [];
  const values: Unit[] = [];
  for (const bucket of units) {
    starts.push(keys.length);
    for (const [id, unit] of Object.entries(bucket)) {
      keys.push(id);
      values.push(unit);
    }
  }
  const listing: UnitsListing = { buckets: units, starts, keys, values, ordinal: new Map(keys.map((k, i) => [k, i])) };
  if (Object.isFrozen(units)) LISTINGS.set(units, listing);
  return listing;
}

export interface UnitChanges {
  /** The newer bucket list's listing (the keys and ordinals are the older listing's own). */
  listing: UnitsListing;
  /** Places (in order) whose unit object differs, ascending. */
  changed: number[];
}

/**
 * The places whose unit changed from `before` to `units`, or null when the key sets differ or more
 * than `limit` units changed (then a rebuild is as cheap as a correction).
 */
export function unitChangesSince(before: UnitsListing, units: Units, limit: number): UnitChanges | null {
  const frozen = Object.isFrozen(units);
  const asked = frozen ? COMPARED.get(units) : undefined;
  if (asked && asked.before === before && asked.limit === limit) return asked.changes;
  const changes = compare(before, units, limit);
  if (frozen) {
    COMPARED.set(units, { before, limit, changes });
    if (changes && !LISTINGS.has(units)) LISTINGS.set(units, changes.listing);
  }
  return changes;
}

function compare(before: UnitsListing, units: Units, limit: number): UnitChanges | null {
  const { buckets, starts, keys, values } = before;
  // A bucket more or less: units were added or removed.
  if (units.length !== buckets.length) return null;
  const changed: number[] = [];
  for (let b = 0; b < units.length; b++) {
    const bucket = units[b]!;
    if (bucket === buckets[b]) continue;
    const end = b + 1 < starts.length ? starts[b + 1]! : keys.length;
    for (let i = starts[b]!; i < end; i++) {
      const unit = bucket[keys[i]!];
      if (unit === values[i]) continue;
      if (unit === undefined || changed.length >= limit) return null; // removed, or too many
      changed.push(i);
    }
    // Every listed key is still there; the same count means none was added to this bucket.
    if (Object.keys(bucket).length !== end - starts[b]!) return null;
  }
  if (changed.length === 0) return { listing: { ...before, buckets: units }, changed };
  const next = values.slice();
  for (const i of changed) {
    const id = keys[i]!;
    let b = starts.length - 1;
    while (starts[b]! > i) b--;
    next[i] = units[b]![id]!;
  }
  return { listing: { buckets: units, starts, keys, values: next, ordinal: before.ordinal }, changed };
}
