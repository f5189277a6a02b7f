/**
 * Events: the record of what a command did, in order, for the log and the screen. Dice appear
 * with their purpose and case so every roll can be checked.
 */
import type { PhaseNumber } from '../sequence/phases';
import type { Mode, Side } from '../state/unit';

export type GameEvent =
  | { type: 'phaseStarted'; turn: number; phase: PhaseNumber; name: string }
  | { type: 'turnStarted'; turn: number; label: string }
  | { type: 'modeChanged'; unitId: string; unitName: string; from: Mode; to: Mode; rule: string }
  | { type: 'diceRolled'; purpose: string; rule: string; dice: number[]; total: number }
  | { type: 'germanPmAirstrikes'; available: boolean; rule: string }
  | { type: 'gameEnded'; turn: number; reason: string; winner?: Side | 'draw' };
