/**
 * The registry: every command module and every rules area's event texts, in one list each. From
 * these declarations the engine derives what was once repeated by hand — dispatch (validate.ts,
 * apply.ts), which phases allow which commands, the legal candidates (candidates.ts), the save-file
 * schema of commands, plain-language descriptions and the log's lines (docs/extending.md).
 *
 * The order of COMMAND_MODULES is meaningful: within one kind of candidate, commands are offered
 * in this order (so a seeded policy plays the same game), and the End-phase summary lists what is
 * still possible in this order.
 */
import { z } from 'zod';
import { placePathfinderCommand } from '../airLanding/commands/placePathfinder';
import { placeSupplyheadCommand } from '../airLanding/commands/placeSupplyhead';
import { dropSerialCommand } from '../airLanding/commands/dropSerial';
import { plotDropsCommand } from '../airLanding/commands/plotDrops';
import { dropSupplyheadCommand } from '../airLanding/commands/dropSupplyhead';
import { regroupSerialCommand } from '../airLanding/commands/regroupSerial';
import { answerLandingCapCommand } from '../airLanding/commands/answerLandingCap';
import { cureLandingOverstackCommand } from '../airLanding/commands/cureLandingOverstack';
import { landingFireCommand } from '../airLanding/commands/landingFire';
import { passLandingFireCommand } from '../airLanding/commands/passLandingFire';
import { airLandingEventText } from '../airLanding/events';
import { placeAirstrikeCommand } from '../airstrikes/commands/placeAirstrike';
import { placeCapCommand } from '../airstrikes/commands/placeCap';
import { airstrikesEventText } from '../airstrikes/events';
import { closeActionCommand } from '../closeAction/commands/closeAction';
import { closeActionAdvanceCommand } from '../closeAction/commands/closeActionAdvance';
import { closeActionRetreatCommand } from '../closeAction/commands/closeActionRetreat';
import { closeActionEventText } from '../closeAction/events';
import { attachToHqCommand } from '../command/commands/attachToHq';
import { promoteToDivisionHqCommand } from '../command/commands/promoteToDivisionHq';
import { commandEventText } from '../command/events';
import type { Command, CommandOf, CommandType } from '../core/commands';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { coreEventText } from '../define/coreEventText';
import type { CommandModule, PossibleKind } from '../define/defineCommand';
import type { EventText, EventTexts, UnitNamer } from '../define/eventText';
import type { EventType } from '../core/events';
import { disruptionEventText } from '../disruption/events';
import { blowBridgeCommand } from '../engineers/commands/blowBridge';
import { ferryCommand } from '../engineers/commands/ferry';
import { removeEntrenchmentCommand } from '../engineers/commands/removeEntrenchment';
import { spareBridgeCommand } from '../engineers/commands/spareBridge';
import { startWorkCommand } from '../engineers/commands/startWork';
import { stopWorkCommand } from '../engineers/commands/stopWork';
import { engineersEventText } from '../engineers/events';
import { fireCommand } from '../fire/commands/fire';
import { bombardCommand } from '../fire/commands/bombard';
import { fireResultChoiceCommand } from '../fire/commands/fireResultChoice';
import { opportunityFireCommand } from '../fire/commands/opportunityFire';
import { passOpportunityCommand } from '../fire/commands/passOpportunity';
import { fireEventText } from '../fire/events';
import { leadersEventText } from '../leaders/events';
import { changeModeCommand } from '../modes/commands/changeMode';
import { moveStepCommand } from '../movement/commands/moveStep';
import { restackCommand } from '../movement/commands/restack';
import { exitMapCommand } from '../movement/commands/exitMap';
import { movementEventText } from '../movement/events';
import { deployCommand } from '../scenario/commands/deploy';
import { finishDeploymentCommand } from '../scenario/commands/finishDeployment';
import { setUpEntrenchmentCommand } from '../scenario/commands/setUpEntrenchment';
import { liftSetUpEntrenchmentCommand } from '../scenario/commands/liftSetUpEntrenchment';
import { shiftSupplyheadCommand } from '../scenario/commands/shiftSupplyhead';
import { scenarioEventText } from '../scenario/events';
import type { PhaseKind } from '../sequence/phases';
import { displaceCommand } from '../movement/commands/displace';
import { supplyEventText } from '../supply/events';
import { victoryEventText } from '../victory/events';
import { endPhaseCommand } from './endPhase';
import { reseedDiceCommand } from '../dice/commands/reseedDice';
import { diceEventText } from '../dice/events';

