/**
 * Marks drawn above the counters: the hex under the pointer, the keyboard cursor, and the ring
 * around the selected counter (above every stack, so a selected unit low in a stack still shows).
 */
import { Container, Graphics, GraphicsContext } from 'pixi.js';
import { hexToPixel, type Hex } from '../rules/api';
import { selectionContext } from './counterFaces';
import { hexPolygon } from './hexShape';
import { SIZE } from './metrics';
import { CURSOR, HOVER, OUTLINE_HALO } from './palette';

/** A hex outline centred on (0, 0), just inside the hex. */
function hexRing(width: number, color: number, haloWidth: number): GraphicsContext {
  const points = hexPolygon(0, 0, SIZE - width / 2);
  return new GraphicsContext()
    .poly(points)
    .stroke({ width: haloWidth, color: OUTLINE_HALO, alpha: 0.55, join: 'round' })
    .poly(points)
    .stroke({ width, color, join: 'round' });
}

export class OverlayLayer {
  readonly container = new Container({ label: 'overlay', eventMode: 'none' });
  private readonly hover = new Graphics(hexRing(1.6, HOVER, 3.2));
  private readonly cursor = new Graphics(hexRing(3, CURSOR, 5));
  private readonly selection = new Graphics(selectionContext());

  constructor() {
    this.hover.visible = false;
    this.cursor.visible = false;
    this.selection.visible = false;
    this.container.addChild(this.hover, this.cursor, this.selection);
  }

  setHover(hex: Hex | null): void {
    place(this.hover, hex);
  }

  setCursor(hex: Hex | null): void {
    place(this.cursor, hex);
  }

  /** Ring the selected counter at its drawn position (null hides the ring). */
  setSelection(at: { x: number; y: number } | null): void {
    this.selection.visible = at !== null;
    if (at) this.selection.position.set(at.x, at.y);
  }
}

function place(g: Graphics, hex: Hex | null): void {
  g.visible = hex !== null;
  if (!hex) return;
  const c = hexToPixel(hex, SIZE);
  g.position.set(c.x, c.y);
}
