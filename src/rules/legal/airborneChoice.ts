/**
 * The Allied air landings as the computer plays them [14.0], one sequence for the simple policy and
 * the computer seat: a pathfinder the scenario leaves free goes down once its serials may fly
 * [14.31, 29.3]; under the plotted-drops option the turn's drops are plotted before the first roll
 * [14.0c]; then each serial that may fly drops where the planner rates best [14.2, 14.63].
 * Planned, not drawn: no random number is used, so games without serials play as before.
 */
import type { Command } from '../core/commands';
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import { currentPlot, PLOTTED_DROPS_OPTION } from '../airLanding/dropPlot';
import type { World } from '../world/world';
import { plannedDrop, plannedPlot } from './dropChoice';
import { freePathfinderPlacement } from './pathfinderChoice';

/** The next air-landing command, with its case and the reason in plain words. */
export interface AirborneChoice {
  command: Command;
  rule: string;
  reason: string;
}

/** [14.31, 14.0c, 14.63] The computer's next air-landing command for `side` now, or null when it has none. */
export function airborneChoice(state: GameState, world: World, side: Side): AirborneChoice | null {
  if (side !== 'allied' || Object.keys(state.airLanding.serials).length === 0) return null;
  const pathfinder = freePathfinderPlacement(state, world);
  if (pathfinder) return { command: pathfinder, rule: '14.31', reason: 'its serials may fly now: the pathfinder goes down on open ground by our units, away from the enemy' };
  if (state.options[PLOTTED_DROPS_OPTION] === true && !currentPlot(state)) {
    const plot = plannedPlot(state, world);
    // the reason shows in the log: it names no hex, the plot being the Allied player's secret [14.0c]
    if (plot) return { command: plot, rule: '14.0c', reason: `every drop of the turn is fixed before the first roll: ${plot.drops.length} serial${plot.drops.length === 1 ? '' : 's'}, each where the drop planner rates best` };
  }
  const drop = plannedDrop(state, world);
  if (drop?.type === 'dropSerial') return { command: drop, rule: '14.63', reason: `serial ${drop.serialId}: the drop hex with the most ways of landing on target` };
  return null;
}
