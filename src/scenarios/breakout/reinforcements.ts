/**
 * Reinforcements of scenario 30 [30.3]: display k on GT 3 (the Walther battle group less its HQ,
 * which sets up at D1616), at the north edge road D6117 as the catalogue's reconstructed arrival
 * code has it (display-k.json: the text names no edge); the 506th PIR of the 101st on GT 8 at D6117,
 * the hex where 26.52 makes it leave Map C (C0117 is the same hex: the rows overlap [3.8]).
 */
import type { ReinforcementSpec } from '../hellsHighway/reinforcements';

export type BreakoutReinforcement = Omit<ReinforcementSpec, 'printed'> & { printed: string };

/** D6117 and C0117 are one hex; the canonical id is the northern sheet's. */
export const BO_NORTH_ROAD = 'C0117';

export const BO_REINFORCEMENTS: readonly BreakoutReinforcement[] = [
  { side: 'german', printed: 'GT 3', turn: 3, hex: BO_NORTH_ROAD, all: ['7iii', '559/KGW'], counters: ['de-7iii-hq'] },
  { side: 'allied', printed: 'GT 8', turn: 8, hex: BO_NORTH_ROAD, all: ['1/506', '2/506', '3/506'], counters: ['us-506-hq'] },
];
