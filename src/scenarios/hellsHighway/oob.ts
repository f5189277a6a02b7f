/**
 * The counters of scenario 24, Hell's Highway (22–23 Sept) [24.2, 24.3], taken by id from the shared
 * counter catalogue (src/data/oob/*.json, docs/order-of-battle.md): the 101st's battalions from the
 * England display, the Guards from display y, the 107th Panzer Brigade (j), the 85th Division (h),
 * II/9 (b), 1036/59 (c) and the 17th Parachute Regiment (g). The order of the lists is the order
 * the scenario creates its units in; the seeded playthrough replays only if it stays.
 */
import { counterCatalogue, type Catalogue } from '../oob/catalogue';
import { selectOrderOfBattle } from '../oob/select';
import type { CounterSpec, FormationSpec, LeaderSpec, OrderOfBattle } from '../oob/types';

const FORMATIONS: readonly string[] = [
  '101xx', '501/101', '1/501', '2/501', '3/501', '506/101', '2/506', '3/506',
  '327/101', '1/327', '2/327', '3/327', 'GAxx', '5/GA', '1CG/5', '32/GA',
  '5CG/32', '1WG/32', '3IG/32', '107x', '2107P/107', '2107/107', '280/107', '85xx',
  '1053/85xx', 'KGH', '1054/85xx', '9xx', '9/9', 'II/9', '59xx', '1036/59',
  '7xx', '17/7',
];

const COUNTERS: readonly string[] = [
  'us-501-1-a', 'us-501-1-b', 'us-501-1-c', 'us-501-1-hw', 'us-501-2-d', 'us-501-2-e', 'us-501-2-f', 'us-501-2-hw',
  'us-501-3-g', 'us-501-3-h', 'us-501-3-i', 'us-501-3-hw', 'us-501-hq', 'us-506-2-d', 'us-506-2-e', 'us-506-2-f',
  'us-506-2-hw', 'us-506-3-g', 'us-506-3-h', 'us-506-3-i', 'us-506-3-hw', 'us-506-hq', 'us-327-1-a', 'us-327-1-b',
  'us-327-1-c', 'us-327-1-hw', 'us-327-2-e', 'us-327-2-f', 'us-327-2-g', 'us-327-2-hw', 'us-327-3-a', 'us-327-3-b',
  'us-327-3-c', 'us-327-3-hw', 'us-327-at-1', 'us-327-at-2', 'us-327-hq', 'uk-1cg-1', 'uk-1cg-2', 'uk-1cg-3',
  'uk-1cg-4', 'uk-1cg-5', 'uk-1cg-6', 'uk-1cg-7', 'uk-1cg-8', 'uk-5cg-1', 'uk-5cg-2', 'uk-5cg-3',
  'uk-5cg-4', 'uk-5cg-at', 'uk-1wg-1', 'uk-1wg-2', 'uk-1wg-3', 'uk-1wg-4', 'uk-1wg-at', 'uk-3ig-1',
  'uk-3ig-2', 'uk-3ig-3', 'uk-3ig-4', 'uk-3ig-at', 'uk-32-hq', 'de-2107p-1', 'de-2107p-2', 'de-2107p-3',
  'de-2107p-4', 'de-2107-1', 'de-2107-2', 'de-2107-3', 'de-2107-4', 'de-280-1', 'de-280-2', 'de-107-hq',
  'de-1053-1', 'de-1053-2', 'de-1053-3', 'de-1053-4', 'de-1053-hw', 'de-85-7-9', 'de-85-5-4', 'de-85-5-8',
  'de-85-3-9', 'de-85-hq', 'de-1054-1', 'de-1054-2', 'de-1054-3', 'de-1054-hw', 'de-kgh-hq', 'de-ii9-1',
  'de-ii9-2', 'de-1036-1', 'de-1036-2', 'de-1036-3', 'de-1036-hw', 'de-1036-hq', 'de-17-1', 'de-17-2',
  'de-17-3', 'de-17-4', 'de-17-hw', 'de-17-hq', 'de-7-hq',
];

/** [19.8] Neither 24.2 nor 24.3 names a leader; these two lead HQs that are in the scenario. */
const LEADERS: readonly string[] = ['ldr-erdmann', 'ldr-maltzahn'];

/** Scenario 24's order of battle from a catalogue (the shipped one, or one with printed values loaded). */
export function hellsHighwayOrderOfBattle(catalogue: Catalogue = counterCatalogue()): OrderOfBattle {
  return selectOrderOfBattle(catalogue, { id: 'hells-highway', formations: FORMATIONS, counters: COUNTERS, leaders: LEADERS });
}

export const HELLS_HIGHWAY_OOB: OrderOfBattle = hellsHighwayOrderOfBattle();

export const HELLS_HIGHWAY_FORMATIONS: FormationSpec[] = HELLS_HIGHWAY_OOB.formations;
export const HELLS_HIGHWAY_COUNTERS: CounterSpec[] = HELLS_HIGHWAY_OOB.counters;
export const HELLS_HIGHWAY_LEADERS: LeaderSpec[] = HELLS_HIGHWAY_OOB.leaders;
