/**
 * Where the view of a game opens: on its counters inside the scenario's play area [24.1, 30.1] —
 * the counter nearest the middle of them all, so the first screen shows units rather than an empty
 * corner of the area. A counter still to be set up counts at the centre of its set-up zone [24.2],
 * so a new game opens where the set-up happens. A scenario may name the hex itself (`PlayArea.centre`).
 * With nothing on the map (every unit still in
 * England, say) the view opens in the middle of the play area, and with no play area in the middle
 * of the whole map.
 */
import { deploymentZoneOf, hexDistance, insidePlayArea, parseHexId, playAreaCentre, type GameState, type HexId, type PlayArea } from '../../rules/api';
import { allUnits } from '../../rules/api';

/** The view's centre with no play area: the middle of the four maps (Map C's top rows). */
export const WHOLE_MAP_CENTRE: HexId = 'C3013';

/**
 * The hex each unit is in, or will be set up around; null for a unit in England, off the map or gone.
 * During a set-up only the side now placing counts [24.2]: the view opens where that player works.
 */
export function openingHexes(state: GameState): (HexId | null)[] {
  const placing = state.deployment?.side;
  return allUnits(state).map((unit) =>
    unit.eliminated || (placing !== undefined && unit.side !== placing) ? null : (unit.hex ?? deploymentZoneOf(state, unit.id)?.center ?? null),
  );
}

export function viewCentre(playArea: PlayArea | null, hexes: Iterable<HexId | null> = []): HexId {
  // A scenario that names where its view opens is taken at its word [28.2].
  if (playArea?.centre) return playArea.centre;
  const inside: { id: HexId; row: number; col: number }[] = [];
  for (const hex of hexes) {
    if (!hex || !insidePlayArea(playArea, hex)) continue;
    const at = parseHexId(hex);
    if (at) inside.push({ id: hex, ...at });
  }
  if (inside.length === 0) return playAreaCentre(playArea) ?? WHOLE_MAP_CENTRE;
  const middle = {
    row: Math.round(inside.reduce((sum, h) => sum + h.row, 0) / inside.length),
    col: Math.round(inside.reduce((sum, h) => sum + h.col, 0) / inside.length),
  };
  let nearest = inside[0]!;
  for (const hex of inside) if (hexDistance(hex, middle) < hexDistance(nearest, middle)) nearest = hex;
  return nearest.id;
}
