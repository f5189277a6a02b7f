/**
 * Keyboard view control on the board element: arrow keys or W A S D (by physical key) pan while
 * held, + and - zoom about the centre of the view. Keys with Ctrl, Alt or Meta, keys typed into
 * form fields and keys another handler already claimed (defaultPrevented) are left alone.
 */
import type { Ticker } from 'pixi.js';
import type { Viewport } from 'pixi-viewport';
import { MAX_ZOOM, MIN_ZOOM } from './metrics';

/** Pan speed in screen pixels per second. */
const PAN_SPEED = 800;
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
    if (event.code in PAN_KEYS) {
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
