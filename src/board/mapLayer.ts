/**
 * The terrain under everything: hex fills by terrain type, cut into chunks (chunks.ts). Each
 * chunk is cached as a texture so panning and zooming out cost one sprite per chunk. The cache
 * follows the zoom for the chunks on screen: half resolution far out, full resolution at middle
 * zoom, double resolution around the opening zoom (so a still view redraws a few sprites, not
 * thousands of polygons), and close up (where a texture would blur and only a few chunks are
 * visible) the chunk is drawn live as vectors. Chunks that go well off screen fall back to the
 * small cache; those just beyond the edge keep theirs, so panning to and fro re-renders nothing.
 * Hex outlines are drawn separately as one-pixel lines (crisp at every zoom), and hidden when
 * the hexes are only a few pixels wide.
 */
import { Container, Graphics, Rectangle } from 'pixi.js';
import { hexId, hexToPixel, type Hex, terrainAt, type MapData, type TerrainType } from '../rules/api';
import { boundsIntersect, mapChunks, type MapChunk } from './chunks';
import { clipPolygonToRect } from './clip';
import { drawFeatures } from './featureLayer';
import { hexPolygon } from './hexShape';
import { OUTLINE_ZOOM, SIZE } from './metrics';
import { HEX_OUTLINE, HEX_OUTLINE_ALPHA, TERRAIN_FILL } from './palette';

type Bounds = MapChunk['bounds'];

/** Not cached: drawn as vectors each frame (close zoom, where only a few chunks are on screen). */
const LIVE = 0;
/** Cache resolution for a zoom (about a texel per screen pixel), or LIVE when zoomed in. */
function cacheResolutionFor(scale: number): number {
  if (scale < 0.6) return 0.5;
  if (scale < 1.1) return 1;
  // A chunk at 2× is about 1,900 px square: four of them cover the screen at the opening zoom.
  if (scale < 2.1) return SHARP_RESOLUTION;
  return LIVE;
}
const FAR_RESOLUTION = 0.5;
/** The cache resolution around the opening zoom, and how many chunks may be cached at it per frame. */
const SHARP_RESOLUTION = 2;
const SHARPEN_PER_FRAME = 1;
/** How far beyond the view (as a fraction of its size) chunks keep their cache. */
const NEAR_MARGIN = 0.5;
function grown(view: Bounds, fraction: number): Bounds {
  const dx = view.width * fraction;
  const dy = view.height * fraction;
  return { x: view.x - dx, y: view.y - dy, width: view.width + 2 * dx, height: view.height + 2 * dy };
}
/** Off-screen chunks downgraded per frame (each costs a render to texture). */
const DOWNGRADES_PER_FRAME = 2;

/** Fill polygons a hair larger than the hex so neighbouring fills leave no hairline gap. */
const FILL_SIZE = SIZE + 0.6;

function flatCorners(hex: Hex, radius: number): number[] {
  const c = hexToPixel(hex, SIZE);
  return hexPolygon(c.x, c.y, radius);
}

interface TerrainChunk {
  chunk: MapChunk;
  container: Container;
  resolution: number;
}

export class MapLayer {
  readonly terrain = new Container({ label: 'terrain', eventMode: 'none' });
  readonly outlines = new Container({ label: 'hex-outlines', eventMode: 'none' });
  private readonly chunks: TerrainChunk[] = [];

