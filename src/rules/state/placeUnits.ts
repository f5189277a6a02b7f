/**
 * Putting units into a hex and taking them out, keeping stack positions dense (0 = top) [8.5, 9.2].
 * Units that enter a hex go on top, in the order given [8.5].
 */
import { canonicalHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import { markMoved } from './occupancy';
import { unitsInHex } from './stacks';
import { unitById } from './unitBuckets';

/** Move units (in the order given, first = top) onto the top of the stack in `to`. Works on a draft. */
export function placeOnTop(draft: GameState, unitIds: readonly string[], to: HexId): void {
  const moving = new Set(unitIds);
  const froms = new Set(unitIds.map((id) => unitById(draft, id)!.hex).filter((h): h is HexId => h !== null));
  const below = unitsInHex(draft, to).filter((u) => !moving.has(u.id));
  const hex = canonicalHexId(to)!;
  unitIds.forEach((id, i) => {
    const unit = unitById(draft, id)!;
    if (unit.hex !== hex) markMoved(draft, id);
    unit.hex = hex;
    unit.stackIndex = i;
  });
  below.forEach((unit, i) => {
    unit.stackIndex = unitIds.length + i;
  });
  for (const from of froms) if (canonicalHexId(from) !== hex) compact(draft, from);
}

/** Take units off the map (eliminated or gone) and close the gaps in their stacks. */
export function removeFromMap(draft: GameState, unitIds: readonly string[]): void {
  const froms = new Set<HexId>();
  for (const id of unitIds) {
    const unit = unitById(draft, id)!;
    if (unit.hex) froms.add(unit.hex);
    if (unit.hex !== null) markMoved(draft, id);
    unit.hex = null;
    unit.stackIndex = 0;
  }
  for (const from of froms) compact(draft, from);
}

/** Renumber a stack 0..n−1 keeping its order. */
export function compact(draft: GameState, hex: HexId): void {
  unitsInHex(draft, hex).forEach((unit, i) => {
    unit.stackIndex = i;
  });
}
