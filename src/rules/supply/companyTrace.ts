/**
 * The limited supply path of "regimental" HQs [11.22]: an imaginary motorized infantry company
 * moves from the HQ toward its superior HQ or its division's source for at most 8 MP, in one mode
 * (dispersed, concentrated or travel) of the player's choice for the whole move — the engine takes
 * whichever mode reaches most cheaply. Terrain costs come from the movement rules (stepCost);
 * stacking and the price of leaving enemy zones are ignored, but enemy zones bar the path unless a
 * friendly unit holds the hex [11.22, 7.3, 7.5], and enemy units bar it outright.
 *
 * A cheapest-path search per mode that stops at the first target reached, with MP counted in
 * quarter points (the chart's smallest step) so a bucket queue replaces the heap. The search state
 * is the hex plus whether the company rides a raised link it joined [10.12]. Step prices are kept in
 * the ground's memo, so the HQs of one judgment share them.
 */
import { HEX_INDEX_SIZE } from '../hex';
import { stepCost } from '../movement/stepCost';
import type { Mode } from '../core/unit';
import { MP_QUANTUM } from '../tables/terrainEffects';
import { crossingCost } from './engineerCrossings';
import { passable, supplyCompany, type TracingGround } from './tracingGround';

/** [11.22] the imaginary company's budget. */
export const REGIMENTAL_TRACE_MP = 8;

/** Modes tried, cheapest first on most ground; a later mode must beat the earlier result. */
const MODES: readonly Mode[] = ['travel', 'concentrated', 'dispersed'];
const MODE_SLOT: Readonly<Record<Mode, number>> = { travel: 0, concentrated: 1, dispersed: 2 };

export interface CompanyPath {
  mode: Mode;
  /** MP spent. */
  cost: number;
  /** Hex indices from the HQ to the target. */
  path: number[];
  /** The target reached. */
  target: number;
}

/** Memo of step prices: per hex × direction × mode × on-raised, quarters + 1 (0 unknown, -1 no). */
export type CompanyStepMemo = Int16Array;
export function newCompanyStepMemo(size: number): CompanyStepMemo {
  return new Int16Array(size * 36);
}

/** Price of one step in quarter MP and whether it ends on a raised link, or null when barred. */
function priceStep(ground: TracingGround, memo: CompanyStepMemo, mode: Mode, from: number, k: number, onRaised: boolean): number {
  const slot = ((from * 6 + k) * 3 + MODE_SLOT[mode]) * 2 + (onRaised ? 1 : 0);
  const known = memo[slot]!;
  if (known !== 0) return known;
  const to = ground.world.grid.neighbor[from * 6 + k]!;
  const step = stepCost(ground.world, supplyCompany(mode), from, to, { bridges: ground.state.bridges, leavingEnemyZoc: false, arrivedOnRaised: onRaised });
  // Encoded: -1 barred; else quarters × 2 + raised flag, plus 1 so 0 stays "unknown".
  const value = step.ok ? Math.round(step.cost / MP_QUANTUM) * 2 + (step.onRaised ? 1 : 0) + 1 : -1;
  memo[slot] = value;
  return value;
}

/** The search's per-state arrays, reused from one search to the next (a stamp tells this search's entries). */
interface SearchArrays {
  stamp: number;
  readonly seen: Int32Array;
  readonly cost: Int32Array;
  readonly parent: Int32Array;
  /** Per hex: the stamp of the last search that listed it in its `read` (once per search). */
  readonly listed: Int32Array;
}
let arrays: SearchArrays | null = null;
function searchArrays(): SearchArrays {
  if (!arrays || arrays.stamp > 2_000_000_000) {
    const size = HEX_INDEX_SIZE * 2;
    arrays = { stamp: 0, seen: new Int32Array(size), cost: new Int32Array(size), parent: new Int32Array(size), listed: new Int32Array(HEX_INDEX_SIZE) };
  }
  return arrays;
}

/**
 * The cheapest path (over the modes) from `start` to any of `targets` within the budget, or null.
 * With `withCrossings` the company may also be ferried over engineer crossings [11.24] (the caller
 * halves the budget). With `read`, every hex whose passability the search looked at is listed in it
 * once (keptCompanySearches.ts keeps the answer while those hexes stay as they were).
 */
export function cheapestCompanyPath(
  ground: TracingGround,
  memo: CompanyStepMemo,
  start: number,
  targets: ReadonlySet<number>,
  budget: number = REGIMENTAL_TRACE_MP,
  withCrossings = false,
  read?: number[],
): CompanyPath | null {
  if (targets.size === 0) return null;
  const neighbor = ground.world.grid.neighbor;
  let best: CompanyPath | null = null;
  const search = searchArrays();
  const listing = read ? ++search.stamp : 0;
  for (const mode of MODES) {
    const limit = best ? Math.round(best.cost / MP_QUANTUM) - 1 : Math.round(budget / MP_QUANTUM);
    if (limit < 0) break;
    // States: hex × 2 + (on a raised link ? 1 : 0). Quarter-MP buckets. A state's cost and parent
    // count only when its stamp is this search's.
    const stamp = ++search.stamp;
    const { seen, cost, parent } = search;
    const visit = (state: number, q: number, from: number) => {
      seen[state] = stamp;
      cost[state] = q;
      parent[state] = from;
    };
    visit(start * 2, 0, -1);
    const buckets: number[][] = Array.from({ length: limit + 1 }, () => []);
    buckets[0]!.push(start * 2);
    let found = -1;
    for (let q = 0; q <= limit && found < 0; q++) {
      const bucket = buckets[q]!;
      for (let b = 0; b < bucket.length; b++) {
        const state = bucket[b]!;
        if (cost[state] !== q) continue;
        const from = state >> 1;
        if (targets.has(from)) {
          found = state;
          break;
        }
        for (let k = 0; k < 6; k++) {
          const to = neighbor[from * 6 + k]!;
          if (to < 0) continue;
          if (read && search.listed[to] !== listing) {
            search.listed[to] = listing;
            read.push(to);
          }
          if (!passable(ground, to)) continue;
          let price = priceStep(ground, memo, mode, from, k, (state & 1) === 1);
          if (price < 0 && withCrossings && ground.crossings.has(from * 6 + k)) {
            // [11.24, 16.11] ferried by the engineer: the far hex's terrain plus the ferry surcharge.
            const ferried = crossingCost(ground.world, to, mode);
            if (ferried !== null) price = Math.round(ferried / MP_QUANTUM) * 2 + 1;
          }
          if (price < 0) continue;
          const nq = q + ((price - 1) >> 1);
          if (nq > limit) continue;
          const ns = to * 2 + ((price - 1) & 1);
          if (seen[ns] === stamp && cost[ns]! <= nq) continue;
          visit(ns, nq, state);
          buckets[nq]!.push(ns);
        }
      }
    }
    if (found < 0) continue;
    const path: number[] = [];
    for (let s = found; s >= 0; s = parent[s]!) path.push(s >> 1);
    path.reverse();
    best = { mode, cost: cost[found]! * MP_QUANTUM, path, target: found >> 1 };
  }
  return best;
}
