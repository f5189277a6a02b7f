/**
 * Commands: everything a player can ask of the engine, as plain serialisable objects
 * (ARCHITECTURE §4). Later rules modules extend the union (fire, closeAction, …).
 */
import type { HexId } from '../hex';
import type { Mode } from '../state/unit';

/** End the current phase; the engine runs the bookkeeping of the next one. */
export interface EndPhaseCommand {
  type: 'endPhase';
}

/**
 * [13.0] A voluntary mode change in the owner's Organization Phase, or [13.51] leaving Travel at
 * the end of a unit's move in its Conditional Movement Phase (1 MP).
 */
export interface ChangeModeCommand {
  type: 'changeMode';
  unitId: string;
  to: Mode;
}

/**
 * [8.0, 8.11] Move a unit or stack one hex. `unitIds` all stand in one hex (or all wait off the
 * map to enter at `to` [22.13]); `to` is adjacent, or the far bank of a permanent ferry [16.16].
 */
export interface MoveStepCommand {
  type: 'moveStep';
  unitIds: string[];
  to: HexId;
}

/** [8.51, 9.21] Put the phasing side's units in a hex in a new order, top first (movement phases only). */
export interface RestackCommand {
  type: 'restack';
  hex: HexId;
  order: string[];
}

/** [16.1–16.14] A bridge engineer ferries units (or itself) across the canal or river beside it. */
export interface FerryCommand {
  type: 'ferry';
  engineerId: string;
  unitIds: string[];
  to: HexId;
}

/** [8.47] The non-phasing player lets a triggering action go ahead without opportunity fire. */
export interface PassOpportunityCommand {
  type: 'passOpportunity';
}

/** [16.5] The German player tries to blow the bridge an Allied unit has come next to (1d6). */
export interface BlowBridgeCommand {
  type: 'blowBridge';
  bridge: string;
}

/** [16.5] The German player lets that chance go; the bridge cannot be tried again. */
export interface SpareBridgeCommand {
  type: 'spareBridge';
  bridge: string;
}

/** [9.33] Where the units that caused an overstack are displaced. */
export interface DisplaceCommand {
  type: 'displace';
  to: HexId;
}

/** [10.53] Remove the entrenchment in a hex where the player has a unit (own Command Phase). */
export interface RemoveEntrenchmentCommand {
  type: 'removeEntrenchment';
  hex: HexId;
}

/**
 * [16.6, 16.7, 18.42] Engineers in one hex begin a work of several Game-Turns: repair the destroyed
 * `bridge` at whose end they stand, demolish the `bridge` beside them, or entrench their hex.
 */
export interface StartWorkCommand {
  type: 'startWork';
  kind: 'repair' | 'demolish' | 'entrench';
  unitIds: string[];
  bridge?: string;
}

/** [16.6, 16.7, 18.42] The owner gives up the work under way in a hex. */
export interface StopWorkCommand {
  type: 'stopWork';
  hex: HexId;
}

/**
 * [8.6, 8.7] The phasing player's units in one hex assault the adjacent enemy-held `target` (or the
 * far bank of a permanent ferry [10.94]; with `engineerId`, across the water the bridge engineer
 * ferries them over [16.15]).
 */
export interface CloseActionCommand {
  type: 'closeAction';
  unitIds: string[];
  target: HexId;
  engineerId?: string;
}

/** [8.7, 8.71] Where the defenders forced out by a close action retreat (the defending side answers). */
export interface CloseActionRetreatCommand {
  type: 'closeActionRetreat';
  to: HexId;
}

/** [8.49] Which attackers move into the hex the defenders left (none: they stay). */
export interface CloseActionAdvanceCommand {
  type: 'closeActionAdvance';
  unitIds: string[];
}

/**
 * [5.0, 5.24, 5.26] The phasing player fires `firerId` at the enemy unit `targetId` in an own fire
 * phase. `strength` fires only part of the unit's current strength (split fire); the rest may be
 * fired at other targets in the same phase.
 */
export interface FireCommand {
  type: 'fire';
  firerId: string;
  targetId: string;
  strength?: number;
  /** [9.43] Which of the target stack's new top two takes loss beyond the target (default: the top one). */
  overflowTo?: string;
}

