/**
 * The Wilson score interval of a proportion: the range that holds the true win rate with the given
 * confidence (z = 1.96 for 95%), well behaved for small samples and rates near 0 or 1.
 */
export interface Interval {
  rate: number;
  low: number;
  high: number;
}

export function wilsonInterval(successes: number, trials: number, z = 1.96): Interval {
  if (trials <= 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
