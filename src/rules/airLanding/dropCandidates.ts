/**
 * Lifts worth offering now [14.2, 14.3]: each serial in England to its pathfinder's hex (or, when
 * that is not a legal drop hex, the nearest legal hex of its zone), by each route it may take.
 * Suggestions only: the listing keeps the ones `validate` accepts.
 */
import { hexDistance, hexesWithinTwo, parseHexId, adjacentHexes, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { World } from '../world/world';
import { landingGround, pathfinderHexesFor } from './dropHex';
import { allowedRoutes, type Route } from './flightRoute';
import { unitById } from '../state/unitBuckets';

/** A whole-serial lift to a hex by a route (the dropSerial command without its options). */
export interface DropCandidate {
  type: 'dropSerial';
  serialId: string;
  hex: HexId;
  route: Route;
}

export function dropCandidates(state: GameState, world: World): DropCandidate[] {
  const out: DropCandidate[] = [];
  for (const serial of Object.values(state.airLanding.serials)) {
    const first = serial.unitIds[0] ? unitById(state, serial.unitIds[0]) : undefined;
    if (!first) continue;
    if (serial.availableFrom !== undefined && state.turn < serial.availableFrom) continue;
    for (const marker of pathfinderHexesFor(state, first)) {
      const centre = parseHexId(marker)!;
      const around = [marker, ...adjacentHexes(marker), ...hexesWithinTwo(marker)] as HexId[];
      const hex = around
        .filter((h) => landingGround(world, h) === 'open')
        .sort((a, b) => hexDistance(centre, parseHexId(a)!) - hexDistance(centre, parseHexId(b)!))[0];
      if (!hex) continue;
      for (const route of allowedRoutes(state, hex)) out.push({ type: 'dropSerial', serialId: serial.id, hex, route });
    }
  }
  return out;
}
