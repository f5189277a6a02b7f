/** A new game from a scenario set-up: the state before the first command. */
import type { PhaseNumber } from '../sequence/phases';
import { GAME_STATE_VERSION, type GameOptions, type GameState } from '../core/gameState';
import { emptyCloseActions } from '../state/closeActionsState';
import type { Unit } from '../core/unit';
import type { Formation } from '../core/formation';
import { CLEAR_WEATHER, type WeatherState } from '../state/weather';
import { newDiceState } from '../core/dice';
import { emptyMovementState } from '../state/movementState';
import type { HexId } from '../hex';
import { emptyFireRecord } from '../fire/fireRecord';
import type { SupplyState } from '../supply/supplyState';
import { emptyAirState, type SideAllotment } from '../airstrikes/airState';
import type { PlayArea } from '../state/playArea';
import type { TravelLock } from '../modes/travelLock';
import type { StartLineBridges } from '../engineers/startLineBridges';
import type { Bombardments } from '../fire/bombardmentState';
import type { ScenarioRestrictions } from '../state/scenarioRestrictions';
import { initialDeployment } from '../scenario/deployment';
import { bucketsOf } from '../state/unitBuckets';
import type { DeploymentSetup } from '../scenario/deploymentState';
import { newVictoryState } from '../victory/record';
import { initialPathfinders, type PathfinderSetup } from '../airLanding/pathfinders';
import { initialAirLanding, type AirLandingSetup } from '../airLanding/airLandingState';
import { turnInfo } from '../sequence/calendar';
import type { VictorySetup } from '../victory/types';

export interface GameSetup {
  scenarioId: string;
  seed: string;
  /** First Game-Turn and phase (most scenarios start at phase 13; Hell's Highway at 1) [25.1, 24.1]. */
  startTurn: number;
  startPhase: PhaseNumber;
  lastTurn: number;
  units: readonly Unit[];
  options?: GameOptions;
  /** The chain of command [17.0]. */
  formations?: readonly Formation[];
  /** Weather at the start; clear unless the scenario says otherwise [25.23]. */
  weather?: WeatherState;
  /** Hexes entrenched at the start [25.21, 31.11]. */
  entrenchments?: HexId[];
  /** Supply sources and supplyheads the scenario provides [11.1, 11.13, 24.5]. */
  supply?: SupplyState;
  /**
   * [15.0, 15.32] Airstrikes per segment by day of the month (the Turn Record Tracks' figures; none
   * when absent) and the formations that make up XXX Corps.
   */
  air?: { allotments?: Record<string, SideAllotment>; xxxCorpsFormationIds?: string[] };
  /** [24.1, 25.1] The part of the map in play (absent: all of it). */
  playArea?: PlayArea;
  /** [30.42] A side held in Travel Mode until a Game-Turn (absent: none). */
  travelLock?: TravelLock;
  /** [30.47] Bridges on the start line, offered to the German player for demolition as play opens. */
  startLineBridges?: StartLineBridges;
  /** [24.2, 25.21] Set-up zones placed by the players before play begins; the first side of `order` places first. */
  deployment?: DeploymentSetup;
  /** [25.4, 26.51, 26.52] HQ posts and an exit deadline (absent: none). */
  restrictions?: ScenarioRestrictions;
  /** [30.43] Special bombardments at the Allied player's disposal (absent: none). */
  bombardments?: Bombardments;
  /** [14.3, 26.2] The airborne formations' pathfinder markers: fixed where a hex is given, else placed in play. */
  pathfinders?: readonly PathfinderSetup[];
  /** [14.1, 14.4, 14.61, 25.23, 25.24] Serials in England, Lift Points, rolled or fixed weather, flak ignored. */
  airLanding?: AirLandingSetup;
  /** [24.6, 25.5] The victory conditions chosen for this game (Historical or Player); absent: none. */
  victory?: VictorySetup;
}

export function createGame(setup: GameSetup): GameState {
  const units: Record<string, Unit> = {};
  for (const unit of setup.units) {
    if (units[unit.id]) throw new Error(`duplicate unit id ${unit.id} in scenario ${setup.scenarioId}`);
    units[unit.id] = structuredClone(unit);
  }
  for (const zone of setup.deployment?.zones ?? []) {
    for (const id of zone.unitIds) {
      const unit = units[id];
      if (!unit) throw new Error(`deployment zone ${zone.id} names unknown unit ${id} in scenario ${setup.scenarioId}`);
      // [24.2] set-up units wait off the map until their side places them.
      unit.hex = null;
      unit.stackIndex = 0;
    }
  }
  return {
    version: GAME_STATE_VERSION,
    scenarioId: setup.scenarioId,
    options: { ...setup.options },
    turn: setup.startTurn,
    lastTurn: setup.lastTurn,
    phase: setup.startPhase,
    ...bucketsOf(Object.values(units)),
    formations: Object.fromEntries((setup.formations ?? []).map((f) => [f.id, structuredClone(f)])),
    weather: { ...(setup.weather ?? CLEAR_WEATHER) },
    bridges: {},
    entrenchments: [...(setup.entrenchments ?? [])],
    works: [],
    movement: emptyMovementState(),
    closeActions: emptyCloseActions(),
    dice: newDiceState(setup.seed),
    pending: null,
    germanPmAirstrikesToday: null,
    air: {
      ...emptyAirState(),
      allotments: structuredClone(setup.air?.allotments ?? {}),
      xxxCorpsFormationIds: [...(setup.air?.xxxCorpsFormationIds ?? [])],
    },
    fire: emptyFireRecord(),
    supply: structuredClone(setup.supply ?? { sources: [], supplyheads: {} }),
    playArea: setup.playArea ? structuredClone(setup.playArea) : null,
    travelLock: setup.travelLock ? { ...setup.travelLock } : null,
    startLineBridges: setup.startLineBridges ? structuredClone(setup.startLineBridges) : null,
    restrictions: setup.restrictions ? structuredClone(setup.restrictions) : null,
    ...(setup.bombardments ? { bombardments: structuredClone(setup.bombardments) } : {}),
    deployment: initialDeployment(setup.deployment),
    pathfinders: initialPathfinders(setup.pathfinders),
    airLanding: initialAirLanding(setup.airLanding, turnInfo(setup.startTurn).day),
    victory: setup.victory ? newVictoryState(setup.victory, units, setup.startTurn) : null,
    ended: null,
  };
}
