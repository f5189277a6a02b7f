/**
 * German reinforcements of scenario 26 [26.3, 26.4]: display c (the 59th Infantry Division) on GT 2,
 * 4, 7, 11 and 13, display n on GT 8. Which counters come on which of those turns is not printed (the
 * displays' arrival codes are not in our sources): reconstructed one regiment at a time (1034th, then
 * 1035th, the division HQ with its artillery on GT 7 as display-c.json's code has it, the 1036th over
 * GT 11 and 13) and, for display n, two independent battalions (docs/scenarios.md, "Scenario 26").
 * Every German reinforcement may enter at any west-edge hex south of hexrow 40 [26.4]. The Allied
 * reinforcements, serials 11–13 of group q on GT 12, come by air landing only [26.4, 22.3] (oob.ts).
 */
import type { HexId } from '../../rules/hex';

export interface D101Reinforcement {
  turn: number;
  counters: readonly string[];
}

/** [26.4] The west edge (column 01) south of hexrow 40: C0101–C3901. */
export const D101_GERMAN_ENTRY: readonly HexId[] = Array.from({ length: 39 }, (_, i) => `C${String(i + 1).padStart(2, '0')}01` as HexId);

export const D101_REINFORCEMENTS: readonly D101Reinforcement[] = [
  { turn: 2, counters: ['de-1034-hq', 'de-1034-1', 'de-1034-2', 'de-1034-3', 'de-1034-hw'] },
  { turn: 4, counters: ['de-1035-hq', 'de-1035-1', 'de-1035-2', 'de-1035-3', 'de-1035-hw'] },
  { turn: 7, counters: ['de-59-hq', 'de-59xx-art'] },
  { turn: 8, counters: ['de-kgbind-1', 'de-kgbind-2', 'de-12ind-1', 'de-12ind-2'] },
  { turn: 11, counters: ['de-1036-hq', 'de-1036-1', 'de-1036-2'] },
  { turn: 13, counters: ['de-1036-3', 'de-1036-hw'] },
];
