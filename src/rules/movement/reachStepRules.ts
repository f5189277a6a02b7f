/**
 * The rules of a move step that are not in its cost, as the reach search applies them hex by hex,
 * so that it never offers a hex the moveStep command would refuse (planStep.ts `planMoveStep`
 * checks the same, in the same terms):
 *
 * - [30.41] never into a part of the map the scenario bars to the moving side (state/barredRegion.ts);
 * - [30.46] optional: a kept (XXX Corps) stack steps no farther than its limit from the main road,
 *   unless the step brings it nearer the road; a unit of the held side, until the hold is over, may
 *   enter a hex as far out as the hold reaches but moves no farther from it, being held there
 *   (state/roadCorridor.ts, canMove.ts);
 * - [19.7] a leader may not be left, or arrive, in a stack with units not his own and none of his.
 *
 * The search asks `allows(from, to)` for each step it tries, from the hex it stands in to the next
 * one (hex indices). Tables are made once per world (the barred regions) or per road (distances).
 * The play area [24.1] and enemy-held hexes [8.12] the search checks itself; the hexes a stack of
 * combat units might enter where only enemy leaders stand [19.31] it leaves out (it never offers
 * an enemy-held hex).
 */
import { HEX_INDEX_SIZE, hexFromIndex, hexIndex, hexId, parseHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { regionHexes, type BarredRegion } from '../state/barredRegion';
import { roadCorridorInForce, roadDistance, type RoadCorridor } from '../state/roadCorridor';
import { occupantsOf } from '../state/occupancy';
import { stackProblem } from '../leaders/leaderMovement';
import type { World } from '../world/world';

export interface ReachStepRules {
  /** May the stack step from hex `from` into the adjacent hex `to`? */
  allows(from: number, to: number): boolean;
}

const barredTables = new WeakMap<World, WeakMap<BarredRegion, Uint8Array>>();

/** [30.41] The region's hexes as a table by hex index (1: barred). */
function barredTable(world: World, region: BarredRegion): Uint8Array {
  let perRegion = barredTables.get(world);
  if (!perRegion) barredTables.set(world, (perRegion = new WeakMap()));
  let table = perRegion.get(region);
  if (!table) {
    table = new Uint8Array(HEX_INDEX_SIZE);
    for (const id of regionHexes(world, region)) table[hexIndex(parseHexId(id)!)] = 1;
    perRegion.set(region, table);
  }
  return table;
}

const distanceTables = new WeakMap<readonly HexId[], Float64Array>();

/** [30.46] Hexes from each hex to the main road, by hex index (NaN: not worked out yet). */
function roadDistances(corridor: RoadCorridor): Float64Array {
  let table = distanceTables.get(corridor.road);
  if (!table) distanceTables.set(corridor.road, (table = new Float64Array(HEX_INDEX_SIZE).fill(Number.NaN)));
  return table;
}

function distanceAt(corridor: RoadCorridor, table: Float64Array, index: number): number {
  const known = table[index]!;
  if (known === known) return known;
  return (table[index] = roadDistance(corridor, hexId(hexFromIndex(index))));
}

/** What these rules read of the search's board (movement/reach.ts ReachBoard): the hexes holding friends. */
export interface FriendlyOccupancy {
  friendlyWeight: ReadonlyMap<number, number>;
}

/** The rules beyond cost for these units (standing together) stepping on `state`'s board. */
export function reachStepRules(world: World, state: GameState, units: readonly Unit[], board: FriendlyOccupancy): ReachStepRules {
  const side = units[0]!.side;
  const barred = (state.playArea?.barred ?? []).filter((r) => r.side === side).map((r) => barredTable(world, r));
  const corridor = roadCorridorInForce(state);
  const kept = corridor && units.some((u) => corridor.keptUnitIds.includes(u.id)) ? corridor : null;
  // [30.46] a unit of the held side that comes to stand far from the road is held there (canMove.ts)
  const held = corridor && !corridor.released && side === corridor.heldSide ? corridor : null;
  const distances = corridor && (kept || held) ? roadDistances(corridor) : null;
  const leaders = units.some((u) => u.type === 'leader');

  const moving = new Set(units.map((u) => u.id));
  // unordered: whether a stack breaks [19.7] does not depend on its order
  const friendsAt = (index: number): Unit[] => occupantsOf(state, hexId(hexFromIndex(index))).filter((u) => u.side === side && !moving.has(u.id));
  /** [19.7] is about leaders only: a stack without one is always fine. */
  const fine = (stack: readonly Unit[]): boolean => !stack.some((u) => u.type === 'leader') || stackProblem(state, stack) === null;
  /** [19.7] per hex: may the stack arrive there / leave it, as far as leaders go. */
  const arriving = new Map<number, boolean>();
  const leaving = new Map<number, boolean>();
  const mayArrive = (index: number): boolean => {
    if (!leaders && !board.friendlyWeight.has(index)) return true; // no leader in the stack it makes
    let ok = arriving.get(index);
    if (ok === undefined) arriving.set(index, (ok = fine([...units, ...friendsAt(index)])));
    return ok;
  };
  const mayLeave = (index: number): boolean => {
    if (!board.friendlyWeight.has(index)) return true; // nobody left behind
    let ok = leaving.get(index);
    if (ok === undefined) leaving.set(index, (ok = fine(friendsAt(index))));
    return ok;
  };
  return {
    allows(from: number, to: number): boolean {
      for (const table of barred) if (table[to]) return false; // [30.41]
      if (kept && distances) {
        // [30.46] within the limit, or nearer the road than before
        const after = distanceAt(kept, distances, to);
        if (after > kept.keptWithin && !(after < distanceAt(kept, distances, from))) return false;
      }
      if (held && distances && distanceAt(held, distances, from) >= held.heldFrom) return false; // [30.46] held once there
      return mayLeave(from) && mayArrive(to); // [19.7]
    },
  };
}
