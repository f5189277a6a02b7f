/**
 * The minimap's drawing, on plain 2D canvases (no Pixi): the terrain of all four map sections once
 * (a dot of each hex's fill colour), the counters as one dot per occupied hex in the colour of the
 * side on top, the play area's edge and the rectangle of the board's view. Cheap whatever the number
 * of counters: one dot per hex, redrawn only when the units change.
 */
import { allHexes, hexId, hexToPixel, insidePlayArea, parseHexId, terrainAt, type MapData, type PlayArea, type Unit } from '../rules/api';
import { SIZE, WORLD } from './metrics';
import { PLAY_AREA_EDGE, SIDE_FACE, TERRAIN_FILL } from './palette';
import type { PlayAreaBounds, WorldRect } from './types';

const css = (colour: number) => `#${colour.toString(16).padStart(6, '0')}`;

/** Minimap pixels per world pixel for a minimap `width` CSS pixels wide. */
export function minimapScale(width: number): number {
  return width / WORLD.width;
}

/** The minimap's width for a height (the board's proportions: the sections stand one above another). */
export function minimapWidth(height: number): number {
  return Math.round((WORLD.width * height) / WORLD.height);
}

/** Every hex as a square of its terrain colour (drawn once per map). */
export function drawMinimapTerrain(ctx: CanvasRenderingContext2D, map: MapData, width: number): void {
  const k = minimapScale(width);
  const side = Math.max(1, SIZE * 1.8 * k);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  for (const hex of allHexes()) {
    const p = hexToPixel(hex, SIZE);
    ctx.fillStyle = css(TERRAIN_FILL[terrainAt(map, hexId(hex))]);
    ctx.fillRect(p.x * k - side / 2, p.y * k - side / 2, side, side);
  }
}

/** One dot per occupied hex, in the colour of its top unit's side. */
export function drawMinimapCounters(ctx: CanvasRenderingContext2D, units: readonly Unit[], width: number): void {
  const k = minimapScale(width);
  const radius = Math.max(1.5, SIZE * 0.7 * k);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const top = new Map<string, Unit>();
  for (const u of units) {
    if (u.hex === null || u.eliminated) continue;
    const seen = top.get(u.hex);
    if (!seen || u.stackIndex < seen.stackIndex) top.set(u.hex, u);
  }
  for (const u of top.values()) {
    const hex = parseHexId(u.hex!);
    if (!hex) continue;
    const p = hexToPixel(hex, SIZE);
    ctx.fillStyle = css(SIDE_FACE[u.side].front);
    ctx.strokeStyle = '#111';
    ctx.lineWidth = 0.75;
    ctx.beginPath();
    ctx.arc(p.x * k, p.y * k, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
}

/** The board rectangle (world pixels) covering the play area's hexes, or null with no play area. */
export function playAreaWorldRect(area: PlayAreaBounds | null): WorldRect | null {
  if (!area) return null;
  const full: PlayArea = { ...area, rule: '' };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const hex of allHexes()) {
    if (!insidePlayArea(full, hexId(hex))) continue;
    const p = hexToPixel(hex, SIZE);
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  if (minX === Infinity) return null;
  return { x: minX - SIZE, y: minY - SIZE, width: maxX - minX + 2 * SIZE, height: maxY - minY + 2 * SIZE };
}

/** The whole board. */
export function wholeBoardRect(): WorldRect {
  return { x: 0, y: 0, width: WORLD.width, height: WORLD.height };
}

/** The view's rectangle (and the play area's edge, if any) over the minimap. */
export function drawMinimapView(ctx: CanvasRenderingContext2D, view: WorldRect, playArea: WorldRect | null, width: number): void {
  const k = minimapScale(width);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  if (playArea) {
    ctx.strokeStyle = css(PLAY_AREA_EDGE);
    ctx.setLineDash([3, 2]);
    ctx.lineWidth = 1;
    ctx.strokeRect(playArea.x * k, playArea.y * k, playArea.width * k, playArea.height * k);
    ctx.setLineDash([]);
  }
  ctx.strokeStyle = '#ffd400';
  ctx.lineWidth = 2;
  ctx.strokeRect(view.x * k, view.y * k, view.width * k, view.height * k);
}

/** The board point under a click on the minimap. */
export function minimapToWorld(x: number, y: number, width: number): { x: number; y: number } {
  const k = minimapScale(width);
  return { x: x / k, y: y / k };
}
