/**
 * Keyboard view control on the board element: arrow keys or W A S D (by physical key) pan while
 * held, + and - zoom about the centre of the view. Keys with Ctrl, Alt or Meta, keys typed into
 * form fields and keys another handler already claimed (defaultPrevented) are left alone, and so are
 * Shift+arrow keys: they move the hex cursor (cursorStep, used by src/ui/settings/useKeyboardPlay.ts).
 */
import type { Ticker } from 'pixi.js';
import type { Viewport } from 'pixi-viewport';
import { hexId, isOnMap, parseHexId, type HexId } from '../rules/api';
import { MAX_ZOOM, MIN_ZOOM } from './metrics';

/**
 * Hex cursor steps by arrow key: left/right one column, up/down one row north/south in the same
 * column (always a neighbour on this grid, where even rows sit half a hex east; rows count north).
 */
const CURSOR_STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
};

/** The hex the cursor moves to from `hex` for an arrow key, or null (not an arrow key, or the map's edge). */
export function cursorStep(hex: HexId, key: string): HexId | null {
  const step = CURSOR_STEPS[key];
  const from = parseHexId(hex);
  if (!step || !from) return null;
  const to = { row: from.row + step[0], col: from.col + step[1] };
  return isOnMap(to) ? hexId(to) : null;
}

/** Pan speed in screen pixels per second while a pan key is held. */
const PAN_SPEED = 800;
/** A single press pans this many screen pixels at once (about two hexes at the default zoom). */
const PAN_STEP = 120;
const ZOOM_STEP = 1.25;

const PAN_KEYS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  KeyA: [-1, 0],
  KeyD: [1, 0],
  KeyW: [0, -1],
  KeyS: [0, 1],
};

function zoomDirection(event: KeyboardEvent): number {
  if (event.key === '+' || event.key === '=' || event.code === 'NumpadAdd') return 1;
  if (event.key === '-' || event.key === '_' || event.code === 'NumpadSubtract') return -1;
  return 0;
}

function ignored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return true;
  const target = event.target as HTMLElement | null;
  return !!target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable);
}

/** Zoom the viewport by a factor about the centre of the screen, within the zoom limits. */
export function zoomBy(viewport: Viewport, factor: number): void {
  const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, viewport.scale.x * factor));
  viewport.setZoom(scale, true);
}

/** Wires the handlers; returns a function that removes them. */
export function attachKeyboard(element: HTMLElement, viewport: Viewport, ticker: Ticker): () => void {
  const held = new Set<string>();

  const onKeyDown = (event: KeyboardEvent): void => {
    if (ignored(event)) return;
    if (event.shiftKey && event.key in CURSOR_STEPS) return; // the hex cursor's keys
    if (event.code in PAN_KEYS) {
      // A press moves a useful step at once; holding the key then pans smoothly.
      if (!held.has(event.code) && !event.repeat) {
        const [dx, dy] = PAN_KEYS[event.code]!;
        const step = PAN_STEP / viewport.scale.x;
        viewport.moveCenter(viewport.center.x + dx * step, viewport.center.y + dy * step);
      }
      held.add(event.code);
      event.preventDefault();
      return;
    }
    const zoom = zoomDirection(event);
    if (zoom !== 0) {
      zoomBy(viewport, zoom > 0 ? ZOOM_STEP : 1 / ZOOM_STEP);
      event.preventDefault();
    }
  };
  const onKeyUp = (event: KeyboardEvent): void => {
    held.delete(event.code);
  };
  const onBlur = (): void => held.clear();

  const pan = (t: Ticker): void => {
    if (held.size === 0) return;
    let dx = 0;
    let dy = 0;
    for (const code of held) {
      const step = PAN_KEYS[code];
      if (step) {
        dx += step[0];
        dy += step[1];
      }
    }
    if (dx === 0 && dy === 0) return;
    const distance = (PAN_SPEED * Math.min(t.deltaMS, 100)) / 1000 / viewport.scale.x;
    const length = Math.hypot(dx, dy);
    const centre = viewport.center;
    viewport.moveCenter(centre.x + (dx / length) * distance, centre.y + (dy / length) * distance);
  };

  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('keyup', onKeyUp);
  element.addEventListener('blur', onBlur);
  ticker.add(pan);
  return () => {
    element.removeEventListener('keydown', onKeyDown);
    element.removeEventListener('keyup', onKeyUp);
    element.removeEventListener('blur', onBlur);
    ticker.remove(pan);
  };
}