/** Every command, in the order candidates of one kind are offered and the End-phase summary lists them. */
const MODULES = [
  endPhaseCommand,
  moveStepCommand,
  closeActionCommand,
  changeModeCommand,
  fireCommand,
  bombardCommand,
  placeAirstrikeCommand,
  placeCapCommand,
  ferryCommand,
  stopWorkCommand,
  startWorkCommand,
  restackCommand,
  exitMapCommand,
  removeEntrenchmentCommand,
  attachToHqCommand,
  promoteToDivisionHqCommand,
  placePathfinderCommand,
  placeSupplyheadCommand,
  regroupSerialCommand,
  plotDropsCommand,
  dropSerialCommand,
  dropSupplyheadCommand,
  shiftSupplyheadCommand,
  // answers to an open decision [8.47], in the order they are offered
  opportunityFireCommand,
  fireResultChoiceCommand,
  displaceCommand,
  closeActionRetreatCommand,
  closeActionAdvanceCommand,
  blowBridgeCommand,
  spareBridgeCommand,
  passOpportunityCommand,
  answerLandingCapCommand,
  landingFireCommand,
  passLandingFireCommand,
  cureLandingOverstackCommand,
  // the scenario set-up [24.2]
  deployCommand,
  setUpEntrenchmentCommand,
  liftSetUpEntrenchmentCommand,
  finishDeploymentCommand,
  // book-keeping the store gives (fresh dice after an undo past a roll)
  reseedDiceCommand,
] as const;

// Every command type declared in CommandMap is registered, and only those: a command module that
// is written but not listed above (or listed but not declared) fails the type check here.
type Registered = (typeof MODULES)[number]['type'];
const everyCommandRegistered: [CommandType] extends [Registered] ? ([Registered] extends [CommandType] ? true : never) : never = true;
void everyCommandRegistered;

export const COMMAND_MODULES: readonly CommandModule[] = MODULES as unknown as readonly CommandModule[];

const BY_TYPE = new Map<string, CommandModule>(COMMAND_MODULES.map((module) => [module.type, module]));

/** Every command type the engine knows, in registration order. */
export const COMMAND_TYPES: readonly CommandType[] = COMMAND_MODULES.map((module) => module.type);

/** The module of a command type, or undefined for a type the engine does not know. */
export function commandModule(type: unknown): CommandModule | undefined {
  return typeof type === 'string' ? BY_TYPE.get(type) : undefined;
}

/** The module of a known command (typed to it). */
export function moduleOf<K extends CommandType>(type: K): CommandModule<CommandOf<K>> {
  return BY_TYPE.get(type) as unknown as CommandModule<CommandOf<K>>;
}

/** The commands the phasing player may give in a kind of phase, besides ending it [4.0]. */
export function commandsAllowedIn(kind: PhaseKind): CommandType[] {
  return COMMAND_MODULES.filter((m) => 'phases' in m.when && m.when.phases.includes(kind)).map((m) => m.type);
}

/** Commands that only answer an open decision window [8.47]. */
export const ANSWER_TYPES: readonly CommandType[] = COMMAND_MODULES.filter((m) => 'answers' in m.when).map((m) => m.type);

/** The save-file schema of every command: an unknown `type` or key is refused. */
export const commandSchema = z.discriminatedUnion(
  'type',
  COMMAND_MODULES.map((m) => m.schema) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<Command>;

/** A command in a few plain words, naming units by id ("end the phase", "change unit "us-a" to dispersed mode"). */
export function describeCommand(command: Command): string {
  const module = commandModule((command as { type?: unknown } | null)?.type);
  return module ? module.describe(command) : `a "${String((command as { type?: unknown } | null)?.type)}" command`;
}

/** A command as the label of the button that gives it, naming units by name. */
export function commandLabel(command: Command, nameOf: (unitId: string) => string): string {
  const module = commandModule(command.type);
  if (!module) return String(command.type);
  return module.label ? module.label(command, nameOf) : module.describe(command);
}

/** The units a command is about (mover, firer, assaulter, the unit changing mode), or none. */
export function commandActors(command: Command): string[] {
  return commandModule(command.type)?.actors?.(command) ?? [];
}

/** What the End-phase summary counts, in registration order. */
export const POSSIBLE_KINDS: readonly PossibleKind[] = COMMAND_MODULES.flatMap((m) => m.possible?.kinds ?? []);

/** The summary kind of a command and the things it counts, or null (ending the phase, answers). */
export function possibleKey(state: GameState, command: Command): { kind: string; keys: string[] } | null {
  return commandModule(command.type)?.possible?.key(state, command) ?? null;
}

/** The log line of every event type (a missing one fails the type check). */
const EVENT_TEXT: EventTexts<EventType> = {
  ...coreEventText,
  ...movementEventText,
  ...fireEventText,
  ...engineersEventText,
  ...supplyEventText,
  ...disruptionEventText,
  ...leadersEventText,
  ...closeActionEventText,
  ...airstrikesEventText,
  ...commandEventText,
  ...victoryEventText,
  ...scenarioEventText,
  ...airLandingEventText,
  ...diceEventText,
};

/** One line of log text for an engine event. */
export function formatEvent(event: GameEvent, nameOf?: UnitNamer): string {
  return (EVENT_TEXT[event.type] as EventText<EventType>)(event as never, nameOf);
}
