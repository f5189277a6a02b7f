/**
 * NATO-style unit-type symbols for counters [3.41]: a frame with the branch mark inside. Drawn
 * into a GraphicsContext in counter-local coordinates, so one context serves every counter of
 * the same kind.
 */
import type { GraphicsContext } from 'pixi.js';
import type { UnitType } from '../rules/api';

export interface SymbolBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const LINE = 1.25;

function oval(g: GraphicsContext, b: SymbolBox, ink: number, cy = b.y + b.h / 2, rx = b.w * 0.3, ry = b.h * 0.26): void {
  g.ellipse(b.x + b.w / 2, cy, rx, ry).stroke({ width: LINE, color: ink });
}

function cross(g: GraphicsContext, b: SymbolBox, ink: number): void {
  g.moveTo(b.x, b.y).lineTo(b.x + b.w, b.y + b.h);
  g.moveTo(b.x + b.w, b.y).lineTo(b.x, b.y + b.h);
  g.stroke({ width: LINE, color: ink });
}

/** Reconnaissance: one diagonal, lower left to upper right. */
function diagonal(g: GraphicsContext, b: SymbolBox, ink: number): void {
  g.moveTo(b.x, b.y + b.h).lineTo(b.x + b.w, b.y).stroke({ width: LINE, color: ink });
}

/** Antitank: an inverted V from the lower corners to the top centre. */
function invertedV(g: GraphicsContext, b: SymbolBox, ink: number): void {
  g.moveTo(b.x, b.y + b.h).lineTo(b.x + b.w / 2, b.y).lineTo(b.x + b.w, b.y + b.h).stroke({ width: LINE, color: ink, join: 'miter' });
}

/** Engineers: a bracket with three legs (the "E" turned on its back). */
function engineerBracket(g: GraphicsContext, b: SymbolBox, ink: number, midY: number): void {
  const left = b.x + b.w * 0.2;
  const right = b.x + b.w * 0.8;
  const legs = b.h * 0.28;
  g.moveTo(left, midY + legs).lineTo(left, midY).lineTo(right, midY).lineTo(right, midY + legs);
  g.moveTo(b.x + b.w / 2, midY).lineTo(b.x + b.w / 2, midY + legs);
  g.stroke({ width: LINE, color: ink, join: 'miter' });
}

/** Bridging: a gap-crossing line with flared ends. */
function bridge(g: GraphicsContext, b: SymbolBox, ink: number, y: number): void {
  const flare = b.h * 0.14;
  g.moveTo(b.x + b.w * 0.12, y + flare)
    .lineTo(b.x + b.w * 0.22, y)
    .lineTo(b.x + b.w * 0.78, y)
    .lineTo(b.x + b.w * 0.88, y + flare)
    .stroke({ width: LINE, color: ink, join: 'miter' });
}

/** Air defence: a dome over the bottom edge. */
function dome(g: GraphicsContext, b: SymbolBox, ink: number): void {
  g.arc(b.x + b.w / 2, b.y + b.h, b.w * 0.3, Math.PI, 2 * Math.PI).stroke({ width: LINE, color: ink });
}

/** Heavy weapons (machine guns and mortars): an upward arrow from a small ring. */
function heavyWeapons(g: GraphicsContext, b: SymbolBox, ink: number): void {
  const cx = b.x + b.w / 2;
  const top = b.y + b.h * 0.16;
  const ringY = b.y + b.h * 0.76;
  const ring = b.h * 0.12;
  const head = b.h * 0.2;
  g.moveTo(cx, ringY - ring).lineTo(cx, top);
  g.moveTo(cx - head * 0.8, top + head).lineTo(cx, top).lineTo(cx + head * 0.8, top + head);
  g.stroke({ width: LINE, color: ink, join: 'miter' });
  g.circle(cx, ringY, ring).stroke({ width: LINE, color: ink });
}

/** Airborne: a parachute arc in the lower part of the frame [3.41f]. */
function parachute(g: GraphicsContext, b: SymbolBox, ink: number): void {
  const r = Math.min(b.w * 0.2, b.h * 0.3);
  g.arc(b.x + b.w / 2, b.y + b.h - r - 1.2, r, 0.08 * Math.PI, 0.92 * Math.PI).stroke({ width: LINE, color: ink });
}

/**
 * Draw the symbol of a unit type in `box`. Headquarters get a shorter frame with a staff
 * hanging from its left side, so the box must leave room below it.
 */
export function drawNatoSymbol(g: GraphicsContext, type: UnitType, airborne: boolean, box: SymbolBox, ink: number): void {
  const b: SymbolBox = type === 'hq' ? { ...box, h: box.h * 0.72 } : box;
  g.rect(b.x, b.y, b.w, b.h).stroke({ width: LINE, color: ink, join: 'miter' });
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  switch (type) {
    case 'infantry':
      cross(g, b, ink);
      break;
    case 'armoredInfantry':
      cross(g, b, ink);
      oval(g, b, ink);
      break;
    case 'armor':
      oval(g, b, ink);
      break;
    case 'armoredRecon':
      oval(g, b, ink);
      diagonal(g, b, ink);
      break;
    case 'recon':
      diagonal(g, b, ink);
      break;
    case 'tankDestroyer':
      invertedV(g, b, ink);
      oval(g, b, ink, b.y + b.h * 0.74, b.w * 0.16, b.h * 0.14);
      break;
    case 'antitank':
      invertedV(g, b, ink);
      break;
    case 'flak':
      dome(g, b, ink);
      break;
    case 'artillery':
      g.circle(cx, cy, Math.min(b.w, b.h) * 0.17).fill({ color: ink });
      break;
    case 'heavyWeapons':
      heavyWeapons(g, b, ink);
      break;
    case 'combatEngineer':
      engineerBracket(g, b, ink, cy - b.h * 0.12);
      break;
    case 'bridgeEngineer':
      engineerBracket(g, b, ink, b.y + b.h * 0.2);
      bridge(g, b, ink, b.y + b.h * 0.72);
      break;
    case 'hq': {
      // The staff: from the frame's lower-left corner down to the full box height.
      g.moveTo(b.x, b.y + b.h).lineTo(b.x, box.y + box.h).stroke({ width: LINE + 0.3, color: ink });
      break;
    }
  }
  if (airborne) parachute(g, b, ink);
}
