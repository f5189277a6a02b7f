/**
 * Fire Results Table [5.63] — and the exact dice arithmetic every combat table shares.
 *
 * The printed table (a separate sheet) is lost. Everything below is RECONSTRUCTED from the constraints
 * the rules put on it (RULES-INVENTORY §2.3; 5.0 example, 5.3, 10.3, 10.53, 10.8, 32.0 notes); each
 * constraint is a test in tests/rules/tables/fireTables.test.ts. A player who owns the printed sheet
 * can load it from JSON (combatTablesSchema.ts); the shape is the same.
 *
 * How to read it: the table has RESULT COLUMNS (least to most destructive), each giving a result for
 * every 2d6 roll 2–12, and TARGET LINES, each giving the lowest Fire Value that reads each column on
 * that line. A Fire Value below a line's first entry has no effect; above its last it reads the last
 * column. Results: '-' nothing, 'D' disperse-or-pay [5.33], N = N strength points lost [5.32].
 */
import type { TerrainType } from '../map/terrain';
import type { Mode } from '../core/unit';
import type { TableProvenance } from './terrainEffects';

// ---------------------------------------------------------------------------------------------
// Dice: exact outcome counts. Reused by every combat table and by the UI ("chance before rolling").
// ---------------------------------------------------------------------------------------------

