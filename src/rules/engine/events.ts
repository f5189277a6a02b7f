/**
 * Events: the record of what a command did, in order, for the log and the screen. Dice appear
 * with their purpose and case so every roll can be checked.
 */
import type { EngineerWorkKind } from '../engineers/works';
import type { HexId } from '../hex';
import type { CostPart } from '../movement/stepCost';
import type { PhaseNumber } from '../sequence/phases';
import type { Mode, Side } from '../state/unit';
import type { TriggerKind } from './pending';

/** What one unit paid for a step, with the parts that add up to it. */
export interface StepPayment {
  unitId: string;
  cost: number;
  parts: CostPart[];
  /** The step went beyond 4 MP under the one-hex rule [8.14]. */
  oneHexRule: boolean;
}

export type GameEvent =
  | { type: 'phaseStarted'; turn: number; phase: PhaseNumber; name: string }
  | { type: 'turnStarted'; turn: number; label: string }
  | { type: 'modeChanged'; unitId: string; unitName: string; from: Mode; to: Mode; rule: string }
  | { type: 'diceRolled'; purpose: string; rule: string; dice: number[]; total: number }
  | { type: 'germanPmAirstrikes'; available: boolean; rule: string }
  | { type: 'gameEnded'; turn: number; reason: string; winner?: Side | 'draw' }
  | { type: 'unitsMoved'; unitIds: string[]; from: HexId | null; to: HexId; payments: StepPayment[]; rule: string }
  | { type: 'restacked'; hex: HexId; order: string[] }
  | { type: 'disrupted'; unitId: string; unitName: string; hex: HexId; rule: string }
  | { type: 'overstacked'; hex: HexId; strength: number; limit: number }
  | { type: 'displaced'; unitIds: string[]; from: HexId; to: HexId }
  | { type: 'eliminated'; unitId: string; unitName: string; rule: string; reason: string }
  | { type: 'opportunityWindow'; trigger: TriggerKind; hex: HexId; targetIds: string[]; firerIds: string[]; rule: string }
  | { type: 'opportunityPassed'; hex: HexId | null }
  | { type: 'actionCancelled'; reason: string; rule: string }
  | { type: 'bridgeChance'; bridge: string; name: string; rule: string }
  | { type: 'bridgeBlown'; bridge: string; name: string; rule: string }
  | { type: 'bridgeSurvived'; bridge: string; name: string; rule: string }
  | { type: 'bridgeSpared'; bridge: string; name: string; rule: string }
  | { type: 'entrenchmentRemoved'; hex: HexId; rule: string }
  | { type: 'workStarted'; kind: EngineerWorkKind; hex: HexId; bridge?: string; bridgeName?: string; unitIds: string[]; needed: number; rule: string }
  | { type: 'workProgressed'; kind: EngineerWorkKind; hex: HexId; bridge?: string; bridgeName?: string; turns: number; needed: number; rule: string }
  | { type: 'workDropped'; kind: EngineerWorkKind; hex: HexId; bridge?: string; bridgeName?: string; reason: string; rule: string }
  | { type: 'bridgeUnderRepair'; bridge: string; name: string; rule: string }
  | { type: 'bridgeRepaired'; bridge: string; name: string; rule: string }
  | { type: 'entrenchmentBuilt'; hex: HexId; rule: string };
