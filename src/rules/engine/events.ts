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
import type { Explanation } from './explanation';
import type { FireResult } from '../tables/fireResults';
import type { FireChoice } from './commands';
import type { AirstrikeResult } from '../tables/airstrikeBombardment';
import type { GermanCapOutcome } from '../airstrikes/airState';
import type { VictoryLevel } from '../victory/types';

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
  | { type: 'entrenchmentBuilt'; hex: HexId; rule: string }
  // [11.23, 11.33, 11.35] supply judgments (src/rules/supply)
  | { type: 'hqSupplyJudged'; unitId: string; unitName: string; supplied: boolean; rule: string; explanation: Explanation }
  | { type: 'depletionRemoved'; unitId: string; unitName: string; rule: string; explanation: Explanation }
  | { type: 'depletedAfterFiring'; unitId: string; unitName: string; depleted: boolean; rule: string; explanation: Explanation }
  | { type: 'supplyheadRedropStreak'; formationId: string; formationName: string; streak: number; needed: number; eligible: boolean; reason: string; rule: string }
  // [11.53, 19.3, 19.4] disruption recovery and leaders (src/rules/disruption, src/rules/leaders)
  | { type: 'disruptionRecoveryRolled'; unitId: string; unitName: string; recovered: boolean; mode: Mode; explanation: Explanation; rule: string }
  | { type: 'leaderCasualtyRoll'; leaderId: string; leaderName: string; hex: HexId; killed: boolean; explanation: Explanation; rule: string }
  | { type: 'leaderKilled'; leaderId: string; leaderName: string; hex: HexId; rule: string }
  | { type: 'leaderReturned'; leaderId: string; leaderName: string; hex: HexId; hqUnitId: string; rule: string }
  | { type: 'leaderLostForGood'; leaderId: string; leaderName: string; reason: string; rule: string }
  | { type: 'closeActionLaunched'; attackerIds: string[]; from: HexId; target: HexId; payments: StepPayment[]; rule: string }
  | { type: 'closeActionResolved'; attackerIds: string[]; defenderIds: string[]; from: HexId; target: HexId; result: string; explanation: Explanation }
  | { type: 'retreated'; unitIds: string[]; from: HexId; to: HexId; rule: string }
  | { type: 'advanced'; unitIds: string[]; from: HexId; to: HexId; rule: string }
  // [5.0, 5.3, 8.4] a fire attack resolved, with its whole derivation and roll
  | { type: 'fireResolved'; firerId: string; firerName: string; targetId: string; targetName: string; hex: HexId; opportunity: boolean; result: FireResult; explanation: Explanation }
  | { type: 'strengthLost'; unitId: string; unitName: string; lost: number; strength: number; rule: string }
  | { type: 'fireChoiceAsked'; unitId: string; unitName: string; options: FireChoice[]; rule: string }
  | { type: 'fireChoiceMade'; unitId: string; unitName: string; choice: FireChoice; rule: string }
  | { type: 'opportunityClosed'; hex: HexId; rule: string }
  // [15.0–15.34] airstrikes and combat air patrol (src/rules/airstrikes)
  | { type: 'airstrikePlaced'; side: Side; hex: HexId; targetId: string | null; targetName: string | null; strikes: number; rule: string }
  | { type: 'airstrikeResolved'; side: Side; hex: HexId; targetId: string; targetName: string; result: AirstrikeResult; strengthLost: number; retreatedTo: HexId | null; explanation: Explanation; rule: string }
  | { type: 'airstrikeWasted'; side: Side; hex: HexId; reason: string; rule: string }
  | { type: 'capPlaced'; side: Side; hex: HexId; strikes: number; radius: number; rule: string }
  | { type: 'capRemoved'; side: Side; hex: HexId; rule: string }
  | { type: 'germanCap'; outcome: GermanCapOutcome; explanation: Explanation; rule: string }
  // [11.4, 17.17, 17.19, 17.21c, 18.52] subordination changes (src/rules/command/subordination.ts)
  | { type: 'unitAttached'; unitId: string; unitName: string; formationId: string; designation: string; penalty: number; outOfSupplyThisTurn: boolean; rule: string }
  | { type: 'hqPromoted'; hqUnitId: string; hqName: string; divisionId: string; designation: string; rule: string }
  // [24.61, 24.62] the victory record (src/rules/victory)
  | { type: 'victoryTurnHeld'; conditionId: string; label: string; turn: number; held: HexId[]; count: number; needed: number; rule: string }
  | { type: 'victoryCheckpoint'; conditionId: string; label: string; turn: number; held: HexId[]; met: boolean; rule: string }
  | { type: 'victoryDecided'; winner: Side | 'draw'; level: VictoryLevel | null; label: string; rule: string }
  // [24.2, 25.21] the scenario set-up (src/rules/scenario)
  | { type: 'unitDeployed'; unitId: string; unitName: string; side: Side; from: HexId | null; hex: HexId; zoneId: string; rule: string }
  | { type: 'deploymentFinished'; side: Side; next: Side | null; rule: string };
