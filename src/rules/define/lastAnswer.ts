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
 * never remembered (they may change between two calls). Callers must not change what it returns.
 */
import { isDraft } from 'immer';
import type { GameState } from '../core/gameState';
import type { World } from '../world/world';

export function lastAnswer<C extends object, R>(compute: (world: World, state: GameState, command: C) => R): (world: World, state: GameState, command: C) => R {
  let last: { world: World; state: GameState; key: string; answer: R } | null = null;
  return (world, state, command) => {
    if (isDraft(state) || !Object.isFrozen(state)) return compute(world, state, command);
    const key = JSON.stringify(command);
    if (last && last.state === state && last.world === world && last.key === key) return last.answer;
    const answer = compute(world, state, command);
    last = { world, state, key, answer };
    return answer;
  };
}
