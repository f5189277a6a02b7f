/**
 * The rules index, loaded on first use: its data (rulesIndex.json, ~200 kB) stays out of the code
 * the app starts with and is fetched when the first case link or the rules panel is drawn. Until it
 * arrives `useRulesIndex` gives null and callers show plain text; then every user redraws.
 */
import { useSyncExternalStore } from 'react';

export type RulesIndex = typeof import('./rulesIndex');

let loaded: RulesIndex | null = null;
let loading: Promise<RulesIndex | null> | null = null;
const listeners = new Set<() => void>();

/** Start loading the index (once); resolves to it, or null if it could not be fetched (tried again on next use). */
export function loadRulesIndex(): Promise<RulesIndex | null> {
  loading ??= import('./rulesIndex').then(
    (index) => {
      loaded = index;
      for (const listener of listeners) listener();
      return index;
    },
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadRulesIndex();
  return () => listeners.delete(listener);
}

/** The rules index, or null while it loads. */
export function useRulesIndex(): RulesIndex | null {
  return useSyncExternalStore(subscribe, () => loaded);
}
