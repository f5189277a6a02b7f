/**
 * [28.52 nos. 3, 4] Paths across the Neder Rijn for the German side: a chain of road, railroad or
 * trail links from the section's north edge to its south edge through one bridge's span, with no
 * enemy unit in any hex of it and no hex of it in an enemy zone of control; and which bridges a side
 * holds at both ends. Reading (docs/scenarios.md, "Scenario 28"): "controls a bridge" is the free
 * path through it; the other bridge's span is left out of the search so the path uses this one.
 */
import { canonicalHexId, hexIndex, parseHexId, SECTIONS, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import { ANY_RAISED_LINK, LINK_BIT, hexIdOfIndex } from '../world/mapGrid';
import type { World } from '../world/world';
import { zocMap, enemySide } from '../zoc/zoneOfControl';
import { hexesHeldBy } from './hexSets';
import { bridgeStands } from '../state/bridges';
import type { BridgePathCondition, RiverBridge } from './types';

const PATH_LINKS = LINK_BIT.road | LINK_BIT.railroad | LINK_BIT.trail | ANY_RAISED_LINK;

function localRow(section: BridgePathCondition['section'], index: number): number | null {
  const id = hexIdOfIndex(index);
  const at = parseHexId(id)!;
  const local = at.row - SECTIONS[section].rowOffset;
  return local >= 1 && local <= SECTIONS[section].rows ? local : null;
}

/**
 * Is there a linked path from the north edge to the south edge of the section, free of `side`'s
 * enemies and their zones of control, that does not enter any of `avoid` (span hexes)?
 */
export function freeEdgeToEdgePath(world: World, state: GameState, side: Side, section: BridgePathCondition['section'], avoid: readonly HexId[]): HexId[] | null {
  const enemy = enemySide(side);
  const zoc = zocMap(world, state, enemy);
  const enemyHexes = new Set(hexesHeldBy(state, enemy).map((h) => hexIndex(parseHexId(h)!)));
  const avoided = new Set(avoid.map((h) => hexIndex(parseHexId(canonicalHexId(h)!)!)));
  const open = (index: number) => localRow(section, index) !== null && !enemyHexes.has(index) && !zoc.has(index) && !avoided.has(index);
  const top = SECTIONS[section].rows;
  const from = new Map<number, number>();
  const queue: number[] = [];
  for (let col = 1; col <= SECTIONS[section].cols; col++) {
    const id = canonicalHexId(`${section}${String(top).padStart(2, '0')}${String(col).padStart(2, '0')}`);
    if (!id) continue;
    const index = hexIndex(parseHexId(id)!);
    if (open(index) && !from.has(index)) {
      from.set(index, -1);
      queue.push(index);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head]!;
    if (localRow(section, at) === 1) {
      const path: HexId[] = [];
      for (let i = at; i !== -1; i = from.get(i)!) path.push(hexIdOfIndex(i));
      return path.reverse();
    }
    for (let k = 0; k < 6; k++) {
      const next = world.grid.neighbor[at * 6 + k]!;
      if (next < 0 || from.has(next) || !(world.grid.links[at * 6 + k]! & PATH_LINKS) || !open(next)) continue;
      from.set(next, at);
      queue.push(next);
    }
  }
  return null;
}

/** The bridges (of the list) a free path runs through. */
export function bridgesOnFreePaths(world: World, state: GameState, condition: Pick<BridgePathCondition, 'side' | 'section' | 'bridges'>): RiverBridge[] {
  return condition.bridges.filter((bridge) => {
    if (!bridgeStands(state.bridges, bridge.key)) return false; // [16.6] a destroyed bridge carries no path
    const others = condition.bridges.filter((b) => b !== bridge).map((b) => b.span);
    return freeEdgeToEdgePath(world, state, condition.side, condition.section, others) !== null;
  });
}

/** The bridges whose two ends `side` holds. */
export function bridgesHeld(state: GameState, side: Side, bridges: readonly RiverBridge[]): RiverBridge[] {
  const held = new Set(hexesHeldBy(state, side));
  return bridges.filter((b) => b.ends.every((end) => held.has(canonicalHexId(end) ?? end)));
}

/** [28.52 nos. 3, 4] The points the condition gives on this position, and why. */
export function bridgePathPoints(world: World, state: GameState, condition: BridgePathCondition): { points: number; free: string[]; held: string[] } {
  const free = bridgesOnFreePaths(world, state, condition);
  const held = bridgesHeld(state, condition.side, condition.bridges).filter((b) => !free.includes(b));
  let points: number;
  if (free.length >= 2) points = condition.bothPathPoints;
  else if (free.length === 1) points = condition.pathPoints + held.length * condition.heldPoints;
  else points = held.length * condition.heldPoints;
  return { points, free: free.map((b) => b.name), held: held.map((b) => b.name) };
}
