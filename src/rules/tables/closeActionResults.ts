/**
 * Close Action Results Table [8.73] — odds (total attacking strength : total defending strength,
 * rounded in the defender's favour) × Close Action Value (8.72) × one die → the result [8.7 step 4;
 * the step says "8.72" but means this table, RULES-INVENTORY ambiguity 32].
 *
 * The printed table is lost; everything below is RECONSTRUCTED from RULES-INVENTORY §2.5 (8.7, 8.71,
 * 8.49, 11.51, 14.54, 32.0 notes) and tested in tests/rules/tables/closeActionTables.test.ts.
 *
 * Result vocabulary: a cell is a code made of parts joined by '+', or '-' for nothing:
 *   AD  every attacking unit is disrupted (the assault fails) [8.7 step 3, 14.54]
 *   An  the attacking top unit loses n strength points
 *   DD  every defending unit is disrupted: it must leave the hex (retreat draws no OF, 8.71) and the
 *       attackers may move in (8.49); a defender already disrupted is eliminated instead (32.0)
 *   Dn  the defending top unit loses n strength points
 * The text only shows '-', 'AD' and 'DD' (RULES-INVENTORY §2.5), so the reconstruction uses only
 * those; the loss parts exist so that a printed sheet with losses can be entered.
 */
import { resultDistribution, type ResultChance } from './fireResults';
import type { TableProvenance } from './terrainEffects';

export type CloseActionResultCode = string;
export const CLOSE_ACTION_NO_EFFECT = '-';
/** One part of a code: AD, DD, or A/D followed by a loss of 1–9 SP. */
export const CLOSE_ACTION_RESULT_PATTERN = /^(?:-|(?:AD|DD|A[1-9]|D[1-9])(?:\+(?:AD|DD|A[1-9]|D[1-9]))*)$/;

export interface CloseActionOutcome {
  attackerDisrupted: boolean;
  attackerLoss: number;
  defenderDisrupted: boolean;
  defenderLoss: number;
}

const NOTHING: CloseActionOutcome = { attackerDisrupted: false, attackerLoss: 0, defenderDisrupted: false, defenderLoss: 0 };

/** Decode a cell; null if the code is not in the vocabulary (or names the same part twice). */
export function parseCloseActionResult(code: string): CloseActionOutcome | null {
  if (!CLOSE_ACTION_RESULT_PATTERN.test(code)) return null;
  if (code === CLOSE_ACTION_NO_EFFECT) return { ...NOTHING };
  const parts = code.split('+');
  if (new Set(parts.map((p) => (p === 'AD' || p === 'DD' ? p : p.charAt(0)))).size !== parts.length) return null;
  const outcome = { ...NOTHING };
  for (const p of parts) {
    if (p === 'AD') outcome.attackerDisrupted = true;
    else if (p === 'DD') outcome.defenderDisrupted = true;
    else if (p.startsWith('A')) outcome.attackerLoss = Number(p.slice(1));
    else outcome.defenderLoss = Number(p.slice(1));
  }
  return outcome;
}

/** What a result does on the map, given the defender's state [8.49, 8.71, 11.51, 32.0]. */
export interface CloseActionConsequences {
  attackerDisrupted: boolean;
  attackerLoss: number;
  defenderLoss: number;
  /** Must leave the hex; static units and dispersed non-armored artillery die instead (11.51). */
  defenderRetreats: boolean;
  /** A second disruption eliminates (32.0), as does a retreat the unit cannot make (11.51). */
  defenderEliminated: boolean;
  /** The hex is empty of defenders and the attackers are still fit to move in [8.49]. */
  attackerMayAdvance: boolean;
}

export function closeActionConsequences(
  outcome: CloseActionOutcome,
  defender: { alreadyDisrupted: boolean; cannotRetreat?: boolean },
): CloseActionConsequences {
  const eliminated = outcome.defenderDisrupted && (defender.alreadyDisrupted || defender.cannotRetreat === true);
  const retreats = outcome.defenderDisrupted && !eliminated;
  return {
    attackerDisrupted: outcome.attackerDisrupted,
    attackerLoss: outcome.attackerLoss,
    defenderLoss: outcome.defenderLoss,
    defenderRetreats: retreats,
    defenderEliminated: eliminated,
    attackerMayAdvance: outcome.defenderDisrupted && !outcome.attackerDisrupted,
  };
}

/**
 * A single number for "how good for the attacker" used to compare results: defender disrupted +2,
 * attacker disrupted −2, each SP lost ±1. Only an ordering; the engine applies the outcome itself.
 */
export function attackerScore(outcome: CloseActionOutcome): number {
  return (
    (outcome.defenderDisrupted ? 2 : 0) - (outcome.attackerDisrupted ? 2 : 0) + outcome.defenderLoss - outcome.attackerLoss
  );
}

/** The lowest odds a column is read at: attacker : defender. */
export interface OddsRatio {
  attacker: number;
  defender: number;
}