/** [8.4–8.47] The non-phasing player answers an opportunity-fire window with one unit's shot. */
export interface OpportunityFireCommand {
  type: 'opportunityFire';
  firerId: string;
  targetId: string;
  /** [9.43] As for `fire`: which of the new top two takes loss beyond the target. */
  overflowTo?: string;
}

/**
 * How a unit hit by fire takes the result [5.32, 5.33, 5.37]: `disperse` or `loseStep` (a
 * concentrated target), `loseStep` or `disrupt` (one that cannot disperse), and after a hit in
 * Travel `stay`, or switch to `concentrated` / `dispersed` (then disrupted when the phase ends).
 */
export type FireChoice = 'disperse' | 'loseStep' | 'disrupt' | 'stay' | 'concentrated' | 'dispersed';

/** [5.32, 5.33, 5.37] The owner of a unit hit by fire answers how it takes the result. */
export interface FireResultChoiceCommand {
  type: 'fireResultChoice';
  choice: FireChoice;
}

/**
 * [15.15, 15.13] The phasing player places one airstrike attack on `hex` in his Command Phase (1
 * airstrike, or 2–3 at night or in weather P); `targetId` names which of the top two units it is
 * meant for [15.18] (default: the topmost that may be hit).
 */
export interface PlaceAirstrikeCommand {
  type: 'placeAirstrike';
  hex: HexId;
  targetId?: string;
}

/** [15.32] The Allied player widens the CAP around the XXX Corps formation HQ in `hex` by 2 hexes per airstrike. */
export interface PlaceCapCommand {
  type: 'placeCap';
  hex: HexId;
  strikes: number;
}

/**
 * [17.17, 17.21c, 18.52, 11.4] In the owner's Command Phase, put units under the HQ of
 * `formationId` (after their own HQ is lost; "ind" units and HFlak/LFlak at will).
 */
export interface AttachToHqCommand {
  type: 'attachToHq';
  unitIds: string[];
  formationId: string;
}

/** [17.19] In the owner's Command Phase, name a regimental HQ the new HQ of its division, whose HQ is destroyed. */
export interface PromoteToDivisionHqCommand {
  type: 'promoteToDivisionHq';
  hqUnitId: string;
}

/** [24.2, 25.21] During the set-up, place (or place again) one unit of the side now setting up. */
export interface DeployCommand {
  type: 'deploy';
  unitId: string;
  hex: HexId;
}

/** [24.2] The side now setting up has placed everything; the next side sets up, or play begins. */
export interface FinishDeploymentCommand {
  type: 'finishDeployment';
}

export type Command =
  | EndPhaseCommand
  | ChangeModeCommand
  | MoveStepCommand
  | RestackCommand
  | FerryCommand
  | PassOpportunityCommand
  | BlowBridgeCommand
  | SpareBridgeCommand
  | DisplaceCommand
  | RemoveEntrenchmentCommand
  | StartWorkCommand
  | StopWorkCommand
  | CloseActionCommand
  | CloseActionRetreatCommand
  | CloseActionAdvanceCommand
  | FireCommand
  | OpportunityFireCommand
  | FireResultChoiceCommand
  | PlaceAirstrikeCommand
  | PlaceCapCommand
  | AttachToHqCommand
  | PromoteToDivisionHqCommand
  | DeployCommand
  | FinishDeploymentCommand;
export type CommandType = Command['type'];

export const COMMAND_TYPES: readonly CommandType[] = [
  'endPhase',
  'changeMode',
  'moveStep',
  'restack',
  'ferry',
  'passOpportunity',
  'blowBridge',
  'spareBridge',
  'displace',
  'removeEntrenchment',
  'startWork',
  'stopWork',
  'closeAction',
  'closeActionRetreat',
  'closeActionAdvance',
  'fire',
  'opportunityFire',
  'fireResultChoice',
  'placeAirstrike',
  'placeCap',
  'attachToHq',
  'promoteToDivisionHq',
  'deploy',
  'finishDeployment',
];
