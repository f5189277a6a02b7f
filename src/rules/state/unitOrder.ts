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

type Units = readonly UnitBucket[];

const ORDERED = new WeakMap<Units, readonly Unit[]>();

const byId = (a: Unit, b: Unit): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The units in id order. Shared: never change the array you get (copy it first). */
export function unitsInIdOrder(state: GameState): readonly Unit[] {
  const units = state.unitBuckets;
  if (isDraft(units)) return allUnits(state).sort(byId);
  let list = ORDERED.get(units);
  if (!list) {
    list = Object.freeze(allUnits(state).sort(byId));
    ORDERED.set(units, list);
  }
  return list;
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
