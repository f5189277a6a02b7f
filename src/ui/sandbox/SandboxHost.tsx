/**
 * Holds the game in progress and the sandbox session, and gives the screen whichever store is
 * active: the sandbox's copy while it is open, the game otherwise. The screen below stays mounted
 * when the store changes (the map keeps its view); every panel reads the active store.
 */
import { useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { World } from '../../rules/api';
import type { GameStore } from '../../store';
import { StoreProvider } from '../storeContext';
import { SandboxContext } from './sandboxContext';
import { createSandboxSession } from './sandboxSession';

export function SandboxHost({ store, world, children }: { store: GameStore; world: World; children: ReactNode }) {
  const [session] = useState(() => createSandboxSession(store, world));
  const sandbox = useStore(session, (s) => s.sandbox);
  return (
    <SandboxContext.Provider value={session}>
      <StoreProvider store={sandbox ?? store} world={world}>
        {children}
      </StoreProvider>
    </SandboxContext.Provider>
  );
}
