/**
 * The counters of scenario 30, Breakout of XXX Corps (17–18 Sept) [30.2, 30.3], taken by id from
 * the shared catalogue (src/data/oob/*.json). 30.2 names displays a, b, d, e, g and n for the German
 * set-up and group y for the Allied one; the displays' own set-up marks are not available, so the
 * German selection is a reconstruction of the Neerpelt front (docs/scenarios.md, "Scenario 30"):
 * the 10th SS Panzer Regiment and I/21 (a), 20/9 (b), the whole 6th (d) and 2nd (e) Parachute
 * Regiments, 16/7 and 18/7 (g), five independents of display n, and Kampfgruppe Walther (k), whose
 * HQ stands at D1616 [30.44] while the rest arrives on GT 3 [30.3]. Allied: all of display y and the
 * 506th PIR (GT 8 at D6117) [30.3]. General Adair is left out [30.45]. The order of the lists is the
 * order units are created in; the seeded playthrough replays only if it stays.
 */
import { counterCatalogue, type Catalogue } from '../oob/catalogue';
import { selectOrderOfBattle } from '../oob/select';
import type { OrderOfBattle } from '../oob/types';

const FORMATIONS: readonly string[] = [
  '10xx', '10/10', '21/10', 'I/21', '9xx', '20/9', '6iii', 'I/6iii', 'II/6iii', 'III/6iii', '2iii', 'I/2iii',
  'II/2iii', '7xx', '16/7', '18/7', '6PnlInd', '100TInd', 'KGKrind', 'KGSind', 'HFlak', 'KGWltr', '7iii',
  '559/KGW', 'GAxx', '5/GA', '2GG/5', '1CG/5', '2IG/5', '1GG/5', '32/GA', '5CG/32', '1WG/32', '3IG/32',
  '2WG/GA', 'RA/GA', '15*19ind', 'A/Ril', 'C/Ril', '86ind', 'RE/GA', '101xx', '506/101', '1/506', '2/506',
  '3/506',
];

const COUNTERS: readonly string[] = [
  'de-10-10-hq', 'de-10-10-1', 'de-10-10-2', 'de-10-10-3', 'de-i21-1', 'de-i21-2', 'de-i21-3', 'de-i21-hw',
  'de-20-9-hq', 'de-20-9-1', 'de-20-9-2', 'de-20-9-3', 'de-20-9-hw', 'de-6iii-hq', 'de-6iii-i-1',
  'de-6iii-i-2', 'de-6iii-i-3', 'de-6iii-i-hw', 'de-6iii-ii-1', 'de-6iii-ii-2', 'de-6iii-ii-3',
  'de-6iii-ii-hw', 'de-6iii-iii-1', 'de-6iii-iii-2', 'de-6iii-iii-3', 'de-6iii-iii-hw', 'de-2iii-hq',
  'de-2iii-i-1', 'de-2iii-i-2', 'de-2iii-i-3', 'de-2iii-i-hw', 'de-2iii-ii-1', 'de-2iii-ii-2',
  'de-2iii-ii-3', 'de-2iii-ii-hw', 'de-16-hq', 'de-16-1', 'de-16-2', 'de-16-3', 'de-16-hw', 'de-18-hq',
  'de-18-1', 'de-18-2', 'de-18-3', 'de-18-hw', 'de-6pnlind-1', 'de-100tind-1', 'de-kgkrind-1',
  'de-kgkrind-2', 'de-kgsind-1', 'de-kgsind-2', 'de-hflak-1', 'de-hflak-2', 'de-kgw-hq', 'de-7iii-hq',
  'de-7iii-i-1', 'de-7iii-i-2', 'de-7iii-i-3', 'de-7iii-i-hw', 'de-7iii-ii-1', 'de-7iii-ii-2',
  'de-7iii-ii-3', 'de-7iii-ii-hw', 'de-559-1', 'de-559-2', 'uk-ga-hq', 'uk-5-hq', 'uk-2gg-1', 'uk-2gg-2',
  'uk-2gg-3', 'uk-2gg-4', 'uk-2gg-5', 'uk-2gg-6', 'uk-2gg-7', 'uk-2gg-8', 'uk-1cg-1', 'uk-1cg-2', 'uk-1cg-3',
  'uk-1cg-4', 'uk-1cg-5', 'uk-1cg-6', 'uk-1cg-7', 'uk-1cg-8', 'uk-2ig-1', 'uk-2ig-2', 'uk-2ig-3', 'uk-2ig-4',
  'uk-2ig-5', 'uk-2ig-6', 'uk-2ig-7', 'uk-2ig-8', 'uk-1gg-1', 'uk-1gg-2', 'uk-1gg-3', 'uk-1gg-4',
  'uk-1gg-at', 'uk-5cg-1', 'uk-5cg-2', 'uk-5cg-3', 'uk-5cg-4', 'uk-5cg-at', 'uk-1wg-1', 'uk-1wg-2',
  'uk-1wg-3', 'uk-1wg-4', 'uk-1wg-at', 'uk-3ig-1', 'uk-3ig-2', 'uk-3ig-3', 'uk-3ig-4', 'uk-3ig-at',
  'uk-32-hq', 'uk-2wg-1', 'uk-2wg-2', 'uk-2wg-3', 'uk-2wg-4', 'uk-55fd-1', 'uk-55fd-2', 'uk-153fd-1',
  'uk-153fd-2', 'uk-21at-1', 'uk-615fs', 'uk-1519-1', 'uk-1519-2', 'uk-1519-3', 'uk-1519-4', 'uk-aril-1',
  'uk-aril-2', 'uk-cril-1', 'uk-cril-2', 'uk-86-1', 'uk-86-2', 'us-506-1-a', 'us-506-1-b', 'us-506-1-c',
  'us-506-1-hw', 'us-506-hq', 'us-506-2-d', 'us-506-2-e', 'us-506-2-f', 'us-506-2-hw', 'us-506-3-g',
  'us-506-3-h', 'us-506-3-i', 'us-506-3-hw',
];

/** [19.8] Walther starts with his HQ at D1616; Adair does not appear [30.45]. */
const LEADERS: readonly string[] = ['ldr-walther'];

export const BREAKOUT_ID = 'breakout';

/** Scenario 30's order of battle from a catalogue (the shipped one, or one with printed values loaded). */
export function breakoutOrderOfBattle(catalogue: Catalogue = counterCatalogue(), extraLeaders: readonly string[] = []): OrderOfBattle {
  return selectOrderOfBattle(catalogue, { id: BREAKOUT_ID, formations: FORMATIONS, counters: COUNTERS, leaders: [...LEADERS, ...extraLeaders] });
}
