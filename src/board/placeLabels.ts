/** Place names from the map data, on the lower part of their hex (counters cover the centre). */
import { Container, Text } from 'pixi.js';
import { hexToPixel, parseHexId } from '../rules/hex';
import type { MapData, MapPlace } from '../rules/map/mapData';
import { SIZE } from './metrics';
import { PLACE_HALO, PLACE_TEXT } from './palette';

const FONT_SIZE: Readonly<Record<MapPlace['kind'], number>> = { city: 15, town: 11, village: 9 };

export function createPlaceLabels(map: MapData): Container {
  const layer = new Container({ label: 'places', eventMode: 'none' });
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
    label.position.set(at.x, at.y + SIZE * 0.78);
    label.cullable = true;
    layer.addChild(label);
  }
  return layer;
}
