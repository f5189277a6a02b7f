/**
 * [27.51, 27.52] An open road: connected road hexes from a start hex to any hex of a goal set, every
 * hex of the chain (both ends included) free of the enemy's units and of the enemy's zones of
 * control [7.0]. A road crosses a bridge only while the bridge stands [16.6]. Reading
 * (docs/scenarios.md, "Scenario 27"): "connected road hexes" follow the map's road links, raised
 * or not; an enemy zone counts whether or not friendly units stand in it (7.5 cancels zones for
 * supply only).
 */
import { hexFromIndex, hexId, hexIndex, parseHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import { bridgeStands } from '../state/bridges';
import { enemySide, zocMap } from '../zoc/zoneOfControl';
import { bridgeKey, LINK_BIT, NO_HEX, RAISED_LINK_BIT } from '../world/mapGrid';
import type { World } from '../world/world';
import { allUnits } from '../state/unitBuckets';

const ROAD_BITS = LINK_BIT.road | RAISED_LINK_BIT.road;

/** Do the road bridges among these map bridges all lie down (none stands)? False when there are none. */
function roadBridgesDown(world: World, state: GameState, bridges: readonly number[] | undefined): boolean {
  const road = (bridges ?? []).map((n) => world.grid.bridges[n]!).filter((b) => b.kind === 'road');
  return road.length > 0 && road.every((b) => !bridgeStands(state.bridges, bridgeKey(b)));
}

/** The hexes (indices) the side may not use: its enemy's units and zones of control. */
function blockedBy(world: World, state: GameState, side: Side): Set<number> {
  const enemy = enemySide(side);
  const blocked = new Set<number>(zocMap(world, state, enemy).keys());
  for (const unit of allUnits(state)) {
    if (unit.side !== enemy || unit.hex === null || unit.eliminated || unit.type === 'leader') continue;
    const at = parseHexId(unit.hex);
    if (at) blocked.add(hexIndex(at));
  }
  return blocked;
}

/** The open road for `side` from `from` to a hex of `goals`, start first, or null when there is none. */
export function openRoad(world: World, state: GameState, side: Side, from: HexId, goals: readonly HexId[]): HexId[] | null {
  const start = parseHexId(from);
  if (!start) return null;
  const blocked = blockedBy(world, state, side);
  const startIndex = hexIndex(start);
  if (blocked.has(startIndex) || roadBridgesDown(world, state, world.grid.hexBridges.get(startIndex))) return null;
  const goalSet = new Set(goals.map((g) => parseHexId(g)).filter((h) => h !== undefined).map(hexIndex));
  const { neighbor, links } = world.grid;
  const previous = new Map<number, number>([[startIndex, NO_HEX]]);
  const queue = [startIndex];
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head]!;
    if (goalSet.has(at)) {
      const path: HexId[] = [];
      for (let step = at; step !== NO_HEX; step = previous.get(step)!) path.unshift(hexId(hexFromIndex(step)));
      return path;
    }
    for (let d = 0; d < 6; d++) {
      const next = neighbor[at * 6 + d]!;
      if (next === NO_HEX || previous.has(next) || blocked.has(next) || (links[at * 6 + d]! & ROAD_BITS) === 0) continue;
      if (roadBridgesDown(world, state, world.grid.sideBridges.get(at * 6 + d))) continue;
      if (roadBridgesDown(world, state, world.grid.hexBridges.get(next))) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  return null;
}
