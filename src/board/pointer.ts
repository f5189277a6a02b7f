/**
 * Pointer input on the board: hover (the hex under the pointer), clicks on counters and clicks
 * on the empty map. A press that travelled more than CLICK_SLOP screen pixels before release
 * was a drag of the viewport and clicks nothing — unless it started on a counter the app accepts
 * for dragging (onUnitDragStart): then the viewport's drag plugin is paused for that press, the
 * hex under the pointer is reported as usual while it moves, and letting go reports onUnitDrop.
 * The counter under the pointer is looked up by hex (CounterLayer.counterAt), not hit-tested by
 * Pixi over every counter; the pointer cursor over a counter is set here too.
 */
import type { FederatedPointerEvent, PointData } from 'pixi.js';
import type { Viewport } from 'pixi-viewport';
import { hexId, pixelToHex, sameHex, type Hex } from '../rules/api';
import type { CounterLayer } from './counterLayer';
import { CLICK_SLOP, SIZE } from './metrics';
import type { OverlayLayer } from './overlayLayer';
import type { BoardOptions } from './types';

export interface PointerDeps {
  canvas: HTMLCanvasElement;
  viewport: Viewport;
  counters: CounterLayer;
  overlay: OverlayLayer;
  options: Pick<BoardOptions, 'onHover' | 'onUnitClick' | 'onHexClick' | 'onUnitDragStart' | 'onUnitDrop'>;
  /** Ask for a redraw (the board renders on demand). */
  invalidate(): void;
}

/** Wires the handlers; returns a function that removes them. */
export function attachPointer({ canvas, viewport, counters, overlay, options, invalidate }: PointerDeps): () => void {
  const pressedAt = new Map<number, PointData>();
  let hovered: Hex | null = null;
  /** A counter being dragged: its unit, the pointer, and whether it has moved past CLICK_SLOP yet. */
  let dragging: { unitId: string; pointerId: number; start: PointData; moved: boolean } | null = null;

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

  /** The unit of the counter under the pointer, if any. */
  const unitUnder = (event: FederatedPointerEvent): string | null => counters.counterAt(viewport.toWorld(event.global));

  const endDrag = (event: FederatedPointerEvent | null): void => {
    if (!dragging) return;
    const drag = dragging;
    dragging = null;
    viewport.plugins.resume('drag');
    canvas.style.cursor = '';
    if (event && drag.moved) {
      const hex = hexAt(event.global);
      options.onUnitDrop?.(drag.unitId, hex ? hexId(hex) : null);
    }
  };

  const onDown = (event: FederatedPointerEvent): void => {
    pressedAt.set(event.pointerId, { x: event.global.x, y: event.global.y });
    if (dragging || event.button !== 0 || !event.isPrimary || !options.onUnitDragStart) return;
    const unitId = unitUnder(event);
    if (!unitId || !options.onUnitDragStart(unitId)) return;
    // The press is the counter's: the map must not pan under it.
    viewport.plugins.pause('drag');
    dragging = { unitId, pointerId: event.pointerId, start: { x: event.global.x, y: event.global.y }, moved: false };
  };
  const onMove = (event: FederatedPointerEvent): void => {
    if (dragging && event.pointerId === dragging.pointerId && !dragging.moved) {
      if (Math.hypot(event.global.x - dragging.start.x, event.global.y - dragging.start.y) > CLICK_SLOP) {
        dragging.moved = true;
        canvas.style.cursor = 'grabbing';
      }
    }
    // Pixi reports moves over the whole page (for drags); over a panel drawn above the map the
    // pointer is not on the map, so nothing under the panel is hovered.
    const overMap = !event.nativeEvent || event.nativeEvent.target === canvas || dragging !== null;
    setHovered(overMap ? hexAt(event.global) : null);
    // Read by Pixi right after this handler: the hand over a counter, as over a link (left alone
    // while a counter is dragged, whose 'grabbing' cursor Pixi then does not overwrite).
    if (!dragging) viewport.cursor = overMap && unitUnder(event) ? 'pointer' : 'default';
  };
  const onUp = (event: FederatedPointerEvent): void => {
    if (dragging && event.pointerId === dragging.pointerId) endDrag(event);
  };
  /** A click on a counter is the counter's; elsewhere it is the hex's. */
  const onMapTap = (event: FederatedPointerEvent): void => {
    if (!isClick(event)) return;
    const unitId = unitUnder(event);
    if (unitId) {
      options.onUnitClick(unitId);
      return;
    }
    const hex = hexAt(event.global);
    if (hex) options.onHexClick(hexId(hex));
  };
  const onLeave = (): void => setHovered(null);
  const onCancel = (): void => endDrag(null);

  viewport.on('pointerdown', onDown);
  viewport.on('pointermove', onMove);
  viewport.on('pointertap', onMapTap);
  viewport.on('pointerup', onUp);
  viewport.on('pointerupoutside', onUp);
  viewport.on('pointercancel', onCancel);
  canvas.addEventListener('pointerleave', onLeave);

  return () => {
    endDrag(null);
    viewport.off('pointerdown', onDown);
    viewport.off('pointermove', onMove);
    viewport.off('pointertap', onMapTap);
    viewport.off('pointerup', onUp);
    viewport.off('pointerupoutside', onUp);
    viewport.off('pointercancel', onCancel);
    canvas.removeEventListener('pointerleave', onLeave);
  };
}
