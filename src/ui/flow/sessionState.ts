/**
 * The play session's settings (screen state, not game state): hot-seat or solo, who plays each side
 * (a person at the screen or the computer player, src/seats), the computer's level, which decisions
 * the computer answers for a person's side, and how far Undo may go. Kept in the browser's localStorage so a
 * reload keeps them; a browser without storage simply keeps them for the page's life. The side at
 * the screen (hot-seat) is not stored: after a reload the screen is handed over again.
 */
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { ASK_EVERY_DECISION, type AutoAnswerPolicy, type ChoicePolicy, type OpportunityFirePolicy, type Side } from '../../rules/api';
import type { UndoRule } from './undoGuard';
import { COMPUTER_LEVELS, DEFAULT_LEVEL, type ComputerLevel } from '../../seats/computer/levels';

/** Who plays a side from the screen's point of view: a person, or the computer player. */
export type SideController = 'person' | 'computer';

export type PlayStyle = 'solo' | 'hotSeat';

export const PLAY_STYLE_LABEL: Readonly<Record<PlayStyle, string>> = { solo: 'Solo', hotSeat: 'Hot-seat' };

export interface SessionSettings {
  playStyle: PlayStyle;
  seats: Record<Side, SideController>;
  computerLevel: ComputerLevel;
  auto: Record<Side, AutoAnswerPolicy>;
  undo: UndoRule;
}

/** The Undo setting each play style starts with: any time alone, not past a die roll between two players. */
export function defaultUndoRule(style: PlayStyle): UndoRule {
  return style === 'solo' ? 'anyTime' : 'notPastDice';
}

export const DEFAULT_SETTINGS: SessionSettings = {
  playStyle: 'solo',
  seats: { allied: 'person', german: 'person' },
  computerLevel: DEFAULT_LEVEL,
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
  const seats = (v.seats ?? {}) as Partial<Record<Side, unknown>>;
  const controllers: readonly SideController[] = ['person', 'computer'];
  return {
    playStyle,
    seats: { allied: pickOne(seats.allied, controllers, 'person'), german: pickOne(seats.german, controllers, 'person') },
    computerLevel: pickOne(v.computerLevel, COMPUTER_LEVELS, DEFAULT_LEVEL),
    auto: { allied: sanitizePolicy(auto.allied), german: sanitizePolicy(auto.german) },
    undo: pickOne<UndoRule>(v.undo, ['anyTime', 'notPastDice'], defaultUndoRule(playStyle)),
  };
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      atScreen: null,
      setSettings: (settings) => set({ playStyle: settings.playStyle, seats: settings.seats, computerLevel: settings.computerLevel, auto: settings.auto, undo: settings.undo }),
      handOverTo: (side) => set({ atScreen: side }),
    }),
    {
      name: 'httr-session',
      version: 1,
      storage: createJSONStorage(safeStorage),
      partialize: (s): SessionSettings => ({ playStyle: s.playStyle, seats: s.seats, computerLevel: s.computerLevel, auto: s.auto, undo: s.undo }),
      merge: (persisted, current) => ({ ...current, ...sanitizeSettings(persisted) }),
    },
  ),
);

/** The settings part of the session, for forms. */
export function settingsOf(s: SessionSettings): SessionSettings {
  return { playStyle: s.playStyle, seats: { ...s.seats }, computerLevel: s.computerLevel, auto: { allied: { ...s.auto.allied }, german: { ...s.auto.german } }, undo: s.undo };
}
