/**
 * Where the four map sheets meet [3.8]: a subtle line along the southern edge of each
 * northern sheet's row 01 (the overlap rows belong to the northern sheet: C01 = D61, B01 = C61,
 * A01 = B39), a firmer line around the whole map, and each sheet's letter, large and faint.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { SECTIONS, hexCorners, hexToPixel, pixelToHex, rowWidth, allHexes, type Section } from '../rules/api';
import { SIZE } from './metrics';
import { MAP_EDGE, SECTION_LETTER, SECTION_SEAM } from './palette';
import { segmentLoops, type Segment } from './segmentLoops';

/** Global rows whose southern edge is a seam: row 01 of C, B and A. */
const SEAM_ROWS = (['C', 'B', 'A'] as const).map((s) => SECTIONS[s].rowOffset + 1);

function drawSeams(g: Graphics, width: number): void {
  for (const row of SEAM_ROWS) {
    const cols = rowWidth(row);
    for (let col = 1; col <= cols; col++) {
      // Corners 4, 3, 2 are the lower-left, bottom and lower-right corners (hexCorners order).
      const c = hexCorners({ row, col }, SIZE);
      const [c2, c3, c4] = [c[2]!, c[3]!, c[4]!];
      if (col === 1) g.moveTo(c4.x, c4.y);
      g.lineTo(c3.x, c3.y).lineTo(c2.x, c2.y);
    }
    g.stroke({ width, color: SECTION_SEAM, alpha: 0.55, cap: 'round', join: 'round' });
  }
}

/** Every hexside with no hex beyond it, as [x1, y1, x2, y2] (computed once). */
let edgeSegments: Segment[] | undefined;
function mapEdgeSegments(): Segment[] {
  if (edgeSegments) return edgeSegments;
  edgeSegments = [];
  for (const hex of allHexes()) {
    const centre = hexToPixel(hex, SIZE);
    const c = hexCorners(hex, SIZE);
    for (let i = 0; i < 6; i++) {
      const a = c[i]!;
      const b = c[(i + 1) % 6]!;
      const beyond = { x: a.x + b.x - centre.x, y: a.y + b.y - centre.y };
      if (!pixelToHex(beyond, SIZE)) edgeSegments.push([a.x, a.y, b.x, b.y]);
    }
  }
  return edgeSegments;
}

let edgeLoops: number[][] | null | undefined;

function drawMapEdge(g: Graphics, width: number): void {
  // One closed path around the map (a join per corner) rather than a capped line per hexside.
  edgeLoops ??= segmentLoops(mapEdgeSegments());
  if (edgeLoops) for (const loop of edgeLoops) g.poly(loop, true);
  else for (const [x1, y1, x2, y2] of mapEdgeSegments()) g.moveTo(x1!, y1!).lineTo(x2!, y2!);
  g.stroke({ width, color: MAP_EDGE, alpha: 0.8, cap: 'round', join: 'round' });
}

/** Centre of a section's canonical rows (its top row is the overlap of the sheet above, except A). */
function sectionCentre(section: Section): { x: number; y: number } {
  const info = SECTIONS[section];
  const top = section === 'A' ? info.rowOffset + info.rows : info.rowOffset + info.rows - 1;
  const bottom = info.rowOffset + 1;
  const a = hexToPixel({ row: bottom, col: 1 }, SIZE);
  const b = hexToPixel({ row: top, col: info.cols }, SIZE);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Below this zoom the big sheet letters show. */
const SECTION_LETTER_ZOOM = 0.15;

/** Line widths in world px for a zoom: a couple of screen pixels at least, whatever the zoom. */
function lineWidths(scale: number): { seam: number; edge: number } {
  // Quantised to powers of √2 so zooming redraws the lines only now and then.
  const step = Math.SQRT2 ** Math.ceil(Math.log(1 / scale) / Math.log(Math.SQRT2));
  const k = Math.max(1, step);
  return { seam: 3 * k, edge: 2.5 * k };
}

export interface SectionMarks {
  /** The sheet letters, under the hex outlines. */
  readonly below: Container;
  /** Seams and map edge, over the outlines. */
  readonly above: Graphics;
  /** Keep the lines visible at every zoom. */
  update(scale: number): void;
}

export function createSectionMarks(): SectionMarks {
  const below = new Container({ label: 'section-letters', eventMode: 'none' });
  for (const section of ['A', 'B', 'C', 'D'] as const) {
    const letter = new Text({
      text: section,
      style: { fontFamily: ['DejaVu Sans', 'Arial', 'sans-serif'], fontSize: 900, fontWeight: 'bold', fill: SECTION_LETTER },
      resolution: 0.35, // faint and huge: a soft texture is plenty and keeps memory small
    });
    letter.anchor.set(0.5);
    letter.alpha = 0.09;
    const at = sectionCentre(section);
    letter.position.set(at.x, at.y);
    letter.cullable = true;
    below.addChild(letter);
  }
  const above = new Graphics({ label: 'section-seams', eventMode: 'none' });
  let drawnFor = '';
  return {
    below,
    above,
    update(scale: number): void {
      // The letters orient a player looking at the whole map; close up they only blot the hexes.
      below.visible = scale < SECTION_LETTER_ZOOM;
      const widths = lineWidths(scale);
      const key = `${widths.seam}`;
      if (key === drawnFor) return;
      drawnFor = key;
      above.clear();
      drawMapEdge(above, widths.edge);
      drawSeams(above, widths.seam);
    },
  };
}
