/**
 * German reinforcements of scenario 28 [28.3] and the extra ones of scenario 29 [29.3]. The rules
 * give only the display due on each Game-Turn (b on 3 and 5; a, b, n on 6; a, n on 7 and 8; a, l, n
 * on 9; n on 10 and 13; a on 13); which counters and which hexes come from the displays' arrival
 * codes where our catalogue has them (display-b.json: the recon battalion and Harzer's HQ at A3930
 * on GT 3 and 5, the Panzergrenadier regiments on GT 6; display-a.json: Harmel's HQ at A1954 on
 * GT 8; display-l.json: two batteries on GT 9 and the rest of the Flak Brigade on GT 22), and are
 * otherwise reconstructed (docs/scenarios.md, "Scenario 28"): the 9th SS and the Flak Brigade down
 * the Apeldoorn road (A3930), the 10th SS by the Zutphen road (A3947) and from the east (A1954), the
 * independents of the western blocking line from Ede (A2401) and the later ones from the north.
 */
import type { HexId } from '../../rules/hex';

export interface D1Reinforcement {
  turn: number;
  /** The display the counters come from [28.3]. */
  display: 'a' | 'b' | 'l' | 'n';
  hexes: readonly HexId[];
  counters: readonly string[];
}

/** The Apeldoorn road at the north edge. */
const APELDOORN: readonly HexId[] = ['A3930'];
/** The Zutphen road at the north edge. */
const ZUTPHEN: readonly HexId[] = ['A3947'];
/** The Zevenaar road at the east edge. */
const ZEVENAAR: readonly HexId[] = ['A1954'];
/** The Ede road at the west edge. */
const EDE: readonly HexId[] = ['A2401'];

/** [28.42] The 9th SS recon battalion, due on GT 3. */
export const D1_RECON_COUNTERS: readonly string[] = ['de-a9-1', 'de-a9-2', 'de-a9-3', 'de-a9-4'];

export const D1_REINFORCEMENTS: readonly D1Reinforcement[] = [
  { turn: 3, display: 'b', hexes: APELDOORN, counters: D1_RECON_COUNTERS },
  { turn: 5, display: 'b', hexes: APELDOORN, counters: ['de-9-hq', 'de-9-pio-1', 'de-9-pio-2'] },
  {
    turn: 6,
    display: 'b',
    hexes: APELDOORN,
    counters: ['de-19-9-hq', 'de-19-9-1', 'de-19-9-2', 'de-19-9-3', 'de-19-9-hw', 'de-20-9-hq', 'de-20-9-1', 'de-20-9-2', 'de-20-9-3', 'de-20-9-hw'],
  },
  { turn: 6, display: 'a', hexes: ZUTPHEN, counters: ['de-10-rec-1', 'de-10-rec-2'] },
  { turn: 6, display: 'n', hexes: EDE, counters: ['de-sstrnind-1', 'de-sstrnind-2'] },
  { turn: 7, display: 'a', hexes: ZUTPHEN, counters: ['de-10-pio-1', 'de-10-pio-2'] },
  { turn: 7, display: 'n', hexes: EDE, counters: ['de-hgind-1', 'de-hgind-2'] },
  { turn: 8, display: 'a', hexes: ZEVENAAR, counters: ['de-10-hq', 'de-10-art-1'] },
  { turn: 8, display: 'n', hexes: EDE, counters: ['de-bchtind-1', 'de-bchtind-2'] },
  { turn: 9, display: 'a', hexes: ZUTPHEN, counters: ['de-10-10-hq', 'de-10-10-1', 'de-10-10-2', 'de-10-10-3'] },
  { turn: 9, display: 'l', hexes: APELDOORN, counters: ['de-fb-88-1', 'de-fb-20-1'] },
  { turn: 9, display: 'n', hexes: EDE, counters: ['de-4ind-1', 'de-4ind-2'] },
  { turn: 10, display: 'n', hexes: APELDOORN, counters: ['de-kgkrind-1', 'de-kgkrind-2'] },
  { turn: 13, display: 'n', hexes: APELDOORN, counters: ['de-kgsind-1', 'de-kgsind-2'] },
  { turn: 13, display: 'a', hexes: ZEVENAAR, counters: ['de-10-art-2'] },
];

/** [29.3] Scenario 29's arrivals on top of 28's: n on GT 19, l on GT 22, n on GT 40, 42 and 44. */
export const D29_EXTRA_REINFORCEMENTS: readonly D1Reinforcement[] = [
  { turn: 19, display: 'n', hexes: ZUTPHEN, counters: ['de-6pnlind-1', 'de-100tind-1'] },
  {
    turn: 22,
    display: 'l',
    hexes: APELDOORN,
    counters: ['de-fb-hq', 'de-fb-88-2', 'de-fb-88-3', 'de-fb-88-4', 'de-fb-20-2', 'de-fb-20-3', 'de-fb-20-4'],
  },
  { turn: 40, display: 'n', hexes: ZEVENAAR, counters: ['de-101tind-1', 'de-105tind-1'] },
  { turn: 42, display: 'n', hexes: EDE, counters: ['de-shtsind-1', 'de-shtsind-2'] },
  { turn: 44, display: 'n', hexes: EDE, counters: ['de-60ind-1', 'de-60ind-2'] },
];
