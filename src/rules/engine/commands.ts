/**
 * Commands: everything a player can ask of the engine, as plain serialisable objects
 * (ARCHITECTURE §4). Later rules modules extend the union (moveStep, fire, closeAction, …).
 */
import type { Mode } from '../state/unit';

/** End the current phase; the engine runs the bookkeeping of the next one. */
export interface EndPhaseCommand {
  type: 'endPhase';
}

/** [13.0] A voluntary mode change in the owner's Organization Phase. */
export interface ChangeModeCommand {
  type: 'changeMode';
  unitId: string;
  to: Mode;
}

export type Command = EndPhaseCommand | ChangeModeCommand;
export type CommandType = Command['type'];

export const COMMAND_TYPES: readonly CommandType[] = ['endPhase', 'changeMode'];
