/**
 * Answers to an open decision window [8.47, 9.33, 16.5]: letting a triggering action pass,
 * choosing where displaced units go, and the German player's bridge-demolition chance.
 * (Opportunity fire itself will be the fire rules' answer to the same decision.)
 */
import { canonicalHexId } from '../../hex';
import { continueAfterMove } from '../../movement/afterMove';
import { displaceUnits } from '../../movement/displacement';
import { bridgeState } from '../../state/bridges';
import type { GameState } from '../../state/gameState';
import { bridgeKey } from '../../world/mapGrid';
import type { World } from '../../world/world';
import type { BlowBridgeCommand, Command, DisplaceCommand, SpareBridgeCommand } from '../commands';
import { rollDie, type DiceSource } from '../dice';
import type { GameEvent } from '../events';
import { OK, refuse, type Validation } from '../refusal';

/** [16.5] A blowable bridge goes down on a die roll of 1 or 2. */
const BRIDGE_BLOW_MAX_ROLL = 2;

/** Carries out an interrupted command once its window has closed. */
export type Resume = (draft: GameState, command: Command) => void;

export function applyPassOpportunity(draft: GameState, events: GameEvent[], resume: Resume): void {
  const pending = draft.pending!;
  draft.pending = null;
  events.push({ type: 'opportunityPassed', hex: pending.trigger?.hex ?? null });
  if (pending.resume) resume(draft, pending.resume);
}

export function validateDisplace(state: GameState, command: DisplaceCommand): Validation {
  const to = canonicalHexId(command.to);
  if (!to || !state.pending?.choices?.includes(to)) {
    return refuse('NOT_A_CHOICE', '9.33', `${command.to} is not one of the hexes the units may be displaced to (${state.pending?.choices?.join(', ') ?? 'none'}).`);
  }
  return OK;
}

export function applyDisplace(draft: GameState, command: DisplaceCommand, world: World, events: GameEvent[], resumed: boolean): void {
  draft.pending = null;
  displaceUnits(draft, world, canonicalHexId(command.to)!, resumed, events);
  continueAfterMove(draft, world, events);
}

export function validateBridgeAnswer(state: GameState, command: BlowBridgeCommand | SpareBridgeCommand): Validation {
  if (state.pending?.bridge !== command.bridge) {
    return refuse('NOT_A_CHOICE', '16.5', `The decision open is about ${state.pending?.bridge ?? 'no bridge'}, not ${command.bridge}.`);
  }
  return OK;
}

export function applyBridgeAnswer(
  draft: GameState,
  command: BlowBridgeCommand | SpareBridgeCommand,
  world: World,
  dice: DiceSource,
  events: GameEvent[],
): void {
  draft.pending = null;
  const bridge = world.grid.bridges.find((b) => bridgeKey(b) === command.bridge);
  const name = bridge?.name ?? `the ${bridge?.kind ?? ''} bridge at ${bridge?.at ?? command.bridge}`;
  const state = { ...bridgeState(draft.bridges, command.bridge), blowOffered: true };
  if (command.type === 'blowBridge') {
    const roll = rollDie(dice);
    events.push({ type: 'diceRolled', purpose: `blow ${name}`, rule: '16.5', dice: [roll], total: roll });
    if (roll <= BRIDGE_BLOW_MAX_ROLL) {
      state.condition = 'destroyed';
      events.push({ type: 'bridgeBlown', bridge: command.bridge, name, rule: '16.5' });
    } else {
      events.push({ type: 'bridgeSurvived', bridge: command.bridge, name, rule: '16.5' });
    }
  } else {
    events.push({ type: 'bridgeSpared', bridge: command.bridge, name, rule: '16.5' });
  }
  draft.bridges[command.bridge] = state;
  continueAfterMove(draft, world, events);
}
