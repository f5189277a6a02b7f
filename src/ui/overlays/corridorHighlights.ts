/**
 * [30.46] The optional road rule's corridor as an always-on map layer: a faint band over every hex
 * within the kept limit of the main road (3 hexes), so the Allied player sees where XXX Corps may
 * go. The rule itself is the engine's (src/rules/state/roadCorridor.ts: `roadCorridorInForce`,
 * `roadDistance`); this file only says which hexes carry the band and when it shows: while the
 * players chose the rule, XXX Corps is held by it (not in the 30.6 variant, which frees it), and the
 * side setting up or phasing is XXX Corps' side.
 */
import type { HexHighlight } from '../../board';
import {
  hexesNearRoad,
  insidePlayArea,
  phaseDefinition,
  roadCorridorInForce,
  unitById,
  type GameState,
  type HexId,
  type RoadCorridor,
  type Side,
} from '../../rules/api';
import { OVERLAY_COLOURS } from './highlightSpecs';

/** The band's colour: the Allied khaki of the counters and the Allied zone of control. */
export const CORRIDOR_COLOUR = OVERLAY_COLOURS.zoc.allied;

/** The side whose turn it is to act on the map: the side setting up, else the phasing side. */
function sideActing(state: Pick<GameState, 'deployment' | 'phase'>): Side | null {
  return state.deployment ? state.deployment.side : phaseDefinition(state.phase).phasing;
}

/** The corridor when the band should show now (the rule chosen, XXX Corps held, its side acting), else null. */
export function corridorShown(state: GameState): RoadCorridor | null {
  const corridor = roadCorridorInForce(state);
  if (!corridor || corridor.keptUnitIds.length === 0) return null;
  const keptSide = unitById(state, corridor.keptUnitIds[0]!)?.side;
  return keptSide !== undefined && sideActing(state) === keptSide ? corridor : null;
}

/** Every hex of the play area within the kept limit of the main road, with its distance to the road. */
export function corridorHexes(corridor: RoadCorridor, playArea: GameState['playArea']): Map<HexId, number> {
  const out = new Map<HexId, number>();
  for (const [hex, distance] of hexesNearRoad(corridor, corridor.keptWithin)) if (insidePlayArea(playArea, hex)) out.set(hex, distance);
  return out;
}

/**
 * The band as highlights: a light khaki fill, stronger and ringed on its outermost hexes (the last
 * ones a kept unit may step into) so its edge reads on open ground, without labels so that the
 * counters and other overlays read through it. (A first, fainter band could not be seen on clear
 * terrain in a fresh-user play test.)
 */
export function corridorHighlights(corridor: RoadCorridor, playArea: GameState['playArea']): HexHighlight[] {
  const out: HexHighlight[] = [];
  for (const [hex, distance] of corridorHexes(corridor, playArea)) {
    out.push(distance === corridor.keptWithin ? { hex, tint: CORRIDOR_COLOUR, alpha: 0.34, mark: 'ring' } : { hex, tint: CORRIDOR_COLOUR, alpha: 0.22 });
  }
  return out;
}
