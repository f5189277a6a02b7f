/**
 * The scenario's play area [24.1, 25.1] on the full map: the hexes outside it are dimmed (their
 * terrain and names stay faintly readable) and the area's edge is outlined, a dark line on a light
 * halo that reads on every terrain. Null (a campaign game) shows the whole map plainly. The board
 * only draws what it is given: which hexes are in play is the engine's insidePlayArea.
 */
import { Container, Graphics } from 'pixi.js';
import type { PlayArea } from '../rules/api';
import { PLAY_AREA_DIM, PLAY_AREA_DIM_ALPHA, PLAY_AREA_EDGE, PLAY_AREA_HALO } from './palette';
import { playAreaOutline } from './playAreaOutline';
import type { Segment } from './segmentLoops';

/** The fields of a play area the board needs (the case id is not drawn). */
export type PlayAreaBounds = Pick<PlayArea, 'section' | 'minRow' | 'maxRow'>;

const keyOf = (area: PlayAreaBounds | null): string => (area ? `${area.section}:${area.minRow}-${area.maxRow}` : '');

/** Line width in world px for a zoom: a few screen pixels whatever the zoom, quantised like the seams. */
function edgeWidth(scale: number): number {
  const step = Math.SQRT2 ** Math.ceil(Math.log(1 / scale) / Math.log(Math.SQRT2));
  return 3.5 * Math.max(1, step);
}

export class PlayAreaLayer {
  readonly container = new Container({ label: 'play-area', eventMode: 'none' });
  private readonly dim = new Graphics({ label: 'play-area-dim' });
  private readonly edge = new Graphics({ label: 'play-area-edge' });
  private area: PlayAreaBounds | null = null;
  /** The outline as [x1, y1, x2, y2] segments (hexsides between a hex in play and one that is not). */
  private segments: Segment[] = [];
  /** The same sides joined into closed loops (null if they do not close). */
  private edgeLoops: number[][] | null = null;
  private drawnWidth = 0;

  constructor() {
    this.container.addChild(this.dim, this.edge);
    this.container.visible = false;
  }

  /** Show this play area (null: none). Returns true when the drawing changed. */
  set(area: PlayAreaBounds | null): boolean {
    if (keyOf(area) === keyOf(this.area)) return false;
    this.area = area ? { section: area.section, minRow: area.minRow, maxRow: area.maxRow } : null;
    this.dim.clear();
    this.edge.clear();
    this.segments = [];
    this.edgeLoops = null;
    this.drawnWidth = 0;
    this.container.visible = area !== null;
    if (!area) return true;
    const outline = playAreaOutline(area);
    this.segments = outline.edge;
    this.edgeLoops = outline.edgeLoops;
    for (const polygon of outline.dim) this.dim.poly(polygon);
    this.dim.fill({ color: PLAY_AREA_DIM, alpha: PLAY_AREA_DIM_ALPHA });
    return true;
  }

  /** Keep the outline a few screen pixels wide at every zoom. */
  update(scale: number): void {
    if (!this.area) return;
    const width = edgeWidth(scale);
    if (width === this.drawnWidth) return;
    this.drawnWidth = width;
    this.edge.clear();
    this.tracePath();
    this.edge.stroke({ width: width * 2.2, color: PLAY_AREA_HALO, alpha: 0.85, cap: 'round', join: 'round' });
    this.tracePath();
    this.edge.stroke({ width, color: PLAY_AREA_EDGE, alpha: 1, cap: 'round', join: 'round' });
  }

  /** The outline as closed paths (a join per corner), or side by side if it does not close. */
  private tracePath(): void {
    if (this.edgeLoops) for (const loop of this.edgeLoops) this.edge.poly(loop, true);
    else for (const [x1, y1, x2, y2] of this.segments) this.edge.moveTo(x1, y1).lineTo(x2, y2);
  }
}
