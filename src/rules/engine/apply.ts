/**
 * `apply(state, command)`: carry out a valid command. Pure: the input state is never changed
 * (immer `produce` copies what changes), and the only randomness is the dice state inside it.
 */
import { produce } from 'immer';
import type { GameState } from '../state/gameState';
import type { Command } from './commands';
import { seededDice, type DiceSource } from './dice';
import type { GameEvent } from './events';
import { applyChangeMode } from './handlers/changeMode';
import { applyEndPhase } from './handlers/endPhase';
import { describeRefusal, type Refusal } from './refusal';
import { validate } from './validate';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | (Refusal & { state: GameState });

export interface ApplyOptions {
  /** Roll from this source instead of the state's seeded generator (replays from logged outcomes). */
  dice?: DiceSource;
}

export function apply(state: GameState, command: Command, options: ApplyOptions = {}): ApplyResult {
  const verdict = validate(state, command);
  if (!verdict.ok) return { ...verdict, state };
  const events: GameEvent[] = [];
  const next = produce(state, (draft) => {
    const dice = options.dice ?? seededDice(draft.dice);
    switch (command.type) {
      case 'endPhase':
        applyEndPhase(draft, dice, events);
        break;
      case 'changeMode':
        applyChangeMode(draft, command, events);
        break;
    }
  });
  return { ok: true, state: next, events };
}

/** Apply a list of commands in order; throws on the first refusal (for tests and replays). */
export function applyAll(state: GameState, commands: readonly Command[]): { state: GameState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  for (const command of commands) {
    const result = apply(current, command);
    if (!result.ok) throw new Error(`command ${JSON.stringify(command)} refused: ${describeRefusal(result)}`);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}
