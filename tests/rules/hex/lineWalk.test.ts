// The integer line walk (hex/lineWalk.ts) against the floating-point clipping walk it replaced, on
// real map hexes: the same hexes and the same hexside stretches, in the same order [6.0, 6.13].
import { describe, expect, it } from 'vitest';
import { fromAxial, hexDistance, hexFromIndex, hexLine, hexLineByClipping, toAxial, type Hex } from '../../../src/rules/hex';
import { realWorld } from '../../support/realWorld';

/** Pairs whose two lines differ, as readable text (empty when the walks agree on every pair). */
function disagreements(pairs: Iterable<readonly [Hex, Hex]>): string[] {
  const out: string[] = [];
  for (const [from, to] of pairs) {
    const fast = JSON.stringify(hexLine(from, to));
    const reference = JSON.stringify(hexLineByClipping(from, to));
    if (fast !== reference) out.push(`${JSON.stringify(from)} → ${JSON.stringify(to)}: ${fast} ≠ ${reference}`);
  }
  return out;
}

const onMap = Array.from(realWorld().grid.onMap, (i) => hexFromIndex(i));

describe('walkHexLine: the integer walk gives the clipping walk\'s line', () => {
  it('[6.0, 6.13] every hex within 40 of a map hex, every direction and every hexside run among them', () => {
    const from = onMap[Math.floor(onMap.length / 2)]!;
    const a = toAxial(from);
    const pairs: [Hex, Hex][] = [];
    for (let dq = -40; dq <= 40; dq++) {
      for (let dr = -40; dr <= 40; dr++) {
        const to = fromAxial({ q: a.q + dq, r: a.r + dr });
        if (hexDistance(from, to) <= 40) pairs.push([from, to]);
      }
    }
    expect(pairs.length).toBe(4_921); // 3·40·41 + 1
    expect(disagreements(pairs)).toEqual([]);
  });

  it('[6.0, 6.13] every ordered pair of 80 hexes spread over the four map sections (long lines included)', () => {
    const sample = Array.from({ length: 80 }, (_, n) => onMap[Math.floor((n * onMap.length) / 80)]!);
    const pairs: [Hex, Hex][] = [];
    for (const from of sample) for (const to of sample) pairs.push([from, to]);
    expect(Math.max(...pairs.map(([p, q]) => hexDistance(p, q)))).toBeGreaterThan(150);
    expect(disagreements(pairs)).toEqual([]);
  });
});
