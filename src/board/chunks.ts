/**
 * The map cut into rectangular blocks of whole hexes (CHUNK_COLS × CHUNK_ROWS), the unit of
 * caching and culling for the map layer and the hex-number layer. Plain geometry: no Pixi objects.
 */
import { GLOBAL_ROWS, MAX_COLS, isOnMap, rowWidth, hexToPixel, type Hex } from '../rules/api';
import { CHUNK_COLS, CHUNK_ROWS, HEX_WIDTH, SIZE } from './metrics';

export interface MapChunk {
  readonly key: string;
  readonly hexes: readonly Hex[];
  /** Hexes of neighbouring chunks that reach into `bounds` (drawn clipped, so chunks overlap). */
  readonly ring: readonly Hex[];
  /**
   * World-space box around the chunk's hexes plus MARGIN. Chunk fills cover all of it, so
   * neighbouring cached chunks overlap by a few pixels instead of meeting at a seam.
   */
  readonly bounds: { x: number; y: number; width: number; height: number };
}

const MARGIN = 3;

function buildChunks(): MapChunk[] {
  const chunks: MapChunk[] = [];
  for (let row0 = 1; row0 <= GLOBAL_ROWS; row0 += CHUNK_ROWS) {
    for (let col0 = 1; col0 <= MAX_COLS; col0 += CHUNK_COLS) {
      const hexes: Hex[] = [];
      for (let row = row0; row < row0 + CHUNK_ROWS && row <= GLOBAL_ROWS; row++) {
        const last = Math.min(col0 + CHUNK_COLS - 1, rowWidth(row));
        for (let col = col0; col <= last; col++) hexes.push({ row, col });
      }
      if (hexes.length === 0) continue;
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (const hex of hexes) {
        const c = hexToPixel(hex, SIZE);
        minX = Math.min(minX, c.x - HEX_WIDTH / 2);
        maxX = Math.max(maxX, c.x + HEX_WIDTH / 2);
        minY = Math.min(minY, c.y - SIZE);
        maxY = Math.max(maxY, c.y + SIZE);
      }
      const inChunk = (h: Hex) => h.row >= row0 && h.row < row0 + CHUNK_ROWS && h.col >= col0 && h.col < col0 + CHUNK_COLS;
      const ring: Hex[] = [];
      for (let row = row0 - 1; row <= row0 + CHUNK_ROWS; row++) {
        for (let col = col0 - 1; col <= col0 + CHUNK_COLS; col++) {
          const h = { row, col };
          if (isOnMap(h) && !inChunk(h)) ring.push(h);
        }
      }
      chunks.push({
        key: `${row0}:${col0}`,
        hexes,
        ring,
        bounds: { x: minX - MARGIN, y: minY - MARGIN, width: maxX - minX + 2 * MARGIN, height: maxY - minY + 2 * MARGIN },
      });
    }
  }
  return chunks;
}

let cached: MapChunk[] | undefined;

/** The chunks of the stitched map (computed once; they never change). */
export function mapChunks(): readonly MapChunk[] {
  cached ??= buildChunks();
  return cached;
}

export function boundsIntersect(a: MapChunk['bounds'], b: MapChunk['bounds']): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
