/**
 * German set-up of scenario 27 [27.2]: "independent" units of display n placed by the display's
 * Map B key, which our sources do not have. RECONSTRUCTED (docs/scenarios.md, "Scenario 27") from
 * where the German rear-area troops stood around Nijmegen on 17 September 1944 (the usual histories
 * of the battle: Kampfgruppe Henke of the Hermann Göring training regiment in the town, flak guarding
 * the Waal bridges and the Maas bridge at Grave, small bridge guards on the Maas–Waal canal, and
 * second-line troops on the edge of the Reichswald by Wyler), placed on the hexes of our Map B.
 * Each zone is "within N hexes of" a hex; the German player places his units in the set-up panel
 * (or lets the computer do it). The Allied player has nothing on the map: the 82nd waits in England
 * [27.2, 25.22].
 */
import type { Side } from '../../rules/core/unit';
import type { DeploymentZone } from '../../rules/scenario/deploymentState';
import type { HexId } from '../../rules/hex';

export const D82_DEPLOYMENT_ORDER: readonly Side[] = ['german'];

interface ZoneSpec {
  id: string;
  center: HexId;
  radius: number;
  counters: readonly string[];
  /** Where the reconstruction comes from. */
  source: string;
}

export const D82_ZONES: readonly ZoneSpec[] = [
  {
    id: 'german-B3135',
    center: 'B3135',
    radius: 2,
    counters: ['de-hgind-1', 'de-hgind-2'],
    source: 'reconstruction: Kampfgruppe Henke (Hermann Göring training units) held Nijmegen and the approaches to its bridges',
  },
  {
    id: 'german-B3235',
    center: 'B3235',
    radius: 1,
    counters: ['de-hflak-1', 'de-hflak-2'],
    source: 'reconstruction: heavy flak stood by the Waal road and railroad bridges (B3336, B3233)',
  },
  {
    id: 'german-B1124',
    center: 'B1124',
    radius: 1,
    counters: ['de-lflak-1', 'de-lflak-2'],
    source: 'reconstruction: light flak guarded the Maas bridge at Grave (B1025)',
  },
  {
    id: 'german-B1538',
    center: 'B1538',
    radius: 2,
    counters: ['de-sctyind-1'],
    source: 'reconstruction: a bridge guard at the Heumen canal bridge (B1538|B1539)',
  },
  {
    id: 'german-B2530',
    center: 'B2530',
    radius: 2,
    counters: ['de-sctyind-2'],
    source: 'reconstruction: a bridge guard at the Honinghutje canal bridges (B2530|B2630)',
  },
  {
    id: 'german-B2951',
    center: 'B2951',
    radius: 2,
    counters: ['de-grsn-1', 'de-grsn-2'],
    source: 'reconstruction: second-line troops at Wyler on the edge of the Reichswald',
  },
];

export const D82_GERMAN_SETUP_COUNTERS: readonly string[] = D82_ZONES.flatMap((z) => z.counters);

export function drop82Zones(): DeploymentZone[] {
  return D82_ZONES.map((z) => ({ id: z.id, side: 'german', unitIds: [...z.counters], center: z.center, radius: z.radius, rule: '27.2' }));
}
