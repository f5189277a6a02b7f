/**
 * Airstrike Bombardment Table [15.5] and the meaning of its results [15.4].
 *
 * PRINTED: this table is in the rulebook (last page) and is transcribed cell for cell
 * (RULES-INVENTORY §3). Roll two dice [15.22]; the column is the target's mode and, for a unit in
 * Travel, whether its hex is forest or city.
 */
import { resultDistribution, type ResultChance } from './fireResults';
import type { TableProvenance } from './terrainEffects';

export const AIRSTRIKE_RESULTS = ['-', 'D', '1*', '1'] as const;
export type AirstrikeResult = (typeof AIRSTRIKE_RESULTS)[number];

/** The printed columns, left to right. */
export const AIRSTRIKE_COLUMNS = ['dispersed', 'concentrated', 'disrupted', 'travelForestCity', 'travelOther'] as const;
export type AirstrikeColumn = (typeof AIRSTRIKE_COLUMNS)[number];

export interface AirstrikeBombardmentTable {
  provenance: TableProvenance;
  /** rows[roll − 2][column index in AIRSTRIKE_COLUMNS], rolls 2–12. */
  rows: readonly (readonly AirstrikeResult[])[];
}

export const AIRSTRIKE_BOMBARDMENT: AirstrikeBombardmentTable = {
  provenance: {
    kind: 'printed',
    source: 'Rulebook 15.5 (last page), transcribed in RULES-INVENTORY §3',
    notes: 'Column heads: any terrain Disp / Conc / Dsrp; Trav in forest or city; Trav elsewhere.',
  },
  rows: [
    // Disp  Conc  Dsrp  Trav F/C  Trav other      roll
    ['D', '1*', '1*', '1', '1'], //                 2
    ['D', 'D', '1*', '1*', '1'], //                 3
    ['D', 'D', 'D', '1*', '1*'], //                 4
    ['-', 'D', 'D', 'D', '1*'], //                  5
    ['-', '-', '-', 'D', 'D'], //                   6
    ['-', '-', '-', '-', 'D'], //                   7
    ['-', '-', '-', '-', '-'], //                   8
    ['-', '-', '-', '-', '-'], //                   9
    ['-', '-', '-', 'D', 'D'], //                   10
    ['-', 'D', 'D', 'D', '1*'], //                  11
    ['D', '1*', 'D', '1*', '1*'], //                12
  ],
};

/** Which column a target reads: disrupted first (a disrupted unit is in Disrupted mode), then its mode. */
export function airstrikeColumn(target: {
  mode: 'concentrated' | 'dispersed' | 'travel';
  disrupted: boolean;
  /** The target hex is forest or city (only matters in Travel). */
  forestOrCity: boolean;
}): AirstrikeColumn {
  if (target.disrupted) return 'disrupted';
  if (target.mode === 'travel') return target.forestOrCity ? 'travelForestCity' : 'travelOther';
  return target.mode;
}

export function airstrikeResult(
  column: AirstrikeColumn,
  roll: number,
  table: AirstrikeBombardmentTable = AIRSTRIKE_BOMBARDMENT,
): AirstrikeResult {
  return table.rows[roll - 2]?.[AIRSTRIKE_COLUMNS.indexOf(column)] ?? '-';
}

/** Exact chance of each result before rolling (ways out of 36). */
export function airstrikeResultDistribution(
  column: AirstrikeColumn,
  table: AirstrikeBombardmentTable = AIRSTRIKE_BOMBARDMENT,
): ResultChance<AirstrikeResult>[] {
  return resultDistribution('2d6', (roll) => airstrikeResult(column, roll, table), (r) => r);
}

/** What a result does to the struck unit [15.4, 15.18]. */
export interface AirstrikeEffect {
  strengthLoss: number;
  /** The unit becomes disrupted (false if it already was: a second disruption does nothing, 15.18). */
  disrupt: boolean;
  /** It must leave the hex if it can; if it cannot, the D costs it nothing (15.4). */
  retreatIfPossible: boolean;
}

export function airstrikeEffect(
  result: AirstrikeResult,
  target: { armoredOrHq: boolean; alreadyDisrupted: boolean },
): AirstrikeEffect {
  const asD: AirstrikeEffect = { strengthLoss: 0, disrupt: !target.alreadyDisrupted, retreatIfPossible: !target.alreadyDisrupted };
  switch (result) {
    case '-':
      return { strengthLoss: 0, disrupt: false, retreatIfPossible: false };
    case 'D':
      return asD;
    case '1*':
      return target.armoredOrHq ? asD : { strengthLoss: 1, disrupt: !target.alreadyDisrupted, retreatIfPossible: false };
    case '1':
      return { strengthLoss: 1, disrupt: !target.alreadyDisrupted, retreatIfPossible: false };
  }
}
