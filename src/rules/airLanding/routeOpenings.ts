/**
 * [14.12] The capture of B3236 by a supplied Allied non-airborne unit opens both routes to every map
 * for the rest of the game. Checked as each Allied Conditional Movement Phase ends. (The other
 * opening, a ground unit reaching the Maas, needs the Maas hexes, which the map data does not name
 * yet: its flag is set by a scenario or the sandbox.)
 */
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { isAirborne } from '../command/chainOfCommand';
import { occupantsOf } from '../state/occupancy';
import { judgeSupply } from '../supply/judgment';
import type { World } from '../world/world';
import { ROUTE_OPENING_HEX } from './flightRoute';

/** [14.12] Set the B3236 flag if a supplied Allied ground unit holds the hex. Works on a draft. */
export function checkRouteOpening(draft: GameState, world: World, events: GameEvent[]): void {
  if (draft.airLanding.routes.b3236Captured) return;
  const holders = occupantsOf(draft, ROUTE_OPENING_HEX).filter((u) => u.side === 'allied' && u.type !== 'leader' && !isAirborne(draft, u));
  if (holders.length === 0) return;
  const report = judgeSupply(draft, world, 'allied');
  const supplied = holders.find((u) => (u.type === 'hq' ? report.hqs[u.id]?.verdict.supplied : report.units[u.id]?.verdict.supplied) === true);
  if (!supplied) return;
  draft.airLanding.routes.b3236Captured = true;
  events.push({ type: 'routesOpened', unitName: supplied.name, hex: ROUTE_OPENING_HEX, rule: '14.12' });
}
