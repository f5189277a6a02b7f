/**
 * Every named rule option the engine reads from `state.options`, with the values it may take. Each
 * option is a reading players could disagree on or an optional rule (23.0: per-game toggles); the
 * file that reads it documents its default and its cases. A save's starting position may set any of
 * these to an allowed value and nothing else (src/store/startingPosition.ts).
 */
import { ALLIED_CAP_OPTION } from '../airstrikes/airState';
import { ARTILLERY_CLOSE_DEFENCE_OPTION } from '../closeAction/differentials';
import { TRAVEL_HQ_OBSERVES } from '../command/chainOfCommand';
import { REGAIN_SUPPLY_OPTION } from '../disruption/recoveryOptions';
import { ENGINEER_DEMOLITION_OPTION } from '../engineers/works';

/** What an option's value may be: true/false, a whole number from 0 up, or one of a few words. */
export type NamedOptionValues = { kind: 'boolean' } | { kind: 'count' } | { kind: 'oneOf'; values: readonly string[] };

export const NAMED_RULE_OPTIONS: Readonly<Record<string, NamedOptionValues>> = {
  [ALLIED_CAP_OPTION]: { kind: 'boolean' }, // [15.32, 15.33]
  [ARTILLERY_CLOSE_DEFENCE_OPTION]: { kind: 'boolean' }, // [23.7]
  [TRAVEL_HQ_OBSERVES]: { kind: 'boolean' }, // [12.52, 18.33]
  [REGAIN_SUPPLY_OPTION]: { kind: 'boolean' }, // [11.54]
  [ENGINEER_DEMOLITION_OPTION]: { kind: 'boolean' }, // [16.7]
  multiFormationPenalty: { kind: 'oneOf', values: ['announced', 'laterFirersOnly'] }, // [17.2]
  supplyOffMapRoadsOnly: { kind: 'boolean' }, // [11.21]
  airborneFreeSupplyTurns: { kind: 'count' }, // [11.13]
  supplyheadRedropDisruptionPauses: { kind: 'boolean' }, // [11.14]
};

/** Why `value` is not an allowed value of option `name`, or null when it is. */
export function namedOptionProblem(name: string, value: unknown): string | null {
  const allowed = Object.hasOwn(NAMED_RULE_OPTIONS, name) ? NAMED_RULE_OPTIONS[name] : undefined;
  if (!allowed) return `"${name}" is not a rule option of this game`;
  const ok =
    allowed.kind === 'boolean'
      ? typeof value === 'boolean'
      : allowed.kind === 'count'
        ? typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100
        : typeof value === 'string' && allowed.values.includes(value);
  if (ok) return null;
  const expected = allowed.kind === 'boolean' ? 'true or false' : allowed.kind === 'count' ? 'a whole number from 0 to 100' : allowed.values.join(' or ');
  return `option "${name}" is ${JSON.stringify(value)}, but may only be ${expected}`;
}
