/**
 * A side's zone-of-control map kept per position and carried over from one position to the next
 * [7.0]: who controls each hex, as `zocMap` gives it (the controlling units' ids in record order),
 * for the queries the screen repeats after every command (reach, supply's tracing ground).
 *
 * Built in full once; for a later position of the same Game-Turn and weather it is derived from
 * the last one kept: only the hexes in the old and new zones of the units that changed are worked
 * out again (state/unitChanges.ts finds them), as overrides on the full map they came from. A unit's
 * zone depends only on the map, the unit, the Game-Turn and the weather at its hex
 * (zoneOfControl.ts zocOfUnit), so what an unchanged unit controls carries over as it is.
 * tests/rules/zoc/keptZocMap.test.ts compares every derived map with a fresh `zocMap` along a game.
 */
import { isDraft } from 'immer';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { EMPTY_LISTING, unitChangesSince, unitsListing, type UnitsListing } from '../state/unitChanges';
import type { World } from '../world/world';
import { zocMap, zocOfUnit } from './zoneOfControl';

/** Who controls which hex; shared: never change what it gives. */
export interface ZocLookup {
  /** The ids of the side's units whose zone covers the hex, in record order; undefined when none. */
  get(index: number): readonly string[] | undefined;
  has(index: number): boolean;
  /** Calls `visit` once for each controlled hex. */
  forEachHex(visit: (index: number) => void): void;
  /** Carried over from an earlier position's map (false: built from every unit). */
  readonly derived: boolean;
}

const NONE: readonly string[] = Object.freeze([]);
/** A draft's map is never derived from: it carries no listing. */
/** More changed units than this, and the map is built afresh. */
const CHANGED_LIMIT = 64;
/** More overridden hexes than this, and the map is built afresh (lookups stay one or two Map reads). */
const OVERRIDE_LIMIT = 2_000;

class KeptZoc implements ZocLookup {
  constructor(
    readonly world: World,
    readonly side: Side,
    readonly turn: number,
    readonly weather: GameState['weather'],
    readonly listing: UnitsListing,
    /** The full map this one started from. */
    private readonly flat: ReadonlyMap<number, readonly string[]>,
    /** Hexes whose list differs from `flat` (an empty list: no one controls it now). */
    readonly overrides: ReadonlyMap<number, readonly string[]>,
    readonly derived: boolean,
  ) {}

  get(index: number): readonly string[] | undefined {
    const list = this.overrides.get(index) ?? this.flat.get(index);
    return list === undefined || list.length === 0 ? undefined : list;
  }

  has(index: number): boolean {
    return this.get(index) !== undefined;
  }

  forEachHex(visit: (index: number) => void): void {
    for (const [index, list] of this.flat) if (!this.overrides.has(index) && list.length > 0) visit(index);
    for (const [index, list] of this.overrides) if (list.length > 0) visit(index);
  }

  /** The same map on a later position whose units differ at `changed` (places in record order). */
  derive(world: World, state: GameState, listing: UnitsListing, changed: readonly number[]): KeptZoc | null {
    const touched = new Set<number>();
    const changedIds = new Set<string>();
    const controllers: Unit[] = [];
    /** Each changed unit's zone now, worked out once (not once per touched hex). */
    const zones = new Map<Unit, ReadonlySet<number>>();
    for (const i of changed) {
      const before = this.listing.values[i]!;
      const after = listing.values[i]!;
      changedIds.add(after.id);
      for (const unit of [before, after]) {
        if (unit.side !== this.side || unit.hex === null) continue;
        const zone = zocOfUnit(world, state, unit);
        for (const h of zone) touched.add(h);
        if (unit === after && zone.length > 0) {
          controllers.push(unit);
          zones.set(unit, new Set(zone));
        }
      }
    }
    if (touched.size === 0) return new KeptZoc(this.world, this.side, this.turn, this.weather, listing, this.flat, this.overrides, true);
    const overrides = new Map(this.overrides);
    for (const h of touched) {
      const ids = (this.get(h) ?? NONE).filter((id) => !changedIds.has(id));
      for (const unit of controllers) if (zones.get(unit)!.has(h)) ids.push(unit.id);
      ids.sort((a, b) => listing.ordinal.get(a)! - listing.ordinal.get(b)!);
      overrides.set(h, ids);
    }
    if (overrides.size > OVERRIDE_LIMIT) return null;
    return new KeptZoc(this.world, this.side, this.turn, this.weather, listing, this.flat, overrides, true);
  }
}

function build(world: World, state: GameState, side: Side, listing: UnitsListing): KeptZoc {
  const map = new Map<number, string[]>();
  for (const unit of listing.values) {
    if (unit.side !== side || unit.hex === null) continue;
    for (const i of zocOfUnit(world, state, unit)) {
      const list = map.get(i);
      if (list) list.push(unit.id);
      else map.set(i, [unit.id]);
    }
  }
  return new KeptZoc(world, side, state.turn, state.weather, listing, map, new Map(), false);
}

type Units = GameState['unitBuckets'];
/** Maps kept per frozen units record. */
const KEPT = new WeakMap<Units, KeptZoc[]>();
/** The last map kept per world and side: what the next position's map is derived from. */
const LAST = new WeakMap<World, Partial<Record<Side, KeptZoc>>>();

function matches(kept: KeptZoc, world: World, state: GameState, side: Side): boolean {
  return kept.world === world && kept.side === side && kept.turn === state.turn && kept.weather === state.weather;
}

/**
 * The zone-of-control map of `side`'s units on this position [7.0], kept per frozen position and
 * derived from the last one kept when only a few units changed. On a draft it is built afresh.
 */
export function keptZocMap(world: World, state: GameState, side: Side): ZocLookup {
  const units = state.unitBuckets;
  if (isDraft(units)) return new KeptZoc(world, side, state.turn, state.weather, EMPTY_LISTING, zocMap(world, state, side), new Map(), false);
  const frozen = Object.isFrozen(units);
  const here = frozen ? KEPT.get(units)?.find((k) => matches(k, world, state, side)) : undefined;
  if (here) return here;
  const last = LAST.get(world)?.[side];
  let map: KeptZoc | null = null;
  if (last && matches(last, world, state, side)) {
    const changes = unitChangesSince(last.listing, units, CHANGED_LIMIT);
    if (changes) map = last.derive(world, state, changes.listing, changes.changed);
  }
  map ??= build(world, state, side, unitsListing(units));
  if (frozen) {
    const kept = KEPT.get(units) ?? [];
    kept.push(map);
    KEPT.set(units, kept);
    const perSide = LAST.get(world) ?? {};
    perSide[side] = map;
    LAST.set(world, perSide);
  }
  return map;
}
