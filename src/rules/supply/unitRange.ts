/**
 * The supply range of combat units [11.31]: at most ten traversable hexes from the unit to its
 * controlling HQ, the unit's own hex not counted and the HQ's hex counted — that is, at most ten
 * steps. No enemy-controlled hex unless a friendly unit holds it [7.3, 7.5], no enemy units [19.2:
 * a lone enemy leader does not count], no prohibited terrain, no blocked hexside.
 *
 * Searched once per supplying HQ, outward from its hex; every unit then reads its distance and path.
 */
import type { GameState } from '../core/gameState';
import { passable, stepOpen, type StepMemo, type TracingGround } from './tracingGround';

/** [11.31] the ten-hex supply range. */
export const UNIT_SUPPLY_RANGE = 10;
/** [17.19] the range to a regimental HQ named the new divisional HQ. */
export const PROMOTED_DIVISION_HQ_RANGE = 7;

/** How far units may trace to this HQ: 7 hexes to a promoted divisional HQ [17.19], else 10 [11.31]. */
export function unitSupplyRangeTo(state: GameState, hqUnitId: string): number {
  for (const f of Object.values(state.formations)) {
    if (f.promotedFrom !== undefined && f.hqUnitId === hqUnitId) return PROMOTED_DIVISION_HQ_RANGE;
  }
  return UNIT_SUPPLY_RANGE;
}

export interface RangeField {
  /** Steps to the centre per reached hex index. */
  readonly dist: ReadonlyMap<number, number>;
  /** Next hex toward the centre per reached hex index. */
  readonly next: ReadonlyMap<number, number>;
}

/**
 * Every hex within `range` traversable steps of `centre`, with the way back to it. With
 * `withCrossings` the steps may also use engineer crossings [11.24] (the caller halves the range).
 */
export function rangeField(ground: TracingGround, memo: StepMemo, centre: number, range: number = UNIT_SUPPLY_RANGE, withCrossings = false): RangeField {
  const dist = new Map<number, number>([[centre, 0]]);
  const next = new Map<number, number>();
  let frontier = [centre];
  const neighbor = ground.world.grid.neighbor;
  for (let d = 1; d <= range && frontier.length > 0; d++) {
    const grown: number[] = [];
    for (const c of frontier) {
      for (let k = 0; k < 6; k++) {
        const x = neighbor[c * 6 + k]!;
        if (x < 0 || dist.has(x) || !passable(ground, x)) continue;
        // The unit's path runs from x toward the HQ, so the step checked is x → c.
        const back = (k + 3) % 6;
        if (neighbor[x * 6 + back] !== c || !stepOpen(ground, memo, x, back, withCrossings)) continue;
        dist.set(x, d);
        next.set(x, c);
        grown.push(x);
      }
    }
    frontier = grown;
  }
  return { dist, next };
}

/** The path from a hex to the field's centre (hex indices, the hex first), or null if out of range. */
export function rangePath(field: RangeField, from: number): number[] | null {
  if (!field.dist.has(from)) return null;
  const path = [from];
  let i = from;
  for (let n = field.next.get(i); n !== undefined; n = field.next.get(i)) {
    path.push(n);
    i = n;
  }
  return path;
}
