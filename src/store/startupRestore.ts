/**
 * The app's start-up restore (src/main.tsx awaits it before the screen accepts a move): the game in
 * progress in this browser is picked up, so nothing is written over it while it is read. A refused
 * or unreadable autosave is reported in the store's notice, which the screen shows, never silently.
 */
import type { GameStore, RestoreResult } from './gameStore';
import { errorText } from './replay';

export async function restoreAtStartup(store: GameStore): Promise<RestoreResult> {
  try {
    // The store keeps a refused autosave aside and sets the notice itself.
    return await store.getState().restoreAutosave();
  } catch (error) {
    const message = `The game in progress could not be restored (${errorText(error)}).`;
    store.setState((s) => ({ ui: { ...s.ui, notice: { kind: 'error', text: message } } }));
    return { status: 'failed', message };
  }
}
