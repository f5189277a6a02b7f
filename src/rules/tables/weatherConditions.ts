/**
 * Weather Conditions Table [14.91]. The printed sheet is lost; the values below are RECONSTRUCTED
 * from what the text says about the table (RULES-INVENTORY §2.8) and each constraint is a test in
 * tests/rules/tables/weatherConditions.test.ts. A printed sheet can be loaded from JSON
 * (airLandingTablesSchema.ts).
 *
 * How to read it: roll the dice (2d6) and read the row of the total. Each row gives a value for
 * the northern zone (Maps A, B) and one for the southern zone (Maps C, D); 0 is the best, 11 the
 * worst flying weather, P means nothing flies on that route [14.1, 14.14, 14.65].
 *
 * Two readings of 14.1 are possible: one roll read in both columns (its worked example speaks of a
 * single roll of 9 giving both values) or two rolls, the northern first, each read in its own
 * column (its procedure says the northern condition is rolled first, then the southern). The
 * second is the default; the option `weatherOneRoll` selects the first.
 */
import type { TableProvenance } from './terrainEffects';

/** A cell of the table: 0 (best) to 11 (worst), or P (no flight); the same values as state/weather.ts WeatherValue. */
export type WeatherCell = number | 'P';

export interface WeatherRow {
  north: WeatherCell;
  south: WeatherCell;
}

export interface WeatherConditionsTable {
  provenance: TableProvenance;
  /** Rows for the 2d6 totals 2 … 12, in order. */
  rows: readonly WeatherRow[];
}

/** The worst numeric weather: the CAP interception's "11+" reads as this [15.34]. */
export const WORST_WEATHER = 11;

/*
 * How the values were chosen (all reconstructed):
 *
 * - Higher is worse [14.1], so the columns never improve as the roll rises.
 * - Roll 9 gives north 6 and south 3: the worked example of 14.1.
 * - P only on the top roll (1 in 36 per route): whole days without flights happened once in the
 *   real operation, and 14.65 needs both routes to show P twice in a day to carry Lift Points over.
 * - The south is kinder than the north at the same roll (as the example shows), so the 14.13 shifts
 *   (south ≥ 4 better, ≥ 4 worse, or P with north ≤ 3) can all happen when two rolls are made.
 * - The low rolls give 0 ("clear" for 20.16) often: 2–3 on both routes.
 */
export const RECONSTRUCTED_WEATHER_CONDITIONS: WeatherConditionsTable = {
  provenance: {
    kind: 'reconstructed',
    source: 'Project reconstruction of 14.91 from RULES-INVENTORY §2.8 (14.1 example, 14.13, 14.14, 14.65, 6.61–6.64, 20.16)',
    notes: 'The printed sheet is lost; load a printed JSON to replace it.',
  },
  rows: [
    { north: 0, south: 0 }, //  2
    { north: 0, south: 0 }, //  3
    { north: 1, south: 0 }, //  4
    { north: 2, south: 1 }, //  5
    { north: 3, south: 1 }, //  6
    { north: 4, south: 2 }, //  7
    { north: 5, south: 2 }, //  8
    { north: 6, south: 3 }, //  9 [14.1 example]
    { north: 8, south: 5 }, // 10
    { north: 11, south: 8 }, // 11
    { north: 'P', south: 'P' }, // 12
  ],
};

/** The lowest 2d6 total. */
export const WEATHER_MIN_ROLL = 2;

/** The row of a 2d6 total [14.91]. */
export function weatherRow(roll: number, table: WeatherConditionsTable = RECONSTRUCTED_WEATHER_CONDITIONS): WeatherRow {
  const index = Math.min(Math.max(roll - WEATHER_MIN_ROLL, 0), table.rows.length - 1);
  return table.rows[index]!;
}

/** Weather as a number for comparisons: P counts as worse than any number. */
export function weatherRank(value: WeatherCell): number {
  return value === 'P' ? WORST_WEATHER + 1 : value;
}
