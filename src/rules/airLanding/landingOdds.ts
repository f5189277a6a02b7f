/**
 * The drop planner's numbers [14.2, 14.14, 14.92]: before a lift flies, the exact chance of each
 * Air Landing result and of every hex the serial may come down in (all 36 × 6 × 36 ways of the
 * landing roll, the scatter die and the destruction roll are counted).
 */
import type { HexId } from '../hex';
import type { World } from '../world/world';
import { AIR_LANDING_RESULTS, airLandingResult, shiftAirLandingResult, type AirLandingResult } from '../tables/airLandingTable';
import type { LandingGround } from './dropHex';
import { scatterFrom } from './scatter';

/** Each way of the dice counts 1 out of this many (2d6 × 1d6 × 2d6). */
export const LANDING_WAYS = 36 * 6 * 36;

export interface LandingOdds {
  /** Ways (out of LANDING_WAYS) of each final result after the 14.13 shift. */
  results: Record<AirLandingResult, number>;
  /** Ways the serial turns back [A] and is destroyed [14.14]. */
  aborted: number;
  destroyed: number;
  /** Every hex it may land in, with its ways and ground, most likely first. */
  landings: { hex: HexId; ways: number; ground: LandingGround }[];
  outOf: number;
}

const TWO_DICE: readonly number[] = [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => a + b));

/** [14.2, 14.13, 14.14, 14.92] The odds of a lift flying with `conditions` and `shift` to `target`. */
export function landingOdds(world: World, target: HexId, conditions: number, shift: number): LandingOdds {
  const table = world.tables.airLanding;
  const results = Object.fromEntries(AIR_LANDING_RESULTS.map((r) => [r, 0])) as Record<AirLandingResult, number>;
  const landings = new Map<HexId, { hex: HexId; ways: number; ground: LandingGround }>();
  let aborted = 0;
  let destroyed = 0;
  const land = (hex: HexId, ground: LandingGround, ways: number) => {
    const entry = landings.get(hex) ?? { hex, ways: 0, ground };
    entry.ways += ways;
    landings.set(hex, entry);
  };
  const perRoll = LANDING_WAYS / 36;
  for (const roll of TWO_DICE) {
    const shifted = shiftAirLandingResult(airLandingResult(conditions, roll, table), shift);
    results[shifted.result] += perRoll;
    const effect = table.meanings[shifted.result];
    if (effect.kind === 'abort') {
      if (shifted.beyondA >= 2) {
        const killed = TWO_DICE.filter((t) => table.destroyedOn.includes(t)).length;
        destroyed += (perRoll * killed) / 36;
        aborted += (perRoll * (36 - killed)) / 36;
      } else aborted += perRoll;
    } else if (effect.kind === 'onTarget') {
      land(target, scatterFrom(world, target, 'E', 0).ground, perRoll);
    } else {
      for (const direction of table.scatterDirections) {
        const spot = scatterFrom(world, target, direction, effect.hexes);
        land(spot.hex, spot.ground, perRoll / 6);
      }
    }
  }
  return { results, aborted, destroyed, landings: [...landings.values()].sort((a, b) => b.ways - a.ways || a.hex.localeCompare(b.hex)), outOf: LANDING_WAYS };
}
