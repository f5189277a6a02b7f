/**
 * Hex highlights: named layers of tinted hexes (reach, sight, zones of control, supply,
 * stacking room...) drawn above the terrain and below the counters. The board knows no rules:
 * the screen computes which hexes to tint and hands them over as data.
 *
 * Cost. Each layer is one Graphics, rebuilt only when its data changes (same array, no work).
 * Hexes of the same tint and alpha share one fill, so a side's zone of control (~2,000 hexes)
 * is a handful of draw instructions. Labels are pooled bitmap texts placed only on the hexes
 * in view and only when zoomed in far enough to read them.
 */
import { BitmapText, Container, Graphics } from 'pixi.js';
import { hexToPixel, parseHexId } from '../rules/api';
import { boundsIntersect, type MapChunk } from './chunks';
import { FONT_BOLD } from './fonts';
import { hexPolygon } from './hexShape';
import { SIZE } from './metrics';
import type { HexHighlight } from './types';

/** Labels appear from this zoom (below it they are specks). */
export const HIGHLIGHT_LABEL_ZOOM = 0.55;
/** At most this many labels of one layer are shown at once (the rest wait until panned to). */
const MAX_LABELS = 600;
const LABEL_SIZE = 11;
const DEFAULT_ALPHA = 0.35;
const LABEL_INK = 0x111111;

interface LabelSpec {
  x: number;
  y: number;
  text: string;
  color: number;
}

interface Layer {
  container: Container;
  fill: Graphics;
  labelBox: Container;
  data: readonly HexHighlight[] | null;
  count: number;
  labels: LabelSpec[];
  texts: BitmapText[];
}

export class HighlightLayer {
  readonly container = new Container({ label: 'highlights', eventMode: 'none', sortableChildren: true });
  private readonly layers = new Map<string, Layer>();

  /**
   * Show these hexes in the named layer (null or empty clears it). `order` stacks layers: higher
   * is drawn on top. Returns false when nothing changed (the same array as before).
   */
  set(name: string, hexes: readonly HexHighlight[] | null, order = 0): boolean {
    let layer = this.layers.get(name);
    if (!layer) {
      if (!hexes || hexes.length === 0) return false;
      layer = this.createLayer(name);
    }
    const reordered = layer.container.zIndex !== order;
    layer.container.zIndex = order;
    if (layer.data === hexes) return reordered;
    layer.data = hexes;
    draw(layer, hexes ?? []);
    return true;
  }

  /** How many hexes the named layer shows now. */
  count(name: string): number {
    return this.layers.get(name)?.count ?? 0;
  }

  /** Place the labels of every layer for the hexes in view (call after the view changed). */
  update(view: MapChunk['bounds'], scale: number): void {
    const show = scale >= HIGHLIGHT_LABEL_ZOOM;
    for (const layer of this.layers.values()) {
      layer.labelBox.visible = show && layer.labels.length > 0;
      if (!layer.labelBox.visible) continue;
      let used = 0;
      for (const label of layer.labels) {
        if (used >= MAX_LABELS) break;
        if (!boundsIntersect({ x: label.x - SIZE, y: label.y - SIZE, width: 2 * SIZE, height: 2 * SIZE }, view)) continue;
        const text = layer.texts[used] ?? addText(layer);
        text.text = label.text;
        text.tint = label.color;
        text.position.set(label.x, label.y);
        text.visible = true;
        used++;
      }
      for (let i = used; i < layer.texts.length; i++) layer.texts[i]!.visible = false;
    }
  }

  destroy(): void {
    this.layers.clear();
    this.container.destroy({ children: true });
  }

  private createLayer(name: string): Layer {
    const container = new Container({ label: `highlights ${name}`, eventMode: 'none' });
    const fill = new Graphics();
    const labelBox = new Container({ label: `highlight labels ${name}`, eventMode: 'none' });
    container.addChild(fill, labelBox);
    this.container.addChild(container);
    const layer: Layer = { container, fill, labelBox, data: null, count: 0, labels: [], texts: [] };
    this.layers.set(name, layer);
    return layer;
  }
}

function addText(layer: Layer): BitmapText {
  const text = new BitmapText({ text: '', style: { fontFamily: FONT_BOLD, fontSize: LABEL_SIZE, fill: 0xffffff } });
  text.anchor.set(0.5, 0.5);
  layer.labelBox.addChild(text);
  layer.texts.push(text);
  return text;
}

/** Rebuild a layer's Graphics: one fill per tint and alpha, one stroke or fill per kind of mark. */
function draw(layer: Layer, hexes: readonly HexHighlight[]): void {
  const g = layer.fill;
  g.clear();
  const fills = new Map<string, { color: number; alpha: number; centres: { x: number; y: number }[] }>();
  const marks = new Map<string, { kind: NonNullable<HexHighlight['mark']>; color: number; centres: { x: number; y: number }[] }>();
  const labels: LabelSpec[] = [];
  let count = 0;
  for (const h of hexes) {
    const parsed = parseHexId(h.hex);
    if (!parsed) continue;
    count++;
    const c = hexToPixel(parsed, SIZE);
    const alpha = h.alpha ?? DEFAULT_ALPHA;
    if (alpha > 0) {
      const key = `${h.tint}|${alpha}`;
      const group = fills.get(key) ?? { color: h.tint, alpha, centres: [] };
      group.centres.push(c);
      fills.set(key, group);
    }
    if (h.mark) {
      const color = h.markColor ?? h.tint;
      const key = `${h.mark}|${color}`;
      const group = marks.get(key) ?? { kind: h.mark, color, centres: [] };
      group.centres.push(c);
      marks.set(key, group);
    }
    if (h.label) {
      const y = h.labelAt === 'bottom' ? c.y + SIZE * 0.78 : c.y;
      labels.push({ x: c.x, y, text: h.label, color: h.labelColor ?? LABEL_INK });
    }
  }
  for (const group of fills.values()) {
    for (const c of group.centres) g.poly(hexPolygon(c.x, c.y, SIZE));
    g.fill({ color: group.color, alpha: group.alpha });
  }
  for (const group of marks.values()) drawMarks(g, group.kind, group.color, group.centres);
  layer.count = count;
  layer.labels = labels;
  if (labels.length === 0) for (const t of layer.texts) t.visible = false;
}

function drawMarks(g: Graphics, kind: NonNullable<HexHighlight['mark']>, color: number, centres: readonly { x: number; y: number }[]): void {
  if (kind === 'ring') {
    for (const c of centres) g.poly(hexPolygon(c.x, c.y, SIZE - 3));
    g.stroke({ width: 3, color, join: 'round' });
  } else if (kind === 'cross') {
    const r = SIZE * 0.32;
    for (const c of centres) {
      g.moveTo(c.x - r, c.y - r).lineTo(c.x + r, c.y + r);
      g.moveTo(c.x + r, c.y - r).lineTo(c.x - r, c.y + r);
    }
    g.stroke({ width: 3, color, cap: 'round' });
  } else {
    for (const c of centres) g.circle(c.x, c.y, SIZE * 0.2);
    g.fill({ color, alpha: 0.9 });
  }
}

