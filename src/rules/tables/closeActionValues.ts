/**
 * Close Action Value Table [8.72] (32.0 calls it "8.71") — effectiveness differential × morale
 * differential, the morale columns chosen by the defender's terrain → a Close Action Value, or 'D'
 * (the attacker is disrupted at once and the close action ends, 8.7 step 3).
 *
 * The printed table is lost; everything below is RECONSTRUCTED from RULES-INVENTORY §2.4 (8.7 steps
 * 1–3, 10.41, 10.43, 11.5, 19.11, 32.0 notes) and tested in tests/rules/tables/closeActionTables.test.ts.
 * A low value favours the attacker. Both differentials are attacker minus defender, top units only,
 * after every modifier; they may be negative.
 */
import type { TerrainType } from '../map/terrain';
import type { TableProvenance } from './terrainEffects';

export const ATTACKER_DISRUPTED = 'D' as const;
/** 1 = best for the attacker … `maxValue` = worst; 'D' = attacker disrupted, no close action. */
export type CloseActionValue = number | typeof ATTACKER_DISRUPTED;

/** The sets of morale-differential columns, picked by the defender's hex [8.7 step 2]. */
export const CLOSE_ACTION_TERRAIN_SETS = ['open', 'close'] as const;
export type CloseActionTerrainSet = (typeof CLOSE_ACTION_TERRAIN_SETS)[number];

/**
 * Which column set a defender's terrain selects. The text does not list the sets; we mirror the
 * terrain group that 10.41 singles out for close action (rough, town, forest, city) against the rest.
 * An entrenchment is a marker, not terrain: it adds morale (10.41, 10.52) but does not change the set.
 */
export const CLOSE_ACTION_TERRAIN_SET: Readonly<Record<TerrainType, CloseActionTerrainSet>> = {
  clear: 'open',
  mixed: 'open',
  polder: 'open',
  slope: 'open',
  hilltop: 'open',
  fort: 'open',
  broken: 'open',
  allWater: 'open',
  rough: 'close',
  town: 'close',
  forest: 'close',
  city: 'close',
};

/** An inclusive range of differentials; values outside it read the nearest edge. */
export interface DifferentialRange {
  min: number;
  max: number;
}

export interface CloseActionValueTable {
  provenance: TableProvenance;
  /** Rows: effectiveness differential from min to max. */
  effectiveness: DifferentialRange;
  /** Columns: morale differential from min to max. */
  morale: DifferentialRange;
  /** Highest Close Action Value the table holds (the CART has one column per value 1..maxValue). */
  maxValue: number;
  /** values[set][effectiveness differential − min][morale differential − min]. */
  values: Readonly<Record<CloseActionTerrainSet, readonly (readonly CloseActionValue[])[]>>;
}

// ---- helpers that keep the matrix legible (pure data construction) ----

/** A score band of the reconstruction: scores at or above `minScore` (and below the previous band) give `value`. */
interface ScoreBand {
  minScore: number;
  value: CloseActionValue;
}

function buildSet(
  effectiveness: DifferentialRange,
  morale: DifferentialRange,
  score: (effDiff: number, moraleDiff: number) => number,
  bands: readonly ScoreBand[],
): CloseActionValue[][] {
  const rows: CloseActionValue[][] = [];
  for (let e = effectiveness.min; e <= effectiveness.max; e++) {
    const row: CloseActionValue[] = [];
    for (let m = morale.min; m <= morale.max; m++) {
      const s = score(e, m);
      row.push(bands.find((b) => s >= b.minScore)?.value ?? ATTACKER_DISRUPTED);
    }
    rows.push(row);
  }
  return rows;
}

