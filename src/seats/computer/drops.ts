/**
 * Air landings [14.0] for the computer's Allied side: the engine's own sequence (`airborneChoice`,
 * shared with the simple policy): a free pathfinder once its serials may fly [14.31], the turn's
 * plot under the plotted-drops option [14.0c], then each serial where the planner rates best [14.63].
 */
import { airborneChoice, type GameState, type Side, type World } from '../../rules';
import type { Decision } from '../seat';

export function chooseDrop(state: GameState, world: World, side: Side): Decision | null {
  const choice = airborneChoice(state, world, side);
  return choice ? { command: choice.command, reason: choice.reason, rule: choice.rule } : null;
}
