/**
 * Which cells of the charts a shot or an assault reads, so the rules panel can light up the row and
 * the column in use [5.61–5.63, 8.72, 8.73]. Worked out from the engine's own assessment (the Fire
 * Value, line and column it found; the differentials and odds column of a close action), never
 * recomputed from the counters. Screen state only: nothing here is saved or replayed.
 */
import { create } from 'zustand';
import { armoredBand, MAX_EFFECTIVENESS, type CloseActionFactors, type CombatTables, type FireAssessment, type FireResultLine, type FireValueMatrix } from '../../../rules/api';

/** The Fire Value matrices of 5.61 and 5.62 by key: 'nonArmored', 'armored' (5.62), 'armored-<band>' (5.61). */
export type MatrixKey = string;

export interface FireChartMarks {
  valueTable: '5.61' | '5.62';
  matrix: MatrixKey;
  /** Row of the strength band, or null when no row is read (strength below 1). */
  row: number | null;
  /** Column index (effectiveness − 1, above 9 reads 9), or null when effectiveness is 0 or less. */
  column: number | null;
  fireValue: number;
  line: FireResultLine;
  /** 5.63 result column, or null when the Fire Value is below the line. */
  resultColumn: number | null;
}

export interface CloseActionChartMarks {
  set: 'open' | 'close';
  /** Row and column of 8.72 (differentials clamped to the table as the engine reads them). */
  row: number;
  column: number;
  oddsColumn: number;
  /** The Close Action Value read, or null for an attacker-disrupted 'D'. */
  value: number | null;
}

export interface ChartMarks {
  /** What the marks are for, in words ("Fire: 2/502 at II/21 Pz Gren"). */
  what: string;
  fire?: FireChartMarks;
  closeAction?: CloseActionChartMarks;
}

export const useChartMarks = create<{ marks: ChartMarks | null }>(() => ({ marks: null }));

export function setChartMarks(marks: ChartMarks | null): void {
  const now = useChartMarks.getState().marks;
  if (JSON.stringify(now) !== JSON.stringify(marks)) useChartMarks.setState({ marks });
}

/** The strength band row a firer's strength reads (the last row whose lower bound it reaches). */
export function strengthRow(matrix: FireValueMatrix, strength: number): number | null {
  let row: number | null = null;
  matrix.strengthRows.forEach((min, i) => {
    if (strength >= min) row = i;
  });
  return row;
}

/** The cells a fire assessment reads on 5.61 or 5.62 and on 5.63. */
export function fireChartMarks(assessment: FireAssessment, tables: CombatTables): FireChartMarks {
  const { plan, effectiveness, targetArmored, targetEffectiveness } = assessment;
  const direct = plan.table === 'direct';
  let matrix: MatrixKey = 'nonArmored';
  let values: FireValueMatrix = direct ? tables.directFire.nonArmored : tables.indirectFire.nonArmored;
  if (targetArmored && direct) {
    const band = armoredBand(targetEffectiveness, tables.directFire);
    const index = band ? tables.directFire.armored.indexOf(band) : 0;
    matrix = `armored-${index}`;
    values = band?.matrix ?? values;
  } else if (targetArmored) {
    matrix = 'armored';
    values = tables.indirectFire.armored;
  }
  return {
    valueTable: direct ? '5.61' : '5.62',
    matrix,
    row: plan.strength >= 1 ? strengthRow(values, plan.strength) : null,
    column: effectiveness >= 1 ? Math.min(Math.floor(effectiveness), MAX_EFFECTIVENESS) - 1 : null,
    fireValue: assessment.fireValue,
    line: assessment.line,
    resultColumn: assessment.column,
  };
}

/** The cells a close action reads on 8.72 and 8.73. */
export function closeActionChartMarks(factors: CloseActionFactors, tables: CombatTables): CloseActionChartMarks {
  const { effectiveness, morale } = tables.closeActionValues;
  const clamp = (range: { min: number; max: number }, v: number) => Math.min(range.max, Math.max(range.min, Math.trunc(v))) - range.min;
  return {
    set: factors.terrainSet,
    row: clamp(effectiveness, factors.effectivenessDifferential),
    column: clamp(morale, factors.moraleDifferential),
    oddsColumn: factors.oddsColumn,
    value: typeof factors.value === 'number' ? factors.value : null,
  };
}
