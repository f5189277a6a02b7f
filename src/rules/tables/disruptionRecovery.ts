/**
 * Disruption Recovery Table [11.53] and its die-roll adjustments [11.54].
 *
 * Both sheets are lost; everything below is RECONSTRUCTED from RULES-INVENTORY §2.7 (11.5, 11.52,
 * 13.52, 13.6 note, 18.32 — which cites 11.51 but means this table, ambiguity 35) and tested in
 * tests/rules/tables/disruptionRecovery.test.ts. A printed sheet can be loaded from JSON.
 *
 * How to read it: roll the dice, add the adjustments that apply, and read the modified roll in
 * `results` (the first entry is for `minRoll`; lower rolls read the first entry, higher ones the last).
 * The roll is made only in the owner's Command Phase (13.52) and never draws Opportunity Fire (8.4);
 * a unit that recovers returns in its state from before the disruption (11.52) — the engine's job.
 */
import { DICE_OUTCOMES, DICE_ROLLS, waysWhere, type Dice } from './fireResults';
import type { TableProvenance } from './terrainEffects';

export const DISRUPTION_OUTCOMES = ['recovered', 'disrupted'] as const;
export type DisruptionOutcome = (typeof DISRUPTION_OUTCOMES)[number];

/** The adjustments the text names [11.54]. */
export interface DisruptionRecoveryModifiers {
  /** A headquarters helps the unit recover [18.32]. Which HQ qualifies (own chain, stacked or adjacent, not itself disrupted) is the engine's call. */
  hqAid: number;
  /** The unit is in supply [13.6 note: a supplied unit gains a benefit on the roll]. */
  inSupply: number;
}

export interface DisruptionRecoveryTable {
  provenance: TableProvenance;
  dice: Dice;
  modifiers: DisruptionRecoveryModifiers;
  /** Modified roll the first result is for. */
  minRoll: number;
  /** Results for modified rolls minRoll, minRoll + 1, … */
  results: readonly DisruptionOutcome[];
}

/** What applies to this roll. */
export interface DisruptionRecoveryContext {
  hqAid: boolean;
  inSupply: boolean;
}

/*
 * How the values were chosen (all reconstructed):
 *
 * dice — one die. 11.54's heading speaks of a single "die roll", the game reserves two dice for the
 *   big tables (fire, weather, landing, airstrikes), and the 13.6 note settles its supply question
 *   with one die; a one-die roll per unit also keeps the Command Phase quick.
 * modifiers — +1 for an aiding HQ (18.32) and +1 for being in supply (13.6 note); higher is better.
 *   The text names nothing else, so nothing else is adjusted.
 * results — a modified 5 or more recovers: 2 in 6 alone, 3 in 6 with one help, 4 in 6 with both. A
 *   disrupted unit is worthless (11.5), so recovery should be likely but not sure when the unit is
 *   looked after, and slow when it is cut off and leaderless.
 */
export const RECONSTRUCTED_DISRUPTION_RECOVERY: DisruptionRecoveryTable = {
  provenance: {
    kind: 'reconstructed',
    source: 'Project reconstruction of 11.53/11.54 from RULES-INVENTORY §2.7 (11.5, 11.52, 13.52, 13.6 note, 18.32)',
    notes: 'The printed sheets are lost; load a printed JSON to replace them. One die chosen (see notes in source).',
  },
  dice: '1d6',
  modifiers: { hqAid: 1, inSupply: 1 },
  minRoll: 1,
  //        1            2            3            4            5            6            7            8
  results: ['disrupted', 'disrupted', 'disrupted', 'disrupted', 'recovered', 'recovered', 'recovered', 'recovered'],
};

/** Total adjustment to the roll [11.54]. */
export function disruptionRecoveryModifier(
  context: DisruptionRecoveryContext,
  table: DisruptionRecoveryTable = RECONSTRUCTED_DISRUPTION_RECOVERY,
): number {
  return (context.hqAid ? table.modifiers.hqAid : 0) + (context.inSupply ? table.modifiers.inSupply : 0);
}

/** The outcome of a recovery roll (the raw dice total) with its adjustments [11.53]. */
export function disruptionRecovery(
  roll: number,
  context: DisruptionRecoveryContext,
  table: DisruptionRecoveryTable = RECONSTRUCTED_DISRUPTION_RECOVERY,
): DisruptionOutcome {
  const modified = roll + disruptionRecoveryModifier(context, table);
  const index = Math.min(Math.max(modified - table.minRoll, 0), table.results.length - 1);
  return table.results[index] ?? 'disrupted';
}

/** Exact chance of recovering before rolling: ways out of 6 (or 36). */
export function disruptionRecoveryChance(
  context: DisruptionRecoveryContext,
  table: DisruptionRecoveryTable = RECONSTRUCTED_DISRUPTION_RECOVERY,
): { ways: number; outOf: number } {
  return {
    ways: waysWhere(table.dice, (roll) => disruptionRecovery(roll, context, table), (r) => r === 'recovered'),
    outOf: DICE_OUTCOMES[table.dice],
  };
}

/** The raw rolls the table's dice can show (for the UI and tests). */
export function disruptionRecoveryRolls(table: DisruptionRecoveryTable = RECONSTRUCTED_DISRUPTION_RECOVERY): readonly number[] {
  return DICE_ROLLS[table.dice];
}