export interface CloseActionResultsColumn {
  odds: OddsRatio;
  /** byValue[closeActionValue − 1][dieRoll − 1]. */
  byValue: readonly (readonly CloseActionResultCode[])[];
}

export interface CloseActionResultsTable {
  provenance: TableProvenance;
  /** Odds columns, lowest odds first. */
  columns: readonly CloseActionResultsColumn[];
}

// ---- helper that keeps the table legible (pure data construction) ----

/** One odds column: a die roll plus the column's bonus, minus the Close Action Value, read on a ladder. */
function oddsColumn(attacker: number, defender: number, bonus: number): CloseActionResultsColumn {
  const byValue: CloseActionResultCode[][] = [];
  for (let cav = 1; cav <= 6; cav++) {
    const row: CloseActionResultCode[] = [];
    for (let die = 1; die <= 6; die++) {
      const margin = die + bonus - cav;
      row.push(margin <= -1 ? 'AD' : margin <= 1 ? CLOSE_ACTION_NO_EFFECT : 'DD');
    }
    byValue.push(row);
  }
  return { odds: { attacker, defender }, byValue };
}

/*
 * How the values were chosen (all reconstructed):
 *
 * Odds columns 1:3 (and worse), 1:2, 1:1, 2:1, 3:1, 4:1, 5:1, 6:1 (and better). A ratio between two
 *   columns reads the lower one, which is rounding in the defender's favour (8.7 step 4).
 * Each cell: margin = die + column bonus − Close Action Value, with bonus −2 at 1:3 rising by one per
 *   column to +5 at 6:1. Margin ≤ −1 → AD, 0..1 → no effect, ≥ 2 → DD. An even assault (1:1, value
 *   3) is then a third each; a better column or a lower value never gives the attacker a worse
 *   result for the same die.
 * Only '-', 'AD' and 'DD' appear: the text speaks of the attacker disrupted (8.7 step 3, 14.54),
 *   of a failure without disruption (14.54), and of the defender disrupted and forced out with the
 *   attacker moving in (8.49, 32.0). It never mentions strength losses in close action, nor both sides
 *   disrupted at once, so the reconstruction has none.
 */
export const RECONSTRUCTED_CLOSE_ACTION_RESULTS: CloseActionResultsTable = {
  provenance: {
    kind: 'reconstructed',
    source: 'Project reconstruction of 8.73 from RULES-INVENTORY §2.5 (8.7, 8.71, 8.49, 11.51, 14.54, 32.0 notes)',
    notes: 'The printed sheet is lost; load a printed JSON to replace it. No loss results are reconstructed.',
  },
  columns: [
    oddsColumn(1, 3, -2),
    oddsColumn(1, 2, -1),
    oddsColumn(1, 1, 0),
    oddsColumn(2, 1, 1),
    oddsColumn(3, 1, 2),
    oddsColumn(4, 1, 3),
    oddsColumn(5, 1, 4),
    oddsColumn(6, 1, 5),
  ],
};

/**
 * Index of the odds column for these totals: the best column whose odds the attack reaches, exact in
 * integers (no floating point). Below the lowest column reads the lowest; a defender of 0 strength
 * (an AT or artillery top defender, 18.2/18.6; depleted units, 11.34) reads the highest.
 */
export function closeActionOddsColumn(
  attackerStrength: number,
  defenderStrength: number,
  table: CloseActionResultsTable = RECONSTRUCTED_CLOSE_ACTION_RESULTS,
): number {
  if (defenderStrength <= 0) return table.columns.length - 1;
  let index = 0;
  table.columns.forEach((c, i) => {
    if (attackerStrength * c.odds.defender >= defenderStrength * c.odds.attacker) index = i;
  });
  return index;
}

/** The cell for an odds column, a Close Action Value and a die roll (values above the table's read its last row). */
export function closeActionResult(
  oddsColumnIndex: number,
  value: number,
  dieRoll: number,
  table: CloseActionResultsTable = RECONSTRUCTED_CLOSE_ACTION_RESULTS,
): CloseActionResultCode {
  const column = table.columns[Math.min(Math.max(oddsColumnIndex, 0), table.columns.length - 1)];
  if (!column) return CLOSE_ACTION_NO_EFFECT;
  const row = column.byValue[Math.min(Math.max(value, 1), column.byValue.length) - 1];
  return row?.[dieRoll - 1] ?? CLOSE_ACTION_NO_EFFECT;
}

/** Exact chance of each result before the die is rolled (ways out of 6). */
export function closeActionResultDistribution(
  oddsColumnIndex: number,
  value: number,
  table: CloseActionResultsTable = RECONSTRUCTED_CLOSE_ACTION_RESULTS,
): ResultChance<CloseActionResultCode>[] {
  return resultDistribution('1d6', (roll) => closeActionResult(oddsColumnIndex, value, roll, table), (code) => code);
}
