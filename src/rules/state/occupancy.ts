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
import { isDraft } from 'immer';
import { canonicalHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { allUnits, baseUnitBuckets, unitById, type UnitBucket } from './unitBuckets';

type Units = readonly UnitBucket[];

interface Index {
  /** Canonical hex id → the units recorded there (in insertion order; callers sort). */
  byHex: Map<HexId, Unit[]>;
  /** Unit id → its place in the record's insertion order (for orders that must match a full scan). */
  ordinal: Map<string, number>;
}

const INDEXES = new WeakMap<Units, Index>();
/** Per draft `units`: ids whose hex changed (or that were added) since the draft began. */
const MOVED = new WeakMap<Units, Set<string>>();

function indexOf(units: Units): Index {
  let index = INDEXES.get(units);
  if (!index) {
    const byHex = new Map<HexId, Unit[]>();
    const ordinal = new Map<string, number>();
    let i = 0;
    for (const bucket of units) for (const unit of Object.values(bucket)) {
      ordinal.set(unit.id, i++);
      const hex = unit.hex === null ? undefined : canonicalHexId(unit.hex);
      if (!hex) continue;
      const list = byHex.get(hex);
      if (list) list.push(unit);
      else byHex.set(hex, [unit]);
    }
    index = { byHex, ordinal };
    INDEXES.set(units, index);
  }
  return index;
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
  const base = baseUnitBuckets(state);
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
