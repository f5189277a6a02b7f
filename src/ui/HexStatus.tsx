/**
 * The hex under the pointer (or the keyboard cursor): id, other id on an overlap row, terrain,
 * hexside features, roads/railroads, bridges, ferries, place name and the units in it, top first.
 * Announced politely to screen readers, so moving the keyboard cursor reads the hex out.
 */
import { useMemo } from 'react';
import { bridgesAt, hexId, hexIdsOf, neighbors, pairKey, parseHexId, stacksByHex, terrainAt, unitsInBuckets, type HexId, type MapData } from '../rules/api';
import { describeUnit } from './settings/cursorWords';
import { useGame } from './storeContext';

const TERRAIN_NAME: Record<string, string> = { allWater: 'all water', hilltop: 'hilltop', slope: 'slope' };

function describeHex(map: MapData, hex: HexId): string[] {
  const parts: string[] = [TERRAIN_NAME[terrainAt(map, hex)] ?? terrainAt(map, hex)];
  if (map.smallWater.includes(hex)) parts.push('small body of water');
  if (map.fortForLos.includes(hex)) parts.push('fort for LOS [10.6]');
  const parsed = parseHexId(hex);
  if (!parsed) return parts;
  const sides = new Set<string>();
  const links = new Set<string>();
  const bridges = new Set<string>();
  for (const b of bridgesAt(map, hex)) bridges.add(`${b.kind} bridge${b.blowable ? '' : ' (permanent)'}`);
  for (const n of neighbors(parsed)) {
    const key = pairKey(hex, hexId(n))!;
    for (const f of map.hexsides[key] ?? []) sides.add(f);
    for (const l of map.links[key] ?? []) links.add(l.raised ? `raised ${l.kind}` : l.kind);
    for (const b of bridgesAt(map, key)) bridges.add(`${b.kind} bridge over ${b.over}${b.blowable ? '' : ' (permanent)'}`);
  }
  if (sides.size) parts.push(`sides: ${[...sides].join(', ')}`);
  if (links.size) parts.push([...links].join(', '));
  if (bridges.size) parts.push([...bridges].join(', '));
  const ferry = map.ferries.find((f) => f.hexes.includes(hex));
  if (ferry) parts.push(ferry.name);
  return parts;
}

export function HexStatus({ hex, map, note }: { hex: HexId | null; map: MapData; /** From a map overlay, e.g. why sight is blocked. */ note?: string }) {
  const unitBuckets = useGame((s) => s.game.current.unitBuckets);
  // Stacks worked out once per position, not on every hex the pointer passes (2,400 counters).
  const stacks = useMemo(() => stacksByHex(unitsInBuckets(unitBuckets)), [unitBuckets]);
  if (!hex)
    return (
      <footer className="hex-status" data-testid="hex-status" aria-live="polite">
        Point at a hex, or focus the map and press Shift+arrow keys for the hex cursor (? lists all keys).
      </footer>
    );
  const stack = stacks.get(hex) ?? [];
  const parsed = parseHexId(hex);
  const ids = parsed ? hexIdsOf(parsed) : [hex];
  const place = map.places.find((p) => p.hex === hex);
  const [terrain, ...features] = describeHex(map, hex);
  return (
    <footer className="hex-status" data-testid="hex-status" aria-live="polite">
      <strong data-testid="hover-hex">{hex}</strong>
      {ids.length > 1 && <span> (also {ids.slice(1).join(', ')} [3.8])</span>}
      <span data-testid="hover-terrain"> · {terrain}</span>
      {place && <span> · {place.name}</span>}
      {features.length > 0 && <span> · {features.join(' · ')}</span>}
      {stack.length > 0 && <span data-testid="hover-units"> · {stack.map(describeUnit).join('; ')}</span>}
      {note && <span className="hex-note" data-testid="hex-note"> · {note}</span>}
    </footer>
  );
}
