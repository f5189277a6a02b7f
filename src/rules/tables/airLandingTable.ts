/**
 * Air Landing Table [14.92] and its result ladder [14.14]. The printed sheet is lost; the values
 * are RECONSTRUCTED from RULES-INVENTORY §2.9 and every constraint the text gives is a test in
 * tests/rules/tables/airLandingTable.test.ts. A printed sheet (with its own meanings of the results)
 * can be loaded from JSON (airLandingTablesSchema.ts).
 *
 * How to read it: add up the total flight conditions (route weather + counted flak + 5 at night
 * + 6 for an independent drop [14.2, 23.4]), find the column whose band holds it, roll the dice
 * (2d6) and read the row of the total. Then a southern-route serial shifts the result along the
 * ladder [14.13, 14.14].
 *
 * The meanings of the results are not printed in our sources (see `meanings` below): we chose them,
 * docs/air-landing.md says why, and a loaded sheet may replace them.
 */
import type { Direction } from '../hex';
import type { TableProvenance } from './terrainEffects';

/** The results, worst first [14.14]: "?" is the best rung and can improve no further. */
export const AIR_LANDING_RESULTS = ['A', 'L', 'S2', 'S1', '?'] as const;
export type AirLandingResult = (typeof AIR_LANDING_RESULTS)[number];

/** A result letter as written in a sentence (the log's and the screen's): "?" quoted, so it does not read as a question mark. */
export function quotedResult(result: string): string {
  return result === '?' ? '"?"' : result;
}

/** What a result does to the serial. */
export type AirLandingEffect =
  /** Lands in the designated hex. */
  | { kind: 'onTarget' }
  /** Lands `hexes` away in the direction a die gives. */
  | { kind: 'scatter'; hexes: number }
  /** Turns back to England: the Lift Point is spent, the units stay in England. */
  | { kind: 'abort' };

export interface AirLandingTable {
  provenance: TableProvenance;
  /** The lowest total flight conditions of each column, ascending (the first is 0). */
  columns: readonly number[];
  /** results[column][roll − 2] for the 2d6 totals 2 … 12. */
  results: readonly (readonly AirLandingResult[])[];
  /** What each result does (not printed in our sources: chosen, see the notes). */
  meanings: Readonly<Record<AirLandingResult, AirLandingEffect>>;
  /** The scatter direction for a die showing 1 … 6. */
  scatterDirections: readonly Direction[];
  /** [14.14] 2d6 totals on which an "A" worsened by two destroys the serial. */
  destroyedOn: readonly number[];
}

/*
 * How the values were chosen (all reconstructed):
 *
 * - Worse flight conditions never give a better result, nor does a lower roll: the ladder of 14.14
 *   orders the results, and higher conditions are worse weather, more flak, or night [14.2].
 * - Clear day weather with no flak (column 0) lands on target on 5 or more (30 in 36): in daylight
 *   the troop carriers put their loads on the pathfinders' zones [14.0 commentary].
 * - Night (+5) moves a clear-weather drop two columns right, CAP interception (weather 11) nearly
 *   four: both make "A" possible, so the 14.14 destruction of a twice-worsened "A" can happen.
 * - "?" is on target (the best rung, it cannot improve: 14.14). S1 and S2 scatter one and two
 *   hexes. L is a long drop, three hexes off; A aborts. 11.14 reads A and L as S1 for a supplyhead
 *   re-drop, so both must be worse than a one-hex scatter: they are.
 * - The scatter die: 1 NE, 2 E, 3 SE, 4 SW, 5 W, 6 NW (clockwise from the top of the map).
 * - "destroyed on a roll of 26": read as 2 to 6 (15 in 36), RULES-INVENTORY ambiguity 8.
 */
export const RECONSTRUCTED_AIR_LANDING: AirLandingTable = {
  provenance: {
    kind: 'reconstructed',
    source: 'Project reconstruction of 14.92 from RULES-INVENTORY §2.9 (14.2, 14.13, 14.14, 11.14, 15.34, 23.4)',
    notes: 'The printed sheet is lost; the meanings of A, L and the scatter die are chosen (docs/air-landing.md).',
  },
  columns: [0, 3, 6, 9, 12, 15, 18, 21],
  results: [
    //  2     3     4     5     6     7     8     9     10    11    12
    ['S2', 'S1', 'S1', '?', '?', '?', '?', '?', '?', '?', '?'], //  0–2
    ['L', 'S2', 'S1', 'S1', '?', '?', '?', '?', '?', '?', '?'], //  3–5
    ['L', 'L', 'S2', 'S2', 'S1', 'S1', '?', '?', '?', '?', '?'], //  6–8
    ['A', 'L', 'L', 'S2', 'S2', 'S1', 'S1', '?', '?', '?', '?'], //  9–11
    ['A', 'A', 'L', 'L', 'S2', 'S2', 'S1', 'S1', '?', '?', '?'], // 12–14
    ['A', 'A', 'A', 'L', 'L', 'S2', 'S2', 'S1', 'S1', '?', '?'], // 15–17
    ['A', 'A', 'A', 'A', 'L', 'L', 'S2', 'S2', 'S1', 'S1', '?'], // 18–20
    ['A', 'A', 'A', 'A', 'A', 'L', 'L', 'S2', 'S2', 'S1', 'S1'], // 21+
  ],
  meanings: {
    '?': { kind: 'onTarget' },
    S1: { kind: 'scatter', hexes: 1 },
    S2: { kind: 'scatter', hexes: 2 },
    L: { kind: 'scatter', hexes: 3 },
    A: { kind: 'abort' },
  },
  scatterDirections: ['NE', 'E', 'SE', 'SW', 'W', 'NW'],
  destroyedOn: [2, 3, 4, 5, 6],
};

/** The column index of a total flight conditions [14.92]. */
export function airLandingColumn(conditions: number, table: AirLandingTable = RECONSTRUCTED_AIR_LANDING): number {
  let column = 0;
  table.columns.forEach((min, i) => {
    if (conditions >= min) column = i;
  });
  return column;
}

/** The table's result for a total flight conditions and a 2d6 total [14.92]. */
export function airLandingResult(conditions: number, roll: number, table: AirLandingTable = RECONSTRUCTED_AIR_LANDING): AirLandingResult {
  const row = table.results[airLandingColumn(conditions, table)]!;
  return row[Math.min(Math.max(roll - 2, 0), row.length - 1)]!;
}

/**
 * [14.14] Move a result along the ladder: a positive `steps` worsens it (toward A), a negative one
 * improves it (toward "?"). "?" stays "?" and A stays A; `beyondA` says how many worsening steps
 * went past A (two from A means a destruction roll).
 */
export function shiftAirLandingResult(result: AirLandingResult, steps: number): { result: AirLandingResult; beyondA: number } {
  const index = AIR_LANDING_RESULTS.indexOf(result) - steps;
  const clamped = Math.min(Math.max(index, 0), AIR_LANDING_RESULTS.length - 1);
  return { result: AIR_LANDING_RESULTS[clamped]!, beyondA: index < 0 ? -index : 0 };
}
