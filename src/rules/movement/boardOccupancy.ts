/**
 * Who stands where, as the reach search reads it [8.12, 9.1, 9.31]: hexes holding the enemy (which
 * a moving stack may not enter), and per hex the friendly stack's weight and whether disrupted
 * friends are in it. Counted per hex, in typed arrays keyed by hex index, so that the occupancy of a
 * later position can be the last one corrected for the units a command changed
 * (state/unitChanges.ts) instead of recounted from every counter: the corrected hexes are kept as
 * overrides on the arrays they came from (a command changes a few), and folded into new arrays
 * once there are many.
 */
import { HEX_INDEX_SIZE, canonicalHexId, hexIndex, parseHexId } from '../hex';
import type { Side, Unit } from '../core/unit';
import { stackWeight } from '../stacking/stacking';

/** What is counted per hex. */
const ENEMY = 0;
const FRIENDLY = 1;
const WEIGHT = 2;
const DISRUPTED = 3;
const FIELDS = 4;
/** More overridden hexes than this, and the counts are folded into new arrays. */
const OVERRIDE_LIMIT = 256;

/**
 * The counts of every hex: `base[index * FIELDS + field]`, except for the hexes in `over` (their
 * four numbers). Shared between positions: never changed once made.
 */
class Counts {
  constructor(
    readonly base: Float64Array,
    readonly over: ReadonlyMap<number, Float64Array>,
  ) {}
  read(index: number, field: number): number {
    const own = this.over.get(index);
    return own ? own[field]! : this.base[index * FIELDS + field]!;
  }
}

/**
 * One count per hex index, read as a map of the hexes that have one (`present`: for the weights,
 * the hexes holding friendly units). What the reach board hands out; shared: never change it.
 */
export class HexCounts implements ReadonlyMap<number, number> {
  constructor(
    private readonly counts: Counts,
    private readonly field: number,
    private readonly presentField: number,
  ) {}
  has(index: number): boolean {
    return index >= 0 && index < HEX_INDEX_SIZE && this.counts.read(index, this.presentField) !== 0;
  }
  get(index: number): number | undefined {
    return this.has(index) ? this.counts.read(index, this.field) : undefined;
  }
  *entries(): MapIterator<[number, number]> {
    for (let i = 0; i < HEX_INDEX_SIZE; i++) if (this.has(i)) yield [i, this.counts.read(i, this.field)];
  }
  *keys(): MapIterator<number> {
    for (const [i] of this.entries()) yield i;
  }
  *values(): MapIterator<number> {
    for (const [, v] of this.entries()) yield v;
  }
  [Symbol.iterator](): MapIterator<[number, number]> {
    return this.entries();
  }
  get size(): number {
    let n = 0;
    for (let i = 0; i < HEX_INDEX_SIZE; i++) if (this.has(i)) n++;
    return n;
  }
  forEach(visit: (value: number, key: number, map: ReadonlyMap<number, number>) => void): void {
    for (const [i, v] of this.entries()) visit(v, i, this);
  }
}

/** The occupancy seen by one side. */
export class BoardOccupancy {
  /** Hex → how many enemy units (leaders included) stand there. */
  readonly enemy: HexCounts;
  /** Hex → how many friendly units stand there. */
  readonly friendly: HexCounts;
  /** Hex → the friendly units' stacking weight (a key for every hex holding friendly units). */
  readonly friendlyWeight: HexCounts;
  /** Hex → how many disrupted friendly units stand there. */
  readonly friendlyDisrupted: HexCounts;
  constructor(readonly counts: Counts) {
    this.enemy = new HexCounts(counts, ENEMY, ENEMY);
    this.friendly = new HexCounts(counts, FRIENDLY, FRIENDLY);
    this.friendlyWeight = new HexCounts(counts, WEIGHT, FRIENDLY);
    this.friendlyDisrupted = new HexCounts(counts, DISRUPTED, DISRUPTED);
  }
}

function hexOf(unit: Unit): number | null {
  const hex = unit.hex === null ? undefined : canonicalHexId(unit.hex);
  return hex ? hexIndex(parseHexId(hex)!) : null;
}

/** Adds (sign 1) or takes away (sign −1) one unit's part in the four numbers of its hex. */
function count(at: (index: number) => Float64Array, offsetOf: (index: number) => number, unit: Unit, side: Side, sign: 1 | -1): void {
  const index = hexOf(unit);
  if (index === null) return;
  const c = at(index);
  const o = offsetOf(index);
  if (unit.side !== side) {
    c[o + ENEMY]! += sign;
    return;
  }
  c[o + FRIENDLY]! += sign;
  // the weight restarts from nothing once the last friendly unit has left the hex
  if (c[o + FRIENDLY] !== 0) c[o + WEIGHT]! += sign * stackWeight(unit);
  else c[o + WEIGHT] = 0;
  if (unit.status.disrupted) c[o + DISRUPTED]! += sign;
}

/** The occupancy of these units, seen by `side`. */
export function boardOccupancy(units: readonly Unit[], side: Side): BoardOccupancy {
  const base = new Float64Array(HEX_INDEX_SIZE * FIELDS);
  for (const unit of units) count(() => base, (index) => index * FIELDS, unit, side, 1);
  return new BoardOccupancy(new Counts(base, new Map()));
}

/** `before`'s occupancy with each unit of `was` replaced by the unit of `now` at the same place. */
export function correctedOccupancy(before: BoardOccupancy, side: Side, was: readonly Unit[], now: readonly Unit[]): BoardOccupancy {
  const from = before.counts;
  const over = new Map(from.over);
  const own = (index: number): Float64Array => {
    let c = over.get(index);
    // a hex's numbers are copied before they change: `from` is shared
    if (!c || c === from.over.get(index)) over.set(index, (c = Float64Array.from({ length: FIELDS }, (_, f) => from.read(index, f))));
    return c;
  };
  for (const unit of was) count(own, () => 0, unit, side, -1);
  for (const unit of now) count(own, () => 0, unit, side, 1);
  if (over.size <= OVERRIDE_LIMIT) return new BoardOccupancy(new Counts(from.base, over));
  const base = from.base.slice();
  for (const [index, c] of over) base.set(c, index * FIELDS);
  return new BoardOccupancy(new Counts(base, new Map()));
}
