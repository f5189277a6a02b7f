/**
 * One answer remembered between a command's validation and its carrying-out. `apply` validates a
 * command on a position and then carries it out on a draft of that same position (`before`), so a
 * module that works out a plan in `validate` (the move step's payments, the fire plan) would work
 * it out twice. `lastAnswer(compute)` keeps the last answer of `compute(world, state, command)` and
 * gives it again when asked about the same World, the same frozen position (object identity: a
 * frozen position never changes) and a command of the same content.
 *
 * A cache, not state: nothing is stored in the position, and forgetting the answer changes no
 * result (`compute` must be a pure function of its three arguments). Drafts and unfrozen states are
 * never remembered (they may change between two calls). Callers must not change what it returns,
 * nor a command object between asking about it and carrying it out (commands are plain data).
 */
import { isDraft } from 'immer';
import type { GameState } from '../core/gameState';
import type { World } from '../world/world';

export function lastAnswer<C extends object, R>(compute: (world: World, state: GameState, command: C) => R): (world: World, state: GameState, command: C) => R {
  let last: { world: World; state: GameState; command: C; key: string | null; answer: R } | null = null;
  return (world, state, command) => {
    if (isDraft(state) || !Object.isFrozen(state)) return compute(world, state, command);
    if (last && last.state === state && last.world === world) {
      // The same command object (validation, then carrying out) needs no comparison of contents;
      // another object is compared by its JSON, worked out only now (the legal lists ask about many
      // candidates on one position, and most are never asked twice).
      if (last.command === command) return last.answer;
      last.key ??= JSON.stringify(last.command);
      if (last.key === JSON.stringify(command)) return last.answer;
    }
    const answer = compute(world, state, command);
    last = { world, state, command, key: null, answer };
    return answer;
  };
}
