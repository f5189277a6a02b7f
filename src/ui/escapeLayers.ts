/**
 * Escape closes the topmost open panel or dialog, and only that one: the rules and charts panel,
 * the Display menu, the Counters view, the keyboard help, the welcome card, the Players panel, the
 * End phase summary and the New game dialog each register here while they are open. Wherever the
 * focus is (on the map, in the side panel, inside the panel), the press goes to the panel opened
 * last and stops there, so it never also clears the selection, undoes or ends anything. Focus goes
 * back to where it was when the panel opened, unless the player has put it somewhere else since.
 * With nothing open, Escape reaches the game's own keys (useShortcuts: clear the selection).
 */
import { useEffect, useMemo, useRef } from 'react';

interface Layer {
  close(): void;
  /** What had the focus when the panel opened. */
  focusBefore: Element | null;
}

/** Open panels, the last opened on top. */
const layers: Layer[] = [];

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const top = layers[layers.length - 1];
  if (!top) return;
  // Caught on the way down (capture), before any panel's own handler or the game's keys see it.
  event.stopPropagation();
  event.preventDefault();
  top.close();
}

/** How many panels are open and closable by Escape (the game's keys leave Escape alone while any is). */
export function openEscapeLayers(): number {
  return layers.length;
}

/** While `open`, Escape (when this is the topmost open panel) calls `close`. */
export function useEscapeLayer(open: boolean, close: () => void): void {
  // Read as the panel renders open, before its own effects (or autoFocus) move the focus into it.
  const focusBefore = useMemo(() => (open && typeof document !== 'undefined' ? document.activeElement : null), [open]);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);
  useEffect(() => {
    if (!open) return undefined;
    const layer: Layer = { close: () => closeRef.current(), focusBefore };
    layers.push(layer);
    if (layers.length === 1) window.addEventListener('keydown', onKeyDown, true);
    return () => {
      const at = layers.indexOf(layer);
      if (at >= 0) layers.splice(at, 1);
      if (layers.length === 0) window.removeEventListener('keydown', onKeyDown, true);
      // The panel is gone: if the focus went with it, give it back to what had it before.
      const now = document.activeElement;
      const lost = now === null || now === document.body || !now.isConnected;
      if (lost && layer.focusBefore instanceof HTMLElement && layer.focusBefore.isConnected) layer.focusBefore.focus();
    };
  }, [open, focusBefore]);
}
