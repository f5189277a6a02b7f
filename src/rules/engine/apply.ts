/**
 * `apply(state, command, world)`: carry out a valid command through its module. Pure: the input
 * state is never changed (the module changes an immer draft, which copies what changes), and the
 * only randomness is the dice state inside it. The draft is finished by `finishPosition` (what
 * `produce` would return, frozen, by a shorter walk: docs/benchmarks.md, seventh round).
 */
import { createDraft } from 'immer';
import type { Command } from '../core/commands';
import { seededDice, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { describeRefusal, type Refusal } from '../core/refusal';
import type { World } from '../world/world';
import { finishPosition } from './finishPosition';
import { commandModule } from './registry';
import { validate } from './validate';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | (Refusal & { state: GameState });

export interface ApplyOptions {
  /** Roll from this source instead of the state's seeded generator (replays from logged outcomes). */
  dice?: DiceSource;
  /**
   * The command was accepted on this very position by this engine before (the store replaying its
   * own log after an undo): validation is skipped, as it can only say yes again. Never for commands
   * from a file, the screen or a player.
   */
  accepted?: boolean;
}

export function apply(state: GameState, command: Command, world: World, options: ApplyOptions = {}): ApplyResult {
  if (!options.accepted) {
    const verdict = validate(state, command, world);
    if (!verdict.ok) return { ...verdict, state };
  }
  const events: GameEvent[] = [];
  // A command that throws leaves the draft behind unfinished; `state` itself is never written.
  const draft = createDraft(state);
  const dice = options.dice ?? seededDice(draft.dice);
  carryOutOnDraft(draft, command, world, dice, events, state);
  return { ok: true, state: finishPosition(draft), events };
}

/**
 * Carry out a command on a draft. `before` is the unchanged position it was validated on, or null
 * when the command was held by a decision window that has now closed: its triggers have been
 * answered and it goes ahead [8.47]. Exported for the test that compares `apply`'s finishing of the
 * draft with immer's `produce` (tests/rules/engine/finishPosition.test.ts).
 */
export function carryOutOnDraft(draft: GameState, command: Command, world: World, dice: DiceSource, events: GameEvent[], before: GameState | null): void {
  const resume = (d: GameState, held: Command) => carryOutOnDraft(d, held, world, dice, events, null);
  commandModule(command.type)!.apply(draft, command, { world, dice, events, resumed: before === null, before, resume });
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
