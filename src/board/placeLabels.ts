/**
 * Place names from the map data, drawn over the counters with a light halo so a held town still
 * reads: on the lower tip of an empty hex, just clear of the counters in an occupied one (below
 * or above them, moved sideways or a little smaller, wherever it covers the least counter text:
 * labelPlacement.ts placeName). Zoomed out, villages and then towns drop out and the remaining
 * names grow, so the overview still names the cities. Where two names would overlap on screen, the one listed first in the
 * map data wins (the map build lists cities, then towns, then villages, bigger first) and the
 * other waits for a closer zoom.
 */
import { Container, Text } from 'pixi.js';
import { hexId, hexToPixel, neighbors, parseHexId, stacksByHex, type Hex, type MapData, type MapPlace, type Unit } from '../rules/api';
import { placeName, type NearbyStack } from './labelPlacement';
import { HEX_LABEL_ZOOM, SIZE } from './metrics';
import { PLACE_HALO, PLACE_TEXT } from './palette';

const FONT_SIZE: Readonly<Record<MapPlace['kind'], number>> = { city: 15, town: 11, village: 9 };
/** Below this zoom a kind of place is not named. */
const MIN_ZOOM: Readonly<Record<MapPlace['kind'], number>> = { city: 0, town: 0.3, village: 0.45 };
/** Names are never drawn smaller than this on screen (px). */
const MIN_SCREEN_SIZE = 11;
/** Room kept clear around a name (screen px). */
const LABEL_GAP = 3;

export interface PlaceLabels {
  readonly container: Container;
  update(scale: number): void;
  /** The units on the map changed: names move clear of the new stacks on the next update. */
  setStacks(units: readonly Unit[]): void;
}

interface PlaceLabel {
  text: Text;
  kind: MapPlace['kind'];
  /** The named hex's centre (world px), its id and its neighbours' ids. */
  at: { x: number; y: number };
  id: string;
  around: { id: string; dx: number; dy: number }[];
}

function aroundOf(hex: Hex, at: { x: number; y: number }): PlaceLabel['around'] {
  return neighbors(hex).map((n) => {
    const p = hexToPixel(n, SIZE);
    return { id: hexId(n), dx: p.x - at.x, dy: p.y - at.y };
  });
}

export function createPlaceLabels(map: MapData): PlaceLabels {
  const layer = new Container({ label: 'places', eventMode: 'none' });
  const labels: PlaceLabel[] = [];
  for (const place of map.places) {
    const hex = parseHexId(place.hex);
    if (!hex) continue;
    const at = hexToPixel(hex, SIZE);
    const label = new Text({
      text: place.name,
      style: {
        fontFamily: ['DejaVu Sans', 'Arial', 'sans-serif'],
        fontSize: FONT_SIZE[place.kind],
        fontWeight: place.kind === 'village' ? 'normal' : 'bold',
        fill: PLACE_TEXT,
        stroke: { color: PLACE_HALO, width: 3, join: 'round' },
      },
      resolution: 3, // read at close zoom too
    });
    label.anchor.set(0.5, 0.5);
    label.position.set(at.x, at.y);
    label.cullable = true;
    layer.addChild(label);
    labels.push({ text: label, kind: place.kind, at, id: hexId(hex), around: aroundOf(hex, at) });
  }
  let lastScale = NaN;
  /** Counters per occupied hex (canonical id). */
  let counts = new Map<string, number>();
  return {
    container: layer,
    setStacks(units: readonly Unit[]): void {
      counts = new Map([...stacksByHex(units)].map(([id, stack]) => [id, stack.length]));
      lastScale = NaN;
    },
    update(scale: number): void {
      if (scale === lastScale) return;
      lastScale = scale;
      const taken: { x0: number; y0: number; x1: number; y1: number }[] = [];
      const gap = LABEL_GAP / scale;
      for (const { text, kind, at, id, around } of labels) {
        const size = Math.max(1, MIN_SCREEN_SIZE / (FONT_SIZE[kind] * scale));
        text.scale.set(size);
        if (scale < MIN_ZOOM[kind]) {
          text.visible = false;
          continue;
        }
        const nearby: NearbyStack[] = [];
        for (const n of around) {
          const count = counts.get(n.id);
          if (count) nearby.push({ dx: n.dx, dy: n.dy, count });
        }
        // Shrunk only as far as the name stays MIN_SCREEN_SIZE on screen.
        const minShrink = MIN_SCREEN_SIZE / (FONT_SIZE[kind] * size * scale);
        const place = placeName(counts.get(id) ?? 0, text.width, text.height, nearby, minShrink, scale >= HEX_LABEL_ZOOM);
        text.scale.set(size * place.scale);
        text.position.set(at.x + place.dx, at.y + place.dy);
        const box = {
          x0: text.x - text.width / 2 - gap,
          x1: text.x + text.width / 2 + gap,
          y0: text.y - text.height / 2 - gap,
          y1: text.y + text.height / 2 + gap,
        };
        text.visible = !taken.some((t) => box.x0 < t.x1 && t.x0 < box.x1 && box.y0 < t.y1 && t.y0 < box.y1);
        if (text.visible) taken.push(box);
      }
    },
  };
}
