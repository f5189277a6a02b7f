/**
 * The England display [14.4, 21.4] read from the catalogue: airborne serials 1–58 in groups p–x,
 * the counters and leaders each serial holds, the pathfinder and supplyhead markers, and the Lift
 * Points of each day (turnRecordTrack.ts). Data: src/data/oob/england.json.
 */
import { counterCatalogue } from './catalogue';
import type { AirborneMarker, DisplayFile, Serial, SerialGroup } from './displaySchema';
import type { CounterSpec } from './types';

export { liftPointsOfDay } from './turnRecordTrack';

export function englandDisplay(): DisplayFile {
  const display = counterCatalogue().displays.find((d) => d.display === 'england');
  if (!display) throw new Error('the catalogue has no England display');
  return display;
}

export function serials(): readonly Serial[] {
  return englandDisplay().serials ?? [];
}

export function serial(n: number): Serial | undefined {
  return serials().find((s) => s.serial === n);
}

/** The serials of a group, e.g. `p` = serials 1–10 [26.2]. */
export function serialsOfGroup(group: SerialGroup['group']): Serial[] {
  return serials().filter((s) => s.group === group);
}

/** The serial a counter waits in, or undefined when it is not an England counter. */
export function serialOfCounter(counterId: string): Serial | undefined {
  return serials().find((s) => s.counterIds.includes(counterId));
}

/** The counters of a serial, in the display's order. */
export function serialCounters(n: number): CounterSpec[] {
  const ids = new Set(serial(n)?.counterIds ?? []);
  return englandDisplay().counters.filter((c) => ids.has(c.id)) as CounterSpec[];
}

/** A serial's strength: serials may exceed the 24-SP stack limit in England [14.4, 14.72]. */
export function serialStrength(n: number): number {
  return serialCounters(n).reduce((sp, c) => sp + c.strength, 0);
}

export function pathfinders(): readonly AirborneMarker[] {
  return englandDisplay().pathfinders ?? [];
}

export function supplyheads(): readonly AirborneMarker[] {
  return englandDisplay().supplyheads ?? [];
}
