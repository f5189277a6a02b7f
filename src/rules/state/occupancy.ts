/**
 * The occupancy index: hex → the units standing in it [9.2]. Built once per position's bucket list
 * (state/unitBuckets.ts) and kept by object identity (immer shares it between positions when no
 * unit changed), so the many "who is
 * in this hex?" questions of a command or a screen query cost a map lookup, not a scan of every
 * counter on the map (~2,400 in the campaign).
 *
 * Inside `apply` the state is an immer draft whose `units` change as the command runs. There the
 * index of the original (pre-command) units is read, corrected for the units whose hex changed in
 * this draft: every change of a unit's hex, and every unit added, goes through `markMoved`
 * (state/placeUnits.ts, leaders' return, sandbox placement). Stack order is always read from the
 * units themselves, so renumbering a stack needs no mark.
 */
import { isDraft, original } from 'immer';
import { canonicalHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { unitChangesSince, unitsListing } from './unitChanges';
import { allUnits, baseUnitBuckets, unitById, type UnitBucket } from './unitBuckets';

type Units = readonly UnitBucket[];

/**
 * Canonical hex id → the units recorded there (in insertion order; callers sort): a full map, and
 * the hexes whose lists differ from it (null: empty now) in an index derived from an earlier one,
 * so that a position a command made costs its few changed hexes, not a copy of every hex's entry.
 */
class HexLists {
  constructor(
    readonly base: ReadonlyMap<HexId, Unit[]>,
    readonly over: ReadonlyMap<HexId, Unit[] | null>,
  ) {}
  get(hex: HexId): Unit[] | undefined {
    const own = this.over.get(hex);
    return own === undefined ? this.base.get(hex) : (own ?? undefined);
  }
}
/**
 * More overridden hexes than this, and the lists are folded into a new full map. Each derived index
 * copies the overrides (a new position must not change its parent's index): ~limit / 2 entries a
 * position on average, while a fold copies the full map once every ~limit / 2 move steps (a step
 * touches two hexes). Both cost the same when the limit is about twice the square root of the full
 * map's size. A fixed 512 made a Hell's Highway replay copy ~250 overrides a position (~5% of it).
 */
function overrideLimit(full: ReadonlyMap<HexId, unknown>): number {
  return 16 + 2 * Math.ceil(Math.sqrt(full.size));
}

interface Index {
  byHex: HexLists;
  /** Unit id → its place in the record's insertion order (for orders that must match a full scan). */
  ordinal: Map<string, number>;
}

const INDEXES = new WeakMap<Units, Index>();
/** Per draft `units`: ids whose hex changed (or that were added) since the draft began. */
const MOVED = new WeakMap<Units, Set<string>>();

function indexOf(units: Units): Index {
  let index = INDEXES.get(units);
  if (!index) {
    index = Object.isFrozen(units) ? (derivedIndex(units) ?? fullIndex(units)) : fullIndex(units);
    INDEXES.set(units, index);
    if (Object.isFrozen(units)) last = { units, index };
  }
  return index;
}

function hexOf(unit: Unit): HexId | undefined {
  return unit.hex === null ? undefined : canonicalHexId(unit.hex);
}

function fullIndex(units: Units): Index {
  const byHex = new Map<HexId, Unit[]>();
  const ordinal = new Map<string, number>();
  let i = 0;
  for (const bucket of units) for (const unit of Object.values(bucket)) {
    ordinal.set(unit.id, i++);
    const hex = hexOf(unit);
    if (!hex) continue;
    const list = byHex.get(hex);
    if (list) list.push(unit);
    else byHex.set(hex, [unit]);
  }
  return { byHex: new HexLists(byHex, new Map()), ordinal };
}

/** The index last made for a frozen record: a later record that differs in a few units is indexed from it. */
let last: { units: Units; index: Index } | null = null;
/** More changed units than this, and the record is indexed afresh. */
const CHANGED_LIMIT = 64;

/**
 * The index of a frozen record worked out from the last one made, corrected for the units that
 * changed (state/unitChanges.ts): their old and new hexes get their lists again, in record order.
 */
function derivedIndex(units: Units): Index | null {
  if (!last) return null;
  const before = unitsListing(last.units);
  const changes = unitChangesSince(before, units, CHANGED_LIMIT);
  if (!changes) return null;
  const { byHex, ordinal } = last.index;
  if (changes.changed.length === 0) return last.index;
  const touched = new Set<HexId>();
  for (const i of changes.changed) {
    for (const unit of [before.values[i]!, changes.listing.values[i]!]) {
      const hex = hexOf(unit);
      if (hex) touched.add(hex);
    }
  }
  const changedIds = new Set(changes.changed.map((i) => changes.listing.keys[i]!));
  const next = new Map(byHex.over);
  for (const hex of touched) {
    const list = (byHex.get(hex) ?? []).filter((u) => !changedIds.has(u.id));
    for (const i of changes.changed) {
      const unit = changes.listing.values[i]!;
      if (hexOf(unit) === hex) list.push(unit);
    }
    list.sort((a, b) => ordinal.get(a.id)! - ordinal.get(b.id)!);
    next.set(hex, list.length > 0 ? list : null);
  }
  if (next.size <= overrideLimit(byHex.base)) return { byHex: new HexLists(byHex.base, next), ordinal };
  const full = new Map(byHex.base);
  for (const [hex, list] of next) {
    if (list) full.set(hex, list);
    else full.delete(hex);
  }
  return { byHex: new HexLists(full, new Map()), ordinal };
}

/** Record, on a draft, that a unit's hex changed or that the unit was added. Harmless on plain states. */
export function markMoved(draft: GameState, unitId: string): void {
  const units = draft.unitBuckets;
  if (!isDraft(units)) return;
  let moved = MOVED.get(units);
  if (!moved) {
    moved = new Set();
    MOVED.set(units, moved);
  }
  moved.add(unitId);
}

/** Tests turn this on to compare every answer with a full scan (a missing `markMoved` shows at once). */
let selfCheck = false;
export function setOccupancySelfCheck(on: boolean): void {
  selfCheck = on;
}

/** The units recorded in a hex, unordered (draft units when `state` is a draft). */
export function occupantsOf(state: GameState, hex: HexId): Unit[] {
  const target = canonicalHexId(hex);
  if (!target) return [];
  const found = lookUp(state, target);
  if (selfCheck) {
    const scanned = allUnits(state).filter((u) => u.hex !== null && canonicalHexId(u.hex) === target);
    const ids = (list: Unit[]) => list.map((u) => u.id).sort().join(',');
    if (ids(found) !== ids(scanned)) throw new Error(`occupancy index of ${target}: [${ids(found)}], a scan finds [${ids(scanned)}]`);
  }
  return found;
}

function lookUp(state: GameState, target: HexId): Unit[] {
  const units = state.unitBuckets;
  if (!isDraft(units)) return [...(indexOf(units).byHex.get(target) ?? [])];
  const base = original(units) as Units;
  const moved = MOVED.get(units);
  const out: Unit[] = [];
  for (const unit of indexOf(base).byHex.get(target) ?? []) {
    if (moved?.has(unit.id)) continue;
    const current = unitById(state, unit.id);
    if (current) out.push(current);
  }
  if (moved) {
    for (const id of moved) {
      const unit = unitById(state, id);
      if (unit && unit.hex !== null && canonicalHexId(unit.hex) === target) out.push(unit);
    }
  }
  return out;
}

/** A unit's place in its state's insertion order (units added inside a draft come last). */
export function unitOrdinal(state: GameState, unitId: string): number {
  return indexOf(baseUnitBuckets(state)).ordinal.get(unitId) ?? Number.MAX_SAFE_INTEGER;
}
