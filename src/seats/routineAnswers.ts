/**
 * Routine answers for a person's seat [8.47]: the per-side policies of src/rules/legal/autoAnswer.ts
 * applied with the guards a screen needs, without React — each decision (log position) answered at
 * most once, a long unbroken chain of automatic answers stopped and left to the player, and nothing
 * answered for a side the computer player plays (it answers its own decisions).
 */
import { autoAnswer, type AutoAnswer, type AutoAnswerPolicy, type GameState, type Side, type World } from '../rules';

/** More automatic answers in a row than any real chain needs: beyond this the player decides. */
export const MAX_CHAIN = 40;

export type RoutineStep =
  | { kind: 'none' }
  | { kind: 'answer'; answer: AutoAnswer }
  /** The chain is too long: this decision is the player's. */
  | { kind: 'leftToPlayer'; side: Side };

export interface RoutineAnswerer {
  /** The answer to give at this log position, once; `held` leaves it to the player (after Undo). */
  next(state: GameState, world: World, policies: Record<Side, AutoAnswerPolicy>, length: number, held: boolean, computerSides: ReadonlySet<Side>): RoutineStep;
  /** The answer was given (it counts toward the chain). */
  given(): void;
  /** A new game, or a position with no open decision: the chain starts again. */
  reset(): void;
}

export function routineAnswerer(): RoutineAnswerer {
  let answeredAt = -1;
  let chain = 0;
  return {
    next(state, world, policies, length, held, computerSides) {
      const pending = state.pending;
      if (!pending || state.ended || state.deployment) {
        chain = 0;
        return { kind: 'none' };
      }
      if (computerSides.has(pending.side) || answeredAt === length || held) return { kind: 'none' };
      const answer = autoAnswer(state, world, policies[pending.side]);
      if (!answer) return { kind: 'none' };
      answeredAt = length;
      if (chain >= MAX_CHAIN) return { kind: 'leftToPlayer', side: pending.side };
      return { kind: 'answer', answer };
    },
    given() {
      chain += 1;
    },
    reset() {
      answeredAt = -1;
      chain = 0;
    },
  };
}
