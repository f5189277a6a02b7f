/**
 * Neighbours by printed id: the one helper for "the hexes next to this one" that rules code and
 * candidate listings use (ids in, ids out), over the axial `neighbors` of neighbors.ts.
 */
import { canonicalHexId, formatHexId, parseHexId, type HexId } from './hexId';
import { neighbors } from './neighbors';

/** The hexes of the map next to `hex` (printed ids), clockwise from east [3.8]. */
export function adjacentHexes(hex: HexId): HexId[] {
  const at = parseHexId(hex);
  if (!at) return [];
  const out: HexId[] = [];
  const seen = new Set<string>();
  for (const n of neighbors(at)) {
    const id = formatHexId(n);
    if (!id) continue;
    const key = canonicalHexId(id) ?? id; // [3.8] an overlap hex counts once, whichever id it is given
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(id);
  }
  return out;
}

/** The hexes one or two hexes away (for engineer ferries across a river hex [16.1]). */
export function hexesWithinTwo(hex: HexId): HexId[] {
  const out: HexId[] = [];
  for (const first of adjacentHexes(hex)) {
    if (!out.includes(first)) out.push(first);
    for (const second of adjacentHexes(first)) if (second !== hex && !out.includes(second)) out.push(second);
  }
  return out;
}
