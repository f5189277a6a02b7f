/**
 * The hex under the pointer (or the keyboard cursor): id, other id on an overlap row, terrain,
 * hexside features, roads/railroads, bridges, ferries, place name and the units in it, top first.
 * Announced politely to screen readers, so moving the keyboard cursor reads the hex out.
 */
import { useMemo } from 'react';
import { hexIdsOf, parseHexId, stacksByHex, unitsInBuckets, type HexId, type MapData } from '../rules/api';
import { describeHex } from './hexDescription';
import { describeUnit } from './settings/cursorWords';
import { markersByHex } from './overlays/markerHighlights';
import { useGame } from './storeContext';

export function HexStatus({ hex, map, note }: { hex: HexId | null; map: MapData; /** From a map overlay, e.g. why sight is blocked. */ note?: string }) {
  const unitBuckets = useGame((s) => s.game.current.unitBuckets);
  // Stacks worked out once per position, not on every hex the pointer passes (2,400 counters).
  const stacks = useMemo(() => stacksByHex(unitsInBuckets(unitBuckets)), [unitBuckets]);
  const bridgeStates = useGame((s) => s.game.current.bridges);
  const entrenchments = useGame((s) => s.game.current.entrenchments);
  const markers = useMemo(() => markersByHex(map, { bridges: bridgeStates, entrenchments }), [map, bridgeStates, entrenchments]);
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
  const [terrain, ...features] = describeHex(map, hex, markers.get(hex));
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
