/**
 * Direct Fire Value Matrix [5.61] — firer's current strength × firer's effectiveness, read against the
 * kind of target (non-armored, or armored by the target's effectiveness) → Fire Value for 5.63.
 *
 * The printed matrix (a separate sheet) is lost. Every value below is RECONSTRUCTED from the constraints
 * of RULES-INVENTORY §2.1 (5.0 example, 5.26, 5.29, 10.53, 32.0 notes); each is a test in
 * tests/rules/tables/fireTables.test.ts. A printed sheet can be loaded from JSON (combatTablesSchema.ts).
 *
 * How to read a matrix: one row per firer-strength band (a row applies from its strength up to the
 * next row's, the last row is open-ended), one column per effectiveness 1–9. The Fire Value is an
 * integer ≥ 0; 0 means the attack cannot hurt (no column of 5.63 is reached).
 */
import type { TableProvenance } from './terrainEffects';

/** Effectiveness runs 1–9 and a 9 cannot be raised [3.5, 10.93]. */
export const MAX_EFFECTIVENESS = 9;

export interface FireValueMatrix {
  /** Lowest firer strength of each row, strictly ascending from 1; the last row has no upper end. */
  strengthRows: readonly number[];
  /** values[row][effectiveness − 1]: Fire Value for effectiveness 1–9. */
  values: readonly (readonly number[])[];
}

/** One band of armored-target effectiveness and the matrix read against it. */
export interface ArmoredTargetBand {
  /** The band covers target effectiveness from this value up to the next band's (the first band covers everything lower too). */
  minTargetEffectiveness: number;
  matrix: FireValueMatrix;
}

export interface DirectFireValueTable {
  provenance: TableProvenance;
  nonArmored: FireValueMatrix;
  /** Bands in ascending order of target effectiveness [5.0 direct fire step 2]. */
  armored: readonly ArmoredTargetBand[];
  /** Fire Value taken off when the target is entrenched, whatever its mode [10.53]; never below 0. */
  entrenchedReduction: number;
}

/** The target as the matrices see it [5.0 direct fire step 2, 3.41, 5.71, 5.72, 10.53]. */
export type DirectFireTarget =
  | { armored: false; entrenched?: boolean }
  | { armored: true; effectiveness: number; entrenched?: boolean };

export interface DirectFireInput {
  /** Current strength, or the part of it allotted to this target under split fire [5.26]. */
  strength: number;
  /** Effectiveness after every modifier (5.29, 17.2, 10.93, 23.12, 17.21, halving for double range…); may be ≤ 0. */
  effectiveness: number;
  target: DirectFireTarget;
}

// ---- helpers that keep the matrices legible (pure data construction) ----

/** The strength bands of the reconstructed matrices: 1 to 8 one by one, then wider bands for split-less stacks of fire. */
export const RECONSTRUCTED_STRENGTH_ROWS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 16, 20];

/**
 * An armored band's matrix: the firer reads the non-armored row `shift` effectiveness columns to the
 * left (the armor soaks up that much of the firer's quality); off the left edge the value is 0.
 */
export function shiftedEffectiveness(matrix: FireValueMatrix, shift: number): FireValueMatrix {
  return {
    strengthRows: matrix.strengthRows,
    values: matrix.values.map((row) => row.map((_, i) => (i - shift >= 0 ? (row[i - shift] ?? 0) : 0))),
  };
}

/*
 * How the values were chosen (all reconstructed):
 *
 * nonArmored — roughly half a Fire Value per strength point and 0.7 per effectiveness point, dropped to
 *   the integer below, never less than 1 for a unit that can fire at all. Effectiveness weighs more
 *   than strength because the notes (17.2, 32.0) want fewer, better units to out-shoot many poor ones,
 *   and a 2-point multi-formation penalty must cost more than a lost strength point. Anchor: 5 SP at
 *   effectiveness 3 → 4 (5.0 example). Strength above 8 (no single counter has more) falls in wider
 *   bands, each worth about another half point; the matrix stops growing at 20+.
 * armored — three bands of target effectiveness; the firer loses 2 effectiveness columns against
 *   armor rated up to 7, 3 against 8 and 4 against 9. Anchors (32.0, Sherman 4-7 against Tigers):
 *   target 9 → 4, target 7 → 5, target 6 or less (Travel) → 5; 7 and ≤6 sharing a band keeps those
 *   last two equal. A weak firer (effectiveness ≤ the shift) cannot hurt armor at all.
 * entrenchedReduction — 2: the same as on 5.62, where the 8-9 battery's example (32.0) pins it;
 *   entrenchment helps a target in any mode on the value matrices (10.53), on top of the 5.63 line.
 * effectiveness ≤ 0 (penalties can get there) or strength ≤ 0 gives Fire Value 0; above 9 reads 9.
 */
