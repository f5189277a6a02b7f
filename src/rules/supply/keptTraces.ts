/**
 * The searches made on a tracing ground, kept with it and carried over to the ground of a later
 * position when nothing they read changed there: the ten-hex range fields of the supplying HQs
 * [11.31] (the depletion check after every shot [11.33] and the Command Phase [11.35] read them).
 *
 * A range field reads only which hexes a path may pass [7.3, 7.5, 11.31, 19.2], the steps an
 * infantry company can make (the map and the bridges: the ground is carried over only with the same
 * step memo), and with crossings the engineer crossings [11.24]. A search outward from its centre
 * never looks at a hex farther than its range, so the field carries over unless a hex whose
 * passability changed lies within the range of its centre, or (searched with crossings) the
 * crossings changed. A cache, not state: dropping it changes no result;
 * tests/rules/supply/keptTraces.test.ts compares every kept answer with a fresh search along a game.
 */
import { hexDistance, hexFromIndex } from '../hex';

/** A range field (unitRange.ts `RangeField`) with what it was searched from. */
export interface KeptField {
  /** Steps to the centre per reached hex index. */
  readonly dist: ReadonlyMap<number, number>;
  /** Next hex toward the centre per reached hex index. */
  readonly next: ReadonlyMap<number, number>;
  readonly centre: number;
  readonly range: number;
  readonly withCrossings: boolean;
}

export interface KeptTraces {
  /** Range fields by `fieldKey`. */
  readonly fields: Map<string, KeptField>;
}

export function newKeptTraces(): KeptTraces {
  return { fields: new Map() };
}

export function fieldKey(centre: number, range: number, withCrossings: boolean): string {
  return `${centre}:${range}:${withCrossings ? 'x' : ''}`;
}

/**
 * What carries over to a later ground: `changed` lists the hexes whose passability differs between
 * the two grounds, `crossingsSame` whether the engineer crossings are the same hexsides.
 */
export function carryOverTraces(kept: KeptTraces, changed: readonly number[], crossingsSame: boolean): KeptTraces {
  if (changed.length === 0 && crossingsSame) return kept;
  const hexes = changed.map(hexFromIndex);
  const fields = new Map<string, KeptField>();
  for (const [key, field] of kept.fields) {
    if (field.withCrossings && !crossingsSame) continue;
    const centre = hexFromIndex(field.centre);
    if (hexes.some((h) => hexDistance(centre, h) <= field.range)) continue;
    fields.set(key, field);
  }
  return { fields };
}
