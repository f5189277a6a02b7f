/**
 * Where a position keeps its counters: in buckets of at most `UNITS_PER_BUCKET` units, filled in the
 * order the units were added, with an index from unit id to bucket. Every rule, screen and test
 * reads and writes units through the functions here, never through the buckets themselves.
 *
 * Why buckets: changing one unit inside `apply` (an immer draft) copies every record on the way
 * down to it. With one flat record of ~2,400 units (the campaign) that copy, and immer's walk of it
 * when the command ends, cost ~2.5 ms a move step; V8 keeps records that large as dictionaries, so
 * even listing their keys costs about a millisecond. With buckets a step copies the list of buckets
 * (tens of entries) and the one bucket that holds the unit.
 *
 * Why 16 a bucket (issue 22, sixth round): immer copies every record on a changed path with a
 * spread and freezes it key by key when the command ends, and V8 copies records of more than ~16
 * keys far more slowly per key (past that they leave its fast object layout). Buckets of 16 made a
 * move step ×1.3–1.5 cheaper at 2,398 counters than buckets of 64 (docs/benchmarks.md); the longer
 * list of buckets (150 there) is an array, which copies and freezes cheaply.
 *
 * Order: `allUnits` lists the units in the order they were added (a removed and re-added unit comes
 * last), which is exactly the order `Object.values` gave on the flat record this replaced; seeded
 * games depend on it. New units go into the last bucket, or a new one when it is full.
 *
 * Outside the engine (save files, the command log's starting position, scenario set-ups) units
 * stay one record keyed by id: `unitsRecord` and `withUnitsRecord` convert at that boundary.
 */
import { isDraft, original } from 'immer';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';

/** Some of a position's units, keyed by id (insertion order is the units' order). */
export type UnitBucket = Record<string, Unit>;

/** The stored shape: the buckets and, per unit id, the index of its bucket. */
export interface UnitBuckets {
  unitBuckets: UnitBucket[];
  unitBucketOf: Record<string, number>;
}

/** How many units a bucket takes before a new one is begun (why 16: above). */
export const UNITS_PER_BUCKET = 16;

/** A position, or any part of one, holding its units (what every accessor here reads). */
export type PositionUnits = Pick<GameState, 'unitBuckets' | 'unitBucketOf'>;
type WithUnits = PositionUnits;

/** The unit with this id, or undefined (a draft unit when `state` is a draft). */
export function unitById(state: WithUnits, id: string): Unit | undefined {
  const bucket = state.unitBucketOf[id];
  return bucket === undefined ? undefined : state.unitBuckets[bucket]![id];
}

/** Whether the position holds a unit with this id. */
export function hasUnit(state: WithUnits, id: string): boolean {
  return state.unitBucketOf[id] !== undefined;
}

/** How many units the position holds. */
export function unitCount(state: WithUnits): number {
  let count = 0;
  for (const bucket of state.unitBuckets) count += Object.keys(bucket).length;
  return count;
}

const LISTED = new WeakMap<UnitBucket, readonly Unit[]>();

/** One bucket's units, kept per frozen bucket (a bucket not changed by a command keeps its list). */
function bucketUnits(bucket: UnitBucket): readonly Unit[] {
  if (isDraft(bucket) || !Object.isFrozen(bucket)) return Object.values(bucket);
  let list = LISTED.get(bucket);
  if (!list) {
    list = Object.freeze(Object.values(bucket));
    LISTED.set(bucket, list);
  }
  return list;
}

/** Every unit in the order they were added, as a new array the caller may sort or change. */
export function allUnits(state: WithUnits): Unit[] {
  return unitsInBuckets(state.unitBuckets);
}

/** The units of a position's bucket list (for the screen, which watches the list's identity). */
export function unitsInBuckets(unitBuckets: readonly UnitBucket[]): Unit[] {
  const out: Unit[] = [];
  for (const bucket of unitBuckets) for (const unit of bucketUnits(bucket)) out.push(unit);
  return out;
}

/** Every unit id in the order the units were added. */
export function allUnitIds(state: WithUnits): string[] {
  const out: string[] = [];
  for (const bucket of state.unitBuckets) for (const id of Object.keys(bucket)) out.push(id);
  return out;
}

/**
 * The buckets themselves as they stood before the command being applied (the same buckets when
 * `state` is not a draft): for indexes kept per position, keyed by this array's identity.
 */
export function baseUnitBuckets(state: WithUnits): readonly UnitBucket[] {
  return isDraft(state.unitBuckets) ? (original(state.unitBuckets) as UnitBucket[]) : state.unitBuckets;
}

/**
 * Every unit as it stood before the command being applied (the draft's original), in order; the
 * same as `allUnits` when `state` is not a draft. Reading these makes no draft of any unit.
 */
export function unitsBeforeDraft(state: WithUnits): Unit[] {
  const out: Unit[] = [];
  for (const bucket of baseUnitBuckets(state)) for (const unit of bucketUnits(bucket)) out.push(unit);
  return out;
}

/** The id → bucket index as it stood before the command being applied. */
function baseBucketOf(state: WithUnits): Record<string, number> {
  return isDraft(state.unitBucketOf) ? (original(state.unitBucketOf) as Record<string, number>) : state.unitBucketOf;
}

/** Whether the unit was in the position before the command being applied (always, off a draft, when it is there). */
export function hadUnitBeforeDraft(state: WithUnits, id: string): boolean {
  return baseBucketOf(state)[id] !== undefined;
}

