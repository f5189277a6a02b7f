/**
 * Plain words for the action panels: a command as a button label (unit names, hexes, choices), a
 * fire line and a result distribution, and the order fire options are listed in. Pure functions of
 * the game state, so they are tested without a browser.
 */
import { commandLabel as labelOf, describeHitOutcome, FIRE_CHOICE_LABEL, FIRE_RESULT_LINE_WORDS, type Command, type Explanation, type FireOption, type FireResultLine, type GameEvent, type HitOutcome, type GameState, type ResultChance, type Side } from '../../rules/api';
import { SIDE_LABEL } from '../labels';
import { unitById } from '../../rules/api';

/** A unit's name, or its id if it is unknown. */
export function unitName(state: GameState, unitId: string): string {
  return unitById(state, unitId)?.name ?? unitId;
}

export { FIRE_CHOICE_LABEL };

/** The lines of the Fire Results Table in words [5.63, 10.3, 10.8]. */
export const FIRE_LINE_LABEL: Readonly<Record<FireResultLine, string>> = FIRE_RESULT_LINE_WORDS;

/** A command as the label of the button that gives it (each command module says how). */
export function commandLabel(state: GameState, command: Command): string {
  return labelOf(command, (id) => unitName(state, id));
}

/** Who must answer now, for hot-seat play: "German player: decide". */
export function deciderLine(side: Side): string {
  return `${SIDE_LABEL[side]} player: decide`;
}

/** "no effect 21/36 · D 9/36 · 1 SP lost 6/36": each result with its chance, most likely first. */
export function chancesText<T>(chances: readonly ResultChance<T>[], words: (result: T) => string): string {
  return [...chances]
    .sort((a, b) => b.ways / b.outOf - a.ways / a.outOf)
    .map((c) => `${words(c.result)} ${c.ways}/${c.outOf}`)
    .join(' · ');
}

/**
 * "no effect 21/36 · 2 SP lost (1 + 1 in Travel) 6/36": each result with everything it costs the
 * target and its stack, as the engine works it out [5.32–5.37, 9.43]; results that come to the
 * same thing are added together.
 */
export function outcomesText(outcomes: readonly ResultChance<HitOutcome>[]): string {
  const merged = new Map<string, ResultChance<string>>();
  for (const o of outcomes) {
    const words = describeHitOutcome(o.result);
    const entry = merged.get(words);
    if (entry) entry.ways += o.ways;
    else merged.set(words, { result: words, ways: o.ways, outOf: o.outOf });
  }
  return chancesText([...merged.values()], (w) => w);
}

/** The expected SP loss of a shot, for ordering targets: every point counted, an owner's choice as half a point. */
export function expectedLoss(outcomes: readonly ResultChance<HitOutcome>[]): number {
  return outcomes.reduce((sum, c) => sum + (c.ways / c.outOf) * (c.result.targetLoss + c.result.stackLoss + (c.result.choice ? 0.5 : 0)), 0);
}

/**
 * Fire options in the order the panel lists them: legal shots first, the most damaging first
 * (then by Fire Value, then target id for a stable order); refused pairs after, by target id.
 */
export function sortFireOptions(options: readonly FireOption[]): FireOption[] {
  return [...options].sort((a, b) => {
    if (a.legal !== b.legal) return a.legal ? -1 : 1;
    if (a.legal && b.legal) {
      const loss = expectedLoss(b.assessment.outcomes) - expectedLoss(a.assessment.outcomes);
      if (Math.abs(loss) > 1e-9) return loss;
      if (a.assessment.fireValue !== b.assessment.fireValue) return b.assessment.fireValue - a.assessment.fireValue;
    }
    return a.targetId < b.targetId ? -1 : a.targetId > b.targetId ? 1 : 0;
  });
}

export interface Resolution {
  title: string;
  explanation: Explanation;
}

/** Fire and close-action resolutions among some events, with a title each. */
export function resolutionsIn(events: readonly GameEvent[]): Resolution[] {
  const out: Resolution[] = [];
  for (const event of events) {
    if (event.type === 'fireResolved') {
      out.push({ title: `${event.opportunity ? 'Opportunity fire' : 'Fire'}: ${event.firerName} at ${event.targetName} (${event.hex})`, explanation: event.explanation });
    } else if (event.type === 'closeActionResolved') {
      out.push({ title: `Close action ${event.from} → ${event.target}`, explanation: event.explanation });
    }
  }
  return out;
}

