/** Hands the one game store to every panel. */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { GameStore, GameStoreState } from '../store';

const StoreContext = createContext<GameStore | null>(null);

export function StoreProvider({ store, children }: { store: GameStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useGameStoreApi(): GameStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('StoreProvider is missing');
  return store;
}

export function useGame<T>(selector: (state: GameStoreState) => T): T {
  return useStore(useGameStoreApi(), selector);
}
