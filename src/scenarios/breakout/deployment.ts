/**
 * Initial deployment of scenario 30 [30.2]. The displays' printed set-up hexes are not available,
 * so the zones are reconstructed (docs/scenarios.md, "Scenario 30"): each "within N hexes of" a hex
 * of Map D, the Allied ones wholly south of the initial front line (frontLine.ts), the German ones
 * wholly north of it; tests/scenarios/breakout.test.ts checks every hex of every zone against the
 * front line worked out from the map. Walther's KGWltr ind HQ stands at D1616 [30.44, 19.8].
 */
import type { Side } from '../../rules/core/unit';
import type { DeploymentZone } from '../../rules/scenario/deploymentState';
import type { CounterSpec } from '../oob/types';
import { groupCounterIds } from '../hellsHighway/groups';
import type { ZoneSpec } from '../hellsHighway/deployment';

/** The German player sets up first, as in every scenario [25.2 reading, docs/scenarios.md]. */
export const BO_DEPLOYMENT_ORDER: readonly Side[] = ['german', 'allied'];

export interface BreakoutZoneSpec extends ZoneSpec {
  radius: number;
}

export const BO_ZONES: readonly BreakoutZoneSpec[] = [
  // German, north of the canal [30.2, 30.41].
  { id: 'german-D1616', side: 'german', center: 'D1616', radius: 0, all: [], counters: ['de-kgw-hq'], leaders: ['ldr-walther'] },
  // The SS battle groups astride the main road north of the Neerpelt bridge (displays a, b, n).
  { id: 'german-D1224', side: 'german', center: 'D1224', radius: 3, all: ['10/10', '20/9', '6PnlInd', '100TInd', 'KGKrind', 'KGSind', 'HFlak'], counters: ['de-10-10-hq', 'de-20-9-hq'] },
  // I/21 (display a) has no HQ of its own on the map and draws on Walther's HQ [30.44, 17.17]: it
  // stands on the main road between the canal and D1616, within its 10-hex supply range [11.31].
  { id: 'german-D1418', side: 'german', center: 'D1418', radius: 2, all: ['I/21'], counters: [] },
  // The 6th Parachute Regiment facing the Lommel bridge (display d).
  { id: 'german-D1114', side: 'german', center: 'D1114', radius: 3, all: ['I/6iii', 'II/6iii', 'III/6iii'], counters: [] },
  // Its HQ heads the regiment (no division above it on this map), so it traces the unlimited road
  // path of [11.21]: D1114 and the woods around it have no road or trail, so the HQ stands on the
  // Lommel road at D1111, behind its battalions and within their reach [11.31].
  { id: 'german-D1111', side: 'german', center: 'D1111', radius: 1, all: [], counters: ['de-6iii-hq'] },
  // The 2nd Parachute Regiment on the east of the line (display e).
  { id: 'german-D1331', side: 'german', center: 'D1331', radius: 2, all: ['I/2iii', 'II/2iii'], counters: ['de-2iii-hq'] },
  // 16/7 and 18/7 of the 7th Parachute Division on the west (display g).
  { id: 'german-D1606', side: 'german', center: 'D1606', radius: 3, all: ['16/7', '18/7'], counters: ['de-16-hq', 'de-18-hq'] },
  // Allied group y south of the canal, astride the main road to the Neerpelt bridge [30.2].
  { id: 'allied-D0424', side: 'allied', center: 'D0424', radius: 3, all: ['2GG/5', '1CG/5', '2IG/5', '1GG/5', '15*19ind', 'A/Ril', 'C/Ril', '86ind', 'RE/GA'], counters: ['uk-ga-hq', 'uk-5-hq'] },
  { id: 'allied-D0315', side: 'allied', center: 'D0315', radius: 2, all: ['5CG/32', '1WG/32', '3IG/32', '2WG/GA', 'RA/GA'], counters: ['uk-32-hq'] },
];

/** The engine's zones for these counters; Walther joins his HQ when `withLeaders`. */
export function breakoutZones(specs: readonly CounterSpec[], withLeaders: boolean, zones: readonly BreakoutZoneSpec[] = BO_ZONES): DeploymentZone[] {
  return zones.map((z) => ({
    id: z.id,
    side: z.side,
    unitIds: [...groupCounterIds(specs, z), ...(withLeaders ? (z.leaders ?? []) : [])],
    center: z.center,
    radius: z.radius,
    rule: '30.2',
  }));
}
