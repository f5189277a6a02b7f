/**
 * What a fire result does to its target [5.3–5.37]. A number costs that many strength points at
 * once [5.32]; then, and for a D [5.33], the target's mode decides:
 * - dispersed, or disrupted: nothing more;
 * - concentrated: its owner chooses to disperse or to lose one more point and stay;
 *   a unit with no dispersed face chooses one more point or disruption instead [5.37];
 * - Travel: one more point is lost (all a D does); after a numbered result the owner may then switch
 *   the unit to a face it has, and it is disrupted when the phase ends [5.32; RULES-INVENTORY §5 item 66].
 * A dispersal forced by fire never sets off opportunity fire [5.34]: the mode is simply turned, no
 * window is looked for. Later fire sees the new mode at once [5.36].
 *
 * The owner's choice is a decision (`pending.kind = 'fireResult'`) for the target's side. If another
 * decision is open (an opportunity-fire window), it is kept in `outer` and put back after the answer.
 */
import type { FireChoice } from '../core/pending';
import type { DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { FireResultContext } from '../core/pending';
import type { PhaseKind } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import type { Mode } from '../core/unit';
import { disruptInHex } from '../stacking/disruption';
import type { FireResult } from '../tables/fireResults';
import type { World } from '../world/world';
import { applyFireLoss } from './losses';
import { mayDisperseAfterFire, modeChangeFrozen } from '../leaders/lostLeader';
import { unitById } from '../state/unitBuckets';

export interface HitContext {
  targetId: string;
  result: FireResult;
  /** The mode the target was shot in (a ferry target's "considered" mode [10.93, 16.2]). */
  mode: Mode;
  loss: 'direct' | 'indirect';
  opportunity: boolean;
  /** [9.43] The unit the firing player names to take loss beyond the target, if among the new top two. */
  overflowTo?: string;
}

const CHOICE_WORDS: Readonly<Record<FireChoice, string>> = {
  disperse: 'disperse',
  loseStep: 'lose one more strength point',
  disrupt: 'become disrupted',
  stay: 'stay in Travel',
  concentrated: 'switch to concentrated (disrupted when the phase ends)',
  dispersed: 'switch to dispersed (disrupted when the phase ends)',
};

function alive(draft: GameState, id: string): boolean {
  const unit = unitById(draft, id);
  return unit !== undefined && !unit.eliminated && unit.hex !== null;
}

/** The two options of a concentrated unit hit by a number or a D [5.32, 5.33, 5.37]. */
function concentratedOptions(draft: GameState, id: string): { options: FireChoice[]; rule: string } {
  const unit = unitById(draft, id)!;
  if (!unit.modes.includes('dispersed')) return { options: ['loseStep', 'disrupt'], rule: '5.37' };
  // [19.5] a unit frozen by its lost leader keeps the option to disperse for three Game-Turns only.
  if (modeChangeFrozen(draft, id) && !mayDisperseAfterFire(draft, id)) return { options: ['loseStep'], rule: '19.5' };
  return { options: ['disperse', 'loseStep'], rule: '' };
}

/** [19.5] After a hit in Travel, a unit frozen by its lost leader may only stay, or disperse while that option lasts. */
function travelOptions(draft: GameState, id: string, faces: readonly ('concentrated' | 'dispersed')[]): FireChoice[] {
  if (!modeChangeFrozen(draft, id)) return ['stay', ...faces];
  return ['stay', ...faces.filter((f) => f === 'dispersed' && mayDisperseAfterFire(draft, id))];
}

/** Ask the target's owner to choose; the decision open now (if any) waits in `outer`. */
function askChoice(draft: GameState, hit: HitContext, options: FireChoice[], rule: string, events: GameEvent[]): void {
  const unit = unitById(draft, hit.targetId)!;
  const context: FireResultContext = { unitId: unit.id, options, loss: hit.loss, opportunity: hit.opportunity };
  const outer = draft.pending;
  draft.pending = {
    kind: 'fireResult',
    side: unit.side,
    rule,
    prompt: `${unit.name} was hit: ${options.map((o) => CHOICE_WORDS[o]).join(', or ')}?`,
    answers: ['fireResultChoice'],
    resume: null,
    fireResult: context,
    ...(outer ? { outer } : {}),
  };
  events.push({ type: 'fireChoiceAsked', unitId: unit.id, unitName: unit.name, options, rule });
}

/** Apply a fire result to its target. Works on a draft; may leave a choice pending for the owner. */
export function applyFireResult(draft: GameState, world: World, hit: HitContext, dice: DiceSource, events: GameEvent[]): void {
  const { result, targetId } = hit;
  if (result === '-') return; // [5.31]
  const unit = unitById(draft, targetId);
  if (!unit || !alive(draft, targetId)) return;
  const disrupted = unit.status.disrupted;
  const numbered = typeof result === 'number';
  const rule = numbered ? '5.32' : '5.33';
  if (numbered) {
    applyFireLoss(draft, world, targetId, result, hit.loss, dice, events, '5.32', hit.overflowTo);
    if (!alive(draft, targetId)) return;
  }
  if (disrupted || hit.mode === 'dispersed') return; // [5.32, 5.33] nothing more
  if (hit.mode === 'concentrated') {
    const { options, rule: special } = concentratedOptions(draft, targetId);
    if (options.length === 1) {
      // Nothing to choose [19.5]: the point is lost at once.
      applyFireChoice(draft, world, { unitId: targetId, options, loss: hit.loss, opportunity: hit.opportunity }, options[0]!, special, dice, events);
      return;
    }
    askChoice(draft, hit, options, special || rule, events);
    return;
  }
  // Travel: one more point, at once [5.32, 5.33].
  applyFireLoss(draft, world, targetId, 1, hit.loss, dice, events, rule);
  if (!numbered || !alive(draft, targetId)) return;
  const faces = unitById(draft, targetId)!.modes.filter((m): m is 'concentrated' | 'dispersed' => m !== 'travel');
  const travelChoices = travelOptions(draft, targetId, faces);
  if (travelChoices.length > 1) askChoice(draft, hit, travelChoices, '5.32', events);
}

/** Carry out the owner's answer [5.32, 5.33, 5.37]. The decision has already been taken off `pending`. */
export function applyFireChoice(
  draft: GameState,
  world: World,
  context: FireResultContext,
  choice: FireChoice,
  rule: string,
  dice: DiceSource,
  events: GameEvent[],
): void {
  const unit = unitById(draft, context.unitId);
  if (!unit || unit.hex === null) return;
  events.push({ type: 'fireChoiceMade', unitId: unit.id, unitName: unit.name, choice, rule });
  const turn = (to: Mode, why: string) => {
    const from = unit.mode;
    unit.mode = to;
    events.push({ type: 'modeChanged', unitId: unit.id, unitName: unit.name, from, to, rule: why });
  };
  switch (choice) {
    case 'disperse':
      return turn('dispersed', rule); // [5.34] no opportunity fire for this
    case 'loseStep':
      return applyFireLoss(draft, world, unit.id, 1, context.loss, dice, events, rule);
    case 'disrupt':
      return disruptInHex(draft, unit.hex, [unit.id], '5.37', events);
    case 'stay':
      return;
    case 'concentrated':
    case 'dispersed':
      turn(choice, '5.32');
      if (!draft.fire.disruptAtPhaseEnd.includes(unit.id)) draft.fire.disruptAtPhaseEnd.push(unit.id);
      return;
  }
}

/** [5.32] At the end of a phase, units that left Travel after a hit are disrupted (it spreads [9.31]). */
export function disruptSwitchedUnits(draft: GameState, events: GameEvent[]): void {
  for (const id of draft.fire.disruptAtPhaseEnd) {
    const unit = unitById(draft, id);
    if (!unit || unit.eliminated || unit.hex === null || unit.status.disrupted) continue;
    disruptInHex(draft, unit.hex, [id], '5.32', events);
  }
  draft.fire.disruptAtPhaseEnd = [];
}

/**
 * Fire bookkeeping as a phase ends: [5.32] switched units are disrupted, the phase's shots are
 * forgotten [5.24, 17.2], and [12.51] the hold on observers and HQs lapses once the Conditional
 * Movement Phase after their fire phase is over (it is kept only across the end of a fire phase).
 */
export function endPhaseFire(draft: GameState, endingKind: PhaseKind, events: GameEvent[]): void {
  disruptSwitchedUnits(draft, events);
  if (draft.fire.shots.length > 0) draft.fire.shots = [];
  if (endingKind !== 'conditionalFire' && draft.fire.heldFromMoving.length > 0) draft.fire.heldFromMoving = [];
}
