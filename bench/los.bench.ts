/**
 * Line of sight on the full four-section map: random observer/target pairs within a day observation
 * range (what fire and spotting ask), random pairs anywhere on the map (the worst case, long lines),
 * and the communication tally on those long lines (10.6 has no length limit). Prints queries/sec.
 */
import { readFileSync } from 'node:fs';
import { afterAll, bench, describe } from 'vitest';
import * as rules from '../src/rules';

// Bound locally (see hex.bench.ts): the module runner reaches imports through getters.
const { communicationTally, createWorld, fromAxial, hexDistance, hexFromIndex, hexIdOfIndex, hexIndex, isOnMap, lineOfSight, observationRange, parseMapData, toAxial } = rules;

const parsed = parseMapData(JSON.parse(readFileSync(new URL('../public/maps/map.json', import.meta.url), 'utf8')));
if (!parsed.ok) throw new Error(parsed.message);
const world = createWorld(parsed.map);
const DAY_TURN = 8;

/** Numerical Recipes LCG, 32-bit; returns floats in [0, 1). */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const rand = lcg(1944);
const onMap = Array.from(world.grid.onMap);
const pick = (): number => onMap[Math.floor(rand() * onMap.length)]!;

const PAIRS = 10_000;

/** Pairs 2..range apart, range being the observer's day range from its hex. */
const NEAR: [number, number][] = [];
while (NEAR.length < PAIRS) {
  const from = pick();
  const range = observationRange(world, DAY_TURN, from);
  const a = toAxial(hexFromIndex(from));
  const to = fromAxial({ q: a.q + Math.floor(rand() * (2 * range + 1)) - range, r: a.r + Math.floor(rand() * (2 * range + 1)) - range });
  if (!isOnMap(to)) continue;
  const d = hexDistance(hexFromIndex(from), to);
  if (d >= 2 && d <= range) NEAR.push([from, hexIndex(to)]);
}

/** Any two hexes of the map. */
const FAR: [number, number][] = Array.from({ length: PAIRS }, () => [pick(), pick()]);
const FAR_IDS = FAR.slice(0, 1_000).map(([a, b]) => [hexIdOfIndex(a), hexIdOfIndex(b)] as const);
const meanFar = FAR.reduce((sum, [a, b]) => sum + hexDistance(hexFromIndex(a), hexFromIndex(b)), 0) / FAR.length;

let sink = 0;
const timings = new Map<string, { runs: number; queries: number; ms: number }>();
/** Wraps a batch so its own throughput can be printed; the first runs (warm-up, JIT) are not counted. */
function timed(label: string, queries: number, run: () => void): () => void {
  return () => {
    const start = performance.now();
    run();
    const t = timings.get(label) ?? { runs: 0, queries: 0, ms: 0 };
    t.runs++;
    if (t.runs > 3) {
      t.queries += queries;
      t.ms += performance.now() - start;
    }
    timings.set(label, t);
  };
}

describe('line of sight on the full map', () => {
  bench(
    'lineOfSight, 10k pairs within day observation range',
    timed('LOS within observation range', PAIRS, () => {
      for (const [a, b] of NEAR) if (lineOfSight(world, a, b).clear) sink++;
    }),
  );

  bench(
    `lineOfSight, 10k random pairs anywhere (mean ${Math.round(meanFar)} hexes)`,
    timed('LOS random far pairs', PAIRS, () => {
      for (const [a, b] of FAR) if (lineOfSight(world, a, b).clear) sink++;
    }),
  );

  bench(
    'communicationTally, 1k random pairs anywhere',
    timed('communication tally, far pairs', FAR_IDS.length, () => {
      for (const [a, b] of FAR_IDS) if (!communicationTally(world, a, b).failedAt) sink++;
    }),
  );
});

afterAll(() => {
  for (const [label, t] of timings) {
    if (t.ms > 0) console.log(`${label}: ${Math.round((t.queries / t.ms) * 1000).toLocaleString('en-US')} queries/sec`);
  }
});

// Keep the results observable so the work is not optimised away.
export function benchSink(): number {
  return sink;
}
