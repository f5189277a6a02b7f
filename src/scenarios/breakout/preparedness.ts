/**
 * Scenario 30.6, German Preparedness: the variant of the Breakout of XXX Corps as data.
 *
 * - German set-up anywhere north of the start line [30.6]: each German zone of 30.2 becomes
 *   "anywhere" (a radius covering Map D; the front line's barred region keeps them north of the
 *   canal [30.41]). The zones' centres only guide the computer's set-up: they sit on the north bank,
 *   so its units form a front. Walther's HQ keeps its hex D1616 [30.44].
 * - The set-up must leave an unbroken line of German zones of control from D0711 to D1033 [30.6].
 * - 19 entrenchments on the front line [30.6]: the German player places them as he sets up
 *   (`setUpEntrenchment`), each on one of the 25 north-bank hexes of the canal from D0711 to D1033,
 *   the stretch the 30.6 line of zones of control runs along (reading, docs/scenarios.md). The
 *   computer's set-up takes the bridges' ends and the road crossings first.
 * - General Adair is used [30.6, against 30.45]; the XXX Corps may advance on any frontage, so the
 *   optional road rule keeps no Allied unit near the road here, only its German hold (scenario.ts).
 */
import type { HexId } from '../../rules/hex';
import type { ZocLineRequirement } from '../../rules/scenario/zocLine';
import type { SetUpEntrenchments } from '../../rules/scenario/setUpEntrenchments';
import type { BreakoutZoneSpec } from './deployment';

/** A radius that reaches every hex of Map D from any north-bank centre. */
const ANYWHERE = 70;

/** [30.6] The German zones: the 30.2 groups, free to set up anywhere north of the start line. */
export const PREP_GERMAN_ZONES: readonly BreakoutZoneSpec[] = [
  { id: 'german-D1616', side: 'german', center: 'D1616', radius: 0, all: [], counters: ['de-kgw-hq'], leaders: ['ldr-walther'] },
  { id: 'prep-west', side: 'german', center: 'D0712', radius: ANYWHERE, all: ['16/7', '18/7'], counters: ['de-16-hq', 'de-18-hq'] },
  { id: 'prep-lommel', side: 'german', center: 'D0716', radius: ANYWHERE, all: ['I/6iii', 'II/6iii', 'III/6iii'], counters: ['de-6iii-hq'] },
  { id: 'prep-road', side: 'german', center: 'D0924', radius: ANYWHERE, all: ['10/10', 'I/21', '20/9', '6PnlInd', '100TInd', 'KGKrind', 'KGSind', 'HFlak'], counters: ['de-10-10-hq', 'de-20-9-hq'] },
  { id: 'prep-east', side: 'german', center: 'D1030', radius: ANYWHERE, all: ['I/2iii', 'II/2iii'], counters: ['de-2iii-hq'] },
];

/** [30.6] The German zones of control must join these two hexes. */
export const PREP_ZOC_LINE: ZocLineRequirement = { side: 'german', from: 'D0711', to: 'D1033', rule: '30.6' };

/** [30.6] How many entrenchments the German player places. */
export const PREP_ENTRENCHMENT_COUNT = 19;

/**
 * [30.6] The front line's hexes open to them: the 25 German-side hexes across the canal from the
 * Allied side, from D0711 to D1033 (tests/scenarios/breakoutPreparedness.test.ts derives them from
 * the map). In the computer's order: the bridges' ends and road crossings first, then the rest.
 */
export const PREP_FRONT_LINE: readonly HexId[] = [
  'D0711', 'D0712', 'D0713', 'D0714', 'D0716', 'D0718', 'D0818', 'D0819', 'D0821', 'D0922',
  'D0923', 'D0924', 'D0925', 'D0926', 'D1027', 'D1029', 'D1030', 'D1031', 'D1033',
  'D0715', 'D0717', 'D0820', 'D1026', 'D1028', 'D1032',
];

/** [30.6] The German player's set-up entrenchments. */
export function prepEntrenchments(): SetUpEntrenchments {
  return {
    side: 'german',
    count: PREP_ENTRENCHMENT_COUNT,
    hexes: [...PREP_FRONT_LINE],
    where: 'on the front line (a north-bank hex of the canal from D0711 to D1033)',
    rule: '30.6',
  };
}

/** [30.6] Adair comes with the Guards Armoured HQ. */
export const PREP_ALLIED_LEADERS: readonly string[] = ['ldr-adair'];
