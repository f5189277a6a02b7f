/**
 * From a fire plan to the odds [5.0 steps 1–4, 5.29, 5.53, 5.61–5.63, 10.3, 10.51, 10.53, 10.8,
 * 10.93, 17.2]: the firer's effectiveness after every modifier, the Fire Value read on 5.61 or 5.62,
 * the target line of 5.63 (`fireReading`, all a shot needs before its roll) and the exact chance of
 * each result with what it costs the target (`assessFire`, for the screen and the seats, which show
 * or weigh the odds) — with the explanation that shows it.
 *
 * Order of effectiveness modifiers: the face value (pure armor in Travel: concentrated − 5 [5.29]),
 * less a re-subordination loss [17.21c], halved for doubled range with fractions dropped [5.53], less
 * the multi-formation penalty [17.2],
 * plus 1 against a ferry target, never above 9 [10.93].
 */
import type { Explanation, Modifier, TableReading } from '../core/explanation';
import { canonicalHexId, hexIndex, parseHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Mode } from '../core/unit';
import { MAX_EFFECTIVENESS, directFireValue } from '../tables/directFireValues';
import {
  FIRE_RESULT_LINE_WORDS,
  FIRE_TERRAIN_CATEGORY,
  fireResultColumn,
  fireResultDistribution,
  fireResultLine,
  type FireResult,
  type FireResultLine,
  type ResultChance,
} from '../tables/fireResults';
import { indirectFireValue } from '../tables/indirectFireValues';
import { terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import type { FirePlan } from './eligibility';
import { describeHitOutcome, hitOutcome, type HitOutcome } from './hitOutcome';
import { PURE_ARMOR_TRAVEL_PENALTY, effectivenessIn, isArmoredTarget, isArtilleryTypeTarget, isPureArmor, mayUseEntrenchment } from './unitClass';
import { unitById } from '../state/unitBuckets';

/** Everything the roll is read against [5.0 steps 1–4]: the Fire Value, the line and the column of 5.63. */
export interface FireReading {
  plan: FirePlan;
  /** Effectiveness after every modifier (may be ≤ 0: the attack then cannot hurt). */
  effectiveness: number;
  fireValue: number;
  targetArmored: boolean;
  /** The target's effectiveness in the mode it is shot in: picks the armored band of 5.61. */
  targetEffectiveness: number;
  entrenched: boolean;
  line: FireResultLine;
  /** Index of the 5.63 column read, or null when the Fire Value is below the line. */
  column: number | null;
  /** Inputs, modifiers and table cells; the roll and the outcome are added when the shot is made. */
  explanation: Explanation;
}

/** The reading with the odds: every result's chance and outcome [5.63, 5.32–5.37, 9.43, 9.44]. */
export interface FireAssessment extends FireReading {
  /** Exact chance of each result, out of 36 [5.63]. */
  chances: ResultChance<FireResult>[];
  /** Each result with everything it costs this target and its stack [5.32–5.37, 9.43, 9.44]. */
  outcomes: ResultChance<HitOutcome>[];
}

const MODE_WORD: Readonly<Record<Mode, string>> = { concentrated: 'concentrated', dispersed: 'dispersed', travel: 'travel' };

/** Each result with its chance, every loss it brings counted [5.32–5.37, 9.43]. */
function describeChances(outcomes: readonly ResultChance<HitOutcome>[]): string {
  return outcomes.map((c) => `${describeHitOutcome(c.result)} ${c.ways}/36`).join(', ');
}

/** Is the target hex entrenched for this unit [10.5, 10.51]? */
function entrenchedFor(state: GameState, hex: HexId, canUse: boolean): boolean {
  return canUse && state.entrenchments.some((e) => canonicalHexId(e) === hex);
}

/**
 * The shot with every result's chance and what each costs the target, for whoever shows or weighs
 * the odds (the fire panel, the seats). Making the shot needs only `fireReading`: one roll, one cell.
 */
export function assessFire(state: GameState, world: World, plan: FirePlan): FireAssessment {
  const reading = fireReading(state, world, plan);
  const { fireValue, line } = reading;
  const chances = fireResultDistribution(fireValue, line, world.tables.fireResults);
  const outcomes = chances.map((c) => ({ ...c, result: hitOutcome(state, plan.targetId, plan.targetMode, c.result, plan.loss) }));
  const explanation: Explanation = { ...reading.explanation, result: `${reading.explanation.result}: ${describeChances(outcomes)}` };
  return { ...reading, chances, outcomes, explanation };
}

/** The Fire Value, the line and the column of 5.63 for this plan, with the explanation up to the roll. */
export function fireReading(state: GameState, world: World, plan: FirePlan): FireReading {
  const firer = unitById(state, plan.firerId)!;
  const target = unitById(state, plan.targetId)!;
  const modifiers: Modifier[] = [];

  // Effectiveness [3.5b, 5.29, 5.53, 17.2, 10.93].
  const travelArmor = firer.mode === 'travel' && isPureArmor(firer);
  const printed = travelArmor ? (firer.effectiveness.concentrated ?? 0) : (effectivenessIn(firer, firer.mode) ?? 0);
  let effectiveness = printed;
  if (travelArmor) {
    effectiveness -= PURE_ARMOR_TRAVEL_PENALTY;
    modifiers.push({ rule: '5.29', what: 'pure armor firing in Travel mode', value: -PURE_ARMOR_TRAVEL_PENALTY, applies: 'effectiveness' });
  }
  if (firer.effectivenessPenalty) {
    // [17.21c] permanent loss of artillery re-subordinated after its own HQ was destroyed
    effectiveness -= firer.effectivenessPenalty.value;
    modifiers.push({ rule: firer.effectivenessPenalty.rule, what: 'permanent loss for re-subordination after its HQ was destroyed', value: -firer.effectivenessPenalty.value, applies: 'effectiveness' });
  }
  if (plan.doubleRange) {
    const halved = Math.floor(effectiveness / 2);
    modifiers.push({ rule: firer.type === 'artillery' ? '5.53' : '18.2', what: 'firing beyond printed range (up to double)', value: halved - effectiveness, applies: 'effectiveness' });
    effectiveness = halved;
  }
  if (plan.multiFormation.penalty > 0) {
    effectiveness -= plan.multiFormation.penalty;
    modifiers.push({ rule: '17.2', what: `multi-formation fire into ${plan.targetHex} (${plan.multiFormation.firerIds.length} firers)`, value: -plan.multiFormation.penalty, applies: 'effectiveness' });
  }
  if (plan.onFerry && effectiveness < MAX_EFFECTIVENESS) {
    const raised = Math.min(effectiveness + 1, MAX_EFFECTIVENESS);
    modifiers.push({ rule: '10.93', what: 'opportunity fire at a unit on a ferry', value: raised - effectiveness, applies: 'effectiveness' });
    effectiveness = raised;
  }

  // Target [3.41, 5.71, 5.72, 10.51, 10.53].
  const targetArmored = isArmoredTarget(target, plan.targetMode);
  const targetEffectiveness = Math.max(effectivenessIn(target, plan.targetMode) ?? 0, 0);
  const entrenched = !plan.noTerrainBenefit && entrenchedFor(state, plan.targetHex, mayUseEntrenchment(target));
  const fireValue =
    plan.table === 'direct'
      ? directFireValue(
          { strength: plan.strength, effectiveness, target: targetArmored ? { armored: true, effectiveness: targetEffectiveness, entrenched } : { armored: false, entrenched } },
          world.tables.directFire,
        )
      : indirectFireValue({ strength: plan.strength, effectiveness, targetArmored, targetEntrenched: entrenched }, world.tables.indirectFire);

  // Line and column of 5.63 [5.0 step 4, 10.3, 10.53, 10.8, 10.93].
  const terrain = terrainOf(world.grid, hexIndex(parseHexId(plan.targetHex)!));
  const line = fireResultLine({
    mode: plan.targetMode,
    // [14.5] a landing serial has no terrain benefit against the German special fire
    terrainCategory: plan.noTerrainBenefit ? FIRE_TERRAIN_CATEGORY.clear : FIRE_TERRAIN_CATEGORY[terrain],
    entrenched,
    artilleryType: isArtilleryTypeTarget(target),
    onFerry: plan.onFerry,
  });
  const column = fireResultColumn(fireValue, line, world.tables.fireResults);

  const valueTable = plan.table === 'direct' ? '5.61' : '5.62';
  const tables: TableReading[] = [
    {
      table: valueTable,
      row: `strength ${plan.strength}`,
      column: `effectiveness ${effectiveness}${targetArmored ? (plan.table === 'direct' ? `, armored target of effectiveness ${targetEffectiveness}` : ', armored target') : ', non-armored target'}${entrenched ? ', entrenched' : ''}`,
      cell: String(fireValue),
    },
    { table: '5.63', row: FIRE_RESULT_LINE_WORDS[line], column: `Fire Value ${fireValue}`, cell: column === null ? 'below the line: no effect possible' : `column ${column + 1}` },
  ];
  const explanation: Explanation = {
    kind: plan.opportunity ? 'opportunityFire' : plan.table === 'direct' ? 'directFire' : 'indirectFire',
    rule: plan.opportunity ? '8.4' : '5.0',
    inputs: {
      firer: firer.name,
      target: target.name,
      targetHex: plan.targetHex,
      procedure: plan.table,
      strength: plan.strength,
      currentStrength: firer.strength,
      printedEffectiveness: printed,
      effectiveness,
      distance: plan.distance,
      range: firer.range,
      targetMode: MODE_WORD[plan.targetMode],
      targetArmored,
      ...(targetArmored ? { targetEffectiveness } : {}),
      entrenched,
      terrain,
      onFerry: plan.onFerry,
      sighting: plan.sighted.via === 'self' ? 'self' : plan.sighted.hqId ? `${plan.sighted.spotterId} via ${plan.sighted.hqId}` : plan.sighted.spotterId,
      // [24.4] an off-map battery counts its range in hexrows from its base row
      ...(firer.offMapBattery ? { offMapBattery: `Map ${firer.offMapBattery.section}, range counted from hexrow ${firer.offMapBattery.fromRow} [${firer.offMapBattery.rule}]` } : {}),
      ...(plan.multiFormation.liftedByLeader ? { multiFormationLiftedByLeader: true } : {}),
    },
    modifiers,
    tables,
    // assessFire adds each result's chance; resolveFire puts the roll's result here.
    result: `Fire Value ${fireValue} on the ${FIRE_RESULT_LINE_WORDS[line]} line`,
  };
  return { plan, effectiveness, fireValue, targetArmored, targetEffectiveness, entrenched, line, column, explanation };
}
