/**
 * Hex numbers (canonical ids such as C2411) at the top of each hex, shown only when zoomed in.
 *
 * Each map chunk (chunks.ts) holds all its numbers in one drawing: one GraphicsContext of glyph
 * quads from the shared bitmap font (fonts.ts), laid out as a BitmapText would lay out each id.
 * Pixi turns such a context into geometry once and keeps it on the GPU, so a chunk coming on
 * screen costs no building, no re-batching of the others and no upload after its first frame.
 * Contexts are made in the board's idle frames (`buildIdle`), and on demand for a chunk that
 * comes into view before its turn; once made they are kept (about 8,200 ids over the whole map).
 */
import { type BitmapFont, BitmapFontManager, Container, Graphics, GraphicsContext, Rectangle, TextStyle, getBitmapTextLayout } from 'pixi.js';
import { hexId, hexToPixel } from '../rules/api';
import { boundsIntersect, mapChunks, type MapChunk } from './chunks';
import { FONT_REGULAR } from './fonts';
import { HEX_LABEL_ZOOM, HEX_NUMBER_INSET, HEX_NUMBER_SIZE, SIZE } from './metrics';
import { HEX_LABEL } from './palette';

/** Chunks made on demand per frame when the view reaches chunks the idle frames have not made yet. */
const BUILDS_PER_FRAME = 2;
const FONT_SIZE = HEX_NUMBER_SIZE;
const ALPHA = 0.75;
/** From the top corner of a hex down to the top of its number (world px). */
const TOP_INSET = HEX_NUMBER_INSET;

const STYLE = new TextStyle({ fontFamily: FONT_REGULAR, fontSize: FONT_SIZE, fill: HEX_LABEL });
/** Every character a hex id uses (section letter, digits): made sure of once per chunk. */
const ID_CHARS = 'ABCD0123456789';

/**
 * Adds the glyphs of `text` to `context`, centred on x with their top at y: the placement Pixi's
 * BitmapText gives a label anchored at (0.5, 0) there (AbstractBitmapTextPipe._updateContext),
 * with the hex id's plain ASCII characters taken as they are instead of through Intl.Segmenter.
 */
function addLabel(context: GraphicsContext, font: BitmapFont, text: string, x: number, y: number): void {
  const layout = getBitmapTextLayout(text.split(''), STYLE, font, true);
  const scale = layout.scale;
  const line = layout.lines[0];
  if (!line) return;
  // The layout is in the font's units: the anchor offset is scaled with the glyphs.
  context.setTransform(scale, 0, 0, scale, x - scale * (0.5 * layout.width + STYLE.padding), y - scale * STYLE.padding);
  line.chars.forEach((char, i) => {
    const glyph = font.chars[char];
    if (!glyph?.texture) return;
    const texture = glyph.texture;
    context.texture(
      texture,
      HEX_LABEL,
      Math.round((line.charPositions[i] ?? 0) + glyph.xOffset),
      Math.round(font.baseLineOffset + glyph.yOffset),
      texture.orig.width,
      texture.orig.height,
    );
  });
}

/** All the hex numbers of one chunk as one drawing. */
function chunkLabels(chunk: MapChunk): GraphicsContext {
  const context = new GraphicsContext();
  // Always drawn from its own geometry, built once (never re-packed into its layer's batches).
  context.batchMode = 'no-batch';
  const font = BitmapFontManager.getFont(ID_CHARS, STYLE);
  for (const hex of chunk.hexes) {
    const at = hexToPixel(hex, SIZE);
    addLabel(context, font, hexId(hex), at.x, at.y - SIZE + TOP_INSET);
  }
  return context;
}

interface LabelChunk {
  chunk: MapChunk;
  graphics: Graphics;
  built: boolean;
}

export class HexLabelLayer {
  readonly container = new Container({ label: 'hex-numbers', eventMode: 'none' });
  private readonly chunks: LabelChunk[] = [];

  constructor() {
    for (const chunk of mapChunks()) {
      const graphics = new Graphics({ label: `hex-numbers ${chunk.key}`, eventMode: 'none' });
      graphics.alpha = ALPHA;
      graphics.visible = false;
      graphics.cullable = true;
      graphics.cullArea = new Rectangle(chunk.bounds.x, chunk.bounds.y, chunk.bounds.width, chunk.bounds.height);
      this.container.addChild(graphics);
      this.chunks.push({ chunk, graphics, built: false });
    }
  }

  /** Returns true while chunks on screen still wait to be made: call again next frame. */
  update(view: MapChunk['bounds'], scale: number): boolean {
    const show = scale >= HEX_LABEL_ZOOM;
    this.container.visible = show;
    if (!show) return false;
    let builds = 0;
    let pending = false;
    for (const entry of this.chunks) {
      if (entry.built || !boundsIntersect(entry.chunk.bounds, view)) continue;
      if (builds < BUILDS_PER_FRAME) {
        builds++;
        this.build(entry);
      } else pending = true;
    }
    return pending;
  }

  /** Makes one chunk not made yet (call in a frame with nothing else to do); false when all are made. */
  buildIdle(): boolean {
    const next = this.chunks.find((entry) => !entry.built);
    if (!next) return false;
    this.build(next);
    return true;
  }

  private build(entry: LabelChunk): void {
    entry.built = true;
    entry.graphics.context = chunkLabels(entry.chunk);
    entry.graphics.visible = true;
  }
}
