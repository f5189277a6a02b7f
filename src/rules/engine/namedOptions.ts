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
import { WEATHER_ONE_ROLL_OPTION } from '../airLanding/weatherRoll';
import { PLOTTED_DROPS_OPTION } from '../airLanding/dropPlot';
import { ROAD_CORRIDOR_OPTION } from '../state/roadCorridor';
import { BOMBARD_TRAVEL_SIGHTING_OPTION } from '../fire/bombardment';

/** Scenario 30 and its 30.6 variant (the ids of src/scenarios/breakout), for their own options. */
const BREAKOUT_SCENARIOS = ['breakout', 'breakout-preparedness'] as const;

/** What an option's value may be: true/false, a whole number from 0 up, or one of a few words. */
export type NamedOptionValues = { kind: 'boolean' } | { kind: 'count' } | { kind: 'oneOf'; values: readonly string[] };

export type NamedOptionValue = boolean | number | string;

/** A named option as New game offers it: what it may be, what it means, its default and its cases. */
export type NamedRuleOption = NamedOptionValues & {
  /** What the players choose, in a few words (a tick box's label, or a choice list's lead-in). */
  label: string;
  /** Words for each value of a `oneOf` option, in `values` order. */
  valueLabels?: readonly string[];
  default: NamedOptionValue;
  rules: readonly string[];
  /**
   * False while the screen has no way to play the option: New game does not offer it (a save or a
   * test may still set it). The 14.0c drop plot has its command but no plotting form yet.
   */
  offered?: false;
  /** The scenarios (ids) whose New game offers it; absent: every scenario. */
  scenarios?: readonly string[];
};

export const NAMED_RULE_OPTIONS: Readonly<Record<string, NamedRuleOption>> = {
  [ALLIED_CAP_OPTION]: { kind: 'boolean', default: false, rules: ['15.32', '15.33'], label: 'Allied air umbrella: CAP around XXX Corps HQs, Allied strikes within 30 hexes of one' },
  [ARTILLERY_CLOSE_DEFENCE_OPTION]: { kind: 'boolean', default: false, rules: ['23.7'], label: 'Artillery-type defenders rate effectiveness 2 against an infantry-led assault' },
  [TRAVEL_HQ_OBSERVES]: { kind: 'boolean', default: true, rules: ['12.52', '18.33'], label: 'An HQ in Travel may still observe for artillery (the 18.33 reading)' },
  [REGAIN_SUPPLY_OPTION]: { kind: 'boolean', default: true, rules: ['11.54', '13.6'], label: 'A disrupted unit that traces supply again counts as supplied for its recovery roll' },
  [ENGINEER_DEMOLITION_OPTION]: { kind: 'boolean', default: true, rules: ['16.7'], label: 'Bridge engineers may demolish bridges' },
  multiFormationPenalty: {
    kind: 'oneOf',
    values: ['announced', 'laterFirersOnly'],
    valueLabels: ['every firer of an announced joint attack pays', 'only the later firers pay'],
    default: 'announced',
    rules: ['17.2'],
    label: 'Several formations firing at one hex',
  },
  supplyOffMapRoadsOnly: { kind: 'boolean', default: false, rules: ['11.21'], label: 'A supply path to an off-map source keeps to roads the whole way' },
  airborneFreeSupplyTurns: { kind: 'count', default: 4, rules: ['11.13'], label: 'Game-Turns an airborne unit is supplied after landing without a trace' },
  supplyheadRedropDisruptionPauses: { kind: 'boolean', default: false, rules: ['11.14'], label: 'Supplyhead re-drop: a Command Phase with a disrupted HQ pauses the ten-turn count instead of ending it' },
  [PLOTTED_DROPS_OPTION]: { kind: 'boolean', default: false, rules: ['14.0c'], label: 'Air landings: plot every drop hex of the turn before its first roll' },
  [ROAD_CORRIDOR_OPTION]: {
    kind: 'boolean',
    default: false,
    rules: ['30.46', '30.6'],
    scenarios: BREAKOUT_SCENARIOS,
    label: 'Road rule (optional): XXX Corps stays within 3 hexes of the main road, and Germans 5 or more hexes from it wait until the Allied spearhead reaches hexrow 12 (in 30.6 only the Germans wait)',
  },
  [BOMBARD_TRAVEL_SIGHTING_OPTION]: {
    kind: 'boolean',
    default: true,
    rules: ['30.43', '12.52', '18.33'],
    scenarios: BREAKOUT_SCENARIOS,
    label: 'Special bombardments: units and HQs in Travel may sight and pass the call (untick for the strict reading: no bombardment before play on GT 2)',
  },
  [WEATHER_ONE_ROLL_OPTION]: { kind: 'boolean', default: false, rules: ['14.1'], label: 'Weather: one roll read for both zones (the 14.1 example read literally)' },
};

/** Whether New game offers the option for this scenario. */
export function namedOptionOfferedIn(option: NamedRuleOption, scenarioId: string): boolean {
  return option.offered !== false && (!option.scenarios || option.scenarios.includes(scenarioId));
}

/** Every named option at its default: what a game has when the players change nothing. */
export function namedOptionDefaults(): Record<string, NamedOptionValue> {
  return Object.fromEntries(Object.entries(NAMED_RULE_OPTIONS).map(([name, option]) => [name, option.default]));
}

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
