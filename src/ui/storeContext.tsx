/** Hands the one game store, and the world (map and charts) it judges commands by, to every panel. */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { World } from '../rules/api';
import type { GameStore, GameStoreState } from '../store';

const StoreContext = createContext<GameStore | null>(null);
const WorldContext = createContext<World | null>(null);

export function StoreProvider({ store, world, children }: { store: GameStore; world: World; children: ReactNode }) {
  return (
    <WorldContext.Provider value={world}>
      <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
    </WorldContext.Provider>
  );
}

/** The map and the Terrain Effects Chart in use (fixed for the session). */
export function useWorld(): World {
  const world = useContext(WorldContext);
  if (!world) throw new Error('StoreProvider is missing');
  return world;
}

export function useGameStoreApi(): GameStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('StoreProvider is missing');
  return store;
}

export function useGame<T>(selector: (state: GameStoreState) => T): T {
  return useStore(useGameStoreApi(), selector);
}
