/**
 * Hex highlights: named layers of tinted hexes (reach, sight, zones of control, supply,
 * stacking room...) drawn above the terrain and below the counters. The board knows no rules:
 * the screen computes which hexes to tint and hands them over as data.
 *
 * Cost. Each layer is one Graphics, rebuilt only when its data changes (same array, no work).
 * Hexes of the same tint and alpha share one fill, so a side's zone of control (~2,000 hexes)
 * is a handful of draw instructions. Labels are pooled bitmap texts placed only on the hexes
 * in view and only when zoomed in far enough to read them. Labels placed 'above' a hex
 * (labelPlacement.ts) sit on a plate with a leader line in `plates`, a container the board draws
 * above the counters, so neighbouring counters do not hide them.
 */
import { BitmapText, Container, Graphics } from 'pixi.js';
import { hexToPixel, parseHexId } from '../rules/api';
import { boundsIntersect, type MapChunk } from './chunks';
import { FONT_BOLD } from './fonts';
import { hexPolygon } from './hexShape';
import { LABEL_SIZE, placeLabel, plateRect, type LabelPlacement } from './labelPlacement';
import { SIZE } from './metrics';
import type { HexHighlight } from './types';

/** Labels appear from this zoom (below it they are specks). */
export const HIGHLIGHT_LABEL_ZOOM = 0.55;
/** At most this many labels of one layer are shown at once (the rest wait until panned to). */
const MAX_LABELS = 600;
const DEFAULT_ALPHA = 0.35;
const LABEL_INK = 0x111111;
const PLATE_FILL = 0xfaf7ee;
const PLATE_ALPHA = 0.92;

interface LabelSpec {
  x: number;
  y: number;
  text: string;
  color: number;
  /** A plate label's leader line (labelPlacement.ts), world y of its ends. */
  leader?: LabelPlacement['leader'];
}

interface Layer {
  container: Container;
  fill: Graphics;
  labelBox: Container;
  /** This layer's plates (the labels placed 'above' a hex): in `HighlightLayer.plates`. */
  plateBox: Container;
  plateFill: Graphics;
  plateTexts: BitmapText[];
  data: readonly HexHighlight[] | null;
  count: number;
  labels: LabelSpec[];
  texts: BitmapText[];
}

export class HighlightLayer {
  readonly container = new Container({ label: 'highlights', eventMode: 'none', sortableChildren: true });
  /** The plate labels of every layer: the board adds this above the counters. */
  readonly plates = new Container({ label: 'highlight plates', eventMode: 'none', sortableChildren: true });
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
    layer.plateBox.zIndex = order;
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
      layer.plateBox.visible = layer.labelBox.visible;
      if (!layer.labelBox.visible) continue;
      const plates = layer.plateFill;
      plates.clear();
      let used = 0;
      let platesUsed = 0;
      for (const label of layer.labels) {
        if (used + platesUsed >= MAX_LABELS) break;
        if (!boundsIntersect({ x: label.x - SIZE, y: label.y - SIZE, width: 2 * SIZE, height: 2 * SIZE }, view)) continue;
        const onPlate = label.leader !== undefined;
        const text = onPlate ? (layer.plateTexts[platesUsed++] ?? addText(layer.plateBox, layer.plateTexts)) : (layer.texts[used++] ?? addText(layer.labelBox, layer.texts));
        text.text = label.text;
        text.tint = label.color;
        text.position.set(label.x, label.y);
        text.visible = true;
        if (label.leader) {
          const r = plateRect(label.x, label.y, text.width);
          plates.moveTo(label.x, label.leader.y0).lineTo(label.x, label.leader.y1).stroke({ width: 1.5, color: label.color });
          plates.roundRect(r.x, r.y, r.width, r.height, 3).fill({ color: PLATE_FILL, alpha: PLATE_ALPHA }).stroke({ width: 1, color: label.color });
        }
      }
      for (let i = used; i < layer.texts.length; i++) layer.texts[i]!.visible = false;
      for (let i = platesUsed; i < layer.plateTexts.length; i++) layer.plateTexts[i]!.visible = false;
    }
  }

  destroy(): void {
    this.layers.clear();
    this.container.destroy({ children: true });
    this.plates.destroy({ children: true });
  }

  private createLayer(name: string): Layer {
    const container = new Container({ label: `highlights ${name}`, eventMode: 'none' });
    const fill = new Graphics();
    const labelBox = new Container({ label: `highlight labels ${name}`, eventMode: 'none' });
    container.addChild(fill, labelBox);
    this.container.addChild(container);
    const plateBox = new Container({ label: `highlight plates ${name}`, eventMode: 'none' });
    const plateFill = new Graphics();
    plateBox.addChild(plateFill);
    this.plates.addChild(plateBox);
    const layer: Layer = { container, fill, labelBox, plateBox, plateFill, plateTexts: [], data: null, count: 0, labels: [], texts: [] };
    this.layers.set(name, layer);
    return layer;
  }
}

function addText(box: Container, pool: BitmapText[]): BitmapText {
  const text = new BitmapText({ text: '', style: { fontFamily: FONT_BOLD, fontSize: LABEL_SIZE, fill: 0xffffff } });
  text.anchor.set(0.5, 0.5);
  box.addChild(text);
  pool.push(text);
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
      const at = placeLabel(h.labelAt);
      const label: LabelSpec = { x: c.x + at.dx, y: c.y + at.dy, text: h.label, color: h.labelColor ?? LABEL_INK };
      if (at.leader) label.leader = { y0: c.y + at.leader.y0, y1: c.y + at.leader.y1 };
      labels.push(label);
    }
  }
  for (const group of fills.values()) {
    for (const c of group.centres) g.poly(hexPolygon(c.x, c.y, SIZE));
    g.fill({ color: group.color, alpha: group.alpha });
  }
  for (const group of marks.values()) drawMarks(g, group.kind, group.color, group.centres);
  layer.count = count;
  layer.labels = labels;
  if (labels.length === 0) {
    for (const t of [...layer.texts, ...layer.plateTexts]) t.visible = false;
    layer.plateFill.clear();
  }
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

