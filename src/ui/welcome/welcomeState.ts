/**
 * Whether the welcome card is up. It opens by itself once, on a first visit (nothing autosaved in
 * this browser and the card never closed here before), and again from the Help button; closing it
 * is remembered in localStorage so that a reload does not bring it back.
 */
import { create } from 'zustand';

/** The localStorage key that says the welcome has been seen in this browser. */
export const WELCOME_SEEN_KEY = 'httr:welcome-seen';

interface WelcomeState {
  open: boolean;
}

export const useWelcome = create<WelcomeState>(() => ({ open: false }));

function seenBefore(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_SEEN_KEY) === '1';
  } catch {
    return false; // storage refused (private mode): welcome each time, which does no harm
  }
}

/** At start-up: welcome a new player, never over a game picked up from the autosave. */
export function welcomeAtStartup(restore: 'restored' | 'empty' | 'failed'): void {
  if (restore === 'empty' && !seenBefore()) useWelcome.setState({ open: true });
}

export function openWelcome(): void {
  useWelcome.setState({ open: true });
}

export function closeWelcome(): void {
  useWelcome.setState({ open: false });
  try {
    window.localStorage.setItem(WELCOME_SEEN_KEY, '1');
  } catch {
    // nothing to keep it in: it will show again on the next first visit
  }
}
