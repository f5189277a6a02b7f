/**
 * The counters as the far view shows them (below COUNTER_VALUES_ZOOM, where a counter shows no
 * text): body, mode tag, status stickers and stack badge, without their letters, grouped by map chunk (chunks.ts), each chunk on screen cached
 * as one texture. Far out, 2,400 counters are then a few dozen sprites instead of thousands of
 * drawings re-batched whenever culling changes. Chunks off screen drop their texture (they are
 * culled, so they cost nothing) and get one again when they come back.
 *
 * It only mirrors the counter layer (counterLayer.ts): that layer still places, culls and answers
 * clicks for every counter; this one only draws them far out.
 */
import { Container, Graphics, Rectangle, type GraphicsContext } from 'pixi.js';
import { MAX_COLS, hexToPixel, type Hex } from '../rules/api';
import { boundsIntersect, type MapChunk } from './chunks';
import { badgeContext, COUNTER_EXTENT, depletedContext, disruptedContext, modeTagContext } from './counterFaces';
import { CHUNK_COLS, CHUNK_ROWS, HEX_WIDTH, SIZE } from './metrics';

type Bounds = MapChunk['bounds'];

/** What the far view draws of one counter. */
export interface FarMark {
  x: number;
  y: number;
  zIndex: number;
  body: GraphicsContext;
  /** The pieces a counter shows without its text: mode tag box, status stickers, stack badge. */
  modeTag: boolean;
  depleted: boolean;
  disrupted: boolean;
  badge: boolean;
}

interface MarkView {
  container: Container;
  body: Graphics;
  modeTag: Graphics;
  depleted: Graphics;
  disrupted: Graphics;
  badge: Graphics;
  chunk: FarChunk;
  key: string;
}

interface FarChunk {
  container: Container;
  bounds: Bounds;
  /** Texture resolution it is cached at; 0 when not cached. */
  resolution: number;
  dirty: boolean;
}

/** Cache resolution for a zoom: about a texel per screen pixel. */
function resolutionFor(scale: number): number {
  return scale < 0.3 ? 0.5 : 1;
}

/** The first row and column of the chunk a hex belongs to (as mapChunks cuts the map). */
function chunkOrigin(hex: Hex): { row0: number; col0: number } {
  return {
    row0: Math.floor((hex.row - 1) / CHUNK_ROWS) * CHUNK_ROWS + 1,
    col0: Math.floor((hex.col - 1) / CHUNK_COLS) * CHUNK_COLS + 1,
  };
}

export class FarCounterLayer {
  readonly container = new Container({ label: 'counters-far', eventMode: 'none' });
  private readonly chunks = new Map<string, FarChunk>();
  private readonly marks = new Map<string, MarkView>();

  /** @param smoothEdges multisample the chunk textures (the board's smooth-edges setting). */
  constructor(private readonly smoothEdges = true) {
    // Chunks further north and west on top, as counters are within a chunk (counterLayer.ts).
    this.container.sortableChildren = true;
    this.container.visible = false;
  }

  /** Show or update the mark of a counter standing in `hex`. */
  place(unitId: string, hex: Hex, mark: FarMark): void {
    const chunk = this.chunkFor(hex);
    let view = this.marks.get(unitId);
    const key = [mark.x, mark.y, mark.zIndex, mark.modeTag, mark.depleted, mark.disrupted, mark.badge].join('|');
    if (view && view.chunk === chunk && view.key === key && view.body.context === mark.body) return;
    if (!view) {
      const container = new Container({ eventMode: 'none' });
      const body = new Graphics(mark.body);
      const modeTag = new Graphics(modeTagContext());
      const depleted = new Graphics(depletedContext());
      const disrupted = new Graphics(disruptedContext());
      const badge = new Graphics(badgeContext());
      // The same pieces in the same order as a counter's (counterSprite.ts).
      container.addChild(body, modeTag, depleted, disrupted, badge);
      view = { container, body, modeTag, depleted, disrupted, badge, chunk, key: '' };
      chunk.container.addChild(container);
      this.marks.set(unitId, view);
    } else if (view.chunk !== chunk) {
      view.chunk.dirty = true;
      view.chunk.container.removeChild(view.container);
      chunk.container.addChild(view.container);
      view.chunk = chunk;
    }
    view.key = key;
    view.body.context = mark.body;
    view.modeTag.visible = mark.modeTag;
    view.depleted.visible = mark.depleted;
    view.disrupted.visible = mark.disrupted;
    view.badge.visible = mark.badge;
    view.container.position.set(mark.x, mark.y);
    view.container.zIndex = mark.zIndex;
    chunk.dirty = true;
  }

  /** The counter left the map. */
  remove(unitId: string): void {
    const view = this.marks.get(unitId);
    if (!view) return;
    this.marks.delete(unitId);
    view.chunk.dirty = true;
    view.chunk.container.removeChild(view.container);
    view.container.destroy({ children: true });
  }

  /**
   * Call each frame the view changed (after sync): shows the layer when `show`, caches the chunks
   * in view at the zoom's resolution, drops the caches of the others, refreshes changed ones.
   */
  update(show: boolean, view: Bounds, scale: number): void {
    this.container.visible = show;
    if (!show) return;
    const wanted = resolutionFor(scale);
    for (const chunk of this.chunks.values()) {
      const inView = boundsIntersect(chunk.bounds, view);
      const target = inView ? wanted : 0;
      if (target !== chunk.resolution) {
        chunk.resolution = target;
        chunk.dirty = false;
        if (target === 0) chunk.container.cacheAsTexture(false);
        else chunk.container.cacheAsTexture({ resolution: target, antialias: this.smoothEdges });
      } else if (chunk.dirty && chunk.resolution !== 0) {
        chunk.dirty = false;
        chunk.container.updateCacheTexture();
      }
    }
  }

  destroy(): void {
    this.marks.clear();
    this.chunks.clear();
    this.container.destroy({ children: true });
  }

  private chunkFor(hex: Hex): FarChunk {
    const { row0, col0 } = chunkOrigin(hex);
    const key = `${row0}:${col0}`;
    let chunk = this.chunks.get(key);
    if (chunk) return chunk;
    // The chunk's hexes plus what a counter may draw beyond its hex (stack shifts, stickers).
    const corners = [
      hexToPixel({ row: row0, col: col0 }, SIZE),
      hexToPixel({ row: row0 + CHUNK_ROWS - 1, col: col0 + CHUNK_COLS - 1 }, SIZE),
      hexToPixel({ row: row0 + 1, col: col0 + CHUNK_COLS - 1 }, SIZE),
      hexToPixel({ row: row0 + CHUNK_ROWS - 2, col: col0 }, SIZE),
    ];
    const margin = HEX_WIDTH / 2 + SIZE - COUNTER_EXTENT.x;
    const minX = Math.min(...corners.map((p) => p.x)) - margin;
    const maxX = Math.max(...corners.map((p) => p.x)) + margin;
    const minY = Math.min(...corners.map((p) => p.y)) - margin;
    const maxY = Math.max(...corners.map((p) => p.y)) + margin;
    const bounds = { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
    const container = new Container({ label: `counters-far ${key}`, eventMode: 'none' });
    container.sortableChildren = true;
    container.cullable = true;
    container.cullableChildren = false;
    container.cullArea = new Rectangle(bounds.x, bounds.y, bounds.width, bounds.height);
    container.zIndex = row0 * (MAX_COLS + 2) + (MAX_COLS + 1 - col0);
    this.container.addChild(container);
    chunk = { container, bounds, resolution: 0, dirty: false };
    this.chunks.set(key, chunk);
    return chunk;
  }
}
