/**
 * [16.5] The German player's chance to blow a bridge an Allied unit has come next to: the decision
 * `blowBridge` and `spareBridge` answer, and how the answer is carried out.
 */
import type { CommandOf } from '../../core/commands';
import { rollDie, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import { continueAfterMove } from '../../movement/afterMove';
import { bridgeState } from '../../state/bridges';
import { offerNextStartLineBridge, startLineBridgeDecided } from '../startLineBridges';
import { bridgeKey } from '../../world/mapGrid';
import type { World } from '../../world/world';
import { describeBridge, describeBridgeKey } from '../../map/bridgeWords';

/** [16.5] A blowable bridge goes down on a die roll of 1 or 2. */
const BRIDGE_BLOW_MAX_ROLL = 2;

export function validateBridgeAnswer(state: GameState, command: CommandOf<'blowBridge' | 'spareBridge'>): Validation {
  if (state.pending?.bridge !== command.bridge) {
    return refuse('NOT_A_CHOICE', '16.5', `The decision open is about ${state.pending?.bridge ?? 'no bridge'}, not ${command.bridge}.`);
  }
  return OK;
}

export function applyBridgeAnswer(
  draft: GameState,
  command: CommandOf<'blowBridge' | 'spareBridge'>,
  world: World,
  dice: DiceSource,
  events: GameEvent[],
): void {
  const rule = draft.pending?.rule ?? '16.5'; // 16.5, or 30.47 for a start-line bridge
  draft.pending = null;
  const bridge = world.grid.bridges.find((b) => bridgeKey(b) === command.bridge);
  const name = bridge ? describeBridge(bridge) : describeBridgeKey(command.bridge);
  const state = { ...bridgeState(draft.bridges, command.bridge), blowOffered: true };
  if (command.type === 'blowBridge') {
    const roll = rollDie(dice);
    events.push({ type: 'diceRolled', purpose: `blow ${name}`, rule, dice: [roll], total: roll });
    if (roll <= BRIDGE_BLOW_MAX_ROLL) {
      state.condition = 'destroyed';
      events.push({ type: 'bridgeBlown', bridge: command.bridge, name, rule });
    } else {
      events.push({ type: 'bridgeSurvived', bridge: command.bridge, name, rule });
    }
  } else {
    events.push({ type: 'bridgeSpared', bridge: command.bridge, name, rule });
  }
  draft.bridges[command.bridge] = state;
  startLineBridgeDecided(draft, command.bridge);
  if (offerNextStartLineBridge(draft, world, events)) return; // [30.47] the next start-line bridge
  continueAfterMove(draft, world, events);
}

/** The bridge answer the open decision allows, if it is a bridge chance. */
export function bridgeAnswerCandidate<K extends 'blowBridge' | 'spareBridge'>(state: GameState, type: K): CommandOf<K>[] {
  const pending = state.pending;
  if (pending?.bridge === undefined || !pending.answers.includes(type)) return [];
  return [{ type, bridge: pending.bridge } as CommandOf<K>];
}
