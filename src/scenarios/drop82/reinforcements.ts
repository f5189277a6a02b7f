/**
 * German reinforcements of scenario 27 [27.3]: display n on GT 2, 4, 7, 9 and 10, and the 9th SS
 * reconnaissance battalion of display b at B3830 on GT 4 (instead of A3930 on GT 3: it has crossed
 * Map A). Which display n counters come on which of those turns is not printed (the display's
 * arrival codes are not in our sources, except Korps Feldt's HQ, "2B East" in display-n.json):
 * RECONSTRUCTED from the troops Korps Feldt threw at the Groesbeek heights from the Reichswald on
 * 18 September (docs/scenarios.md, "Scenario 27"). Display n enters by any hex of Map B's east edge
 * (the display's arrival code "B East"), the recon battalion by B3830 on the north edge. The Allied
 * reinforcements, serials 29–32 of group t on GT 12, come by air landing only (oob.ts).
 */
import type { HexId } from '../../rules/hex';

export interface D82Reinforcement {
  turn: number;
  counters: readonly string[];
  hexes: readonly HexId[];
  /** Where the turn and the units come from. */
  source: string;
}

/** "B East": Map B's east edge (column 54), hexrows 02–38 (B0154 is all water, B3954 is A0154's hex). */
export const D82_EAST_EDGE: readonly HexId[] = Array.from({ length: 37 }, (_, i) => `B${String(i + 2).padStart(2, '0')}54` as HexId);

/** [27.3] The 9th SS recon battalion's entry hex on the north edge, the road from the Arnhem bridge. */
export const D82_RECON_ENTRY: HexId = 'B3830';
export const D82_RECON_TURN = 4;

export const D82_REINFORCEMENTS: readonly D82Reinforcement[] = [
  { turn: 2, counters: ['de-f-hq', 'de-bchtind-1', 'de-bchtind-2'], hexes: D82_EAST_EDGE, source: "27.3 (GT 2); Feldt's HQ by display n's code 2B East; the battalion reconstructed" },
  { turn: 4, counters: ['de-60ind-1', 'de-60ind-2'], hexes: D82_EAST_EDGE, source: '27.3 (GT 4); units reconstructed' },
  { turn: D82_RECON_TURN, counters: ['de-a9-1', 'de-a9-2', 'de-a9-3', 'de-a9-4'], hexes: [D82_RECON_ENTRY], source: '27.3: the 9th SS recon battalion (display b, formation A/9) at B3830 on GT 4' },
  { turn: 7, counters: ['de-shtsind-1', 'de-shtsind-2'], hexes: D82_EAST_EDGE, source: '27.3 (GT 7); units reconstructed' },
  { turn: 9, counters: ['de-47ind-1', 'de-47ind-2'], hexes: D82_EAST_EDGE, source: '27.3 (GT 9); units reconstructed' },
  { turn: 10, counters: ['de-642ind-1', 'de-642ind-2', 'de-6pnlind-1'], hexes: D82_EAST_EDGE, source: '27.3 (GT 10); units reconstructed' },
];
