/**
 * A hex in words for the hex status line (HexStatus.tsx): terrain, hexside features, roads and
 * railroads, bridges (with their condition when down), ferries, then the hex's entrenchment.
 */
import { bridgesAt, hexId, neighbors, pairKey, parseHexId, roadDistance, terrainAt, type HexId, type MapData, type RoadCorridor } from '../rules/api';
import type { HexMarkers } from './overlays/markerHighlights';

const TERRAIN_NAME: Record<string, string> = { allWater: 'all water', hilltop: 'hilltop', slope: 'slope' };

type MapBridge = ReturnType<typeof bridgesAt>[number];

/** " (destroyed [16.5, 16.7])" / " (under repair [16.6])" for a bridge the markers say is down. */
function bridgeCondition(bridge: MapBridge, markers: HexMarkers | undefined): string {
  if (markers?.blown.some((m) => m.bridge === bridge)) return ' (destroyed [16.5, 16.7])';
  if (markers?.repair.some((m) => m.bridge === bridge)) return ' (under repair [16.6])';
  return '';
}

/** The hex's terrain and map features, then its markers (entrenchment, bridge conditions). */
export function describeHex(map: MapData, hex: HexId, markers?: HexMarkers): string[] {
  const parts: string[] = [TERRAIN_NAME[terrainAt(map, hex)] ?? terrainAt(map, hex)];
  if (map.smallWater.includes(hex)) parts.push('small body of water');
  if (map.fortForLos.includes(hex)) parts.push('fort for LOS [10.6]');
  const parsed = parseHexId(hex);
  if (!parsed) return parts;
  const sides = new Set<string>();
  const links = new Set<string>();
  const bridges = new Set<string>();
  for (const b of bridgesAt(map, hex)) bridges.add(`${b.kind} bridge${b.blowable ? '' : ' (permanent)'}${bridgeCondition(b, markers)}`);
  for (const n of neighbors(parsed)) {
    const key = pairKey(hex, hexId(n))!;
    for (const f of map.hexsides[key] ?? []) sides.add(f);
    for (const l of map.links[key] ?? []) links.add(l.raised ? `raised ${l.kind}` : l.kind);
    for (const b of bridgesAt(map, key)) bridges.add(`${b.kind} bridge over ${b.over}${b.blowable ? '' : ' (permanent)'}${bridgeCondition(b, markers)}`);
  }
  if (sides.size) parts.push(`sides: ${[...sides].join(', ')}`);
  if (links.size) parts.push([...links].join(', '));
  if (bridges.size) parts.push([...bridges].join(', '));
  const ferry = map.ferries.find((f) => f.hexes.includes(hex));
  if (ferry) parts.push(ferry.name);
  if (markers?.entrenched) parts.push('entrenchment [10.5]');
  return parts;
}

/**
 * [30.46] The optional road rule in words for a hex, while its band is shown: inside the corridor
 * "XXX Corps road corridor [30.46]" with the distance to the main road; just beyond it, where only a
 * close assault may reach, that instead; nothing farther out.
 */
export function describeCorridorHex(corridor: Pick<RoadCorridor, 'road' | 'keptWithin' | 'assaultWithin' | 'rule'>, hex: HexId): string | undefined {
  const distance = roadDistance(corridor, hex);
  const from = distance === 0 ? 'on the main road' : `${distance} hex${distance === 1 ? '' : 'es'} from the main road`;
  if (distance <= corridor.keptWithin) return `XXX Corps road corridor [${corridor.rule}]: ${from}`;
  if (distance <= corridor.assaultWithin) return `outside the XXX Corps road corridor [${corridor.rule}]: ${from}, only a close assault reaches here`;
  return undefined;
}
