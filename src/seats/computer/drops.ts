/**
 * Air landings [14.0] for the computer's Allied side: a pathfinder the scenario leaves free goes
 * down once its serials may fly [14.31], then each serial that may fly now drops where the drop
 * planner rates best [14.2, 14.63] (the engine's own choices, shared with the simple policy).
 */
import { freePathfinderPlacement, plannedDrop, type GameState, type Side, type World } from '../../rules';
import type { Decision } from '../seat';

export function chooseDrop(state: GameState, world: World, side: Side): Decision | null {
  if (side !== 'allied' || Object.keys(state.airLanding.serials).length === 0) return null;
  const pathfinder = freePathfinderPlacement(state, world);
  if (pathfinder) return { command: pathfinder, reason: 'its serials may fly now: the pathfinder goes down on open ground by our units, away from the enemy', rule: '14.31' };
  const drop = plannedDrop(state, world);
  if (drop && drop.type === 'dropSerial') return { command: drop, reason: `serial ${drop.serialId}: the drop hex with the most ways of landing on target`, rule: '14.63' };
  return null;
}
