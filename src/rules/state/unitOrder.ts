/**
 * Every unit in id order, worked out once per `units` record and kept by object identity (immer
 * shares an unchanged record between positions). Rules that look through the counters "in id order"
 * (spotters, HQs, fire targets) read this list instead of sorting ~2,400 counters on every question.
 * Inside `apply` (an immer draft) the list is sorted afresh, so it always shows the draft's units.
 */
import { isDraft } from 'immer';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';

type Units = Record<string, Unit>;

const ORDERED = new WeakMap<Units, readonly Unit[]>();

const byId = (a: Unit, b: Unit): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The units in id order. Shared: never change the array you get (copy it first). */
export function unitsInIdOrder(state: GameState): readonly Unit[] {
  const units = state.units;
  if (isDraft(units)) return Object.values(units).sort(byId);
  let list = ORDERED.get(units);
  if (!list) {
    list = Object.freeze(Object.values(units).sort(byId));
    ORDERED.set(units, list);
  }
  return list;
}

const IN_RECORD_ORDER = new WeakMap<Units, readonly Unit[]>();

/**
 * Every unit in the record's own order (what `Object.values(state.units)` gives), kept per frozen
 * `units` record: listing a ~2,400-key record costs about a millisecond each time. On a draft or an
 * unfrozen record the list is made afresh. Shared: never change the array you get.
 */
export function unitsInRecordOrder(state: GameState): readonly Unit[] {
  const units = state.units;
  if (isDraft(units) || !Object.isFrozen(units)) return Object.values(units);
  let list = IN_RECORD_ORDER.get(units);
  if (!list) {
    list = Object.freeze(Object.values(units));
    IN_RECORD_ORDER.set(units, list);
  }
  return list;
}
