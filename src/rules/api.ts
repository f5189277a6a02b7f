/**
 * The rules engine's public API for the screen and the store: exactly what src/ui, src/board and
 * src/store may call, each name re-exported from the module that defines it. Everything else in
 * src/rules is internal (tests and src/scenarios use the full barrel, index.ts); a lint rule
 * (eslint.config.js) keeps the screen to this file. Add a name here when the screen needs it.
 */

// State and types: the game position, its units and the records it carries.
export { GAME_STATE_VERSION } from './core/gameState';
export type { GameOptions, GameState, PhaseNumber } from './core/gameState';
export { currentEffectiveness, currentMorale } from './core/unit';
export { counterFace } from './modes/faces';
export type { CounterFace } from './modes/faces';
export type { Mode, Nationality, Side, Unit, UnitStatus, UnitType } from './core/unit';
export type { Formation } from './core/formation';
export { allUnitIds, allUnits, bucketsOf, hasUnit, positionFromUnitRecord, positionWithUnitRecord, unitById, unitCount, unitsInBuckets, unitsRecord, withUnit, withUnits, type PositionUnits } from './state/unitBuckets';
export type { PositionWithUnitRecord, UnitBucket, UnitBuckets } from './state/unitBuckets';
export type { PendingDecision, PendingKind } from './core/pending';
export type { GameEvent } from './core/events';
export type { Explanation } from './core/explanation';
export type { AleaState, DiceState } from './core/dice';
export type { WeatherState } from './state/weather';
export type { AirState } from './airstrikes/airState';
export type { EngineerWork } from './engineers/works';
export { phaseDefinition, PHASES } from './sequence/phases';
export type { PhaseKind } from './sequence/phases';
export { describeTurn, turnInfo } from './sequence/calendar';
export type { TurnInfo } from './sequence/calendar';

// Commands: check, carry out, list the legal ones, describe and label them.
export type { Command, CommandType } from './core/commands';
export { validate } from './engine/validate';
export { apply } from './engine/apply';
export type { ApplyOptions, ApplyResult } from './engine/apply';
export { hasLegalCommand, legalCommands, legalCommandsFor } from './legal/legalCommands';
export {
  ANSWER_TYPES,
  COMMAND_TYPES,
  commandActors,
  commandLabel,
  commandSchema,
  describeCommand,
  formatEvent,
  POSSIBLE_KINDS,
  possibleKey,
} from './engine/registry';
export { describeRefusal, refuse } from './core/refusal';
export type { Refusal } from './core/refusal';
export type { UnitNamer } from './define/eventText';
export type { StepPayment } from './movement/events';
export { FIRE_CHOICE_LABEL } from './fire/commands/fireResultChoice';

// Queries the screen asks: movement and reach.
export { reach } from './movement/reach';
export type { ReachHex, ReachResult } from './movement/reach';
export { whyCannotMove } from './movement/canMove';
export { planMoveStep } from './movement/planStep';
export { arrivalsByTurn, entryChoice, reinforcementGroups, reinforcementSchedule, reinforcementsWaiting } from './movement/reinforcements';
export type { EntryChoice, ReinforcementGroup, WaitingReinforcement } from './movement/reinforcements';
export { insidePlayArea, outsidePlayArea, playAreaCentre } from './state/playArea';
export type { PlayArea } from './state/playArea';
export { corridorStepRefusal, hexesNearRoad, roadCorridorInForce, roadDistance } from './state/roadCorridor';
export type { RoadCorridor } from './state/roadCorridor';
export { MOVEMENT_ALLOWANCE } from './tables/terrainEffects';
export { IMMOBILE, movementColumn } from './tables/movementClass';
export type { MovementColumn } from './tables/movementClass';

// Queries: fire options.
export { fireOptions, jointAttackPartners, overflowCandidates, strengthLeftToFire } from './fire/queries';
export type { FireOption } from './fire/queries';
export { describeHitOutcome } from './fire/hitOutcome';
export type { HitChoice, HitOutcome } from './fire/hitOutcome';
export { isBattery, offMapBatteries } from './fire/batteryBox';
export type { BatteryStatus } from './fire/batteryBox';
export { FIRE_RESULT_LINE_WORDS } from './tables/fireResults';
export type { FireResult, FireResultLine, ResultChance } from './tables/fireResults';

// Queries: close-action preview.
export { closeActionPreview } from './closeAction/preview';
export { assaultFrom, assaultReach } from './closeAction/assaultReach';
export type { AssaultFrom } from './closeAction/assaultReach';

// Queries: observation.
export { lineOfSight } from './observation/lineOfSight';
export { observationRangeAt, observerProblem, observersOf } from './observation/observers';

// Queries: supply.
export { judgeSupply } from './supply/judgment';
export type { SupplyReport } from './supply/judgment';
export { unitSupply } from './supply/unitSupply';
export type { SupplySource, SupplyState } from './supply/supplyState';

// Queries: command and control.
export { commandChainOf, commandLink, hqFormation, isAirborne } from './command/chainOfCommand';
export { communicatesFor, communicationTally, controllingHqProblem, spotterProblem } from './command/communication';
export { controllingHqs, indirectSighting } from './command/artilleryControl';