  constructor(map: MapData) {
    for (const chunk of mapChunks()) {
      const container = new Container({ label: `terrain ${chunk.key}`, eventMode: 'none' });
      container.addChild(this.drawFills(chunk, map));
      container.addChild(drawFeatures([...chunk.hexes, ...chunk.ring], map));
      container.cullable = true;
      container.cullableChildren = false;
      container.cullArea = new Rectangle(chunk.bounds.x, chunk.bounds.y, chunk.bounds.width, chunk.bounds.height);
      // The cache covers the chunk's bounds only: the roads and rivers of its ring hexes reach
      // past them, which made each cached sprite larger than its chunk (4096-texel textures at 2×
      // instead of 2048) and the sprites overlap, so a still view was drawn 1.4 times over. The
      // neighbouring chunk draws what lies beyond (its ring includes these hexes).
      container.boundsArea = container.cullArea;
      container.cacheAsTexture({ resolution: FAR_RESOLUTION });
      this.terrain.addChild(container);
      this.chunks.push({ chunk, container, resolution: FAR_RESOLUTION });

      const outline = this.drawOutlines(chunk);
      outline.cullable = true;
      outline.cullArea = container.cullArea;
      this.outlines.addChild(outline);
    }
  }

  private drawFills(chunk: MapChunk, map: MapData): Graphics {
    const byTerrain = new Map<TerrainType, Hex[]>();
    for (const hex of [...chunk.hexes, ...chunk.ring]) {
      const terrain = terrainAt(map, hexId(hex));
      const list = byTerrain.get(terrain);
      if (list) list.push(hex);
      else byTerrain.set(terrain, [hex]);
    }
    const g = new Graphics();
    // One fill instruction per terrain type, holding all its hexes; hexes of the neighbouring
    // chunks are clipped to this chunk's bounds, which every fill covers edge to edge.
    for (const [terrain, hexes] of byTerrain) {
      for (const hex of hexes) {
        const clipped = clipPolygonToRect(flatCorners(hex, FILL_SIZE), chunk.bounds);
        if (clipped.length >= 6) g.poly(clipped);
      }
      g.fill({ color: TERRAIN_FILL[terrain] });
    }
    return g;
  }

  private drawOutlines(chunk: MapChunk): Graphics {
    const g = new Graphics({ label: `outline ${chunk.key}`, eventMode: 'none' });
    for (const hex of chunk.hexes) g.poly(flatCorners(hex, SIZE));
    g.stroke({ width: 1, color: HEX_OUTLINE, alpha: HEX_OUTLINE_ALPHA, pixelLine: true });
    return g;
  }

  /**
   * Call when the view moved or zoomed (`moving`: it changed since the last frame) or work is
   * pending: adapts cache resolutions and outline visibility. Returns true while work remains
   * (chunks still to cache or downgrade): call again next frame.
   */
  update(view: Bounds, scale: number, moving: boolean): boolean {
    this.outlines.visible = scale >= OUTLINE_ZOOM;
    const wanted = cacheResolutionFor(scale);
    const near = grown(view, NEAR_MARGIN);
    let downgrades = 0;
    let sharpened = 0;
    let pending = false;
    for (const entry of this.chunks) {
      const onScreen = boundsIntersect(entry.chunk.bounds, view);
      // Just off screen: keep whatever cache the chunk has (it may come back at once).
      if (!onScreen && entry.resolution !== FAR_RESOLUTION && boundsIntersect(entry.chunk.bounds, near)) continue;
      let target = onScreen ? wanted : FAR_RESOLUTION;
      if (target === entry.resolution) continue;
      if (!onScreen) {
        if (downgrades >= DOWNGRADES_PER_FRAME) {
          pending = true;
          continue;
        }
        downgrades++;
      } else if (target === SHARP_RESOLUTION) {
        // A 2× cache is a big render: drawn live while the view moves, cached one chunk a frame
        // once it stops, so a pan never stalls on them.
        if (moving || sharpened >= SHARPEN_PER_FRAME) {
          pending = true;
          target = LIVE;
          if (target === entry.resolution) continue;
        } else sharpened++;
      }
      entry.resolution = target;
      if (target === LIVE) entry.container.cacheAsTexture(false);
      // Not multisampled: at 2× the cache is already supersampled for the zooms it serves, and
      // MSAA would make each render several times dearer under a software rasteriser.
      else entry.container.cacheAsTexture({ resolution: target });
    }
    return pending;
  }

}
