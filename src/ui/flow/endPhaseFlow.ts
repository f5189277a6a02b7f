/**
 * Ending a phase from the button or the E key: if nothing else is possible the phase simply ends;
 * otherwise the summary opens (unless the player ticked "don't ask again this game"). The engine
 * judges the command itself, so a refusal (a decision still open [8.47]) is shown with its reason.
 */
import type { World } from '../../rules/api';
import type { GameStore } from '../../store';
import { endsWithoutAsking, summarizePhase } from './endPhaseSummary';
import { useFlowScreen } from './flowScreen';

export function requestEndPhase(store: GameStore, world: World): void {
  const { game } = store.getState();
  const state = game.current;
  if (state.ended) return;
  const flow = useFlowScreen.getState();
  if (state.deployment || (flow.skipSummaryFor === game.initial && !state.pending)) {
    endPhaseNow(store);
    return;
  }
  if (endsWithoutAsking(summarizePhase(state, world))) endPhaseNow(store);
  else flow.set({ summaryOpen: true });
}

export function endPhaseNow(store: GameStore): void {
  useFlowScreen.getState().set({ summaryOpen: false });
  store.getState().dispatch({ type: 'endPhase' });
}
