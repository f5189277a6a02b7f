/**
 * Where the view of a game opens: the middle of its scenario's play area [24.1, 30.1] (Map C for
 * Hell's Highway, Map D for the Breakout of XXX Corps), or the middle of the whole map when the game
 * has none.
 */
import { playAreaCentre, type HexId, type PlayArea } from '../../rules/api';

/** The view's centre with no play area: the middle of the four maps (Map C's top rows). */
export const WHOLE_MAP_CENTRE: HexId = 'C3013';

export function viewCentre(playArea: PlayArea | null): HexId {
  return playAreaCentre(playArea) ?? WHOLE_MAP_CENTRE;
}
