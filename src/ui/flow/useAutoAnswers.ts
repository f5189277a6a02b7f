/**
 * Applies the session's automatic-decision policies for a person's side: the routine answerer of
 * the seats layer (src/seats/routineAnswers.ts) says what to answer — once per decision, never for
 * a side the computer player plays, a long chain left to the player — and this effect dispatches it
 * and writes the notice. After Undo the decision that reappears is left to the player, so Undo can
 * go back past an automatic answer.
 */
import { useEffect, useRef } from 'react';
import { policyAnswers, type GameState, type PendingDecision, type Side } from '../../rules/api';
import { MAX_CHAIN, routineAnswerer } from '../../seats/routineAnswers';
import type { GameStore } from '../../store';
import { commandLabel } from '../actions/describe';
import { SIDE_LABEL } from '../labels';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { useFlowScreen } from './flowScreen';
import { useSession } from './sessionState';

/** Is the decision open now left to the player although a policy would answer it (after an Undo)? */
export function heldForPlayer(hold: { initial: GameState; length: number } | null, initial: GameState, length: number): boolean {
  return !!hold && hold.initial === initial && hold.length === length;
}

/** For the hand-over cover: will the computer answer this decision itself? */
export function useComputerAnswers(): (pending: PendingDecision) => boolean {
  const auto = useSession((s) => s.auto);
  const seats = useSession((s) => s.seats);
  const hold = useFlowScreen((s) => s.autoHold);
  const initial = useGame((s) => s.game.initial);
  const length = useGame((s) => s.game.log.length);
  return (pending) => seats[pending.side] === 'computer' || (!heldForPlayer(hold, initial, length) && policyAnswers(auto[pending.side], pending));
}

function notify(store: GameStore, text: string): void {
  store.setState((s) => {
    s.ui.notice = { kind: 'info', text };
  });
}

export function useAutoAnswers(): void {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const initial = useGame((s) => s.game.initial);
  const length = useGame((s) => s.game.log.length);
  const auto = useSession((s) => s.auto);
  const seats = useSession((s) => s.seats);
  const seen = useRef({ initial, length, answerer: routineAnswerer(), lines: [] as string[] });

  useEffect(() => {
    const m = seen.current;
    const flow = useFlowScreen.getState();
    if (m.initial !== initial) {
      m.answerer.reset();
      flow.set({ autoHold: null });
    } else if (length < m.length) {
      // Undo: what reopens is the player's to answer.
      flow.set({ autoHold: { initial, length } });
    }
    m.initial = initial;
    m.length = length;
    const computerSides = new Set((['allied', 'german'] as const).filter((side: Side) => seats[side] === 'computer'));
    const step = m.answerer.next(state, world, auto, length, heldForPlayer(useFlowScreen.getState().autoHold, initial, length), computerSides);
    if (step.kind === 'none') {
      if (!state.pending) m.lines = [];
      return;
    }
    if (step.kind === 'leftToPlayer') {
      notify(store, `The computer has answered ${MAX_CHAIN} decisions in a row; this one is left to the ${SIDE_LABEL[step.side]} player.`);
      return;
    }
    const answer = step.answer;
    const result = store.getState().dispatch(answer.command);
    if (!result.ok) return; // the store shows the refusal; the player decides
    m.answerer.given();
    // Chained answers (a shot, then the hit unit's choice) are listed together, the last three at most.
    const label = commandLabel(state, answer.command);
    const cite = label.includes(`[${answer.rule}]`) ? '' : ` [${answer.rule}]`;
    m.lines = [...m.lines, `${SIDE_LABEL[answer.side]}: ${label}, because ${answer.reason}${cite}`].slice(-3);
    notify(store, `The computer answered for you — ${m.lines.join('; ')}.`);
  }, [state, initial, length, auto, seats, store, world]);
}