/*
 * How the values were chosen (all reconstructed):
 *
 * Each cell comes from a score = effectiveness differential + 3 × morale differential (− 2 in the close
 *   set), cut into bands: 6+ → 1, 3..5 → 2, 0..2 → 3, −3..−1 → 4, −6..−4 → 5, −9..−7 → 6, −10 or worse
 *   → 'D'. The score is only our way of filling the grid; the table itself is the grid.
 * Morale ×3 — 32.0: losing a strength point (−1 morale) should weigh about as much as dispersing
 *   (typically −2 or −3 effectiveness); and an attacker with effectiveness 0 (Travel) against a
 *   battered or dispersed tank, at −6 or −3 effectiveness with a +3 or +4 morale edge, can still get a
 *   low value (here 1 or 2).
 * Scale 1–6 — one value per face of the die the CART is rolled with. An even fight (0, 0) in the open
 *   is 3.
 * 'D' — only at once-poor effectiveness and morale together (RULES-INVENTORY §2.4): e.g. −4 and −2,
 *   or 0 and −4.
 * Column sets — 'close' reads two score points worse than 'open'. The big terrain bonus is already
 *   the +2 morale of 10.41 (six score points); the column set adds a smaller margin, so that the
 *   printed structure (two column sets, 8.7 step 2) is kept without counting the terrain twice over.
 * Ranges — effectiveness −12..+12 (effectiveness runs 0–9, and bridge, landing and multi-formation
 *   modifiers stretch it), morale −8..+8; beyond them every cell already sits at 1 or 'D' or at a band
 *   edge, so clamping loses nothing that matters.
 */
const EFFECTIVENESS_RANGE: DifferentialRange = { min: -12, max: 12 };
const MORALE_RANGE: DifferentialRange = { min: -8, max: 8 };
const MORALE_WEIGHT = 3;
const CLOSE_SET_PENALTY = 2;
const SCORE_BANDS: readonly ScoreBand[] = [
  { minScore: 6, value: 1 },
  { minScore: 3, value: 2 },
  { minScore: 0, value: 3 },
  { minScore: -3, value: 4 },
  { minScore: -6, value: 5 },
  { minScore: -9, value: 6 },
];

export const RECONSTRUCTED_CLOSE_ACTION_VALUES: CloseActionValueTable = {
  provenance: {
    kind: 'reconstructed',
    source: 'Project reconstruction of 8.72 from RULES-INVENTORY §2.4 (8.7, 10.41, 10.52, 11.5, 19.11, 32.0 notes)',
    notes: 'The printed sheet is lost; load a printed JSON to replace it. Column sets mirror the 10.41 terrain group.',
  },
  effectiveness: EFFECTIVENESS_RANGE,
  morale: MORALE_RANGE,
  maxValue: 6,
  values: {
    open: buildSet(EFFECTIVENESS_RANGE, MORALE_RANGE, (e, m) => e + MORALE_WEIGHT * m, SCORE_BANDS),
    close: buildSet(EFFECTIVENESS_RANGE, MORALE_RANGE, (e, m) => e + MORALE_WEIGHT * m - CLOSE_SET_PENALTY, SCORE_BANDS),
  },
};

function clampTo(range: DifferentialRange, value: number): number {
  return Math.min(range.max, Math.max(range.min, Math.trunc(value)));
}

/** The Close Action Value [8.7 steps 1–3]. Differentials are attacker − defender. */
export function closeActionValue(
  effectivenessDifferential: number,
  moraleDifferential: number,
  terrainSet: CloseActionTerrainSet,
  table: CloseActionValueTable = RECONSTRUCTED_CLOSE_ACTION_VALUES,
): CloseActionValue {
  const row = clampTo(table.effectiveness, effectivenessDifferential) - table.effectiveness.min;
  const column = clampTo(table.morale, moraleDifferential) - table.morale.min;
  return table.values[terrainSet][row]?.[column] ?? ATTACKER_DISRUPTED;
}

/** Order for "better for the attacker": 1 < 2 < … < maxValue < 'D'. */
export function closeActionValueRank(value: CloseActionValue): number {
  return value === ATTACKER_DISRUPTED ? Number.POSITIVE_INFINITY : value;
}
