/**
 * The game's markers as an always-on map layer: blown bridges and bridges under repair [16.0–16.7]
 * and entrenchments [10.5]. The state keeps them (state.bridges, state.entrenchments); this file
 * only says where and how the map shows them. A bridge on a hexside marks both hexes it joins (its two ends, as
 * repair counts them [16.6]); a
 * bridge in an all-water hex marks that hex.
 */
import type { HexHighlight } from '../../board';
import { bridgesAt, type GameState, type HexId, type MapData } from '../../rules/api';
import { OVERLAY_COLOURS } from './highlightSpecs';

/**
 * The marker colours (Okabe–Ito, as the overlays): vermilion for a blown bridge, yellow ringed dark
 * blue for one being rebuilt, light blue ringed dark brown (earthworks, apart from the blue canals
 * along the front line) for an entrenchment.
 */
export const MARKER_COLOURS = {
  blown: OVERLAY_COLOURS.over,
  repair: OVERLAY_COLOURS.tight,
  repairRing: OVERLAY_COLOURS.supplyPath,
  entrenched: OVERLAY_COLOURS.reach,
  entrenchedRing: OVERLAY_COLOURS.badMark,
} as const;

type MapBridge = ReturnType<typeof bridgesAt>[number];

/** A bridge whose state is not "standing", found on the map from its state key (`at/kind`). */
export interface BridgeMarker {
  key: string;
  condition: 'destroyed' | 'underRepair';
  /** The map's bridge under that key (undefined if the map lists none: then only its place is known). */
  bridge: MapBridge | undefined;
  /** The hexes it is drawn on: the two hexes of its hexside, or its all-water hex. */
  hexes: HexId[];
}

/** The bridges that are down [16.5, 16.7] or being rebuilt [16.6], each with the hexes it is drawn on. */
export function bridgeMarkers(map: MapData, bridges: GameState['bridges']): BridgeMarker[] {
  const out: BridgeMarker[] = [];
  for (const [key, state] of Object.entries(bridges)) {
    if (state.condition === 'intact') continue;
    const slash = key.lastIndexOf('/');
    const at = slash < 0 ? key : key.slice(0, slash);
    const kind = slash < 0 ? undefined : key.slice(slash + 1);
    const bridge = bridgesAt(map, at).find((b) => kind === undefined || b.kind === kind);
    out.push({ key, condition: state.condition, bridge, hexes: at.split('~') as HexId[] });
  }
  return out;
}

/** What the markers say about each hex: entrenched, and which bridges at or beside it are down. */
export interface HexMarkers {
  entrenched: boolean;
  blown: BridgeMarker[];
  repair: BridgeMarker[];
}

export function markersByHex(map: MapData, state: Pick<GameState, 'bridges' | 'entrenchments'>): Map<HexId, HexMarkers> {
  const byHex = new Map<HexId, HexMarkers>();
  const at = (hex: HexId): HexMarkers => {
    let m = byHex.get(hex);
    if (!m) byHex.set(hex, (m = { entrenched: false, blown: [], repair: [] }));
    return m;
  };
  for (const hex of state.entrenchments) at(hex).entrenched = true;
  for (const b of bridgeMarkers(map, state.bridges)) for (const hex of b.hexes) (b.condition === 'destroyed' ? at(hex).blown : at(hex).repair).push(b);
  return byHex;
}

/**
 * One highlight per marked hex. A blown bridge is crossed and labelled `blown` [16.5, 16.7]; one
 * under repair ringed and labelled `repair` [16.6]; an entrenched hex ringed and labelled `E` [10.5].
 * Labels sit at the bottom tip of the hex, below a counter's face; a hex with several markers lists
 * them all.
 */
export function markerHighlights(map: MapData, state: Pick<GameState, 'bridges' | 'entrenchments'>): HexHighlight[] {
  const out: HexHighlight[] = [];
  for (const [hex, m] of markersByHex(map, state)) {
    const words = [m.entrenched ? 'E' : '', m.blown.length > 0 ? 'blown' : '', m.repair.length > 0 ? 'repair' : ''].filter((w) => w);
    // the ring shows round the counters standing on the hex, where a fill or a label is hidden
    const spec: HexHighlight = { hex, tint: MARKER_COLOURS.entrenched, alpha: 0.2, mark: 'ring', markColor: MARKER_COLOURS.entrenchedRing, label: words.join(' '), labelAt: 'bottom' };
    if (m.blown.length > 0) Object.assign(spec, { tint: MARKER_COLOURS.blown, alpha: 0.3, mark: 'cross', markColor: MARKER_COLOURS.blown });
    else if (m.repair.length > 0) Object.assign(spec, { tint: MARKER_COLOURS.repair, alpha: 0.35, mark: 'ring', markColor: MARKER_COLOURS.repairRing });
    out.push(spec);
  }
  return out;
}
