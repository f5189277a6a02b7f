/**
 * The whole game as plain JSON [ARCHITECTURE §4]. Nothing here holds a function, class instance
 * or screen object, so a state can be saved, diffed, replayed and sent anywhere.
 */
import type { PhaseNumber } from '../sequence/phases';
import type { DiceState } from '../engine/dice';
import type { PendingDecision } from '../engine/pending';
import type { EngineerWork } from '../engineers/works';
import type { HexId } from '../hex';
import type { BridgeState } from './bridges';
import type { MovementState } from './movementState';
import type { Formation } from './formation';
import type { Side, Unit } from './unit';
import type { WeatherState } from './weather';
import type { FireRecord } from '../fire/fireRecord';
import type { SupplyState } from '../supply/supplyState';
import type { AirState } from '../airstrikes/airState';
import type { PlayArea } from '../scenario/playArea';
import type { DeploymentState } from '../scenario/deploymentState';
import type { VictoryReport, VictoryState } from '../victory/types';

export const GAME_STATE_VERSION = 3;

export interface GameOptions {
  /** Free-form named rule options; each documents its reading in RULES-INVENTORY §5. */
  [name: string]: boolean | number | string;
}

export interface GameState {
  version: typeof GAME_STATE_VERSION;
  scenarioId: string;
  options: GameOptions;
  /** Game-Turn number: GT 1 = 1201 on 17 Sept [§0]. */
  turn: number;
  /** Last Game-Turn of the scenario. */
  lastTurn: number;
  phase: PhaseNumber;
  units: Record<string, Unit>;
  /** The chain of command: formations by id [17.0]. */
  formations: Record<string, Formation>;
  /** Weather now in force on each route's zone [14.1, 6.61–6.65]. */
  weather: WeatherState;
  /** Bridges whose state is not "intact, never offered for demolition", by the map's `at` key [16.0]. */
  bridges: Record<string, BridgeState>;
  /** Hexes holding an entrenchment marker; it belongs to whoever stands in it [10.5, 10.53]. */
  entrenchments: HexId[];
  /** Engineers' works under way: bridge repair, demolition, entrenching [16.6, 16.7, 18.42]. */
  works: EngineerWork[];
  /** Movement bookkeeping of the current phase [8.0]. */
  movement: MovementState;
  /** Close actions of the current phase: who has attacked, and who attacked each hex [8.7, 17.3]. */
  closeActions: CloseActionsState;
  dice: DiceState;
  /** The decision the engine waits for from the named side, or null [8.47]. */
  pending: PendingDecision | null;
  /** [15.0] Whether the German side may fly PM airstrikes today (rolled on the day's first turn). */
  germanPmAirstrikesToday: boolean | null;
  /** Airstrike allotments, placed strikes and CAP, German air's fate [15.0–15.34]. */
  air: AirState;
  /** Fire bookkeeping of the current phase [5.24, 5.26, 5.32, 12.51, 17.2, 18.1]. */
  fire: FireRecord;
  /** Supply sources and airborne supplyheads in play [11.1, 11.13, 24.5]. */
  supply: SupplyState;
  /** [24.1, 25.1] The part of the map in play; null: the whole map. No unit enters a hex outside it. */
  playArea: PlayArea | null;
  /** [24.2, 25.21] The set-up under way before play begins (only deploy commands are legal), or null. */
  deployment: DeploymentState | null;
  /** [24.6, 25.5] The scenario's chosen victory conditions and their running record, or null. */
  victory: VictoryState | null;
  /** Set when the game is over. The winner is decided by the scenario's victory conditions (final report in `victory`). */
  ended: { turn: number; reason: string; winner?: Side | 'draw'; victory?: VictoryReport } | null;
}

/** Close-action bookkeeping of the current phase [8.7 step 4 note, 17.3]. Reset whenever a phase ends. */
export interface CloseActionsState {
  /** Units that have attacked this phase (once each). */
  attackerIds: string[];
  /** Attackers by target hex, for the one-formation-per-hex rule [17.3]. */
  byTarget: Record<string, string[]>;
}

export function emptyCloseActions(): CloseActionsState {
  return { attackerIds: [], byTarget: {} };
}
