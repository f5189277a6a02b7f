/**
 * German set-up of scenario 26 [26.2]: "independent" units of display n placed by the display's Map C
 * key, which our sources do not have. Reconstructed (docs/scenarios.md, "Scenario 26") from where the
 * German rear-area troops stood on 17 September: flak by the Son bridge and on the Eindhoven road,
 * security troops at Best, a garrison company at Schijndel, and a battalion of the Dutch SS guard
 * near Helmond. Each zone is "within N hexes of" a hex of Map C; the German player places his units
 * in the set-up panel (or lets the computer do it). The Allied player has nothing on the map: his
 * division waits in England [26.2, 25.22].
 */
import type { Side } from '../../rules/core/unit';
import type { DeploymentZone } from '../../rules/scenario/deploymentState';
import type { HexId } from '../../rules/hex';

export const D101_DEPLOYMENT_ORDER: readonly Side[] = ['german'];

interface ZoneSpec {
  id: string;
  center: HexId;
  radius: number;
  counters: readonly string[];
}

export const D101_ZONES: readonly ZoneSpec[] = [
  // Light flak in the woods south of the Son bridge (C0615~C0715).
  { id: 'german-C0514', center: 'C0514', radius: 2, counters: ['de-lflak-1', 'de-lflak-2'] },
  // Heavy flak astride the road north of Eindhoven.
  { id: 'german-C0218', center: 'C0218', radius: 2, counters: ['de-hflak-1', 'de-hflak-2'] },
  // Security troops at Best (C0203).
  { id: 'german-C0203', center: 'C0203', radius: 2, counters: ['de-sctyind-1', 'de-sctyind-2'] },
  // A garrison at Schijndel (C2702).
  { id: 'german-C2702', center: 'C2702', radius: 2, counters: ['de-grsn-1', 'de-grsn-2'] },
  // The Dutch SS guard battalion near Helmond (C0834).
  { id: 'german-C0834', center: 'C0834', radius: 2, counters: ['de-ndrind-1', 'de-ndrind-2', 'de-ndrind-3'] },
];

export const D101_GERMAN_SETUP_COUNTERS: readonly string[] = D101_ZONES.flatMap((z) => z.counters);

export function drop101Zones(): DeploymentZone[] {
  return D101_ZONES.map((z) => ({ id: z.id, side: 'german', unitIds: [...z.counters], center: z.center, radius: z.radius, rule: '26.2' }));
}
