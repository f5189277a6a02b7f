/**
 * Escape closes the topmost open panel or dialog, and only that one: the rules and charts panel,
 * the Display menu, the Counters view, the keyboard help, the welcome card, the Players panel, the
 * End phase summary and the New game dialog each register here while they are open. Wherever the
 * focus is (on the map, in the side panel, inside the panel), the press goes to the panel the player
 * sees on top and stops there: a modal dialog (drawn over everything, behind a dimmed backdrop)
 * before a popover (the Display menu, the Players panel, the End phase summary, drawn over the rules
 * panel), a popover
 * before the rules and charts panel, and among equals the one opened last. So a rules panel opened
 * from a link in a modal dialog waits under it, and the Display menu over the rules panel goes
 * first whichever opened first. The press stops there, so it never also clears the selection, undoes or ends anything. Focus goes
 * back to where it was when the panel opened, unless the player has put it somewhere else since.
 * With nothing open, Escape reaches the game's own keys (useShortcuts: clear the selection).
 */
import { useEffect, useMemo, useRef } from 'react';

/** How a panel is drawn, lowest first (the order of their z-index in the style sheets). */
export type EscapeLevel = 'panel' | 'popover' | 'modal';
const RANK: Readonly<Record<EscapeLevel, number>> = { panel: 0, popover: 1, modal: 2 };

interface Layer {
  close(): void;
  level: EscapeLevel;
  /** What had the focus when the panel opened. */
  focusBefore: Element | null;
}

/** Open panels, in the order they opened. */
const layers: Layer[] = [];

/** The open panel drawn on top: the highest level, the last opened among equals. */
export function topLayer<L extends { level: EscapeLevel }>(open: readonly L[]): L | undefined {
  let top: L | undefined;
  for (const layer of open) if (!top || RANK[layer.level] >= RANK[top.level]) top = layer;
  return top;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const top = topLayer(layers);
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

/** While `open`, Escape (when this is the topmost open panel, drawn as `level`) calls `close`. */
export function useEscapeLayer(open: boolean, close: () => void, level: EscapeLevel): void {
  // Read as the panel renders open, before its own effects (or autoFocus) move the focus into it.
  const focusBefore = useMemo(() => (open && typeof document !== 'undefined' ? document.activeElement : null), [open]);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);
  useEffect(() => {
    if (!open) return undefined;
    const layer: Layer = { close: () => closeRef.current(), level, focusBefore };
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
  }, [open, focusBefore, level]);
}
