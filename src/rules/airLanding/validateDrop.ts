/**
 * Whether a lift may fly [14.0, 14.1, 14.3, 14.4, 14.61, 14.63, 14.64, 14.71, 14.8, 14.11, 14.12,
 * 23.2, 23.4]. Each refusal names its case and says why in plain words.
 */
import { canonicalHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import { OK, refuse, type Validation } from '../core/refusal';
import type { Mode, Unit } from '../core/unit';
import { phaseDefinition } from '../sequence/phases';
import { outsidePlayArea } from '../state/playArea';
import type { World } from '../world/world';
import type { Serial } from './airLandingState';
import { dropHexTerrainRefusal, insideDropZone } from './dropHex';
import { planFlight } from './flightConditions';
import { allowedRoutes, type Route } from './flightRoute';
import { landingModes } from './landing';
import { liftPointsLeft } from './liftPoints';
import { plotRefusal } from './dropPlot';
import { unitById } from '../state/unitBuckets';

/** [23.4] The optional rule letting a serial drop outside its pathfinder's zone (+6). */
export const INDEPENDENT_DROPS_OPTION = 'independentDrops';
/** [23.2] The optional glider rule. */
export const GLIDER_DROPS_OPTION = 'gliderDrops';

export interface LiftRequest {
  serialId: string;
  hex: HexId;
  route: Route;
  unitIds?: string[];
  modes?: Record<string, Mode>;
  independent?: boolean;
  /** Checking a plot itself [14.0c]: the turn's plot does not bind it. */
  skipPlot?: boolean;
}

/** The units a lift carries: the ones named, or everything of the serial still in England [14.71]. */
export function liftUnits(state: GameState, serial: Serial, request: LiftRequest): Unit[] {
  const ids = request.unitIds && request.unitIds.length > 0 ? request.unitIds : serial.unitIds;
  return ids.map((id) => unitById(state, id)).filter((u): u is Unit => u !== undefined);
}

export function validateLift(state: GameState, world: World, request: LiftRequest): Validation {
  if (phaseDefinition(state.phase).phasing !== 'allied') return refuse('WRONG_SIDE', '14.63', 'Only the Allied player lifts serials, in his own Conditional Movement Phases.');
  const serial = state.airLanding.serials[request.serialId];
  if (!serial) return refuse('NOT_A_CHOICE', '14.4', `There is no serial ${request.serialId} in England.`);
  if (serial.availableFrom !== undefined && state.turn < serial.availableFrom) {
    return refuse('NOT_YET_ARRIVED', '22.31', `Serial ${request.serialId} is not ready to fly before GT ${serial.availableFrom}: the scenario fixes the turn its group lands.`);
  }
  if (serial.unitIds.length === 0) return refuse('ALREADY_DROPPED', '14.71', `Serial ${request.serialId} has already flown: nothing of it is left in England.`);
  const stray = (request.unitIds ?? []).find((id) => !serial.unitIds.includes(id));
  if (stray) return refuse('NOT_IN_STACK', '14.71', `${unitById(state, stray)?.name ?? stray} is not waiting in serial ${request.serialId}.`);
  if (liftPointsLeft(state) < 1) return refuse('NO_LIFT_POINTS', '14.61', 'No Lift Points are left today: every lift, whole serial or part, costs one.');
  const hex = canonicalHexId(request.hex);
  if (!hex) return refuse('INVALID_COMMAND', '14.2', `${request.hex} is not a hex of the map.`);
  const outside = outsidePlayArea(state.playArea, hex);
  if (outside) return outside;
  const glider = serial.glider === true && state.options[GLIDER_DROPS_OPTION] === true;
  const terrain = dropHexTerrainRefusal(world, hex, glider);
  if (terrain) return terrain;
  const units = liftUnits(state, serial, request);
  if (request.independent) {
    if (state.options[INDEPENDENT_DROPS_OPTION] !== true) return refuse('OPTION_OFF', '23.4', 'Independent drops are an optional rule not in use in this game.');
  } else if (!insideDropZone(state, units, hex)) {
    return refuse('OUTSIDE_DROP_ZONE', '14.3', `${hex} is not within 3 hexes of the pathfinder of every unit in the lift.`);
  }
  if (!allowedRoutes(state, hex).includes(request.route)) {
    return refuse('WRONG_ROUTE', allowedRoutes(state, hex).length === 1 ? '14.11' : '14.12', `A drop on Map ${hex[0]} must fly the ${allowedRoutes(state, hex)[0]}ern route now.`);
  }
  const flight = planFlight(state, hex, request.route, { independent: request.independent === true });
  if ('noFlight' in flight) return refuse('NO_FLIGHT', flight.rule, flight.reason);
  if (!request.skipPlot) {
    const plotted = plotRefusal(state, serial.id, hex, request.route);
    if (!plotted.ok) return plotted;
  }
  for (const [id, mode] of Object.entries(request.modes ?? {})) {
    const unit = unitById(state, id);
    if (!unit || !units.includes(unit)) return refuse('NOT_IN_STACK', '14.8', `${unit?.name ?? id} is not in this lift.`);
    if (!landingModes(unit).includes(mode)) {
      return refuse('WRONG_MODE', '14.8', mode === 'travel' ? 'No unit lands in travel mode.' : `${unit.name} may land only ${landingModes(unit).join(' or ')}.`);
    }
  }
  return OK;
}
