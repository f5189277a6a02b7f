/**
 * `apply(state, command, world)`: carry out a valid command. Pure: the input state is never
 * changed (immer `produce` copies what changes), and the only randomness is the dice state inside it.
 */
import { produce } from 'immer';
import type { GameState } from '../state/gameState';
import type { World } from '../world/world';
import type { Command } from './commands';
import { seededDice, type DiceSource } from './dice';
import type { GameEvent } from './events';
import { applyPlaceAirstrike, applyPlaceCap } from './handlers/airstrikes';
import { applyBridgeAnswer, applyDisplace, applyPassOpportunity } from './handlers/answers';
import { applyChangeMode } from './handlers/changeMode';
import { applyCloseAction, applyCloseActionAdvance, applyCloseActionRetreat } from './handlers/closeAction';
import { applyEndPhase } from './handlers/endPhase';
import { applyFire, applyFireResultChoice, applyOpportunityFire } from './handlers/fire';
import { applyStartWork, applyStopWork } from './handlers/engineerWork';
import { applyFerry } from './handlers/ferry';
import { applyMoveStep } from './handlers/moveStep';
import { applyRemoveEntrenchment } from './handlers/removeEntrenchment';
import { applyRestack } from './handlers/restack';
import { applyAttachToHq, applyPromoteToDivisionHq } from './handlers/subordination';
import { describeRefusal, type Refusal } from './refusal';
import { applyDeploy, applyFinishDeployment } from './handlers/deployment';
import { validate } from './validate';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | (Refusal & { state: GameState });

export interface ApplyOptions {
  /** Roll from this source instead of the state's seeded generator (replays from logged outcomes). */
  dice?: DiceSource;
}

export function apply(state: GameState, command: Command, world: World, options: ApplyOptions = {}): ApplyResult {
  const verdict = validate(state, command, world);
  if (!verdict.ok) return { ...verdict, state };
  const events: GameEvent[] = [];
  const next = produce(state, (draft) => {
    const dice = options.dice ?? seededDice(draft.dice);
    run(draft, command, world, dice, events, false);
  });
  return { ok: true, state: next, events };
}

/**
 * Carry out a command on a draft. `resumed` is true when the command was held by a decision
 * window that has now closed: its triggers have been answered and it goes ahead [8.47].
 */
function run(draft: GameState, command: Command, world: World, dice: DiceSource, events: GameEvent[], resumed: boolean): void {
  const resume = (d: GameState, held: Command) => run(d, held, world, dice, events, true);
  switch (command.type) {
    case 'endPhase':
      return applyEndPhase(draft, world, dice, events);
    case 'changeMode':
      return applyChangeMode(draft, command, world, events, resumed);
    case 'moveStep':
      return applyMoveStep(draft, command, world, events, resumed);
    case 'restack':
      return applyRestack(draft, command, world, events, resumed);
    case 'ferry':
      return applyFerry(draft, command, world, events, resumed);
    case 'removeEntrenchment':
      return applyRemoveEntrenchment(draft, command, events);
    case 'passOpportunity':
      return applyPassOpportunity(draft, events, resume);
    case 'fire':
      return applyFire(draft, command, world, dice, events);
    case 'opportunityFire':
      return applyOpportunityFire(draft, command, world, dice, events, resume);
    case 'fireResultChoice':
      return applyFireResultChoice(draft, command, world, dice, events, resume);
    case 'displace':
      return applyDisplace(draft, command, world, events, resumed);
    case 'startWork':
      return applyStartWork(draft, command, world, events);
    case 'stopWork':
      return applyStopWork(draft, command, world, events);
    case 'blowBridge':
    case 'spareBridge':
      return applyBridgeAnswer(draft, command, world, dice, events);
    case 'closeAction':
      return applyCloseAction(draft, command, world, dice, events, resumed);
    case 'closeActionRetreat':
      return applyCloseActionRetreat(draft, command, world, events);
    case 'closeActionAdvance':
      return applyCloseActionAdvance(draft, command, world, events);
    case 'placeAirstrike':
      return applyPlaceAirstrike(draft, command, world, events);
    case 'placeCap':
      return applyPlaceCap(draft, command, events);
    case 'attachToHq':
      return applyAttachToHq(draft, command, events);
    case 'promoteToDivisionHq':
      return applyPromoteToDivisionHq(draft, command, events);
    case 'deploy':
      return applyDeploy(draft, command, events);
    case 'finishDeployment':
      return applyFinishDeployment(draft, events);
  }
}

/** Apply a list of commands in order; throws on the first refusal (for tests and replays). */
export function applyAll(state: GameState, commands: readonly Command[], world: World): { state: GameState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  for (const command of commands) {
    const result = apply(current, command, world);
    if (!result.ok) throw new Error(`command ${JSON.stringify(command)} refused: ${describeRefusal(result)}`);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}
