/**
 * How a rules area writes its events into the log: one formatter per event type, declared beside
 * the event (`<area>/events.ts`) and gathered by the engine's registry, which checks that every
 * event type has one.
 */
import type { Explanation } from '../core/explanation';
import type { EventOf, EventType } from '../core/events';
import type { Mode } from '../core/unit';

/** Names units for the log; without one, moves and retreats give a count of units. */
export type UnitNamer = (unitId: string) => string | undefined;

/** One line of log text for one event. */
export type EventText<K extends EventType> = (event: EventOf<K>, nameOf?: UnitNamer) => string;

/** The log lines of a set of event types. */
export type EventTexts<K extends EventType> = { [P in K]: EventText<P> };

/** Modes as the log names them. */
export const MODE_WORDS: Readonly<Record<Mode, string>> = {
  concentrated: 'Concentrated',
  dispersed: 'Dispersed',
  travel: 'Travel',
};

/** "D/2/506" or "D/2/506, 506/101" when every unit has a name, else "2 units". */
export function unitsText(unitIds: readonly string[], nameOf?: UnitNamer): string {
  const names = nameOf ? unitIds.map(nameOf) : [];
  if (names.length > 0 && names.every((n) => n !== undefined)) return names.join(', ');
  return `${unitIds.length} unit${unitIds.length > 1 ? 's' : ''}`;
}

/** ", roll 3 + 4 = 7 (modified 6)" for a resolution that rolled, unless the result shown already says the roll. */
export function rollNote(explanation: Explanation, resultShown = true): string {
  const roll = explanation.roll;
  if (!roll || (resultShown && /\broll(ed)? \d/.test(explanation.result))) return '';
  const dice = roll.dice.length > 1 ? `${roll.dice.join(' + ')} = ${roll.total}` : String(roll.total);
  return `, roll ${dice}${roll.modified !== roll.total ? ` (modified ${roll.modified})` : ''}`;
}