// Queries: stacking.
export { stacksByHex, unitsInHex } from './state/stacks';
export { stackingLimitAt, stackWeight } from './stacking/stacking';

// Queries: zones of control.
export { enemySide, zocMap, zocSourcesAt } from './zoc/zoneOfControl';

// Queries: victory status.
export type { ConditionReport, ConditionStatus, VictoryReport } from './victory/types';
export { evaluateVictory } from './victory/evaluate';

// Hex geometry: ids, the grid, neighbours, distance, lines and pixels.
export { canonicalHexId, formatHexId, hexId, hexIdsOf, parseHexId } from './hex/hexId';
export type { HexId } from './hex/hexId';
export { allHexes, GLOBAL_ROWS, hexFromIndex, hexIndex, isOnMap, MAX_COLS, rowWidth, sameHex, SECTIONS } from './hex/grid';
export type { Hex, Section } from './hex/grid';
export { adjacentHexes } from './hex/adjacent';
export { areAdjacent, neighbors } from './hex/neighbors';
export { hexDistance } from './hex/distance';
export { hexLine } from './hex/line';
export { boardSize, hexCorners, hexToPixel, hexWidth, pixelToHex } from './hex/pixel';
export type { Point } from './hex/pixel';

// Map and world.
export { bridgesAt, pairKey, terrainAt } from './map/mapData';
export { describeBridge, describeBridgeKey } from './map/bridgeWords';
export type { MapData, MapPlace } from './map/mapData';
export type { HexsideFeature, TerrainType } from './map/terrain';
export type { World } from './world/world';

// Scenario set-up: deployment.
export { autoDeployment, corridorSetUp, deploymentHexes, deploymentZoneOf, unplacedUnitIds } from './scenario/deployment';
export type { DeploymentZone } from './scenario/deploymentState';
export { setUpEntrenchmentsLeft, setUpEntrenchmentsPlaced, whyNoSetUpEntrenchment } from './scenario/setUpEntrenchments';
export type { SetUpEntrenchments } from './scenario/setUpEntrenchments';

// Sandbox edits.
export { applySandboxEdit, describeSandboxEdit } from './sandbox/edits';
export type { SandboxEdit, SandboxWarning } from './sandbox/types';
export { unitsOffMap } from './sandbox/pool';

// Automatic answers: the policies that answer routine decisions.
export { ANSWER_ROUTINE_DECISIONS, ASK_EVERY_DECISION, autoAnswer, policyAnswers } from './legal/autoAnswer';
export type { AutoAnswerPolicy, ChoicePolicy, OpportunityFirePolicy } from './legal/autoAnswer';

// The charts as data, for the rules panel's tables [10.15, 5.61–5.63, 8.72, 8.73, 11.53, 15.5].
export { COMMUNICATION_WEIGHTS, PROHIBITED } from './tables/terrainEffects';
export type { MoveCost, TerrainEffectsTable } from './tables/terrainEffects';
export { MOVEMENT_COLUMNS } from './tables/movementClass';
export { armoredBand, MAX_EFFECTIVENESS } from './tables/directFireValues';
export type { FireValueMatrix } from './tables/directFireValues';
export { FIRE_RESULT_LINES, waysToRoll } from './tables/fireResults';
export { CLOSE_ACTION_TERRAIN_SETS } from './tables/closeActionValues';
export { AIRSTRIKE_COLUMNS } from './tables/airstrikeBombardment';
export { disruptionRecoveryRolls } from './tables/disruptionRecovery';
export type { CombatTables } from './tables/combatTables';
export { HEXSIDE_FEATURES, LINK_KINDS, TERRAIN_TYPES } from './map/terrain';
export type { LinkKind } from './map/terrain';
export type { FireAssessment } from './fire/fireValue';
export type { CloseActionFactors } from './closeAction/differentials';

// Save files: the schemas a loaded game is checked against.
export { hexIdSchema, modeSchema, sectionSchema, sideSchema, unitTypeSchema } from './define/schemaParts';
export { victoryReportSchema, victoryStateSchema } from './victory/schema';

// Which rule options a game may set (checked when a save's starting position is read).
export { NAMED_RULE_OPTIONS, namedOptionDefaults, namedOptionOfferedIn, namedOptionProblem, type NamedOptionValue, type NamedRuleOption } from './engine/namedOptions';
// Air landings: the England display, Lift Points, weather rolls, the drop planner.
export { SERIAL_GROUPS, initialAirLanding } from './airLanding/airLandingState';
export type { AirLandingState, Serial } from './airLanding/airLandingState';
export { dropOutlook } from './airLanding/dropPlanner';
export type { DropOutlook } from './airLanding/dropPlanner';
export { liftPointsLeft } from './airLanding/liftPoints';
export { currentPlot, PLOTTED_DROPS_OPTION } from './airLanding/dropPlot';
export type { DropPlot, PlottedDrop } from './airLanding/dropPlot';
export { allowedRoutes } from './airLanding/flightRoute';
export type { Route } from './airLanding/flightRoute';
export { AIR_LANDING_RESULTS, quotedResult } from './tables/airLandingTable';
export type { AirLandingResult } from './tables/airLandingTable';
