/**
 * The drop planner's query [14.2, 14.13, 14.14, 14.92]: for a lift the Allied player is thinking
 * of, whether it may fly, the flight path and the flak counted on it, the total flight conditions
 * with each addition's case, and the exact chance of every result and landing hex.
 */
import { formatHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Modifier } from '../core/explanation';
import type { World } from '../world/world';
import { planFlight, type FlightPlan } from './flightConditions';
import { landingOdds, type LandingOdds } from './landingOdds';
import { validateLift, type LiftRequest } from './validateDrop';

export interface DropOutlook {
  /** Refused: the case and the plain reason; the rest is absent. */
  refusal: { rule: string; message: string } | null;
  path: HexId[];
  flak: { id: string; name: string; hex: HexId }[];
  conditions: number;
  shift: number;
  modifiers: Modifier[];
  odds: LandingOdds | null;
}

/** [14.2] Everything the planner shows for `request` now (German CAP not counted: it is the German player's answer). */
export function dropOutlook(state: GameState, world: World, request: LiftRequest): DropOutlook {
  const check = validateLift(state, world, request);
  const plan = planFlight(state, request.hex, request.route, { independent: request.independent === true });
  const refusal = check.ok ? null : { rule: check.rule, message: check.message };
  if ('noFlight' in plan) return { refusal: refusal ?? { rule: plan.rule, message: plan.reason }, path: [], flak: [], conditions: 0, shift: 0, modifiers: [], odds: null };
  const p: FlightPlan = plan;
  return {
    refusal,
    path: p.path.map((h) => formatHexId(h)!).filter(Boolean),
    flak: p.flak.map((u) => ({ id: u.id, name: u.name, hex: u.hex! })),
    conditions: p.total,
    shift: p.shift,
    modifiers: p.modifiers,
    odds: refusal ? null : landingOdds(world, p.target, p.total, p.shift),
  };
}
