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
  | StopWorkCommand;
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
];
