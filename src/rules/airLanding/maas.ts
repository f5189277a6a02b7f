/**
 * [14.12] The Maas on our map: the all-water hexes joined to the Grave bridge hex B1025 (the map
 * carries the river as a band of all-water hexes; the Waal at Nijmegen is a separate band). A hex
 * next to the Maas is a land hex with one of them as a neighbour. Worked out from the map once per
 * World.
 */
import { hexFromIndex, hexId, hexIndex, parseHexId, type HexId } from '../hex';
import type { World } from '../world/world';
import { NO_HEX, terrainOf } from '../world/mapGrid';
import { insidePlayAreaAt, type PlayArea } from '../state/playArea';

/** The Grave bridge hex, which lies in the Maas. */
export const MAAS_HEX: HexId = 'B1025';

const banks = new WeakMap<World, ReadonlySet<HexId>>();

/** The land hexes next to the Maas. */
export function maasBank(world: World): ReadonlySet<HexId> {
  const known = banks.get(world);
  if (known) return known;
  const { grid } = world;
  const water = (i: number) => terrainOf(grid, i) === 'allWater';
  const start = hexIndex(parseHexId(MAAS_HEX)!);
  const river = new Set<number>([start]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    for (let d = 0; d < 6; d++) {
      const next = grid.neighbor[queue[head]! * 6 + d]!;
      if (next === NO_HEX || river.has(next) || !water(next)) continue;
      river.add(next);
      queue.push(next);
    }
  }
  const bank = new Set<HexId>();
  for (const i of river) {
    for (let d = 0; d < 6; d++) {
      const next = grid.neighbor[i * 6 + d]!;
      if (next !== NO_HEX && !water(next)) bank.add(hexId(hexFromIndex(next)));
    }
  }
  banks.set(world, bank);
  return bank;
}

const inPlay = new WeakMap<World, Map<string, ReadonlySet<HexId>>>();

/** The hexes next to the Maas that lie in the play area [24.1] (all of them with no play area). */
export function maasBankInPlay(world: World, area: PlayArea | null): ReadonlySet<HexId> {
  if (!area) return maasBank(world);
  let byArea = inPlay.get(world);
  if (!byArea) {
    byArea = new Map();
    inPlay.set(world, byArea);
  }
  const key = `${area.section}:${area.minRow}:${area.maxRow}`;
  let bank = byArea.get(key);
  if (!bank) {
    bank = new Set([...maasBank(world)].filter((hex) => insidePlayAreaAt(area, hexIndex(parseHexId(hex)!))));
    byArea.set(key, bank);
  }
  return bank;
}
