/**
 * Lift Points [14.61, 14.65, 14.71]: the day's points arrive on its first Game-Turn and cap the
 * lifts of that day; one lift (a serial or any part of it) costs one point. Unused points lapse at
 * the day's end, except that after a day on which every weather roll shut both routes up to 3 of
 * them are carried into the next day [14.65]. Scenarios have as many as they need [25.23].
 */
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { turnInfo } from '../sequence/calendar';

/** [14.65] The most points a flightless day carries over. */
export const MAX_CARRIED_LIFT_POINTS = 3;

/** [14.61] Points left today (Infinity when the scenario gives as many as needed). */
export function liftPointsLeft(state: GameState): number {
  return state.airLanding.lift.left ?? Infinity;
}

/** [14.61, 14.65] At the first Game-Turn of a day: the new day's points, plus any carry-over. Works on a draft. */
export function newDayLiftPoints(draft: GameState, events: GameEvent[]): void {
  const info = turnInfo(draft.turn);
  const lift = draft.airLanding.lift;
  if (!info.firstTurnOfDay || lift.perDay === null || lift.day === info.day) return;
  const unused = lift.left ?? 0;
  const carried = draft.airLanding.noFlightAllDay ? Math.min(unused, MAX_CARRIED_LIFT_POINTS) : 0;
  const fresh = lift.perDay[String(info.day)] ?? 0;
  draft.airLanding.lift = { ...lift, day: info.day, left: fresh + carried, carried };
  draft.airLanding.noFlightAllDay = false;
  events.push({ type: 'liftPointsForDay', day: info.day, fresh, carried, lapsed: unused - carried, rule: carried > 0 ? '14.65' : '14.61' });
}

/** [14.61, 14.71] Spend one point for a lift. Works on a draft. */
export function spendLiftPoint(draft: GameState): void {
  const lift = draft.airLanding.lift;
  if (lift.left !== null) lift.left -= 1;
}
