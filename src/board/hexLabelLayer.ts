/**
 * Hex numbers (canonical ids such as C2411) at the top of each hex, shown only when zoomed in.
 * 8,238 labels at once would waste memory, so they are built per chunk when a chunk first
 * comes on screen at close zoom, and the least recently seen chunks are destroyed again.
 */
import { BitmapText, Container, Rectangle } from 'pixi.js';
import { hexId, hexToPixel } from '../rules/api';
import { boundsIntersect, mapChunks, type MapChunk } from './chunks';
import { FONT_REGULAR } from './fonts';
import { HEX_LABEL_ZOOM, SIZE } from './metrics';
import { HEX_LABEL } from './palette';

/** Chunks kept built: enough to cover a large screen at the lowest label zoom. */
const MAX_BUILT = 12;
/** Chunks built per frame, so a fast pan never stalls a frame for long. */
const BUILDS_PER_FRAME = 2;
const FONT_SIZE = 6.5;

interface BuiltChunk {
  container: Container;
  lastSeen: number;
}

export class HexLabelLayer {
  readonly container = new Container({ label: 'hex-numbers', eventMode: 'none' });
  private readonly built = new Map<string, BuiltChunk>();
  private frame = 0;

  /** Returns true while chunks on screen still wait to be built: call again next frame. */
  update(view: MapChunk['bounds'], scale: number): boolean {
    const show = scale >= HEX_LABEL_ZOOM;
    this.container.visible = show;
    if (!show) return false;
    this.frame++;
    let builds = 0;
    let pending = false;
    for (const chunk of mapChunks()) {
      if (!boundsIntersect(chunk.bounds, view)) continue;
      const existing = this.built.get(chunk.key);
      if (existing) {
        existing.lastSeen = this.frame;
      } else if (builds < BUILDS_PER_FRAME) {
        builds++;
        const container = this.build(chunk);
        this.container.addChild(container);
        this.built.set(chunk.key, { container, lastSeen: this.frame });
      } else {
        pending = true;
      }
    }
    this.evict();
    return pending;
  }

  private build(chunk: MapChunk): Container {
    const container = new Container({ label: `hex-numbers ${chunk.key}`, eventMode: 'none' });
    container.cullable = true;
    container.cullableChildren = false;
    container.cullArea = new Rectangle(chunk.bounds.x, chunk.bounds.y, chunk.bounds.width, chunk.bounds.height);
    for (const hex of chunk.hexes) {
      const at = hexToPixel(hex, SIZE);
      const label = new BitmapText({ text: hexId(hex), style: { fontFamily: FONT_REGULAR, fontSize: FONT_SIZE, fill: HEX_LABEL } });
      label.anchor.set(0.5, 0);
      label.alpha = 0.75;
      label.position.set(at.x, at.y - SIZE + 4.5);
      container.addChild(label);
    }
    return container;
  }

  private evict(): void {
    if (this.built.size <= MAX_BUILT) return;
    const oldest = [...this.built.entries()].filter(([, b]) => b.lastSeen < this.frame).sort((a, b) => a[1].lastSeen - b[1].lastSeen);
    for (const [key, b] of oldest) {
      if (this.built.size <= MAX_BUILT) break;
      this.built.delete(key);
      b.container.destroy({ children: true });
    }
  }
}
