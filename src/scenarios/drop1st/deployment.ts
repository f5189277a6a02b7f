/**
 * German set-up of scenario 28 [28.2]: units of displays a (printed "display 2", read as a, the
 * 10th SS: RULES-INVENTORY §5 no. 13), b (9th SS) and n (independents) placed by the displays' Map A
 * keys, which our sources do not have. Reconstructed (docs/scenarios.md, "Scenario 28") from where
 * the Germans stood around Arnhem at noon on 17 September, with the map's places:
 * - Model's army group HQ at Oosterbeek, A2024 (display n's own deployment entry, [19.8]);
 * - Krafft's SS training battalion in the woods by Wolfheze (A2217), between the landing zones and
 *   Arnhem;
 * - the Arnhem garrison in the city (A2332), flak by the road bridge (A2232) and on the north-west
 *   outskirts (A2528), security troops at Ede (A2201);
 * - a Kampfgruppe of the 9th SS (its Panzer regiment's staff, the Panthers, artillery and flak)
 *   on the open ground between Arnhem and Velp (A2735), by the division's refitting area (the woods
 *   north of Arnhem, all forest on our map, hold no vehicles);
 * - the 10th SS Panzergrenadiers resting at Rheden and De Steeg: their rifle companies start
 *   disrupted on the hexes next to A3445 and A3947, which 28.44 names (fixed hexes, below).
 * Each zone is "within N hexes of" a hex of Map A; the German player places these units in the
 * set-up panel (or lets the computer do it). The Allied division waits in England [28.2, 25.22].
 */
import type { Side } from '../../rules/core/unit';
import type { DeploymentZone } from '../../rules/scenario/deploymentState';
import type { HexId } from '../../rules/hex';

export const D1_DEPLOYMENT_ORDER: readonly Side[] = ['german'];

interface ZoneSpec {
  id: string;
  center: HexId;
  radius: number;
  counters: readonly string[];
}

export const D1_ZONES: readonly ZoneSpec[] = [
  // Krafft's SS training battalion by Wolfheze.
  { id: 'german-A2217', center: 'A2217', radius: 2, counters: ['de-16ind-1', 'de-16ind-2', 'de-16ind-3'] },
  // The Arnhem garrison.
  { id: 'german-A2332', center: 'A2332', radius: 1, counters: ['de-grsn-1', 'de-grsn-2'] },
  // Heavy flak by the road bridge.
  { id: 'german-A2232', center: 'A2232', radius: 2, counters: ['de-hflak-1', 'de-hflak-2'] },
  // Light flak on the north-west outskirts of Arnhem.
  { id: 'german-A2528', center: 'A2528', radius: 2, counters: ['de-lflak-1', 'de-lflak-2'] },
  // Security troops at Ede.
  { id: 'german-A2201', center: 'A2201', radius: 2, counters: ['de-sctyind-1', 'de-sctyind-2'] },
  // The 9th SS Kampfgruppe between Arnhem and Velp.
  {
    id: 'german-A2735',
    center: 'A2735',
    radius: 2,
    counters: ['de-9-9-hq', 'de-ii9-1', 'de-ii9-2', 'de-9-art-1', 'de-9-art-2', 'de-9-flak-1', 'de-9-flak-2'],
  },
];

/** A unit that starts on a given hex, not placed by the player. */
export interface FixedPlacement {
  counter: string;
  hex: HexId;
  /** [28.44, 11.52] Set up disrupted (recovering to its dispersed face). */
  disrupted: boolean;
}

/** [28.44] The two hexes whose neighbours hold the disrupted SS infantry. */
export const D1_LOCK_HEXES: readonly HexId[] = ['A3445', 'A3947'];
/** [28.44] Their Panzergrenadiers may not roll for recovery until this Game-Turn. */
export const D1_LOCK_UNTIL_TURN = 3;

/**
 * [19.8] Model at Oosterbeek; [28.44] the 21st SS Panzergrenadier Regiment's rifle companies on land
 * hexes next to A3445 (I/21) and A3947 (II/21), disrupted; their heavy weapons and the regiment's
 * staff on the two named hexes themselves, in good order (reconstruction).
 */
export const D1_FIXED: readonly FixedPlacement[] = [
  { counter: 'de-obw-hq', hex: 'A2024', disrupted: false },
  { counter: 'de-21-10-hq', hex: 'A3445', disrupted: false },
  { counter: 'de-i21-hw', hex: 'A3445', disrupted: false },
  { counter: 'de-i21-1', hex: 'A3444', disrupted: true },
  { counter: 'de-i21-2', hex: 'A3545', disrupted: true },
  { counter: 'de-i21-3', hex: 'A3546', disrupted: true },
  { counter: 'de-ii21-hw', hex: 'A3947', disrupted: false },
  { counter: 'de-ii21-1', hex: 'A3946', disrupted: true },
  { counter: 'de-ii21-2', hex: 'A3846', disrupted: true },
  { counter: 'de-ii21-3', hex: 'A3847', disrupted: true },
];

export const D1_GERMAN_SETUP_COUNTERS: readonly string[] = [...D1_ZONES.flatMap((z) => z.counters), ...D1_FIXED.map((f) => f.counter)];

export function drop1stZones(): DeploymentZone[] {
  return D1_ZONES.map((z) => ({ id: z.id, side: 'german', unitIds: [...z.counters], center: z.center, radius: z.radius, rule: '28.2' }));
}
