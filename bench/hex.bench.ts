// Hex geometry throughput: id parsing/printing, adjacency, range, line of sight, picking.
// Inputs are pre-generated with a fixed LCG so every run measures the same work.
import { bench, describe } from 'vitest';
import * as hexModule from '../src/rules/hex';
import type { Hex, Point } from '../src/rules/hex';

// Bound locally: vitest's module runner reaches imported bindings through getters, which would
// add a fixed cost to every call of the cheap functions that a bundled build does not pay.
const { allHexes, boardSize, formatHexId, fromAxial, hexDistance, hexLine, neighbors, parseHexId, pixelToHex, toAxial } = hexModule;

/** Numerical Recipes LCG, 32-bit; returns floats in [0, 1). */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const ALL = allHexes();
const IDS = ALL.map((h) => formatHexId(h)!);
const SIZE = 32;

const rand = lcg(1977);
const pick = (): Hex => ALL[Math.floor(rand() * ALL.length)]!;

const DISTANCE_PAIRS: [Hex, Hex][] = Array.from({ length: 100_000 }, () => [pick(), pick()]);

/** 10k pairs at range 1..20 (the far end may be off the map; hexLine does not care). */
const LINE_PAIRS: [Hex, Hex][] = [];
while (LINE_PAIRS.length < 10_000) {
  const from = pick();
  const a = toAxial(from);
  const to = fromAxial({ q: a.q + Math.floor(rand() * 41) - 20, r: a.r + Math.floor(rand() * 41) - 20 });
  const d = hexDistance(from, to);
  if (d >= 1 && d <= 20) LINE_PAIRS.push([from, to]);
}

const { width, height } = boardSize(SIZE);
const POINTS: Point[] = Array.from({ length: 100_000 }, () => ({ x: rand() * width, y: rand() * height }));

let sink = 0;

describe('hex geometry', () => {
  bench('parseHexId + formatHexId, all 8,238 hexes', () => {
    for (const id of IDS) {
      const hex = parseHexId(id)!;
      sink += formatHexId(hex)!.length;
    }
  });

  bench('neighbors, all 8,238 hexes', () => {
    for (const hex of ALL) sink += neighbors(hex).length;
  });

  bench('hexDistance, 100k random pairs', () => {
    for (const [a, b] of DISTANCE_PAIRS) sink += hexDistance(a, b);
  });

  bench('hexLine, 10k pairs at range ≤ 20', () => {
    for (const [a, b] of LINE_PAIRS) sink += hexLine(a, b).length;
  });

  bench('pixelToHex, 100k points', () => {
    for (const p of POINTS) if (pixelToHex(p, SIZE)) sink++;
  });
});

// Keep the results observable so the work is not optimised away.
export function benchSink(): number {
  return sink;
}
