/**
 * The unlimited supply path of divisional, independent-formation, corps and army HQs [11.21]: a
 * chain of road, trail, city or town hexes of any length from the HQ to a source, passable, free of
 * enemy units, and free of enemy zones of control unless a friendly unit holds the hex [7.3, 7.5].
 *
 * Railroads and clear hexes may also carry the path, except on the leg that goes straight off the
 * map [11.21]. Reading (RULES-INVENTORY §5, docs/supply.md): by default the path may use them
 * anywhere, but the last step onto an off-map source's edge hex must follow its road or trail; with
 * option `supplyOffMapRoadsOnly` the whole path to an off-map source is held to roads, trails, cities
 * and towns.
 *
 * One breadth-first search per group of sources serving the same formations, run from the source
 * hexes outward; every HQ then reads its path from the parent links.
 */
import { HEX_INDEX_SIZE } from '../hex';
import { LINK_BIT, RAISED_LINK_BIT, terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import type { SourceInUse } from './sources';
import { passable, stepOpen, supplyheadCut, type StepMemo, type TracingGround } from './tracingGround';

const ROAD_OR_TRAIL = LINK_BIT.road | LINK_BIT.trail | RAISED_LINK_BIT.road | RAISED_LINK_BIT.trail;
const RAILROAD = LINK_BIT.railroad | RAISED_LINK_BIT.railroad;
const ANY_LINK = ROAD_OR_TRAIL | RAILROAD;
const URBAN = new Set(['city', 'town']);
/** Clear ground; the map's polder plays as clear (docs/maps.md). */
const OPEN = new Set(['clear', 'polder']);

function hasLink(world: World, index: number, bits: number): boolean {
  for (let k = 0; k < 6; k++) if (world.grid.links[index * 6 + k]! & bits) return true;
  return false;
}

/** May the road path of 11.21 step from `from` to its neighbour `to` (direction k)? */
export function roadStepAllowed(world: World, from: number, k: number, to: number, relaxed: boolean): boolean {
  const links = world.grid.links[from * 6 + k]!;
  if (links & ROAD_OR_TRAIL) return true;
  const tf = terrainOf(world.grid, from);
  const tt = terrainOf(world.grid, to);
  if (URBAN.has(tf) && URBAN.has(tt)) return true;
  if (!relaxed) return false;
  if (links & RAILROAD) return true;
  // [11.21] clear hexes join the net: any step between two hexes that are clear, urban or on a link.
  const onNet = (i: number, t: string) => OPEN.has(t) || URBAN.has(t) || hasLink(world, i, ANY_LINK);
  return onNet(from, tf) && onNet(to, tt);
}

export interface RoadTrace {
  /** The sources searched from (one group). */
  readonly sources: readonly SourceInUse[];
  /** Next hex toward the source per hex index: -1 unreached, -2 a source hex. */
  readonly next: Int32Array;
  /** Which source a reached hex leads to (index into `sources`). */
  readonly sourceOf: Int32Array;
}

/**
 * Search outward from every usable hex of a group of sources. With `withCrossings` the path may
 * also cross by engineers [11.24], and is then held to `maxSteps` hexes (the 50 of 11.24).
 */
export function traceRoadsFrom(
  ground: TracingGround,
  memo: StepMemo,
  sources: readonly SourceInUse[],
  offMapRoadsOnly: boolean,
  withCrossings = false,
  maxSteps = Infinity,
): RoadTrace {
  const world = ground.world;
  const next = new Int32Array(HEX_INDEX_SIZE).fill(-1);
  const sourceOf = new Int32Array(HEX_INDEX_SIZE).fill(-1);
  const queue: number[] = [];
  const steps = Number.isFinite(maxSteps) ? new Int32Array(HEX_INDEX_SIZE) : null;
  sources.forEach((source, s) => {
    for (const index of source.hexIndices) {
      if (next[index] !== -1) continue;
      const usable = source.rule === '11.13' ? supplyheadCut(ground, index) === null : passable(ground, index);
      if (!usable) continue;
      next[index] = -2;
      sourceOf[index] = s;
      queue.push(index);
    }
  });
  const isSourceHex = (i: number) => next[i] === -2;
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head]!;
    if (steps && steps[c]! >= maxSteps) continue;
    const s = sourceOf[c]!;
    const offMap = sources[s]!.offMap === true;
    // [11.21] the leg that goes off the map follows the road; with the option, the whole path does.
    const relaxed = !(offMap && (offMapRoadsOnly || isSourceHex(c)));
    for (let k = 0; k < 6; k++) {
      const x = world.grid.neighbor[c * 6 + k]!;
      if (x < 0 || next[x] !== -1) continue;
      if (!passable(ground, x)) continue;
      const back = (k + 3) % 6;
      if (world.grid.neighbor[x * 6 + back] !== c) continue;
      if (!roadStepAllowed(world, x, back, c, relaxed)) continue;
      if (!stepOpen(ground, memo, x, back, withCrossings)) continue;
      if (steps) steps[x] = steps[c]! + 1;
      next[x] = c;
      sourceOf[x] = s;
      queue.push(x);
    }
  }
  return { sources, next, sourceOf };
}

/** The path from a hex to the source it reaches (hex indices, start first), or null. */
export function roadPath(trace: RoadTrace, from: number): number[] | null {
  if (trace.next[from] === -1) return null;
  const path = [from];
  let i = from;
  while (trace.next[i]! >= 0) {
    i = trace.next[i]!;
    path.push(i);
  }
  return path;
}
