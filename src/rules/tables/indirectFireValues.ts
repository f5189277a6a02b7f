/**
 * Indirect Fire Value Matrix [5.62] — firer's current strength × firer's effectiveness, for an
 * armored or a non-armored target → Fire Value for 5.63. Used by artillery (except its 5.51 OF, which
 * reads 5.61) and by heavy weapons for all their fire [18.1].
 *
 * The printed matrix is lost; everything below is RECONSTRUCTED from RULES-INVENTORY §2.2 (5.0
 * indirect procedure, 5.53, 10.53, 24.4, 30.43, 32.0 notes) and tested in
 * tests/rules/tables/fireTables.test.ts. Unlike 5.61 the target's effectiveness plays no part: the
 * indirect procedure asks only whether the target is armored [5.0 indirect step 2].
 */
import { RECONSTRUCTED_STRENGTH_ROWS, readFireValueMatrix, type FireValueMatrix } from './directFireValues';
import type { TableProvenance } from './terrainEffects';

export interface IndirectFireValueTable {
  provenance: TableProvenance;
  nonArmored: FireValueMatrix;
  armored: FireValueMatrix;
  /** Fire Value taken off when the target is entrenched, whatever its mode [10.53]; never below 0. */
  entrenchedReduction: number;
}

export interface IndirectFireInput {
  /** Current strength, or the split portion [5.26]. */
  strength: number;
  /** After modifiers: halved beyond printed range (5.53, artillery only), re-subordination (17.21); may be ≤ 0. */
  effectiveness: number;
  targetArmored: boolean;
  targetEntrenched: boolean;
}

// ---- helper (pure data construction) ----

/** Every value lowered by `by`, not below 0. */
export function loweredBy(matrix: FireValueMatrix, by: number): FireValueMatrix {
  return { strengthRows: matrix.strengthRows, values: matrix.values.map((row) => row.map((v) => Math.max(0, v - by))) };
}

/*
 * How the values were chosen (all reconstructed):
 *
 * nonArmored — half a Fire Value per strength point and half per effectiveness point, dropped to the
 *   integer below, at least 1. Effectiveness counts less than on 5.61: a battery's weight of shell
 *   matters more, its crews' skill less, than for troops firing over open sights. Anchor: the
 *   strongest battery, 8-9, gives 8, and 6 against an entrenched target (32.0 notes); the scenario 24
 *   batteries (8-8, 24.4) also give 8, above the fixed FV 6 of 30.43's bombardment.
 * armored — the non-armored value less 3 (not below 0): shellfire needs a near-direct hit to stop a
 *   tank, so it does far less to armor than to men in the open.
 * entrenchedReduction — 2, fixed by the 32.0 example (8 → 6), for targets in any mode (10.53).
 */
const NON_ARMORED: FireValueMatrix = {
  strengthRows: RECONSTRUCTED_STRENGTH_ROWS,
  values: [
    // effectiveness
    // 1  2  3  4  5  6  7  8  9        strength
    [1, 1, 2, 2, 3, 3, 4, 4, 5], //     1
    [1, 2, 2, 3, 3, 4, 4, 5, 5], //     2
    [2, 2, 3, 3, 4, 4, 5, 5, 6], //     3
    [2, 3, 3, 4, 4, 5, 5, 6, 6], //     4
    [3, 3, 4, 4, 5, 5, 6, 6, 7], //     5
    [3, 4, 4, 5, 5, 6, 6, 7, 7], //     6
    [4, 4, 5, 5, 6, 6, 7, 7, 8], //     7
    [4, 5, 5, 6, 6, 7, 7, 8, 8], //     8
    [5, 5, 6, 6, 7, 7, 8, 8, 9], //     9–10
    [5, 6, 6, 7, 7, 8, 8, 9, 9], //     11–12
    [6, 6, 7, 7, 8, 8, 9, 9, 10], //    13–15
    [6, 7, 7, 8, 8, 9, 9, 10, 10], //   16–19
    [7, 7, 8, 8, 9, 9, 10, 10, 11], //  20+
  ],
};

export const RECONSTRUCTED_INDIRECT_FIRE_VALUES: IndirectFireValueTable = {
  provenance: {
    kind: 'reconstructed',
    source: 'Project reconstruction of 5.62 from RULES-INVENTORY §2.2 (5.0, 5.53, 10.53, 24.4, 30.43, 32.0 notes)',
    notes: 'The printed sheet is lost; load a printed JSON to replace it. Entrenchment is a Fire Value reduction.',
  },
  nonArmored: NON_ARMORED,
  armored: loweredBy(NON_ARMORED, 3),
  entrenchedReduction: 2,
};

/** Fire Value of an indirect fire attack [5.0 indirect steps 1–2, 5.62]. */
export function indirectFireValue(
  input: IndirectFireInput,
  table: IndirectFireValueTable = RECONSTRUCTED_INDIRECT_FIRE_VALUES,
): number {
  const matrix = input.targetArmored ? table.armored : table.nonArmored;
  const value = readFireValueMatrix(matrix, input.strength, input.effectiveness);
  return input.targetEntrenched ? Math.max(0, value - table.entrenchedReduction) : value;
}
