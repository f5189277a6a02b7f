import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import {
  AUTOSAVE_KEY,
  clearSafely,
  createGameStore,
  createIndexedDbAutosave,
  createMemoryAutosave,
  loadSafely,
  saveSafely,
} from '../../src/store';
import { openSave } from './saveText';
import { testGame } from './fixtures';
import { CLEAR_WORLD } from '../support/world';

describe('autosave storage: IndexedDB (fake-indexeddb)', () => {
  it('saves, loads and clears text under the autosave key', async () => {
    const storage = createIndexedDbAutosave({ store: createStore('httr-test-1', 'kv') });
    expect(await storage.load()).toBeUndefined();
    await storage.save('hello');
    expect(await storage.load()).toBe('hello');
    await storage.save('again');
    expect(await storage.load()).toBe('again');
    await storage.clear();
    expect(await storage.load()).toBeUndefined();
  });

  it('uses idb-keyval’s default store and the httr:autosave key by default', async () => {
    const storage = createIndexedDbAutosave();
    await storage.save('default');
    const { get } = await import('idb-keyval');
    expect(await get(AUTOSAVE_KEY)).toBe('default');
    await storage.clear();
  });

  it('a slot holding something that is not text is reported, not thrown', async () => {
    const store = createStore('httr-test-2', 'kv');
    await set(AUTOSAVE_KEY, { not: 'text' }, store);
    const outcome = await loadSafely(createIndexedDbAutosave({ store }));
    expect(outcome).toMatchObject({ ok: false });
    expect(!outcome.ok && outcome.message).toContain('not a saved game');
  });

  it('the game store autosaves into IndexedDB after each command and restores from it', async () => {
    const idb = createStore('httr-test-3', 'kv');
    const storage = createIndexedDbAutosave({ store: idb });
    const store = createGameStore({ storage, initial: testGame({ turn: 6, phase: 15 }), world: CLEAR_WORLD });
    store.getState().dispatch({ type: 'endPhase' });
    expect(await store.getState().autosaveSettled()).toBe('saved');
    store.getState().dispatch({ type: 'endPhase' });
    store.getState().dispatch({ type: 'changeMode', unitId: 'de-a', to: 'dispersed' });
    expect(await store.getState().autosaveSettled()).toBe('saved');
    const text = await storage.load();
    expect(openSave(text!).commands).toHaveLength(3);

    // A fresh store (a page reload) picks the game up from IndexedDB.
    const reloaded = createGameStore({ storage: createIndexedDbAutosave({ store: idb }), initial: testGame(), world: CLEAR_WORLD });
    expect(await reloaded.getState().restoreAutosave()).toEqual({ status: 'restored' });
    expect(reloaded.getState().game.current).toEqual(store.getState().game.current);
    expect(reloaded.getState().game.log).toEqual(store.getState().game.log);
  });

  it('a corrupt autosave in IndexedDB keeps the current game and stays in storage', async () => {
    const idb = createStore('httr-test-4', 'kv');
    await set(AUTOSAVE_KEY, '{"format":"httr-save","version":1,"initial":', idb);
    const store = createGameStore({ storage: createIndexedDbAutosave({ store: idb }), initial: testGame(), world: CLEAR_WORLD });
    const game = store.getState().game;
    expect(await store.getState().restoreAutosave()).toMatchObject({ status: 'failed' });
    expect(store.getState().game).toBe(game);
    expect(store.getState().ui.notice?.kind).toBe('error');
    expect(await createIndexedDbAutosave({ store: idb }).load()).toBe('{"format":"httr-save","version":1,"initial":');
  });
});

describe('autosave storage: memory and the safe wrappers', () => {
  it('memory storage keeps the last text and counts saves', async () => {
    const storage = createMemoryAutosave('start');
    expect(await storage.load()).toBe('start');
    expect(await saveSafely(storage, 'next')).toEqual({ ok: true });
    expect(storage.text).toBe('next');
    expect(storage.saveCount).toBe(1);
    expect(await clearSafely(storage)).toEqual({ ok: true });
    expect(await loadSafely(storage)).toEqual({ ok: true, text: undefined });
  });

  it('the wrappers turn rejections into statuses', async () => {
    const broken = { save: () => Promise.reject(new Error('full')), load: () => Promise.reject(new Error('gone')), clear: () => Promise.reject(new Error('no')) };
    expect(await saveSafely(broken, 'x')).toEqual({ ok: false, message: 'The game could not be autosaved in this browser (full).' });
    expect(await loadSafely(broken)).toMatchObject({ ok: false });
    expect(await clearSafely(broken)).toMatchObject({ ok: false });
  });
});
