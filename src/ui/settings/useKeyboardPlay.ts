/**
 * Keys that make the map playable without a mouse (listed in keys.ts): with the map focused,
 * Shift+arrows move the hex cursor, Enter/Space act on its hex, ] and [ step through its units;
 * anywhere, ? opens the keyboard help. Tab is left to the browser's focus order, so the map never
 * traps the keyboard. Keys typed into form fields, or with Ctrl/Alt/Meta, are left alone.
 */
import { useEffect } from 'react';
import { cursorStep } from '../../board/keyboard';
import { useGameStoreApi, useWorld } from '../storeContext';
import type { HexId, World } from '../../rules/api';
import type { GameStore } from '../../store';
import { actOnHexClick, actOnUnitClick } from '../actions/routeClick';
import { placeSelectedUnit } from '../DeploymentPanel';
import { cycleUnit, unitsIn } from './keyboardPlay';
import { useKeyboardHelp } from './keyboardHelp';
import { allUnits, unitById } from '../../rules/api';

/**
 * Enter/Space on the cursor hex: the same paths as a mouse click (App.tsx MapArea): the set-up
 * panel's placing first [24.2], then an action on an enemy counter (fire target, assault [5.0,
 * 8.6]) or a move to the hex [8.0]; otherwise the hex's top unit is selected (none on an empty hex).
 */
export function actOnCursorHex(store: GameStore, world: World, hex: HexId): void {
  const s = store.getState();
  const top = unitsIn(allUnits(s.game.current), hex)[0];
  if (placeSelectedUnit(store, hex, top?.id)) return;
  if (top && actOnUnitClick(store, top.id)) return;
  if (actOnHexClick(store, hex, world)) return;
  store.getState().selectUnit(top ? top.id : null);
}

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

function onBoard(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el?.closest?.('[data-testid="board"]');
}

/** `startHex`: where the cursor appears when there is none yet and no unit is selected. */
export function useKeyboardPlay(startHex: HexId): void {
  const store = useGameStoreApi();
  const world = useWorld();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === '?') {
        useKeyboardHelp.getState().setOpen(true);
        event.preventDefault();
        return;
      }
      if (!onBoard(event.target) || useKeyboardHelp.getState().open) return;
      const s = store.getState();
      const selected = s.ui.selectedUnitId ? unitById(s.game.current, s.ui.selectedUnitId) : undefined;
      const cursor = s.ui.cursorHex ?? selected?.hex ?? startHex;
      if (event.shiftKey && event.key.startsWith('Arrow')) {
        // The first press shows the cursor where it starts; later ones move it.
        const next = s.ui.cursorHex ? cursorStep(cursor, event.key) : cursor;
        if (next) {
          s.setCursor(next);
          s.setHover(null); // the bar under the map describes the cursor hex, not a stale pointer hex
        }
        event.preventDefault();
      } else if (event.key === 'Enter' || event.key === ' ') {
        if (!s.ui.cursorHex) s.setCursor(cursor);
        actOnCursorHex(store, world, cursor);
        event.preventDefault();
      } else if (event.key === ']' || event.key === '[') {
        const next = cycleUnit(unitsIn(allUnits(s.game.current), cursor), s.ui.selectedUnitId, event.key === ']' ? 1 : -1);
        if (next) s.selectUnit(next);
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, world, startHex]);
}
