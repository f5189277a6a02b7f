/**
 * Plays the sides the session gives to the computer: whenever such a side must act (its set-up, its
 * phase or a decision it owns), the position goes to the computer player's worker and its command
 * is dispatched like a click — unless the position changed meanwhile (the person acted), when it is
 * asked again. Each command's reason is kept for the log; a refused command stops the computer and
 * says so (the person can then act). Meanwhile the store's action guard holds back the person's
 * commands for that side and Undo (computerHold.ts).
 */
import { useEffect } from 'react';
import type { GameState } from '../../rules/api';
import { SIDE_LABEL } from '../labels';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { computerClient } from './computerClient';
import { computerActionGuard } from './computerHold';
import { countAction, reasonFor, useComputerStatus } from './computerStatus';
import { computerUndoCut } from './computerUndo';
import { useSession } from './sessionState';
import { mustAct } from './whoActs';

function phaseKey(state: GameState): string {
  return `${state.turn}.${state.phase}`;
}

export function useComputerPlayer(): void {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const seats = useSession((s) => s.seats);
  const level = useSession((s) => s.computerLevel);
  const initial = useGame((s) => s.game.initial);
  // "Let the computer try again" clears this and so asks again.
  const stopped = useComputerStatus((s) => s.stopped);

  // While the computer acts, the person neither plays for its side nor undoes (computerHold.ts).
  useEffect(() => {
    store.getState().setActionGuard(
      computerActionGuard(
        () => useSession.getState().seats,
        () => useComputerStatus.getState().stopped !== null,
      ),
    );
    // Undo takes back the computer's replies with the person's own last command (computerUndo.ts).
    store.getState().setUndoCut((log, plainCut) =>
      computerUndoCut(log, plainCut, (index) => reasonFor(useComputerStatus.getState().reasons, index, log[index]!.command) !== null),
    );
    return () => {
      store.getState().setActionGuard(null);
      store.getState().setUndoCut(null);
    };
  }, [store]);

  // A new game (or a loaded one): no reasons, no stop carried over.
  useEffect(() => {
    useComputerStatus.getState().set({ reasons: {}, stopped: null, actions: 0, lastStep: null, phaseKey: '' });
  }, [initial]);

  useEffect(() => {
    const status = useComputerStatus.getState();
    const side = mustAct(state)?.side ?? null;
    if (!side || seats[side] !== 'computer' || state.ended || stopped) {
      if (status.thinking) status.set({ thinking: null });
      return;
    }
    const key = phaseKey(state);
    status.set({ thinking: side, ...(status.phaseKey === key ? {} : { phaseKey: key, actions: 0, lastStep: null }) });
    let cancelled = false;
    computerClient(world)
      .decide(state, side, level)
      .then(({ decision }) => {
        if (cancelled || store.getState().game.current !== state) return;
        if (!decision) {
          useComputerStatus.getState().set({ thinking: null, stopped: `The ${SIDE_LABEL[side]} computer player found nothing to do; the position is yours to play.` });
          return;
        }
        const result = store.getState().dispatch(decision.command, { unguarded: true });
        const now = useComputerStatus.getState();
        if (!result.ok) {
          now.set({ thinking: null, stopped: `The ${SIDE_LABEL[side]} computer player's command was refused [${result.rule}]: ${result.message}` });
          return;
        }
        now.addReason(store.getState().game.log.length - 1, side, decision.command, decision.reason, decision.rule);
        now.set(countAction(now, decision.command, decision.reason));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        useComputerStatus.getState().set({ thinking: null, stopped: `The computer player stopped: ${error instanceof Error ? error.message : String(error)}` });
      });
    return () => {
      cancelled = true;
    };
  }, [state, seats, level, stopped, store, world]);
}
