/**
 * Applies the session's automatic-decision policies (src/rules/legal/autoAnswer.ts): when a decision
 * is open [8.47] for a side whose policy answers it, the computer gives the answer once and a notice
 * says what it answered for which side and why. Guards: never while the game is over or in the
 * set-up; each decision (log position) is answered at most once; a long unbroken chain of automatic
 * answers stops and leaves the decision to the player; and after Undo the decision that reappears
 * is left to the player, so Undo can go back past an automatic answer.
 */
import { useEffect, useRef } from 'react';
import { autoAnswer, policyAnswers, type GameState, type PendingDecision } from '../../rules/api';
import type { GameStore } from '../../store';
import { commandLabel } from '../actions/describe';
import { SIDE_LABEL } from '../labels';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { useFlowScreen } from './flowScreen';
import { useSession } from './sessionState';

/** More automatic answers in a row than any real chain needs: beyond this the player decides. */
const MAX_CHAIN = 40;

/** Is the decision open now left to the player although a policy would answer it (after an Undo)? */
export function heldForPlayer(hold: { initial: GameState; length: number } | null, initial: GameState, length: number): boolean {
  return !!hold && hold.initial === initial && hold.length === length;
}

/** For the hand-over cover: will the computer answer this decision itself? */
export function useComputerAnswers(): (pending: PendingDecision) => boolean {
  const auto = useSession((s) => s.auto);
  const hold = useFlowScreen((s) => s.autoHold);
  const initial = useGame((s) => s.game.initial);
  const length = useGame((s) => s.game.log.length);
  return (pending) => !heldForPlayer(hold, initial, length) && policyAnswers(auto[pending.side], pending);
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
  const seen = useRef({ initial, length, answeredAt: -1, chain: 0, lines: [] as string[] });

  useEffect(() => {
    const m = seen.current;
    const flow = useFlowScreen.getState();
    if (m.initial !== initial) {
      m.answeredAt = -1;
      m.chain = 0;
      flow.set({ autoHold: null });
    } else if (length < m.length) {
      // Undo: what reopens is the player's to answer.
      flow.set({ autoHold: { initial, length } });
    }
    m.initial = initial;
    m.length = length;
    const pending = state.pending;
    if (!pending || state.ended || state.deployment) {
      m.chain = 0;
      m.lines = [];
      return;
    }
    if (m.answeredAt === length || heldForPlayer(useFlowScreen.getState().autoHold, initial, length)) return;
    const answer = autoAnswer(state, world, auto[pending.side]);
    if (!answer) return;
    m.answeredAt = length;
    if (m.chain >= MAX_CHAIN) {
      notify(store, `The computer has answered ${MAX_CHAIN} decisions in a row; this one is left to the ${SIDE_LABEL[pending.side]} player.`);
      return;
    }
    const result = store.getState().dispatch(answer.command);
    if (!result.ok) return; // the store shows the refusal; the player decides
    m.chain += 1;
    // Chained answers (a shot, then the hit unit's choice) are listed together, the last three at most.
    const label = commandLabel(state, answer.command);
    const cite = label.includes(`[${answer.rule}]`) ? '' : ` [${answer.rule}]`;
    m.lines = [...m.lines, `${SIDE_LABEL[answer.side]}: ${label}, because ${answer.reason}${cite}`].slice(-3);
    notify(store, `The computer answered for you — ${m.lines.join('; ')}.`);
  }, [state, initial, length, auto, store, world]);
}
