/**
 * Bitmap fonts for the many small labels (counter texts, hex numbers): one glyph atlas per font,
 * shared by every label, tinted per use. Glyphs are rasterised large and drawn scaled down
 * (the atlas is mipmapped), so labels stay sharp when zoomed in and calm when zoomed out.
 */
import { BitmapFont, Cache } from 'pixi.js';

export const FONT_BOLD = 'httr-board-bold';
export const FONT_REGULAR = 'httr-board-regular';

/** Narrow faces first: designations like `HW/2/506` must fit a counter. */
const FAMILY = ['Roboto Condensed', 'Arial Narrow', 'DejaVu Sans Condensed', 'Liberation Sans Narrow', 'DejaVu Sans', 'Arial', 'sans-serif'];
const RASTER_SIZE = 36;

function install(name: string, fontWeight: 'bold' | 'normal'): void {
  if (Cache.has(`${name}-bitmap`)) return; // installed by an earlier board (React StrictMode mounts twice)
  BitmapFont.install({
    name,
    style: { fontFamily: FAMILY, fontSize: RASTER_SIZE, fontWeight, fill: 0xffffff },
    chars: [[' ', '~']],
    padding: 4,
    dynamicFill: true,
  });
}

export function ensureBoardFonts(): void {
  install(FONT_BOLD, 'bold');
  install(FONT_REGULAR, 'normal');
}
