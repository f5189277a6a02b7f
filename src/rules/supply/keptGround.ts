/**
 * The tracing ground (tracingGround.ts) kept per frozen position and carried over from the last one
 * worked out for the side: the depletion check after a shot [11.33] judges a position that differs
 * from the last one it judged in a few units, and the Command Phase's recovery rolls [11.54] one
 * that its supply step changed only in Depleted markers [11.23, 11.35].
 *
 * A later position of the same Game-Turn, weather and standing bridges is derived from the last
 * ground by its changed units (state/unitChanges.ts): each one's old and new hex are counted again,
 * and the hexes of its old and new zone of control are read again from the enemy's zones kept per
 * position (zoc/keptZocMap.ts) [7.0, 7.62]; the engineer crossings are listed again [11.24]. The
 * hexes whose passability changed [7.3, 7.5, 19.2] then decide which kept searches carry over
 * (keptTraces.ts). Any other difference, or more than 64 changed units, and the ground is worked out
 * afresh. A cache, not state: tests/rules/supply/keptGround.test.ts compares it with a fresh build.
 */
import { isDraft } from 'immer';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { unitChangesSince, unitsListing } from '../state/unitChanges';
import type { World } from '../world/world';
import { keptZocMap } from '../zoc/keptZocMap';
import { enemySide, sameZoneOfControl, zocOfUnit } from '../zoc/zoneOfControl';
import type { EngineerCrossings } from './engineerCrossings';
import { engineerCrossings } from './engineerCrossings';
import { carryOverTraces } from './keptTraces';
import { stepMemosFor } from './stepMemos';
import { freshGround, indexOfUnit, passable, type TracingGround } from './tracingGround';

/**
 * The last ground kept per world and side: what the next position's ground is derived from. Only
 * the last is kept (a ground holds three arrays over the whole map; one per position of a long
 * game's history would add up).
 */
const LAST = new WeakMap<World, Partial<Record<Side, TracingGround>>>();
/** More changed units than this, and the ground is worked out afresh. */
const CHANGED_LIMIT = 64;

/** The ground a side traces supply over on this position [7.3, 7.5, 11.21, 11.31]. */
export function tracingGround(state: GameState, world: World, side: Side): TracingGround {
  if (isDraft(state)) return freshGround(state, world, side);
  const last = LAST.get(world)?.[side];
  const usable = last !== undefined && sameConditions(last, world, side, state);
  if (usable && last.state.unitBuckets === state.unitBuckets) return last.state === state ? last : { ...last, state };
  const ground = (usable ? derive(last, state) : null) ?? freshGround(state, world, side);
  if (Object.isFrozen(state.unitBuckets)) {
    const perSide = LAST.get(world) ?? {};
    perSide[side] = ground;
    LAST.set(world, perSide);
  }
  return ground;
}

/**
 * What a ground reads besides the units: the turn and the weather (the enemy's zones [7.0]) and
 * which bridges stand (the steps' memo, the crossings [10.13, 11.24]).
 */
function sameConditions(ground: TracingGround, world: World, side: Side, state: GameState): boolean {
  const was = ground.state;
  return (
    ground.world === world &&
    ground.side === side &&
    was.turn === state.turn &&
    was.weather.north === state.weather.north &&
    was.weather.south === state.weather.south &&
    (was.bridges === state.bridges || stepMemosFor(world, was.bridges) === stepMemosFor(world, state.bridges))
  );
}

/** The ground of `state` from the last one, or null when too much changed. */
function derive(last: TracingGround, state: GameState): TracingGround | null {
  const { world, side } = last;
  const before = unitsListing(last.state.unitBuckets);
  const changes = unitChangesSince(before, state.unitBuckets, CHANGED_LIMIT);
  if (!changes) return null;
  let { enemyOccupied, friendlyOccupied, enemyZoc } = last;
  let unitIndex = last.unitIndex;
  /** Hexes whose passability may have changed. */
  const suspects = new Set<number>();
  const zoneHexes = new Set<number>();
  const count = (unit: Unit, at: number, by: number) => {
    if (unit.type === 'leader') return; // [19.2] leaders never bar or hold a path
    if (unit.side === side) {
      if (friendlyOccupied === last.friendlyOccupied) friendlyOccupied = friendlyOccupied.slice();
      friendlyOccupied[at]! += by;
    } else {
      if (enemyOccupied === last.enemyOccupied) enemyOccupied = enemyOccupied.slice();
      enemyOccupied[at]! += by;
    }
    suspects.add(at);
  };
  for (const i of changes.changed) {
    const was = before.values[i]!;
    const now = changes.listing.values[i]!;
    const from = indexOfUnit(was);
    const to = indexOfUnit(now);
    if (from !== to || was.type !== now.type || was.side !== now.side) {
      if (unitIndex === last.unitIndex) unitIndex = new Map(unitIndex);
      const index = unitIndex as Map<string, number>;
      if (from >= 0) {
        index.delete(was.id);
        count(was, from, -1);
      }
      if (to >= 0) {
        index.set(now.id, to);
        count(now, to, 1);
      }
    }
    // [7.0, 7.62] an enemy unit's zone depends on the unit, the map, the turn and the weather
    if (was.side === side && now.side === side) continue;
    if (sameZoneOfControl(was, now)) continue;
    for (const unit of [was, now]) {
      if (unit.side !== side && unit.hex !== null) for (const h of zocOfUnit(world, state, unit)) zoneHexes.add(h);
    }
  }
  if (zoneHexes.size > 0) {
    const zoc = keptZocMap(world, state, enemySide(side));
    for (const h of zoneHexes) {
      const now = zoc.has(h) ? 1 : 0;
      if (enemyZoc[h] === now) continue;
      if (enemyZoc === last.enemyZoc) enemyZoc = enemyZoc.slice();
      enemyZoc[h] = now;
      suspects.add(h);
    }
  }
  const crossings = engineerCrossings(state, world, side);
  const ground: TracingGround = { world, state, side, enemyOccupied, friendlyOccupied, enemyZoc, unitIndex, crossings, kept: last.kept };
  const changed = [...suspects].filter((h) => passable(last, h) !== passable(ground, h));
  return { ...ground, kept: carryOverTraces(last.kept, changed, sameHexsides(last.crossings, crossings)) };
}

/** Do two sets of engineer crossings open the same hexsides [11.24]? */
function sameHexsides(a: EngineerCrossings, b: EngineerCrossings): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const slot of a.keys()) if (!b.has(slot)) return false;
  return true;
}
