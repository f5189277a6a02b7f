/** Hands the sandbox session to the panels that open, edit and close it (see SandboxHost). */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { SandboxSession, SandboxSessionState } from './sandboxSession';

export const SandboxContext = createContext<SandboxSession | null>(null);

/** The session, or null where the screen is shown without a SandboxHost (no sandbox offered). */
export function useSandboxSession(): SandboxSession | null {
  return useContext(SandboxContext);
}

export function useSandbox<T>(session: SandboxSession, selector: (state: SandboxSessionState) => T): T {
  return useStore(session, selector);
}
