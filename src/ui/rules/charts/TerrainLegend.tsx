/** What the map's colours and lines mean: each terrain fill, hexside line and link as the board draws them (board/palette.ts). */
import { HEXSIDE_FEATURES, LINK_KINDS, TERRAIN_TYPES, type LinkKind } from '../../../rules/api';
import { BRIDGE_LINE, FERRY_LINE, HEXSIDE_STYLE, RAIL_LINE, ROAD_LINE, TERRAIN_FILL, TRAIL_LINE } from '../../../board/palette';
import { FEATURE_WORDS, LINK_WORDS, TERRAIN_WORDS } from './terrainWords';

const css = (colour: number) => `#${colour.toString(16).padStart(6, '0')}`;

const LINK_LINE: Readonly<Record<LinkKind, number>> = { road: ROAD_LINE, trail: TRAIL_LINE, railroad: RAIL_LINE };

export function TerrainLegend() {
  return (
    <section className="chart terrain-legend" data-testid="chart-legend">
      <h4>Terrain legend</h4>
      <ul>
        {TERRAIN_TYPES.map((t) => (
          <li key={t}>
            <span className="swatch" style={{ background: css(TERRAIN_FILL[t]) }} aria-hidden="true" /> {TERRAIN_WORDS[t]}
          </li>
        ))}
        {HEXSIDE_FEATURES.map((f) => (
          <li key={f}>
            <span className="line" style={{ background: css(HEXSIDE_STYLE[f].color), height: HEXSIDE_STYLE[f].width }} aria-hidden="true" /> {FEATURE_WORDS[f]} (hexside)
          </li>
        ))}
        {LINK_KINDS.map((k) => (
          <li key={k}>
            <span className="line" style={{ background: css(LINK_LINE[k]), height: 3 }} aria-hidden="true" /> {LINK_WORDS[k]}
          </li>
        ))}
        <li>
          <span className="line" style={{ background: css(BRIDGE_LINE), height: 5 }} aria-hidden="true" /> Bridge
        </li>
        <li>
          <span className="line" style={{ background: css(FERRY_LINE), height: 3 }} aria-hidden="true" /> Ferry
        </li>
      </ul>
    </section>
  );
}
