/**
 * Autosave: the last good game, kept in this browser (ARCHITECTURE §8 "Autosave keeps the last
 * good state"). The store writes the save-file text after every change to the game and reads it
 * back on start-up.
 *
 * `AutosaveStorage` is the small seam: an IndexedDB implementation (idb-keyval) for the app and an
 * in-memory one for tests and for browsers without IndexedDB. Storages may reject; the store only
 * calls them through `saveSafely` / `loadSafely` / `clearSafely`, which turn every failure into a
 * returned status, so nothing is ever thrown into the UI.
 */
import { del, get, set, type UseStore } from 'idb-keyval';
import { errorText } from './replay';

export interface AutosaveStorage {
  save(text: string): Promise<void>;
  load(): Promise<string | undefined>;
  clear(): Promise<void>;
  /** Keep a refused autosave in a slot of its own, so the next write cannot lose it (the player can export it). */
  setAside?(text: string): Promise<void>;
  /** The autosave kept aside, if any. */
  loadAside?(): Promise<string | undefined>;
}

/** The IndexedDB key of the autosave slot. */
export const AUTOSAVE_KEY = 'httr:autosave';

export interface IndexedDbAutosaveOptions {
  /** Defaults to AUTOSAVE_KEY. */
  key?: string;
  /** An idb-keyval store (`createStore(db, objectStore)`); defaults to idb-keyval's own. */
  store?: UseStore;
}

/** Autosave in IndexedDB via idb-keyval. The database is opened on first use, not here. */
export function createIndexedDbAutosave(options: IndexedDbAutosaveOptions = {}): AutosaveStorage {
  const key = options.key ?? AUTOSAVE_KEY;
  const store = options.store;
  return {
    async save(text: string): Promise<void> {
      await set(key, text, store);
    },
    async load(): Promise<string | undefined> {
      const value: unknown = await get(key, store);
      if (value === undefined || typeof value === 'string') return value;
      throw new Error('the autosave slot holds something that is not a saved game');
    },
    async clear(): Promise<void> {
      await del(key, store);
    },
    async setAside(text: string): Promise<void> {
      await set(`${key}:refused`, text, store);
    },
    async loadAside(): Promise<string | undefined> {
      const value: unknown = await get(`${key}:refused`, store);
      return typeof value === 'string' ? value : undefined;
    },
  };
}

export interface MemoryAutosave extends AutosaveStorage {
  /** What is stored now (for tests). */
  readonly text: string | undefined;
  /** How many times `save` has been called successfully (for tests). */
  readonly saveCount: number;
  /** The autosave kept aside after a refusal (for tests). */
  readonly aside: string | undefined;
}

/** Autosave in memory: lost on reload. For tests and environments without IndexedDB. */
export function createMemoryAutosave(initialText?: string): MemoryAutosave {
  let text = initialText;
  let saveCount = 0;
  let aside: string | undefined;
  return {
    get aside() {
      return aside;
    },
    async setAside(next: string): Promise<void> {
      aside = next;
    },
    async loadAside(): Promise<string | undefined> {
      return aside;
    },
    get text() {
      return text;
    },
    get saveCount() {
      return saveCount;
    },
    async save(next: string): Promise<void> {
      text = next;
      saveCount += 1;
    },
    async load(): Promise<string | undefined> {
      return text;
    },
    async clear(): Promise<void> {
      text = undefined;
    },
  };
}

/** IndexedDB where the environment has it, memory otherwise. */
export function createDefaultAutosave(): AutosaveStorage {
  return typeof indexedDB === 'undefined' ? createMemoryAutosave() : createIndexedDbAutosave();
}

export type StorageOutcome = { ok: true } | { ok: false; message: string };
export type LoadOutcome = { ok: true; text: string | undefined } | { ok: false; message: string };

export async function saveSafely(storage: AutosaveStorage, text: string): Promise<StorageOutcome> {
  try {
    await storage.save(text);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: `The game could not be autosaved in this browser (${errorText(error)}).` };
  }
}

export async function loadSafely(storage: AutosaveStorage): Promise<LoadOutcome> {
  try {
    const text = await storage.load();
    if (text !== undefined && typeof text !== 'string') {
      return { ok: false, message: 'The autosave in this browser is not a saved game.' };
    }
    return { ok: true, text };
  } catch (error) {
    return { ok: false, message: `The autosave could not be read from this browser's storage (${errorText(error)}).` };
  }
}

export async function clearSafely(storage: AutosaveStorage): Promise<StorageOutcome> {
  try {
    await storage.clear();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: `The autosave could not be removed from this browser's storage (${errorText(error)}).` };
  }
}
