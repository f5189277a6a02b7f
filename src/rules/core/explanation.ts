/**
 * How a result was reached, for the log and the screen (issue 5, "explanations"): the inputs, each
 * modifier with the case it comes from, the table cell read and the dice. Every fire, opportunity
 * fire, close action, supply judgment, disruption roll and airstrike produces one.
 */
export interface Modifier {
  /** The case the modifier comes from, e.g. `10.43`. */
  rule: string;
  /** What it is, in plain words, e.g. `attacking across a bridge`. */
  what: string;
  /** The change it makes (to effectiveness, morale, strength, the die roll…). */
  value: number;
  /** What the value changes, e.g. `effectiveness`. */
  applies: string;
}

export interface TableReading {
  /** The table, e.g. `5.61`. */
  table: string;
  /** Row and column as the table names them. */
  row: string;
  column: string;
  /** The cell read. */
  cell: string;
}

export type ExplanationKind =
  | 'directFire'
  | 'indirectFire'
  | 'opportunityFire'
  | 'closeAction'
  | 'supply'
  | 'depletion'
  | 'disruptionRecovery'
  | 'leaderCasualty'
  | 'airstrike'
  | 'cap'
  | 'airLanding';

export interface Explanation {
  kind: ExplanationKind;
  /** The main case applied. */
  rule: string;
  /** The values the result depends on, by name (firer strength, target mode, odds…). */
  inputs: Record<string, number | string | boolean>;
  modifiers: Modifier[];
  /** Table cells read, in order. */
  tables: TableReading[];
  /** The roll, when there was one: dice as rolled, and the total after modifiers. */
  roll?: { dice: number[]; total: number; modified: number };
  /** The outcome in plain words. */
  result: string;
}
