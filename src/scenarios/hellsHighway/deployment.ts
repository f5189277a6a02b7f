/**
 * Initial deployment of scenario 24 [24.2]: six zones, each "within two hexes of" a hex of Map C.
 * The scenario's hexes carry no map letter; only Map C is in play [24.1], so they are C hexes.
 *
 * Order [25.2 reading, docs/scenarios.md]: the German player sets up first, then the Allied player,
 * who also moves first (phase 1 is the Allied Command Phase [4.0]).
 */
import type { Side } from '../../rules/core/unit';
import type { HexId } from '../../rules/hex';
import type { DeploymentZone } from '../../rules/scenario/deploymentState';
import type { CounterSpec } from '../oob/types';
import { groupCounterIds, type CounterGroup } from './groups';

export interface ZoneSpec extends CounterGroup {
  id: string;
  side: Side;
  center: HexId;
  /** Leaders placed with this zone's HQ (scenario option `leaders`) [19.8]. */
  leaders?: readonly string[];
}

/** [24.2] "within two hexes of". */
export const HH_ZONE_RADIUS = 2;

/** [25.2] read as: the German player deploys first. */
export const HH_DEPLOYMENT_ORDER: readonly Side[] = ['german', 'allied'];

export const HH_ZONES: readonly ZoneSpec[] = [
  // Allied [24.2]
  { id: 'allied-C2709', side: 'allied', center: 'C2709', all: ['1/501', '3/501'], counters: [] },
  { id: 'allied-C3013', side: 'allied', center: 'C3013', all: ['2/501'], counters: ['us-501-hq'] },
  // "2/506 6-3 (one only)": one rifle company of 2/506; its other two and the HW arrive on GT 51 [24.3].
  { id: 'allied-C4319', side: 'allied', center: 'C4319', all: [], counters: ['us-506-2-d', 'us-506-hq'] },
  // German [24.2]
  { id: 'german-C3032', side: 'german', center: 'C3032', all: ['2107P/107', '2107/107', '280/107'], counters: ['de-107-hq'], leaders: ['ldr-maltzahn'] },
  // "85xx 7-9; 85xx 54; 85xx 5-8; 85xx 3-9" are the four divisional counters (RULES-INVENTORY §5.1 item 12: 54 = 5-4).
  { id: 'german-C3403', side: 'german', center: 'C3403', all: ['1053/85xx'], counters: ['de-85-7-9', 'de-85-5-4', 'de-85-5-8', 'de-85-3-9', 'de-85-hq'] },
  { id: 'german-C2601', side: 'german', center: 'C2601', all: ['1054/85xx'], counters: ['de-kgh-hq'] },
];

/** The engine's zones for these counters; leaders join their HQ's zone when `withLeaders`. */
export function hellsHighwayZones(specs: readonly CounterSpec[], withLeaders: boolean): DeploymentZone[] {
  return HH_ZONES.map((z) => ({
    id: z.id,
    side: z.side,
    unitIds: [...groupCounterIds(specs, z), ...(withLeaders ? (z.leaders ?? []) : [])],
    center: z.center,
    radius: HH_ZONE_RADIUS,
    rule: '24.2',
  }));
}
