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
 * hexes outward only as far as the HQs asking need; every HQ then reads its path from the parent links.
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

/** Per world and step slot: 0 not yet worked out, else KNOWN plus the kinds of path it may carry. */
const KNOWN = 1;
const STRICT = 2;
const RELAXED = 4;
const ROAD_STEPS = new WeakMap<World, Uint8Array>();

/** `roadStepAllowed` remembered per world and step (it reads only the map). */
function roadStepKinds(world: World, from: number, k: number, to: number): number {
  let steps = ROAD_STEPS.get(world);
  if (!steps) {
    steps = new Uint8Array(HEX_INDEX_SIZE * 6);
    ROAD_STEPS.set(world, steps);
  }
  const slot = from * 6 + k;
  let kinds = steps[slot]!;
  if (kinds === 0) {
    kinds = KNOWN | (roadStepAllowed(world, from, k, to, false) ? STRICT : 0) | (roadStepAllowed(world, from, k, to, true) ? RELAXED : 0);
    steps[slot] = kinds;
  }
  return kinds;
}

/**
 * The search outward from every usable hex of a group of sources, breadth first. It searches only
 * as far as it is asked (`reachOut`): a hex's way back is fixed when the search first comes to it,
 * so stopping once a hex is reached and going on later gives exactly the ways a search of the whole
 * map gives.
 */
export class RoadTrace {
  /** Next hex toward the source per hex index: -1 unreached (so far), -2 a source hex. */
  readonly next: Int32Array;
  /** Which source a reached hex leads to (index into `sources`). */
  readonly sourceOf: Int32Array;
  private readonly queue: number[] = [];
  private head = 0;
  private readonly steps: Int32Array | null;

  constructor(
    private readonly ground: TracingGround,
    private readonly memo: StepMemo,
    /** The sources searched from (one group). */
    readonly sources: readonly SourceInUse[],
    private readonly offMapRoadsOnly: boolean,
    private readonly withCrossings: boolean,
    private readonly maxSteps: number,
  ) {
    this.next = new Int32Array(HEX_INDEX_SIZE).fill(-1);
    this.sourceOf = new Int32Array(HEX_INDEX_SIZE).fill(-1);
    this.steps = Number.isFinite(maxSteps) ? new Int32Array(HEX_INDEX_SIZE) : null;
    sources.forEach((source, s) => {
      for (const index of source.hexIndices) {
        if (this.next[index] !== -1) continue;
        const usable = source.rule === '11.13' ? supplyheadCut(ground, index) === null : passable(ground, index);
        if (!usable) continue;
        this.next[index] = -2;
        this.sourceOf[index] = s;
        this.queue.push(index);
      }
    });
  }

  /** Search on until `target` is reached or nothing more can be. */
  reachOut(target: number): void {
    while (this.next[target] === -1 && this.head < this.queue.length) this.expand(this.queue[this.head++]!);
  }

  private expand(c: number): void {
    const { ground, next, sourceOf, steps } = this;
    const neighbor = ground.world.grid.neighbor;
    if (steps && steps[c]! >= this.maxSteps) return;
    const s = sourceOf[c]!;
    const offMap = this.sources[s]!.offMap === true;
    // [11.21] the leg that goes off the map follows the road; with the option, the whole path does.
    const relaxed = !(offMap && (this.offMapRoadsOnly || next[c] === -2));
    const kind = relaxed ? RELAXED : STRICT;
    for (let k = 0; k < 6; k++) {
      const x = neighbor[c * 6 + k]!;
      if (x < 0 || next[x] !== -1) continue;
      if (!passable(ground, x)) continue;
      const back = (k + 3) % 6;
      if (neighbor[x * 6 + back] !== c) continue;
      if (!(roadStepKinds(ground.world, x, back, c) & kind)) continue;
      if (!stepOpen(ground, this.memo, x, back, this.withCrossings)) continue;
      if (steps) steps[x] = steps[c]! + 1;
      next[x] = c;
      sourceOf[x] = s;
      this.queue.push(x);
    }
  }
}

/**
 * The road search from a group of sources. With `withCrossings` the path may also cross by
 * engineers [11.24], and is then held to `maxSteps` hexes (the 50 of 11.24).
 */
export function traceRoadsFrom(
  ground: TracingGround,
  memo: StepMemo,
  sources: readonly SourceInUse[],
  offMapRoadsOnly: boolean,
  withCrossings = false,
  maxSteps = Infinity,
): RoadTrace {
  return new RoadTrace(ground, memo, sources, offMapRoadsOnly, withCrossings, maxSteps);
}

/** The path from a hex to the source it reaches (hex indices, start first), or null. */
export function roadPath(trace: RoadTrace, from: number): number[] | null {
  trace.reachOut(from);
  if (trace.next[from] === -1) return null;
  const path = [from];
  let i = from;
  while (trace.next[i]! >= 0) {
    i = trace.next[i]!;
    path.push(i);
  }
  return path;
}
