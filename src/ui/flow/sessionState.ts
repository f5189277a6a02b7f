/**
 * The play session's settings (screen state, not game state): hot-seat or solo, which decisions the
 * computer answers for each side, and how far Undo may go. Kept in the browser's localStorage so a
 * reload keeps them; a browser without storage simply keeps them for the page's life. The side at
 * the screen (hot-seat) is not stored: after a reload the screen is handed over again.
 */
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { ASK_EVERY_DECISION, type AutoAnswerPolicy, type ChoicePolicy, type OpportunityFirePolicy, type Side } from '../../rules/api';
import type { UndoRule } from './undoGuard';

export type PlayStyle = 'solo' | 'hotSeat';

export const PLAY_STYLE_LABEL: Readonly<Record<PlayStyle, string>> = { solo: 'Solo', hotSeat: 'Hot-seat' };

export interface SessionSettings {
  playStyle: PlayStyle;
  auto: Record<Side, AutoAnswerPolicy>;
  undo: UndoRule;
}

/** The Undo setting each play style starts with: any time alone, not past a die roll between two players. */
export function defaultUndoRule(style: PlayStyle): UndoRule {
  return style === 'solo' ? 'anyTime' : 'notPastDice';
}

export const DEFAULT_SETTINGS: SessionSettings = {
  playStyle: 'solo',
  auto: { allied: { ...ASK_EVERY_DECISION }, german: { ...ASK_EVERY_DECISION } },
  undo: defaultUndoRule('solo'),
};

export interface SessionState extends SessionSettings {
  /** Hot-seat: the side whose player has the screen (null: nobody yet). */
  atScreen: Side | null;
  setSettings(settings: SessionSettings): void;
  handOverTo(side: Side | null): void;
}

/** localStorage when the browser has it and lets us use it; otherwise a map for this page. */
function safeStorage(): StateStorage {
  const memory = new Map<string, string>();
  const local = (): Storage | null => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null;
    }
  };
  return {
    getItem(name) {
      try {
        return local()?.getItem(name) ?? memory.get(name) ?? null;
      } catch {
        return memory.get(name) ?? null;
      }
    },
    setItem(name, value) {
      memory.set(name, value);
      try {
        local()?.setItem(name, value);
      } catch {
        // full or forbidden: the setting lasts for this page only
      }
    },
    removeItem(name) {
      memory.delete(name);
      try {
        local()?.removeItem(name);
      } catch {
        // nothing to remove
      }
    },
  };
}

const OPPORTUNITY: readonly OpportunityFirePolicy[] = ['ask', 'never', 'best'];
const CHOICE: readonly ChoicePolicy[] = ['ask', 'auto'];

function pickOne<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A stored policy read back safely: unknown or missing values take the "ask" default. */
export function sanitizePolicy(value: unknown): AutoAnswerPolicy {
  const v = (value ?? {}) as Partial<Record<keyof AutoAnswerPolicy, unknown>>;
  const d = ASK_EVERY_DECISION;
  const threshold = typeof v.opportunityThreshold === 'number' && v.opportunityThreshold > 0 && v.opportunityThreshold <= 1 ? v.opportunityThreshold : d.opportunityThreshold;
  return {
    opportunityFire: pickOne(v.opportunityFire, OPPORTUNITY, d.opportunityFire),
    opportunityThreshold: threshold,
    fireResult: pickOne(v.fireResult, CHOICE, d.fireResult),
    retreat: pickOne(v.retreat, CHOICE, d.retreat),
    advance: pickOne(v.advance, CHOICE, d.advance),
    displacement: pickOne(v.displacement, CHOICE, d.displacement),
    bridge: pickOne(v.bridge, CHOICE, d.bridge),
  };
}

/** Stored settings read back safely. */
export function sanitizeSettings(value: unknown): SessionSettings {
  const v = (value ?? {}) as Partial<Record<keyof SessionSettings, unknown>>;
  const playStyle = pickOne<PlayStyle>(v.playStyle, ['solo', 'hotSeat'], DEFAULT_SETTINGS.playStyle);
  const auto = (v.auto ?? {}) as Partial<Record<Side, unknown>>;
  return {
    playStyle,
    auto: { allied: sanitizePolicy(auto.allied), german: sanitizePolicy(auto.german) },
    undo: pickOne<UndoRule>(v.undo, ['anyTime', 'notPastDice'], defaultUndoRule(playStyle)),
  };
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      atScreen: null,
      setSettings: (settings) => set({ playStyle: settings.playStyle, auto: settings.auto, undo: settings.undo }),
      handOverTo: (side) => set({ atScreen: side }),
    }),
    {
      name: 'httr-session',
      version: 1,
      storage: createJSONStorage(safeStorage),
      partialize: (s): SessionSettings => ({ playStyle: s.playStyle, auto: s.auto, undo: s.undo }),
      merge: (persisted, current) => ({ ...current, ...sanitizeSettings(persisted) }),
    },
  ),
);

/** The settings part of the session, for forms. */
export function settingsOf(s: SessionSettings): SessionSettings {
  return { playStyle: s.playStyle, auto: { allied: { ...s.auto.allied }, german: { ...s.auto.german } }, undo: s.undo };
}
