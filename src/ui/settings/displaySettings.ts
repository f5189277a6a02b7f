/**
 * Display settings: the text scale of the panels and bars, whether the map draws smooth
 * (multisampled) edges, whether the Reach overlay is drawn in movement phases, and whether the
 * Overlays box over the map is unfolded. Kept in localStorage when the browser
 * allows it (private windows and tests may not: then the settings last for the session only).
 * Screen state only, never part of a game or a save file.
 */
import { create } from 'zustand';

export const TEXT_SCALES = [0.9, 1, 1.15, 1.3, 1.5] as const;
export type TextScale = (typeof TEXT_SCALES)[number];

export interface DisplaySettings {
  textScale: TextScale;
  /**
   * Smooth edges on the map (the canvas's multisampling). null: not chosen, which means on,
   * except where the browser draws WebGL in software (smoothEdgesFor, softwareRenderer.ts).
   */
  smoothEdges: boolean | null;
  /** The Reach overlay in movement phases: on until the player turns it off (reach costs well under a millisecond a stack). */
  reachOverlay: boolean;
  /** The Overlays box over the map's corner unfolded: folded to one small button until the player opens it. */
  overlaysOpen: boolean;
}

export const DEFAULT_DISPLAY: DisplaySettings = { textScale: 1, smoothEdges: null, reachOverlay: true, overlaysOpen: false };
export const DISPLAY_STORAGE_KEY = 'httr-display-v1';

/** The subset of Storage used here, so tests can hand in a fake (or a throwing one). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Settings from stored text: anything unreadable or out of range falls back to the default. */
export function parseDisplaySettings(text: string | null): DisplaySettings {
  if (!text) return DEFAULT_DISPLAY;
  try {
    const raw = JSON.parse(text) as unknown;
    const fields = typeof raw === 'object' && raw !== null ? (raw as { textScale?: unknown; smoothEdges?: unknown; reachOverlay?: unknown; overlaysOpen?: unknown }) : {};
    return {
      textScale: TEXT_SCALES.find((s) => s === fields.textScale) ?? DEFAULT_DISPLAY.textScale,
      smoothEdges: typeof fields.smoothEdges === 'boolean' ? fields.smoothEdges : DEFAULT_DISPLAY.smoothEdges,
      reachOverlay: typeof fields.reachOverlay === 'boolean' ? fields.reachOverlay : DEFAULT_DISPLAY.reachOverlay,
      overlaysOpen: typeof fields.overlaysOpen === 'boolean' ? fields.overlaysOpen : DEFAULT_DISPLAY.overlaysOpen,
    };
  } catch {
    return DEFAULT_DISPLAY;
  }
}

/** The browser's localStorage, or null where it is missing or refused (private mode, sandboxed frames). */
export function browserStorage(): SettingsStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadDisplaySettings(storage: SettingsStorage | null): DisplaySettings {
  try {
    return parseDisplaySettings(storage?.getItem(DISPLAY_STORAGE_KEY) ?? null);
  } catch {
    return DEFAULT_DISPLAY;
  }
}

/** Write the settings; false when the storage refused (full, private mode): the setting still applies now. */
export function saveDisplaySettings(storage: SettingsStorage | null, settings: DisplaySettings): boolean {
  if (!storage) return false;
  try {
    storage.setItem(DISPLAY_STORAGE_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}

/** Apply the text scale to the page: the root's --font-scale (src/ui/styles.css sizes text from it). */
export function applyDisplaySettings(settings: Pick<DisplaySettings, 'textScale'>, root: HTMLElement | null = typeof document === 'undefined' ? null : document.documentElement): void {
  root?.style.setProperty('--font-scale', String(settings.textScale));
}

/** Whether the map draws smooth edges: the player's choice, else on unless WebGL is drawn in software. */
export function smoothEdgesFor(settings: Pick<DisplaySettings, 'smoothEdges'>, softwareRendering: boolean): boolean {
  return settings.smoothEdges ?? !softwareRendering;
}

export interface DisplayStore extends DisplaySettings {
  setTextScale(scale: TextScale): void;
  setSmoothEdges(smoothEdges: boolean): void;
  setReachOverlay(reachOverlay: boolean): void;
  setOverlaysOpen(overlaysOpen: boolean): void;
}

export function createDisplayStore(storage: SettingsStorage | null) {
  return create<DisplayStore>()((set, get) => {
    const save = (): void => {
      const { textScale, smoothEdges, reachOverlay, overlaysOpen } = get();
      saveDisplaySettings(storage, { textScale, smoothEdges, reachOverlay, overlaysOpen });
    };
    return {
      ...loadDisplaySettings(storage),
      setTextScale(textScale) {
        set({ textScale });
        save();
      },
      setSmoothEdges(smoothEdges) {
        set({ smoothEdges });
        save();
      },
      setReachOverlay(reachOverlay) {
        set({ reachOverlay });
        save();
      },
      setOverlaysOpen(overlaysOpen) {
        set({ overlaysOpen });
        save();
      },
    };
  });
}

export const useDisplaySettings = createDisplayStore(browserStorage());
