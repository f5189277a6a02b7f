// main.tsx awaits restoreAtStartup before it shows the screen; these check what it reports.
import { describe, expect, it } from 'vitest';
import { restoreAtStartup } from '../../src/store';
import { memoryStore, testGame } from './fixtures';

describe('the start-up restore (main.tsx) [ARCHITECTURE §8]', () => {
  it('picks up the game in progress before anything can be played', async () => {
    const source = memoryStore(testGame({ turn: 6, phase: 15 })).store;
    source.getState().dispatch({ type: 'endPhase' });
    const { store } = memoryStore(testGame(), source.getState().exportSave());
    expect(await restoreAtStartup(store)).toEqual({ status: 'restored' });
    expect(store.getState().game.current).toEqual(source.getState().game.current);
  });

  it('a refused autosave (a newer file version) is reported in the notice the screen shows, and kept', async () => {
    const newer = memoryStore(testGame()).store.getState().exportSave().replace('"version": 4', '"version": 9');
    const { store, storage } = memoryStore(testGame(), newer);
    const result = await restoreAtStartup(store);
    expect(result.status).toBe('failed');
    expect(store.getState().ui.notice?.kind).toBe('error');
    expect(store.getState().ui.notice?.text).toMatch(/autosaved game could not be restored\. This save was written by a newer version/);
    expect(storage.text).toBe(newer);
  });

  it('a restore that throws is reported on screen too, never lost in a rejected promise', async () => {
    const { store } = memoryStore();
    store.setState({ restoreAutosave: () => Promise.reject(new Error('the storage went away')) });
    const result = await restoreAtStartup(store);
    expect(result).toEqual({ status: 'failed', message: 'The game in progress could not be restored (the storage went away).' });
    expect(store.getState().ui.notice).toEqual({ kind: 'error', text: 'The game in progress could not be restored (the storage went away).' });
  });
});