export type Dice = '1d6' | '2d6';
export const DICE_ROLLS: Readonly<Record<Dice, readonly number[]>> = {
  '1d6': [1, 2, 3, 4, 5, 6],
  '2d6': [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
};
/** Equally likely outcomes of the dice: 6 faces, or 36 ordered pairs. */
export const DICE_OUTCOMES: Readonly<Record<Dice, number>> = { '1d6': 6, '2d6': 36 };

/** How many of the equally likely outcomes show this total (0 if impossible). */
export function waysToRoll(dice: Dice, roll: number): number {
  if (!Number.isInteger(roll)) return 0;
  if (dice === '1d6') return roll >= 1 && roll <= 6 ? 1 : 0;
  return roll >= 2 && roll <= 12 ? 6 - Math.abs(roll - 7) : 0;
}

/** One result with its exact chance: `ways` out of `outOf` equally likely outcomes. */
export interface ResultChance<T> {
  result: T;
  ways: number;
  outOf: number;
}

/**
 * The exact distribution of a table read: every distinct result with the number of dice outcomes that
 * give it, in the order the results first appear from the lowest roll. `key` decides which results
 * are "the same" (default: JSON text).
 */
export function resultDistribution<T>(
  dice: Dice,
  resultForRoll: (roll: number) => T,
  key: (result: T) => string = (r) => JSON.stringify(r),
): ResultChance<T>[] {
  const byKey = new Map<string, ResultChance<T>>();
  for (const roll of DICE_ROLLS[dice]) {
    const result = resultForRoll(roll);
    const k = key(result);
    const entry = byKey.get(k);
    if (entry) entry.ways += waysToRoll(dice, roll);
    else byKey.set(k, { result, ways: waysToRoll(dice, roll), outOf: DICE_OUTCOMES[dice] });
  }
  return [...byKey.values()];
}

/** Exact number of dice outcomes (out of 6 or 36) whose result satisfies `test`. */
export function waysWhere<T>(dice: Dice, resultForRoll: (roll: number) => T, test: (result: T) => boolean): number {
  let ways = 0;
  for (const roll of DICE_ROLLS[dice]) if (test(resultForRoll(roll))) ways += waysToRoll(dice, roll);
  return ways;
}

// ---------------------------------------------------------------------------------------------
// The Fire Results Table
// ---------------------------------------------------------------------------------------------

export const NO_RESULT = '-' as const;
export const DISPERSE = 'D' as const;
/** '-' no effect [5.31]; 'D' [5.33]; a whole number ≥ 1 = SP lost [5.32]. */
export type FireResult = typeof NO_RESULT | typeof DISPERSE | number;

/** The target lines, least protected first [5.0 steps 4, 10.3, 10.53, 10.8]. */
export const FIRE_RESULT_LINES = [
  'undispersed',
  'dispersedOther',
  'dispersedForestTownBroken',
  'dispersedRoughCity',
  'dispersedEntrenched',
] as const;
export type FireResultLine = (typeof FIRE_RESULT_LINES)[number];

/** Each target line in words, for explanations and the screen. */
export const FIRE_RESULT_LINE_WORDS: Readonly<Record<FireResultLine, string>> = {
  undispersed: 'not dispersed',
  dispersedOther: 'dispersed, other terrain',
  dispersedForestTownBroken: 'dispersed, forest/town/broken',
  dispersedRoughCity: 'dispersed, rough/city',
  dispersedEntrenched: 'dispersed, entrenched',
};

/** Terrain as the Fire Results Table sees it [10.3]. */
export const FIRE_TERRAIN_CATEGORIES = ['other', 'forestTownBroken', 'roughCity'] as const;
export type FireTerrainCategory = (typeof FIRE_TERRAIN_CATEGORIES)[number];

/**
 * Which target line a hex's terrain selects for a dispersed unit. 10.3 names the protective terrain
 * (rough, city, town, forest, plus entrenchments, which are a marker, not a terrain); the line labels
 * come from 5.0 and 10.8 ("Forest, Town or Broken", "Rough or City"). Everything else — clear, mixed,
 * polder, slope, hilltop, fort, a bridge over water — is "other terrain". Fort is not in 10.3's list,
 * so it gives no fire protection here (a judgement call; the printed sheet may say otherwise).
 */
export const FIRE_TERRAIN_CATEGORY: Readonly<Record<TerrainType, FireTerrainCategory>> = {
  clear: 'other',
  mixed: 'other',
  polder: 'other',
  slope: 'other',
  hilltop: 'other',
  fort: 'other',
  allWater: 'other',
  forest: 'forestTownBroken',
  town: 'forestTownBroken',
  broken: 'forestTownBroken',
  rough: 'roughCity',
  city: 'roughCity',
};

export const TWO_D6_ROLL_COUNT = 11;

export interface FireResultsTable {
  provenance: TableProvenance;
  /** Result columns, least to most destructive; each lists the results for rolls 2, 3, …, 12. */
  columns: readonly (readonly FireResult[])[];
  /** For each line, the lowest Fire Value that reads each column (one entry per column, ascending). */
  lines: Readonly<Record<FireResultLine, readonly number[]>>;
}

/*
 * How the values were chosen (all reconstructed):
 *
 * columns — twelve steps. Results appear first at the extremes of the 2d6 range and spread toward 7–8,
 *   the way the printed Airstrike table (15.5) of the same game places them. Every cell is at least as
 *   bad as the cell to its left for the same roll (- < D < 1 < 2 …), so a higher column is never kinder.
 *   Anchors: column 3 kills only on 2–3 (5.0 example: 3/36); column 4 kills on 7/36 (32.0, concentrated
 *   Tiger); column 5 kills or disperses on 25/36 (32.0, Tiger in Travel, where every D costs a step).
 * undispersed — concentrated and Travel targets, any terrain, entrenched or not (10.3 and 10.53: only a
 *   dispersed unit draws protection from this table). Column k is read from Fire Value k, so FV 4 and
 *   FV 5 land on the 7/36 and 25/36 columns.
 * dispersedOther — one Fire Value worse than undispersed in the low columns (32.0: the Sherman's FV 4
 *   on concentrated Tigers and FV 5 on dispersed ones read the same column), so FV 4 reads column 3
 *   (5.0 example). From column 5 on each column needs two more Fire Value than the last, so the gap to
 *   the undispersed line grows: 32.0 says dispersal shields a unit far better from heavy fire, and
 *   that the one-step equivalence only holds roughly.
 * dispersedForestTownBroken — one more Fire Value than dispersedOther at every column.
 * dispersedRoughCity and dispersedEntrenched — the top of the protection order, two more than
 *   dispersedOther, so the 8-9 battery's FV 6 on an entrenched dispersed target reads column 3 and
 *   kills on 3/36 (32.0). The two lines are kept apart (RULES-INVENTORY ambiguity 70) but carry the
 *   same values: 10.8 sends artillery-type targets from rough/city down to forest/town/broken, and the
 *   separate entrenched line lets entrenched artillery keep its entrenchment (10.51: every non-armor
 *   unit may use one).
 * Low Fire Values (1–2) read empty or near-empty columns on every line but the undispersed one, so a
 *   firer crippled by multi-formation penalties can rarely hurt a dispersed target (32.0 notes).
 */
export const RECONSTRUCTED_FIRE_RESULTS: FireResultsTable = {
  provenance: {
    kind: 'reconstructed',
    source:
      'Project reconstruction of 5.63 from RULES-INVENTORY §2.3 (5.0 example, 5.3, 10.3, 10.53, 10.8, 32.0 notes)',
    notes: 'The printed sheet is lost; load a printed JSON to replace it. Rough/city and entrenched carry equal values.',
  },
  columns: [
    //2    3    4    5    6    7    8    9    10   11   12
    ['D', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-'],
    [1, 'D', '-', '-', '-', '-', '-', '-', '-', '-', 'D'],
    [1, 1, 'D', '-', '-', '-', '-', '-', '-', 'D', 'D'],
    [1, 1, 1, 'D', '-', '-', '-', '-', 'D', 'D', 1],
    [2, 1, 1, 1, 'D', '-', '-', 'D', 'D', 'D', 1],
    [2, 2, 1, 1, 'D', 'D', '-', 'D', 'D', 1, 1],
    [2, 2, 1, 1, 1, 'D', 'D', 'D', 1, 1, 2],
    [3, 2, 2, 1, 1, 'D', 'D', 1, 1, 1, 2],
    [3, 2, 2, 1, 1, 1, 'D', 1, 1, 2, 2],
    [3, 3, 2, 2, 1, 1, 1, 1, 1, 2, 3],
    [4, 3, 3, 2, 2, 1, 1, 1, 2, 2, 3],
    [4, 4, 3, 3, 2, 2, 1, 2, 2, 3, 4],
  ],
  lines: {
    undispersed: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    dispersedOther: [2, 3, 4, 5, 7, 9, 11, 13, 15, 17, 19, 21],
    dispersedForestTownBroken: [3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22],
    dispersedRoughCity: [4, 5, 6, 7, 9, 11, 13, 15, 17, 19, 21, 23],
    dispersedEntrenched: [4, 5, 6, 7, 9, 11, 13, 15, 17, 19, 21, 23],
  },
};

/** What decides the line a fire attack reads. */
export interface FireTargetSituation {
  /** The mode the target's face shows; a disrupted unit uses its face (RULES-INVENTORY ambiguity 71). */
  mode: Mode;
  terrainCategory: FireTerrainCategory;
  /** The target hex holds an entrenchment the target may use (armor never does, 10.51). */
  entrenched: boolean;
  /** Artillery, antitank, flak, rocket artillery… [10.8]. */
  artilleryType: boolean;
  /** Opportunity fire at a unit crossing on a ferry: always a concentrated target [10.93, 16.2]. */
  onFerry?: boolean;
}

/**
 * The target line for an attack [5.0 step 4]. Undispersed targets never benefit from terrain or
 * entrenchment here [10.3, 10.53]; a dispersed entrenched target reads the top line; artillery-type
 * targets lose the rough/city line to forest/town/broken [10.8] but keep an entrenchment.
 */
export function fireResultLine(situation: FireTargetSituation): FireResultLine {
  if (situation.onFerry || situation.mode !== 'dispersed') return 'undispersed';
  if (situation.entrenched) return 'dispersedEntrenched';
  switch (situation.terrainCategory) {
    case 'roughCity':
      return situation.artilleryType ? 'dispersedForestTownBroken' : 'dispersedRoughCity';
    case 'forestTownBroken':
      return 'dispersedForestTownBroken';
    case 'other':
      return 'dispersedOther';
  }
}

/** Index of the column a Fire Value reads on a line, or null when it is below the line's first entry. */
export function fireResultColumn(
  fireValue: number,
  line: FireResultLine,
  table: FireResultsTable = RECONSTRUCTED_FIRE_RESULTS,
): number | null {
  const thresholds = table.lines[line];
  let column: number | null = null;
  thresholds.forEach((minFv, i) => {
    if (fireValue >= minFv) column = i;
  });
  return column;
}

/** The result of one fire attack: Fire Value on a line, 2d6 roll [5.0 step 5]. */
export function fireResult(
  fireValue: number,
  line: FireResultLine,
  roll: number,
  table: FireResultsTable = RECONSTRUCTED_FIRE_RESULTS,
): FireResult {
  const column = fireResultColumn(fireValue, line, table);
  if (column === null) return NO_RESULT;
  return table.columns[column]?.[roll - 2] ?? NO_RESULT;
}

/** Exact chance of each result before rolling (ways out of 36). */
export function fireResultDistribution(
  fireValue: number,
  line: FireResultLine,
  table: FireResultsTable = RECONSTRUCTED_FIRE_RESULTS,
): ResultChance<FireResult>[] {
  return resultDistribution('2d6', (roll) => fireResult(fireValue, line, roll, table));
}

/**
 * Ways out of 36 that the target loses at least one strength point, given how its mode turns the
 * result into losses: a number always costs steps [5.32]; a 'D' costs a step only to a Travel unit,
 * which cannot disperse [5.33] (a concentrated one may disperse instead, a dispersed or disrupted one
 * ignores it).
 */
export function strengthLossWays(
  fireValue: number,
  line: FireResultLine,
  targetMode: Mode,
  table: FireResultsTable = RECONSTRUCTED_FIRE_RESULTS,
): number {
  return waysWhere(
    '2d6',
    (roll) => fireResult(fireValue, line, roll, table),
    (r) => typeof r === 'number' || (r === DISPERSE && targetMode === 'travel'),
  );
}

/** Severity order of fire results for comparisons: '-' < 'D' < 1 < 2 < … */
export function fireResultSeverity(result: FireResult): number {
  if (result === NO_RESULT) return 0;
  if (result === DISPERSE) return 1;
  return 1 + result;
}
