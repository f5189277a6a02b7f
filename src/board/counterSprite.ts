/**
 * One counter on the board: a pooled Container built once and updated in place from its unit.
 * Drawings come from shared contexts (counterFaces.ts); texts are bitmap labels. It shows the
 * unit; it decides nothing about it.
 */
import { BitmapText, Container, Graphics, Rectangle, type PointData } from 'pixi.js';
import { counterFace, type Unit } from '../rules/api';
import {
  COUNTER_EXTENT,
  HALF,
  LAYOUT,
  badgeContext,
  bodyContext,
  depletedContext,
  disruptedContext,
  modeTagContext,
} from './counterFaces';
import { modeTag, strengthEffectivenessLabel } from './counterText';
import type { FarMark } from './farCounterLayer';
import { FONT_BOLD } from './fonts';
import { COUNTER } from './metrics';
import { BADGE_TEXT, COUNTER_INK, DISRUPTED } from './palette';

/** How the layer wants this counter shown (position and stack role are the layer's business). */
export interface CounterView {
  x: number;
  y: number;
  zIndex: number;
  /** Units in the stack, shown on the top counter of stacks deeper than two; 0 for none. */
  badge: number;
}

/** How much text a counter shows: 0 none (far out), 1 values and tags, 2 also the designation. */
export type TextDetail = 0 | 1 | 2;

function label(size: number, fill: number, anchorX: number, anchorY: number): BitmapText {
  const text = new BitmapText({ text: '', style: { fontFamily: FONT_BOLD, fontSize: size, fill } });
  text.anchor.set(anchorX, anchorY);
  return text;
}

export class CounterSprite extends Container {
  unitId = '';
  private renderKey = '';
  private detail: TextDetail = 2;
  private readonly body = new Graphics(bodyContext('allied', 'infantry', false, 'front'));
  private readonly nameText = label(LAYOUT.nameSize, COUNTER_INK, 0.5, 0);
  private readonly valuesText = label(LAYOUT.valuesSize, COUNTER_INK, 0.5, 0);
  private readonly modeBox = new Graphics(modeTagContext());
  private readonly modeText = label(7.5, 0xffffff, 0.5, 0.5);
  private readonly disBox = new Graphics(disruptedContext());
  private readonly disText = label(LAYOUT.stickerSize, DISRUPTED, 0.5, 0.5);
  private readonly depBox = new Graphics(depletedContext());
  private readonly depText = label(LAYOUT.stickerSize, 0xffffff, 0.5, 0.5);
  private readonly badgeDisc = new Graphics(badgeContext());
  private readonly badgeText = label(LAYOUT.badgeSize, BADGE_TEXT, 0.5, 0.5);

  constructor() {
    super({ label: 'counter', eventMode: 'none' });
    this.cullable = true;
    this.cullableChildren = false;
    this.cullArea = new Rectangle(COUNTER_EXTENT.x, COUNTER_EXTENT.y, COUNTER_EXTENT.w, COUNTER_EXTENT.h);

    this.nameText.position.set(0, LAYOUT.nameY);
    this.valuesText.position.set(0, LAYOUT.valuesY);
    const m = LAYOUT.modeTag;
    this.modeText.position.set(m.x + m.w / 2, m.y + m.h / 2 + 0.3);
    const d = LAYOUT.disrupted;
    this.disText.position.set(d.x + d.w / 2, d.y + d.h / 2 + 0.3);
    this.disText.text = 'DIS';
    const p = LAYOUT.depleted;
    this.depText.position.set(p.x + p.w / 2, p.y + p.h / 2 + 0.3);
    this.depText.text = 'DEP';
    this.badgeText.position.set(LAYOUT.badge.x, LAYOUT.badge.y + 0.3);

    this.addChild(
      this.body,
      this.nameText,
      this.valuesText,
      this.modeBox,
      this.modeText,
      this.depBox,
      this.depText,
      this.disBox,
      this.disText,
      this.badgeDisc,
      this.badgeText,
    );
  }

  /** Bring the counter in line with its unit; does nothing when nothing it shows has changed. */
  update(unit: Unit, view: CounterView): void {
    const values = strengthEffectivenessLabel(unit);
    const tag = modeTag(unit);
    // [3.32, 8.21] artillery's front is dispersed; an HQ's Travel is its back, a tank's a marker
    const face = counterFace(unit).face;
    const key = [
      unit.id,
      unit.side,
      unit.type,
      unit.airborne ? 1 : 0,
      face,
      unit.name,
      values,
      tag,
      unit.status.disrupted ? 1 : 0,
      unit.status.depleted ? 1 : 0,
      view.x,
      view.y,
      view.zIndex,
      view.badge,
    ].join('|');
    if (key === this.renderKey) return;
    this.renderKey = key;

    this.unitId = unit.id;
    this.position.set(view.x, view.y);
    this.zIndex = view.zIndex;
    this.body.context = bodyContext(unit.side, unit.type, unit.airborne === true, face);

    this.setText(this.nameText, unit.name, LAYOUT.nameMaxWidth);
    this.setText(this.valuesText, values, COUNTER - 6);
    this.modeText.text = tag;

    this.modeBox.visible = tag !== '';
    this.disBox.visible = unit.status.disrupted;
    this.depBox.visible = unit.status.depleted;
    this.badgeDisc.visible = view.badge > 0;
    if (view.badge > 0) this.badgeText.text = String(view.badge);
    this.applyDetail();
  }

  /**
   * Show more or less text. Cheap when unchanged; the layer calls it for counters on screen
   * only, so zooming never builds the texts of thousands of counters out of sight.
   */
  setDetail(detail: TextDetail): void {
    if (detail === this.detail) return;
    this.detail = detail;
    this.applyDetail();
  }

  /** What the far view draws of this counter (farCounterLayer.ts): the pieces, without text. */
  farMark(): FarMark {
    return {
      x: this.x,
      y: this.y,
      zIndex: this.zIndex,
      body: this.body.context,
      modeTag: this.modeBox.visible,
      depleted: this.depBox.visible,
      disrupted: this.disBox.visible,
      badge: this.badgeDisc.visible,
    };
  }

  /** Whether a click at this world point is on the counter: its square, without the stickers that stick out. */
  covers(point: PointData): boolean {
    return point.x >= this.x - HALF && point.x < this.x - HALF + COUNTER && point.y >= this.y - HALF && point.y < this.y - HALF + COUNTER;
  }

  /** Forget the shown unit (the sprite goes back to the pool). */
  reset(): void {
    this.renderKey = '';
    this.unitId = '';
  }

  private applyDetail(): void {
    const t = this.detail >= 1;
    this.nameText.visible = this.detail >= 2;
    this.valuesText.visible = t;
    this.modeText.visible = t && this.modeBox.visible;
    this.disText.visible = t && this.disBox.visible;
    this.depText.visible = t && this.depBox.visible;
    this.badgeText.visible = t && this.badgeDisc.visible;
  }

  private setText(text: BitmapText, value: string, maxWidth: number): void {
    if (text.text !== value) text.text = value;
    text.scale.set(1);
    const width = text.width;
    if (width > maxWidth) text.scale.x = maxWidth / width;
  }
}
