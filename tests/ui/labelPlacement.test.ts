// Where a highlight's label goes (src/board/labelPlacement.ts), checked at the drop hex of the
// shipped 82nd Airborne set-up on the shipped map: B2049, the 506th's pathfinder zone [14.3],
// where the merged label "PF 506/101 | 6 ON TARGET" [14.92] ran into the Groesbeek name and a
// stack's count badge when it sat on the hex's lower tip.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hexDistance, hexToPixel, parseHexId, parseMapData } from '../../src/rules';
import { BOTTOM_TIP_DY, LABEL_SIZE, placeLabel, plateRect, type LabelPosition } from '../../src/board/labelPlacement';
import { COUNTER_EXTENT, HALF, LAYOUT } from '../../src/board/counterLayout';
import { DEFAULT_ZOOM, SIZE, STACK_MAX_SHIFTS, STACK_OFFSET } from '../../src/board/metrics';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const overlap = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

const parsed = parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
if (!parsed.ok) throw new Error(parsed.message);
const map = parsed.map;
const HEX = parseHexId('B2049')!;
const centre = hexToPixel(HEX, SIZE);
const LABEL = 'PF 506/101 | 6 ON TARGET';
/** A generous width for bold label text: 0.7 of the font size a character. */
const textWidth = (text: string, size: number): number => text.length * size * 0.7;
/** Place names as placeLabels.ts draws them at the opening zoom (unscaled there): city 15, town 11, village 9, with a 3 px halo. */
const PLACE_SIZE = { city: 15, town: 11, village: 9 } as const;

function labelBox(at: LabelPosition): Box {
  const p = placeLabel(at);
  const x = centre.x + p.dx;
  const y = centre.y + p.dy;
  if (at === 'above') {
    const r = plateRect(x, y, textWidth(LABEL, LABEL_SIZE));
    return { x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height };
  }
  const w = textWidth(LABEL, LABEL_SIZE);
  return { x0: x - w / 2, y0: y - LABEL_SIZE / 2, x1: x + w / 2, y1: y + LABEL_SIZE / 2 };
}

/** The names of every place within three hexes, where the board prints them. */
function placeNameBoxes(): { name: string; box: Box }[] {
  return map.places.flatMap((place) => {
    const hex = parseHexId(place.hex);
    if (!hex || hexDistance(hex, HEX) > 3) return [];
    const c = hexToPixel(hex, SIZE);
    const size = PLACE_SIZE[place.kind];
    const w = textWidth(place.name, size) + 6;
    const h = size * 1.3 + 6;
    return [{ name: place.name, box: { x0: c.x - w / 2, y0: c.y + BOTTOM_TIP_DY - h / 2, x1: c.x + w / 2, y1: c.y + BOTTOM_TIP_DY + h / 2 } }];
  });
}

/** Where a stack's count badge sits and how far a counter's stickers and badge stick out (src/board/counterLayout.ts). */
const BADGE = LAYOUT.badge;
const STICK_OUT = -HALF - COUNTER_EXTENT.x;
/** A full stack in the hex: the top counter, the deepest one shifted up and left, their stickers and the badge. */
function stackBox(): Box {
  const shift = STACK_MAX_SHIFTS * STACK_OFFSET;
  return { x0: centre.x - HALF - shift - STICK_OUT, y0: centre.y - HALF - shift - STICK_OUT, x1: centre.x + HALF + STICK_OUT, y1: centre.y + HALF + STICK_OUT };
}

describe('highlight label placement', () => {
  it('the map data has Groesbeek beside the drop hex, so the check below meets a real name', () => {
    expect(placeNameBoxes().map((p) => p.name)).toContain('Groesbeek');
    expect(DEFAULT_ZOOM * 9).toBeGreaterThanOrEqual(11); // place names are unscaled at the opening zoom
  });

  it('[14.3, 14.92] on the lower tip, the merged drop label runs into the stack badge and the Groesbeek name', () => {
    const box = labelBox('bottom');
    expect(overlap(box, { x0: centre.x + BADGE.x - BADGE.r, y0: centre.y + BADGE.y - BADGE.r, x1: centre.x + BADGE.x + BADGE.r, y1: centre.y + BADGE.y + BADGE.r })).toBe(true);
    expect(placeNameBoxes().filter((p) => overlap(box, p.box)).map((p) => p.name)).toContain('Groesbeek');
  });

  it('[14.3, 14.92] on a plate above the hex, it clears a full stack with its badge and stickers and every place name nearby', () => {
    const box = labelBox('above');
    expect(overlap(box, stackBox())).toBe(false);
    expect(placeNameBoxes().filter((p) => overlap(box, p.box))).toEqual([]);
    // Above the hex's top corner, joined to it by the leader line.
    const leader = placeLabel('above').leader!;
    expect(box.y1).toBeLessThan(centre.y - SIZE);
    expect(centre.y + leader.y0).toBeCloseTo(box.y1);
    expect(centre.y + leader.y1).toBeGreaterThan(centre.y - SIZE);
  });

  it('centre and bottom labels have no plate or leader', () => {
    expect(placeLabel('centre')).toEqual({ dx: 0, dy: 0 });
    expect(placeLabel(undefined)).toEqual({ dx: 0, dy: 0 });
    expect(placeLabel('bottom')).toEqual({ dx: 0, dy: BOTTOM_TIP_DY });
  });
});
