/**
 * [14.0c] The turn's drop plot: every drop hex of a Game-Turn's lifts fixed before the first landing
 * roll, by secret plot. Once the turn's first roll is made the plot is locked: no serial is added,
 * none changes its hex or route, and each lift of the turn flies as plotted.
 *
 * Option `plottedDrops` (default off): with it on, no serial flies in a turn without a plot. With it
 * off, a turn without a plot keeps the quick way of play, each drop naming its hex in its own command
 * just before its own roll (a one-serial plot); a turn with a plot is held to it either way.
 */
import type { HexId } from '../hex';
import type { GameState } from '../core/gameState';
import { OK, refuse, type Validation } from '../core/refusal';
import type { Route } from './flightRoute';

/** [14.0c] Drops must be plotted for the whole turn before the first roll. */
export const PLOTTED_DROPS_OPTION = 'plottedDrops';

export interface PlottedDrop {
  hex: HexId;
  route: Route;
}

/** [14.0c] The plotted drop hexes of one Game-Turn, by serial id. */
export interface DropPlot {
  turn: number;
  drops: Record<string, PlottedDrop>;
  /** The turn's first landing roll is made: nothing in the plot may change. */
  locked: boolean;
}

/** This turn's plot, if the Allied player made one. */
export function currentPlot(state: Pick<GameState, 'airLanding' | 'turn'>): DropPlot | null {
  const plot = state.airLanding.plot ?? null;
  return plot && plot.turn === state.turn ? plot : null;
}

/** [14.0c] Whether a lift of `serialId` to `hex` by `route` keeps to the turn's plot. */
export function plotRefusal(state: GameState, serialId: string, hex: HexId, route: Route): Validation {
  const plot = currentPlot(state);
  if (!plot) {
    if (state.options[PLOTTED_DROPS_OPTION] === true) return refuse('NOT_A_CHOICE', '14.0c', 'Plot this turn’s drop hexes first: every landing hex of the turn is fixed before the first roll.');
    return OK;
  }
  const planned = plot.drops[serialId];
  if (!planned) return refuse('NOT_A_CHOICE', '14.0c', `Serial ${serialId} is not in this turn’s plot: only plotted serials fly this turn.`);
  if (planned.hex !== hex || planned.route !== route) {
    return refuse('NOT_A_CHOICE', '14.0c', `Serial ${serialId} is plotted to ${planned.hex} by the ${planned.route}ern route: a plotted drop flies as plotted.`);
  }
  return OK;
}

declare module './airLandingState' {
  interface AirLandingState {
    /** [14.0c] The drop plot of the current (or a past) Game-Turn; absent or null: none made. */
    plot?: DropPlot | null;
  }
}
