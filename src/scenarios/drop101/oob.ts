/**
 * The counters of scenario 26, Drop of the 101st Airborne (17–18 Sept) [26.2, 26.3], taken by id
 * from the shared catalogue (src/data/oob/*.json). Allied: everything the serials of groups p
 * (1–10, in England at the start) and q (11–13, from GT 12) carry, read from the England display
 * (england.json). German: the display n independents of the reconstructed Map C set-up and of GT 8,
 * and all of display c, the 59th Infantry Division, arriving over GT 2–13 (deployment.ts and
 * reinforcements.ts; docs/scenarios.md, "Scenario 26"). Formations: those of the counters and every
 * formation above them. The order of the lists is the order units are created in.
 */
import { counterCatalogue, type Catalogue } from '../oob/catalogue';
import { formationsOf } from '../oob/formationsOf';
import { englandCounterIds, type EnglandGroupSpec } from '../oob/englandSetup';
import { selectOrderOfBattle } from '../oob/select';
import type { OrderOfBattle } from '../oob/types';
import { D101_GERMAN_SETUP_COUNTERS } from './deployment';
import { D101_REINFORCEMENTS } from './reinforcements';

export const DROP_101_ID = 'drop101';

/** [26.2, 26.3] Serials 1–10 (group p) in England at the start; serials 11–13 (group q) from GT 12. */
export const D101_ENGLAND: readonly EnglandGroupSpec[] = [
  { group: 'p', serials: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
  { group: 'q', serials: [11, 12, 13], availableFrom: 12 },
];

function counterIds(): string[] {
  return [...D101_GERMAN_SETUP_COUNTERS, ...D101_REINFORCEMENTS.flatMap((r) => r.counters), ...englandCounterIds(D101_ENGLAND)];
}

/** Scenario 26's order of battle from a catalogue (the shipped one, or one with printed values loaded). */
export function drop101OrderOfBattle(catalogue: Catalogue = counterCatalogue()): OrderOfBattle {
  const counters = counterIds();
  return selectOrderOfBattle(catalogue, { id: DROP_101_ID, formations: formationsOf(catalogue, counters), counters, leaders: [] });
}
