/**
 * Who stands where, as the reach search reads it [8.12, 9.1, 9.31]: hexes holding the enemy (which
 * a moving stack may not enter), and per hex the friendly stack's weight and whether disrupted
 * friends are in it. Counted per hex, so that the occupancy of a later position can be corrected
 * for the units a command changed (state/unitChanges.ts) instead of recounted from every counter.
 */
import { canonicalHexId, hexIndex, parseHexId } from '../hex';
import type { Side, Unit } from '../core/unit';
import { stackWeight } from '../stacking/stacking';

export interface BoardOccupancy {
  /** Hex → how many enemy units (leaders included) stand there. */
  readonly enemy: ReadonlyMap<number, number>;
  /** Hex → how many friendly units stand there. */
  readonly friendly: ReadonlyMap<number, number>;
  /** Hex → the friendly units' stacking weight (a key for every hex holding friendly units). */
  readonly friendlyWeight: ReadonlyMap<number, number>;
  /** Hex → how many disrupted friendly units stand there. */
  readonly friendlyDisrupted: ReadonlyMap<number, number>;
}

type Counts = { enemy: Map<number, number>; friendly: Map<number, number>; friendlyWeight: Map<number, number>; friendlyDisrupted: Map<number, number> };

function hexOf(unit: Unit): number | null {
  const hex = unit.hex === null ? undefined : canonicalHexId(unit.hex);
  return hex ? hexIndex(parseHexId(hex)!) : null;
}

function bump(map: Map<number, number>, index: number, by: number): void {
  const n = (map.get(index) ?? 0) + by;
  if (n === 0) map.delete(index);
  else map.set(index, n);
}

/** Adds (sign 1) or takes away (sign −1) one unit's part. */
function count(counts: Counts, unit: Unit, side: Side, sign: 1 | -1): void {
  const index = hexOf(unit);
  if (index === null) return;
  if (unit.side !== side) {
    bump(counts.enemy, index, sign);
    return;
  }
  bump(counts.friendly, index, sign);
  if (counts.friendly.has(index)) counts.friendlyWeight.set(index, (counts.friendlyWeight.get(index) ?? 0) + sign * stackWeight(unit));
  else counts.friendlyWeight.delete(index);
  if (unit.status.disrupted) bump(counts.friendlyDisrupted, index, sign);
}

/** The occupancy of these units, seen by `side`. */
export function boardOccupancy(units: readonly Unit[], side: Side): BoardOccupancy {
  const counts: Counts = { enemy: new Map(), friendly: new Map(), friendlyWeight: new Map(), friendlyDisrupted: new Map() };
  for (const unit of units) count(counts, unit, side, 1);
  return counts;
}

/** `before`'s occupancy with each unit of `was` replaced by the unit of `now` at the same place. */
export function correctedOccupancy(before: BoardOccupancy, side: Side, was: readonly Unit[], now: readonly Unit[]): BoardOccupancy {
  const counts: Counts = {
    enemy: new Map(before.enemy),
    friendly: new Map(before.friendly),
    friendlyWeight: new Map(before.friendlyWeight),
    friendlyDisrupted: new Map(before.friendlyDisrupted),
  };
  for (const unit of was) count(counts, unit, side, -1);
  for (const unit of now) count(counts, unit, side, 1);
  return counts;
}
