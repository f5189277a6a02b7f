/**
 * Pointer input on the board: hover (the hex under the pointer), clicks on counters and clicks
 * on the empty map. A press that travelled more than CLICK_SLOP screen pixels before release
 * was a drag of the viewport and clicks nothing.
 */
import type { FederatedPointerEvent, PointData } from 'pixi.js';
import type { Viewport } from 'pixi-viewport';
import { hexId, pixelToHex, sameHex, type Hex } from '../rules/hex';
import type { CounterLayer } from './counterLayer';
import { CLICK_SLOP, SIZE } from './metrics';
import type { OverlayLayer } from './overlayLayer';
import type { BoardOptions } from './types';

export interface PointerDeps {
  canvas: HTMLCanvasElement;
  viewport: Viewport;
  counters: CounterLayer;
  overlay: OverlayLayer;
  options: Pick<BoardOptions, 'onHover' | 'onUnitClick' | 'onHexClick'>;
  /** Ask for a redraw (the board renders on demand). */
  invalidate(): void;
}

/** Wires the handlers; returns a function that removes them. */
export function attachPointer({ canvas, viewport, counters, overlay, options, invalidate }: PointerDeps): () => void {
  const pressedAt = new Map<number, PointData>();
  let hovered: Hex | null = null;

  const hexAt = (global: PointData): Hex | null => pixelToHex(viewport.toWorld(global), SIZE) ?? null;

  const setHovered = (hex: Hex | null): void => {
    if (hex === hovered || (hex && hovered && sameHex(hex, hovered))) return;
    hovered = hex;
    overlay.setHover(hex);
    invalidate();
    options.onHover(hex ? hexId(hex) : null);
  };

  /** A primary-button press released near where it started. */
  const isClick = (event: FederatedPointerEvent): boolean => {
    const start = pressedAt.get(event.pointerId);
    if (!start || event.button !== 0) return false;
    return Math.hypot(event.global.x - start.x, event.global.y - start.y) <= CLICK_SLOP;
  };

  const onDown = (event: FederatedPointerEvent): void => {
    pressedAt.set(event.pointerId, { x: event.global.x, y: event.global.y });
  };
  const onMove = (event: FederatedPointerEvent): void => setHovered(hexAt(event.global));
  const onMapTap = (event: FederatedPointerEvent): void => {
    if (!isClick(event)) return;
    const hex = hexAt(event.global);
    if (hex) options.onHexClick(hexId(hex));
  };
  // Counters are children of the viewport: stopping the tap here keeps it from also being a map click.
  counters.onTap = (unitId, event) => {
    if (!isClick(event)) return;
    event.stopPropagation();
    options.onUnitClick(unitId);
  };
  const onLeave = (): void => setHovered(null);

  viewport.on('pointerdown', onDown);
  viewport.on('pointermove', onMove);
  viewport.on('pointertap', onMapTap);
  canvas.addEventListener('pointerleave', onLeave);

  return () => {
    viewport.off('pointerdown', onDown);
    viewport.off('pointermove', onMove);
    viewport.off('pointertap', onMapTap);
    canvas.removeEventListener('pointerleave', onLeave);
    counters.onTap = () => {};
  };
}
