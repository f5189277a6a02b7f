/**
 * Shared drawings for counters. A GraphicsContext is geometry built once and drawn by any
 * number of Graphics, so ~2,400 counters need only a few dozen contexts: one body per
 * side × type × airborne × face, plus the selection ring, status stickers, mode tag and badge.
 */
import { GraphicsContext } from 'pixi.js';
import type { Side, UnitType } from '../rules/api';
import { COUNTER } from './metrics';
import { HALF, LAYOUT } from './counterLayout';
import { drawNatoSymbol } from './natoSymbol';
import {
  BACK_BAND,
  BADGE_FILL,
  BADGE_TEXT,
  COUNTER_EDGE,
  COUNTER_INK,
  COUNTER_SHADOW,
  DEPLETED_FILL,
  DISRUPTED,
  SELECTED,
  SELECTED_HALO,
  SIDE_FACE,
} from './palette';

export type Face = 'front' | 'back';

export { COUNTER_EXTENT, HALF, LAYOUT } from './counterLayout';

const bodies = new Map<string, GraphicsContext>();

export function bodyContext(side: Side, type: UnitType, airborne: boolean, face: Face): GraphicsContext {
  const key = `${side}|${type}|${airborne ? 'a' : '-'}|${face}`;
  let g = bodies.get(key);
  if (g) return g;
  g = new GraphicsContext();
  g.rect(-HALF + 1.6, -HALF + 1.6, COUNTER, COUNTER).fill({ color: COUNTER_SHADOW, alpha: 0.35 });
  g.rect(-HALF, -HALF, COUNTER, COUNTER).fill({ color: SIDE_FACE[side][face] });
  if (face === 'back') {
    // The back face: a diagonal band across the lower-left corner (clear of the values).
    const a = 9;
    const b = 16;
    g.poly([-HALF, HALF - b, -HALF + b, HALF, -HALF + a, HALF, -HALF, HALF - a]).fill({ color: COUNTER_INK, alpha: 0.28 });
    g.poly([-HALF, HALF - a, -HALF + a, HALF, -HALF + 4, HALF, -HALF, HALF - 4]).fill({ color: BACK_BAND, alpha: 0.5 });
  }
  g.rect(-HALF, -HALF, COUNTER, COUNTER).stroke({ width: 1.2, color: COUNTER_EDGE, alignment: 1 });
  drawNatoSymbol(g, type, airborne, LAYOUT.symbol, COUNTER_INK);
  bodies.set(key, g);
  return g;
}

let selection: GraphicsContext | undefined;
export function selectionContext(): GraphicsContext {
  selection ??= new GraphicsContext()
    .rect(-HALF - 2.5, -HALF - 2.5, COUNTER + 5, COUNTER + 5)
    .stroke({ width: 4.5, color: SELECTED_HALO, alpha: 0.9 })
    .rect(-HALF - 2.5, -HALF - 2.5, COUNTER + 5, COUNTER + 5)
    .stroke({ width: 2.5, color: SELECTED });
  return selection;
}

let modeTagBox: GraphicsContext | undefined;
export function modeTagContext(): GraphicsContext {
  const r = LAYOUT.modeTag;
  modeTagBox ??= new GraphicsContext().roundRect(r.x, r.y, r.w, r.h, 1.5).fill({ color: COUNTER_INK });
  return modeTagBox;
}

let disruptedBox: GraphicsContext | undefined;
export function disruptedContext(): GraphicsContext {
  const r = LAYOUT.disrupted;
  disruptedBox ??= new GraphicsContext()
    .rect(r.x, r.y, r.w, r.h)
    .fill({ color: 0xffffff })
    .stroke({ width: 1.6, color: DISRUPTED });
  return disruptedBox;
}

let depletedBox: GraphicsContext | undefined;
export function depletedContext(): GraphicsContext {
  const r = LAYOUT.depleted;
  depletedBox ??= new GraphicsContext().rect(r.x, r.y, r.w, r.h).fill({ color: DEPLETED_FILL }).stroke({ width: 1, color: 0xffffff, alpha: 0.9 });
  return depletedBox;
}

let badgeDisc: GraphicsContext | undefined;
export function badgeContext(): GraphicsContext {
  const b = LAYOUT.badge;
  badgeDisc ??= new GraphicsContext().circle(b.x, b.y, b.r).fill({ color: BADGE_FILL }).stroke({ width: 1.2, color: BADGE_TEXT });
  return badgeDisc;
}
