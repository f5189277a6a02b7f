/**
 * Where a serial comes down [14.2, 14.64, 14.92]: on the drop hex, or scattered some hexes in the
 * direction a die gives. A scatter that runs off the map stops in the last hex of its way that is
 * not prohibited terrain: no unit is lost off the map [14.64].
 */
import { formatHexId, isOnMap, parseHexId, stepHex, type Direction, type HexId } from '../hex';
import type { World } from '../world/world';
import { landingGround, type LandingGround } from './dropHex';

export interface LandingSpot {
  hex: HexId;
  ground: LandingGround;
  /** The scatter ran off the map and was stopped [14.64]. */
  stoppedAtEdge: boolean;
}

/** [14.2, 14.64] The hex reached scattering `hexes` from `target` toward `direction`. */
export function scatterFrom(world: World, target: HexId, direction: Direction, hexes: number): LandingSpot {
  let at = parseHexId(target)!;
  let lastGood: HexId = target;
  for (let n = 0; n < hexes; n++) {
    const next = stepHex(at, direction);
    if (!isOnMap(next)) return { hex: lastGood, ground: landingGround(world, lastGood), stoppedAtEdge: true };
    at = next;
    const id = formatHexId(at)!;
    if (landingGround(world, id) === 'open') lastGood = id;
  }
  const hex = formatHexId(at)!;
  return { hex, ground: landingGround(world, hex), stoppedAtEdge: false };
}