const NON_ARMORED: FireValueMatrix = {
  strengthRows: RECONSTRUCTED_STRENGTH_ROWS,
  values: [
    // effectiveness
    // 1  2  3  4  5  6  7  8  9        strength
    [1, 1, 2, 3, 4, 4, 5, 6, 6], //     1
    [1, 2, 3, 3, 4, 5, 5, 6, 7], //     2
    [2, 2, 3, 4, 5, 5, 6, 7, 7], //     3
    [2, 3, 4, 4, 5, 6, 6, 7, 8], //     4
    [3, 3, 4, 5, 6, 6, 7, 8, 8], //     5
    [3, 4, 5, 5, 6, 7, 7, 8, 9], //     6
    [4, 4, 5, 6, 7, 7, 8, 9, 9], //     7
    [4, 5, 6, 6, 7, 8, 8, 9, 10], //    8
    [5, 5, 6, 7, 8, 8, 9, 10, 10], //   9–10
    [5, 6, 7, 7, 8, 9, 9, 10, 11], //   11–12
    [6, 6, 7, 8, 9, 9, 10, 11, 11], //  13–15
    [6, 7, 8, 8, 9, 10, 10, 11, 12], // 16–19
    [7, 7, 8, 9, 10, 10, 11, 12, 12], // 20+
  ],
};

export const RECONSTRUCTED_DIRECT_FIRE_VALUES: DirectFireValueTable = {
  provenance: {
    kind: 'reconstructed',
    source: 'Project reconstruction of 5.61 from RULES-INVENTORY §2.1 (5.0 example, 5.26, 5.29, 10.53, 32.0 notes)',
    notes: 'The printed sheet is lost; load a printed JSON to replace it. Entrenchment is a Fire Value reduction.',
  },
  nonArmored: NON_ARMORED,
  armored: [
    { minTargetEffectiveness: 0, matrix: shiftedEffectiveness(NON_ARMORED, 2) },
    { minTargetEffectiveness: 8, matrix: shiftedEffectiveness(NON_ARMORED, 3) },
    { minTargetEffectiveness: 9, matrix: shiftedEffectiveness(NON_ARMORED, 4) },
  ],
  entrenchedReduction: 2,
};

/**
 * Read one matrix: the row of the firer's strength band and the column of its effectiveness (above 9
 * reads 9). Strength or effectiveness ≤ 0 → 0.
 */
export function readFireValueMatrix(matrix: FireValueMatrix, strength: number, effectiveness: number): number {
  if (strength <= 0 || effectiveness <= 0) return 0;
  let row: readonly number[] | undefined;
  matrix.strengthRows.forEach((min, i) => {
    if (strength >= min) row = matrix.values[i];
  });
  const column = Math.min(Math.floor(effectiveness), MAX_EFFECTIVENESS) - 1;
  return row?.[column] ?? 0;
}

/** The armored band a target effectiveness falls in (below the first band reads the first). */
export function armoredBand(
  targetEffectiveness: number,
  table: DirectFireValueTable = RECONSTRUCTED_DIRECT_FIRE_VALUES,
): ArmoredTargetBand | undefined {
  let band = table.armored[0];
  for (const b of table.armored) if (targetEffectiveness >= b.minTargetEffectiveness) band = b;
  return band;
}

/** Fire Value of a direct fire attack [5.0 direct fire steps 1–2, 5.61]. */
export function directFireValue(
  input: DirectFireInput,
  table: DirectFireValueTable = RECONSTRUCTED_DIRECT_FIRE_VALUES,
): number {
  const { target } = input;
  const matrix = target.armored ? armoredBand(target.effectiveness, table)?.matrix : table.nonArmored;
  if (!matrix) return 0;
  const value = readFireValueMatrix(matrix, input.strength, input.effectiveness);
  return target.entrenched ? Math.max(0, value - table.entrenchedReduction) : value;
}
