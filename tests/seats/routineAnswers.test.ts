// Routine answers for a person's side [8.47], moved out of the React effect into the seats layer
// (src/seats/routineAnswers.ts): answered once per decision, never for a side the computer plays,
// left to the player after a long chain or after Undo. The open decision comes from a real game of
// Hell's Highway played by the computer until the first decision opens.
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_ROUTINE_DECISIONS, ASK_EVERY_DECISION, type GameState, type Side } from '../../src/rules';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { playGame } from '../../src/seats/match/playGame';
import { MAX_CHAIN, routineAnswerer } from '../../src/seats/routineAnswers';
import { makeSeat } from '../../src/seats/seats';
import { realWorld } from '../support/realWorld';

let open: GameState;
const routine = { allied: ANSWER_ROUTINE_DECISIONS, german: ANSWER_ROUTINE_DECISIONS };
const none = new Set<Side>();

beforeAll(() => {
  playGame({
    setup: hellsHighwaySetup('routine'),
    world: realWorld(),
    clock: () => 0,
    seats: { allied: makeSeat('allied', { kind: 'computer' }, 'routine'), german: makeSeat('german', { kind: 'computer' }, 'routine') },
    stopWhen: (state) => {
      if (state.pending && state.turn > 50) open = state;
      return !!state.pending && state.turn > 50;
    },
  });
}, 300_000);

describe('routine answers for a person’s side [8.47]', () => {
  it('answers an open decision once per log position, with a legal answer and its reason', () => {
    expect(open.pending).not.toBeNull();
    const answerer = routineAnswerer();
    const step = answerer.next(open, realWorld(), routine, 10, false, none);
    expect(step.kind).toBe('answer');
    if (step.kind === 'answer') {
      expect(step.answer.side).toBe(open.pending!.side);
      expect(step.answer.reason.length).toBeGreaterThan(5);
    }
    expect(answerer.next(open, realWorld(), routine, 10, false, none).kind).toBe('none');
    expect(answerer.next(open, realWorld(), routine, 11, false, none).kind).toBe('answer');
  });

  it('leaves the decision to the player: after Undo (held), when the policy asks, and for a side the computer plays', () => {
    const answerer = routineAnswerer();
    expect(answerer.next(open, realWorld(), routine, 1, true, none).kind).toBe('none');
    expect(answerer.next(open, realWorld(), { allied: ASK_EVERY_DECISION, german: ASK_EVERY_DECISION }, 2, false, none).kind).toBe('none');
    expect(answerer.next(open, realWorld(), routine, 3, false, new Set([open.pending!.side])).kind).toBe('none');
  });

  it(`stops a chain of ${MAX_CHAIN} automatic answers and names the side; a position without a decision starts the chain again`, () => {
    const answerer = routineAnswerer();
    for (let i = 0; i < MAX_CHAIN; i++) {
      expect(answerer.next(open, realWorld(), routine, i, false, none).kind).toBe('answer');
      answerer.given();
    }
    expect(answerer.next(open, realWorld(), routine, MAX_CHAIN, false, none)).toEqual({ kind: 'leftToPlayer', side: open.pending!.side });
    expect(answerer.next({ ...open, pending: null }, realWorld(), routine, MAX_CHAIN + 1, false, none).kind).toBe('none');
    expect(answerer.next(open, realWorld(), routine, MAX_CHAIN + 2, false, none).kind).toBe('answer');
  });
});
