/** The hex under the pointer (or the keyboard cursor): id, other id on an overlap row, terrain, place. */
import { hexIdsOf, parseHexId, terrainAt, type HexId, type MapData } from '../rules';

export function HexStatus({ hex, map }: { hex: HexId | null; map: MapData }) {
  if (!hex) return <footer className="hex-status" data-testid="hex-status">Point at a hex.</footer>;
  const parsed = parseHexId(hex);
  const ids = parsed ? hexIdsOf(parsed) : [hex];
  const place = map.places.find((p) => p.hex === hex);
  return (
    <footer className="hex-status" data-testid="hex-status">
      <strong data-testid="hover-hex">{hex}</strong>
      {ids.length > 1 && <span> (also {ids.slice(1).join(', ')} [3.8])</span>}
      <span> · {terrainAt(map, hex)}</span>
      {place && <span> · {place.name}</span>}
    </footer>
  );
}
