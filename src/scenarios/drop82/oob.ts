/**
 * The counters of scenario 27, Drop of the 82nd Airborne (17–18 Sept) [27.2, 27.3], taken by id from
 * the shared catalogue (src/data/oob/*.json). Allied: everything the serials of groups s (17–28, in
 * England at the start; the printed "17-18" read as in RULES-INVENTORY §5 no. 15) and t (29–32, from
 * GT 12) carry, read from the England display (england.json). German: the display n independents of
 * the reconstructed Map B set-up and arrivals, and the 9th SS recon battalion of display b
 * (deployment.ts and reinforcements.ts). Formations: those of the counters and every formation above
 * them. The order of the lists is the order units are created in.
 */
import { counterCatalogue, type Catalogue } from '../oob/catalogue';
import { englandCounterIds, type EnglandGroupSpec } from '../oob/englandSetup';
import { formationsOf } from '../oob/formationsOf';
import { selectOrderOfBattle } from '../oob/select';
import type { OrderOfBattle } from '../oob/types';
import { D82_GERMAN_SETUP_COUNTERS } from './deployment';
import { D82_REINFORCEMENTS } from './reinforcements';

export const DROP_82_ID = 'drop82';

/** The serials 27.2 prints as "17-18, group s": read as the whole group, 17–28 (RULES-INVENTORY §5 no. 15). */
export const D82_GROUP_S_SERIALS = [17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28] as const;

/** [27.2, 27.3] Group s in England at the start; serials 29–32 (group t) from GT 12. */
export const D82_ENGLAND: readonly EnglandGroupSpec[] = [
  { group: 's', serials: D82_GROUP_S_SERIALS },
  { group: 't', serials: [29, 30, 31, 32], availableFrom: 12 },
];

function counterIds(): string[] {
  return [...D82_GERMAN_SETUP_COUNTERS, ...D82_REINFORCEMENTS.flatMap((r) => r.counters), ...englandCounterIds(D82_ENGLAND)];
}

/** Scenario 27's order of battle from a catalogue (the shipped one, or one with printed values loaded). */
export function drop82OrderOfBattle(catalogue: Catalogue = counterCatalogue()): OrderOfBattle {
  const counters = counterIds();
  return selectOrderOfBattle(catalogue, { id: DROP_82_ID, formations: formationsOf(catalogue, counters), counters, leaders: [] });
}
