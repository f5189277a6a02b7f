/**
 * Every unit in id order, worked out once per position's bucket list (state/unitBuckets.ts) and kept
 * by object identity (immer shares an unchanged list between positions). Rules that look through the counters "in id order"
 * (spotters, HQs, fire targets) read this list instead of sorting ~2,400 counters on every question.
 * Inside `apply` (an immer draft) the list is sorted afresh, so it always shows the draft's units.
 */
import { isDraft } from 'immer';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { allUnits, type UnitBucket } from './unitBuckets';
import { unitChangesSince, unitsListing } from './unitChanges';

type Units = readonly UnitBucket[];

/** A bucket list's units in id order, and where each of its units (by place in `allUnits` order) stands in that order. */
interface IdOrder {
  list: readonly Unit[];
  rank: readonly number[];
}

const ORDERED = new WeakMap<Units, IdOrder>();
/** The id order last worked out for a frozen list: a later list with the same units, a few of them changed, is derived from it. */
let last: { units: Units; order: IdOrder } | null = null;
/** More changed units than this, and the list is sorted afresh. */
const CHANGED_LIMIT = 64;

const byId = (a: Unit, b: Unit): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The units in id order. Shared: never change the array you get (copy it first). */
export function unitsInIdOrder(state: GameState): readonly Unit[] {
  const units = state.unitBuckets;
  if (isDraft(units)) return allUnits(state).sort(byId);
  let order = ORDERED.get(units);
  if (!order) {
    order = (Object.isFrozen(units) ? derivedOrder(units) : null) ?? sortedOrder(units);
    ORDERED.set(units, order);
    if (Object.isFrozen(units)) last = { units, order };
  }
  return order.list;
}

function sortedOrder(units: Units): IdOrder {
  const { values } = unitsListing(units);
  const places = values.map((_, i) => i).sort((a, b) => byId(values[a]!, values[b]!));
  const rank: number[] = new Array<number>(values.length);
  places.forEach((place, position) => (rank[place] = position));
  return { list: Object.freeze(places.map((place) => values[place]!)), rank };
}

/**
 * The id order of a frozen list whose units are those of the last one worked out (same ids, same
 * places), a few changed: the last order with the changed units' new records put in their places.
 * A move step then costs a copy of the list, not a sort of every counter (issue 22, seventh round).
 */
function derivedOrder(units: Units): IdOrder | null {
  if (!last) return null;
  const changes = unitChangesSince(unitsListing(last.units), units, CHANGED_LIMIT);
  if (!changes) return null;
  const { list, rank } = last.order;
  if (changes.changed.length === 0) return last.order;
  const next = list.slice();
  for (const place of changes.changed) next[rank[place]!] = changes.listing.values[place]!;
  return { list: Object.freeze(next), rank };
}

const IN_RECORD_ORDER = new WeakMap<Units, readonly Unit[]>();

/**
 * Every unit in the position's own order (what `allUnits` gives), kept per frozen bucket list, for
 * the many readers that only look. On a draft or an unfrozen position the list is made afresh.
 * Shared: never change the array you get.
 */
export function unitsInRecordOrder(state: GameState): readonly Unit[] {
  const units = state.unitBuckets;
  if (isDraft(units) || !Object.isFrozen(units)) return allUnits(state);
  let list = IN_RECORD_ORDER.get(units);
  if (!list) {
    list = Object.freeze(allUnits(state));
    IN_RECORD_ORDER.set(units, list);
  }
  return list;
}
