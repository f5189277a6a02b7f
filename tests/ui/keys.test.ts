/**
 * Keyboard play and display settings, their pure parts: the hex cursor's steps (src/board/keyboard.ts),
 * Enter on the cursor hex and stepping through a stack (src/ui/settings/keyboardPlay.ts), the hex
 * status words for units, and the display settings' storage guards (src/ui/settings/displaySettings.ts).
 */
import { describe, expect, it } from 'vitest';
import { hexDistance, parseHexId, stacksByHex, type GameState, type HexId } from '../../src/rules';
import { cursorStep } from '../../src/board/keyboard';
import { describeUnit } from '../../src/ui/settings/cursorWords';
import { cycleUnit, unitsIn } from '../../src/ui/settings/keyboardPlay';
import {
  DEFAULT_DISPLAY,
  DISPLAY_STORAGE_KEY,
  TEXT_SCALES,
  createDisplayStore,
  loadDisplaySettings,
  parseDisplaySettings,
  saveDisplaySettings,
  type SettingsStorage,
} from '../../src/ui/settings/displaySettings';
import { game, unit } from '../support/builders';
import { allUnits } from '../../src/rules/state/unitBuckets';

describe('the hex cursor [3.0]', () => {
  it('[3.0] each arrow step lands on a neighbouring hex, and the opposite arrow comes back', () => {
    const back: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft', ArrowUp: 'ArrowDown', ArrowDown: 'ArrowUp' };
    for (const start of ['C3013', 'C3014', 'C4319', 'B1020'] as HexId[]) {
      for (const key of Object.keys(back)) {
        const next = cursorStep(start, key);
        expect(next, `${key} from ${start}`).not.toBeNull();
        expect(hexDistance(parseHexId(start)!, parseHexId(next!)!)).toBe(1);
        expect(cursorStep(next!, back[key]!)).toBe(start);
      }
    }
    expect(cursorStep('C3013', 'KeyQ')).toBeNull();
  });

  it('[3.0] up moves north (rows count north), right moves east', () => {
    const from = parseHexId('C3013')!;
    expect(parseHexId(cursorStep('C3013', 'ArrowUp')!)!.row).toBe(from.row + 1);
    expect(parseHexId(cursorStep('C3013', 'ArrowRight')!)!.col).toBe(from.col + 1);
  });
});

describe('] and [ on the cursor hex [9.2]', () => {
  const stacked = (): GameState =>
    game({
      phase: 1,
      units: [unit({ id: 'top', name: 'A/1', hex: 'C3013', stackIndex: 0 }), unit({ id: 'low', name: 'B/1', hex: 'C3013', stackIndex: 1 })],
    });

  it('[9.2] the units of a hex come top first, as the board stacks them; ] and [ step through them', () => {
    const state = stacked();
    const units = unitsIn(allUnits(state), 'C3013');
    expect(units.map((u) => u.id)).toEqual(stacksByHex(allUnits(state)).get('C3013')!.map((u) => u.id));
    expect(cycleUnit(units, null, 1)).toBe(units[0]!.id);
    expect(cycleUnit(units, null, -1)).toBe(units[units.length - 1]!.id);
    expect(cycleUnit(units, units[0]!.id, 1)).toBe(units[1]!.id);
    expect(cycleUnit(units, units[1]!.id, 1)).toBe(units[0]!.id);
    expect(cycleUnit([], null, 1)).toBeNull();
  });

  it('[13.0] the hex status names each unit with side, strength and mode', () => {
    const u = unit({ id: 'd', name: 'D/2/506', hex: 'C4319' });
    expect(describeUnit(u)).toBe(`D/2/506 (Allied, ${u.strength} SP, ${u.mode})`);
    expect(describeUnit({ ...u, status: { ...u.status, disrupted: true } })).toContain('disrupted');
  });
});

describe('display settings storage (screen only, no rule case)', () => {
  const memory = (): SettingsStorage & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  };

  it('a chosen text scale is stored and read back', () => {
    const storage = memory();
    const store = createDisplayStore(storage);
    store.getState().setTextScale(1.5);
    expect(storage.data.has(DISPLAY_STORAGE_KEY)).toBe(true);
    expect(loadDisplaySettings(storage).textScale).toBe(1.5);
    expect(createDisplayStore(storage).getState().textScale).toBe(1.5);
  });

  it('unreadable or out-of-range stored values fall back to the default', () => {
    expect(parseDisplaySettings(null)).toEqual(DEFAULT_DISPLAY);
    expect(parseDisplaySettings('{not json')).toEqual(DEFAULT_DISPLAY);
    expect(parseDisplaySettings(JSON.stringify({ textScale: 7 }))).toEqual(DEFAULT_DISPLAY);
    for (const scale of TEXT_SCALES) expect(parseDisplaySettings(JSON.stringify({ textScale: scale })).textScale).toBe(scale);
  });

  it('a storage that throws (private mode, full) or is missing never breaks the setting', () => {
    const refusing: SettingsStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadDisplaySettings(refusing)).toEqual(DEFAULT_DISPLAY);
    expect(saveDisplaySettings(refusing, { textScale: 1.3, smoothEdges: null, reachOverlay: true, overlaysOpen: false })).toBe(false);
    expect(saveDisplaySettings(null, { textScale: 1.3, smoothEdges: null, reachOverlay: true, overlaysOpen: false })).toBe(false);
    const store = createDisplayStore(refusing);
    store.getState().setTextScale(1.3);
    expect(store.getState().textScale).toBe(1.3);
    const none = createDisplayStore(null);
    none.getState().setTextScale(0.9);
    expect(none.getState().textScale).toBe(0.9);
  });

  it('the Reach overlay is on unless the player turned it off, and that choice is kept [8.0]', () => {
    expect(parseDisplaySettings(null).reachOverlay).toBe(true);
    expect(parseDisplaySettings(JSON.stringify({ textScale: 1, reachOverlay: 'no' })).reachOverlay).toBe(true);
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    createDisplayStore(storage).getState().setReachOverlay(false);
    expect(createDisplayStore(storage).getState().reachOverlay).toBe(false);
  });

  it('the Overlays box over the map starts folded, and the player unfolding it is kept', () => {
    expect(parseDisplaySettings(null).overlaysOpen).toBe(false);
    expect(parseDisplaySettings(JSON.stringify({ overlaysOpen: 'yes' })).overlaysOpen).toBe(false);
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    createDisplayStore(storage).getState().setOverlaysOpen(true);
    expect(createDisplayStore(storage).getState().overlaysOpen).toBe(true);
    // an older save of the settings, from before the box could be folded, opens it folded
    expect(parseDisplaySettings(JSON.stringify({ textScale: 1, reachOverlay: false })).overlaysOpen).toBe(false);
  });
});