/**
 * On a draft: put a unit in the position, replacing the unit with its id where there is one (in its
 * place in the order), else adding it after every other unit.
 */
export function setUnit(draft: WithUnits, unit: Unit): void {
  const bucket = draft.unitBucketOf[unit.id];
  if (bucket !== undefined) {
    draft.unitBuckets[bucket]![unit.id] = unit;
    return;
  }
  const last = draft.unitBuckets.length - 1;
  if (last >= 0 && Object.keys(draft.unitBuckets[last]!).length < UNITS_PER_BUCKET) {
    draft.unitBuckets[last]![unit.id] = unit;
    draft.unitBucketOf[unit.id] = last;
  } else {
    draft.unitBuckets.push({ [unit.id]: unit });
    draft.unitBucketOf[unit.id] = last + 1;
  }
}

/**
 * On a draft: take a unit out of the position (nothing when there is none with this id). The
 * buckets stay as `bucketsOf` would build them from the remaining units (every bucket full but the
 * last), so a live position and the same position read back from a file keep the same buckets:
 * each later bucket hands its first unit to the one before it, which keeps the units' order. Rare
 * (the sandbox's copies), so copying the later buckets is no cost worth avoiding.
 */
export function deleteUnit(draft: WithUnits, id: string): void {
  const bucket = draft.unitBucketOf[id];
  if (bucket === undefined) return;
  delete draft.unitBuckets[bucket]![id];
  delete draft.unitBucketOf[id];
  for (let b = bucket; b + 1 < draft.unitBuckets.length; b++) {
    const next = draft.unitBuckets[b + 1]!;
    const first = Object.keys(next)[0]!;
    draft.unitBuckets[b]![first] = next[first]!;
    delete next[first];
    draft.unitBucketOf[first] = b;
  }
  const last = draft.unitBuckets.length - 1;
  if (last >= 0 && Object.keys(draft.unitBuckets[last]!).length === 0) draft.unitBuckets.pop();
}

/** A new position with one unit put in (see `setUnit`), sharing every untouched bucket. */
export function withUnit<S extends WithUnits>(state: S, unit: Unit): S {
  return withUnits(state, [unit]);
}

/** A new position with these units put in, one after the other (see `setUnit`), sharing every untouched bucket. */
export function withUnits<S extends WithUnits>(state: S, units: Iterable<Unit>): S {
  const unitBuckets = [...state.unitBuckets];
  let unitBucketOf = state.unitBucketOf;
  const copied = new Set<number>();
  const put = (index: number, unit: Unit) => {
    unitBuckets[index] = copied.has(index) ? unitBuckets[index]! : { ...unitBuckets[index] };
    copied.add(index);
    unitBuckets[index]![unit.id] = unit;
  };
  for (const unit of units) {
    const bucket = unitBucketOf[unit.id];
    if (bucket !== undefined) {
      put(bucket, unit);
      continue;
    }
    const last = unitBuckets.length - 1;
    const into = last >= 0 && Object.keys(unitBuckets[last]!).length < UNITS_PER_BUCKET ? last : last + 1;
    put(into, unit);
    if (unitBucketOf === state.unitBucketOf) unitBucketOf = { ...unitBucketOf };
    unitBucketOf[unit.id] = into;
  }
  return { ...state, unitBuckets, unitBucketOf };
}

/** Units kept in buckets, in the order given (ids must be unique). */
export function bucketsOf(units: Iterable<Unit>): UnitBuckets {
  return bucketsOfEntries(Array.from(units, (unit) => [unit.id, unit] as const));
}

/** A record of units (keyed by id, as files write them) kept in buckets, in the record's order. */
function bucketsOfEntries(entries: Iterable<readonly [string, Unit]>): UnitBuckets {
  const unitBuckets: UnitBucket[] = [];
  const unitBucketOf: Record<string, number> = {};
  let current: UnitBucket | null = null;
  let size = 0;
  for (const [id, unit] of entries) {
    if (!current || size === UNITS_PER_BUCKET) {
      current = {};
      size = 0;
      unitBuckets.push(current);
    }
    current[id] = unit;
    unitBucketOf[id] = unitBuckets.length - 1;
    size++;
  }
  return { unitBuckets, unitBucketOf };
}

/** The units as one record keyed by id, in their order (the shape save files and set-ups use). */
export function unitsRecord(state: WithUnits): Record<string, Unit> {
  const out: Record<string, Unit> = {};
  for (const bucket of state.unitBuckets) for (const id of Object.keys(bucket)) out[id] = bucket[id]!;
  return out;
}

/** A position as save files write it: the units as one record keyed by id, in their order. */
export type PositionWithUnitRecord = Omit<GameState, 'unitBuckets' | 'unitBucketOf'> & { units: Record<string, Unit> };

/** A position in the shape save files write (its parts shared, not copied). */
export function positionWithUnitRecord(state: GameState): PositionWithUnitRecord {
  const { unitBuckets: _buckets, unitBucketOf: _index, ...rest } = state;
  return { ...rest, units: unitsRecord(state) };
}

/** A position read from a save file's shape: its units into buckets, in the record's order. */
export function positionFromUnitRecord(file: PositionWithUnitRecord): GameState {
  const { units, ...rest } = file;
  return { ...rest, ...bucketsOfEntries(Object.entries(units)) } as GameState;
}
