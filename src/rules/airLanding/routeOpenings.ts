/**
 * [14.12] Route openings, checked as each Allied Conditional Movement Phase ends: a supplied Allied
 * non-airborne unit next to the Maas (maas.ts) opens both routes to Map B; one holding B3236 opens
 * them to every map; both for the rest of the game. Reading (RULES-INVENTORY §5 no. 45): "reaches
 * the Maas in supply" is a supplied ground unit in a hex next to it.
 */
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { isAirborne } from '../command/chainOfCommand';
import { occupantsOf } from '../state/occupancy';
import { judgeSupply } from '../supply/judgment';
import type { World } from '../world/world';
import { ROUTE_OPENING_HEX } from './flightRoute';
import { maasBankInPlay } from './maas';
import { insidePlayAreaAt } from '../state/playArea';
import { hexIndex, parseHexId } from '../hex';
import type { Unit } from '../core/unit';
import type { HexId } from '../hex';

/** [14.12] Set the Maas and B3236 flags when a supplied Allied ground unit stands there. Works on a draft. */
export function checkRouteOpening(draft: GameState, world: World, events: GameEvent[]): void {
  const routes = draft.airLanding.routes;
  if (routes.b3236Captured && routes.maasReached) return;
  // Only hexes of the play area can hold a unit [24.1]: Hell's Highway's (Map C) has neither.
  const area = draft.playArea;
  const opening = !routes.b3236Captured && insidePlayAreaAt(area, hexIndexOf(ROUTE_OPENING_HEX));
  const bank = routes.maasReached ? null : maasBankInPlay(world, area);
  if (!opening && (bank === null || bank.size === 0)) return;
  const ground = (u: Unit) => u.side === 'allied' && u.type !== 'leader' && !u.eliminated && !isAirborne(draft, u);
  const holders = opening ? occupantsOf(draft, ROUTE_OPENING_HEX).filter(ground) : [];
  const byMaas = bank ? unitsOnBank(draft, bank).filter(ground) : [];
  if (holders.length === 0 && byMaas.length === 0) return;
  const report = judgeSupply(draft, world, 'allied');
  const isSupplied = (u: Unit) => (u.type === 'hq' ? report.hqs[u.id]?.verdict.supplied : report.units[u.id]?.verdict.supplied) === true;
  const atMaas = byMaas.sort((a, b) => (a.id < b.id ? -1 : 1)).find(isSupplied);
  if (atMaas) {
    routes.maasReached = true;
    events.push({ type: 'maasReached', unitName: atMaas.name, hex: atMaas.hex!, rule: '14.12' });
  }
  const supplied = holders.find(isSupplied);
  if (!supplied) return;
  routes.b3236Captured = true;
  events.push({ type: 'routesOpened', unitName: supplied.name, hex: ROUTE_OPENING_HEX, rule: '14.12' });
}

function hexIndexOf(hex: HexId): number {
  return hexIndex(parseHexId(hex)!);
}

/**
 * The units standing on the bank's hexes, each once, looked up in the occupancy index: a scan of
 * every unit on the draft would make a draft of each (the order does not matter: callers sort).
 */
function unitsOnBank(draft: GameState, bank: ReadonlySet<HexId>): Unit[] {
  const found = new Map<string, Unit>();
  for (const hex of bank) for (const unit of occupantsOf(draft, hex)) if (unit.hex !== null && bank.has(unit.hex)) found.set(unit.id, unit);
  return [...found.values()];
}
