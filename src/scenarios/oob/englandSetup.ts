/**
 * A scenario's England display taken from the shared data [14.4, 25.22, 22.3]: the serials of the
 * groups it names (england.json, read through england.ts) as the engine's serials, the counters they
 * hold (selected by id, like every other counter of the order of battle), and the campaign's Lift
 * Points per day from the Turn Record Track [14.61, 22.32].
 */
import type { Serial } from '../../rules/airLanding/airLandingState';
import { liftPointsOfDay, serialsOfGroup } from './england';
import { turnRecordTrack } from './turnRecordTrack';
import type { SerialGroup as DisplayGroup } from './displaySchema';

type SerialGroup = DisplayGroup['group'];

/** One group of the England display a scenario puts in play, and the Game-Turn it may fly from [26.2, 26.3]. */
export interface EnglandGroupSpec {
  group: SerialGroup;
  /** Serial numbers of the group in play; every serial of the group when absent. */
  serials?: readonly number[];
  /** [22.31] A later drop group waits in England until this Game-Turn; absent: from the start. */
  availableFrom?: number;
}

/** The serials of the named groups, numbered as the display numbers them ("1" … "58"). */
export function englandSerials(groups: readonly EnglandGroupSpec[], withLeaders = true): Serial[] {
  return groups.flatMap((spec) =>
    serialsOfGroup(spec.group)
      .filter((s) => spec.serials === undefined || spec.serials.includes(s.serial))
      .map((s) => ({
        id: String(s.serial),
        group: s.group,
        unitIds: [...s.counterIds, ...(withLeaders ? (s.leaderIds ?? []) : [])],
        lifts: 0,
        ...(spec.availableFrom !== undefined ? { availableFrom: spec.availableFrom } : {}),
      })),
  );
}

/** The counter ids (not leaders) those serials carry, in the display's order. */
export function englandCounterIds(groups: readonly EnglandGroupSpec[]): string[] {
  return englandSerials(groups, false).flatMap((s) => s.unitIds);
}

/** The leader ids those serials carry [19.8]. */
export function englandLeaderIds(groups: readonly EnglandGroupSpec[]): string[] {
  const counters = new Set(englandCounterIds(groups));
  return englandSerials(groups, true).flatMap((s) => s.unitIds.filter((id) => !counters.has(id)));
}

/** The first day of the Turn Record Track is 17 September [14.61]. */
const FIRST_DAY_OF_MONTH = 17;

/**
 * [14.61, 22.32] The campaign's Lift Points by day of the month, as `state.airLanding.lift.perDay`
 * keeps them, from the Turn Record Track data.
 */
export function liftPerDayFromTrack(): Record<string, number> {
  return Object.fromEntries(turnRecordTrack().days.map((d) => [String(FIRST_DAY_OF_MONTH + d.day - 1), liftPointsOfDay(d.day)]));
}
