/**
 * How much a side wants one of its stacks to stand in a hex at the end of a move — the threat and
 * opportunity maps made into one number:
 * - the Germans make for the hexes their conditions name [24.61]: the objective hexes (weighted)
 *   and the highway; the Allies guard those of the same hexes a known German is near, or the
 *   objectives when none is, and an Allied stack already on a threatened hex is worth keeping there;
 * - minus the threat (enemy strength that can fire into the hex, doubled next to it);
 * - plus the opportunity (enemy strength the stack could fire at from there).
 */
import { hexDistance, parseHexId, type HexId } from '../../rules';
import type { Picture } from './picture';

export const WEIGHTS = {
  german: { goal: 1, threat: 0.06, opportunity: 0.03 },
  allied: { goal: 1, threat: 0.12, opportunity: 0.05 },
} as const;

/** Hexes within this distance of a known German count as threatened [24.61]. */
const THREATENED_WITHIN = 6;

export interface HexValuer {
  value(hex: HexId, range: number): number;
  /** The goal term alone (distance to what the side wants), for reasons in the log. */
  goalDistance(hex: HexId): number;
}

export function hexValuer(picture: Picture): HexValuer {
  const w = WEIGHTS[picture.side];
  let targets = picture.goals;
  if (picture.side === 'allied') {
    const threatened = picture.goals.filter((g) => picture.enemies.some((e) => hexDistance(e.at, g.at) <= THREATENED_WITHIN));
    targets = threatened.length > 0 ? threatened : picture.goals.filter((g) => g.weight > 1);
  }
  const onGoal = new Set(targets.map((g) => g.hex));
  const memo = new Map<HexId, number>();
  const goalDistance = (hex: HexId): number => {
    let d = memo.get(hex);
    if (d !== undefined) return d;
    const at = parseHexId(hex)!;
    d = Infinity;
    // A weighted goal counts as that many hexes nearer.
    for (const g of targets) d = Math.min(d, hexDistance(at, g.at) - (g.weight - 1));
    if (!Number.isFinite(d)) d = 0;
    memo.set(hex, d);
    return d;
  };
  return {
    goalDistance,
    value(hex, range) {
      const keep = picture.side === 'allied' && onGoal.has(hex) ? 2 : 0;
      return -w.goal * goalDistance(hex) + keep - w.threat * picture.threat(hex) + w.opportunity * picture.opportunity(hex, range);
    },
  };
}
