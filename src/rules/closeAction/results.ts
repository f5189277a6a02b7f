/**
 * Carrying out a close action's result [8.7 step 4, 8.49, 8.71, 9.31, 9.33, 11.51, 32.0]:
 * - the attackers disrupted: the whole attacking hex is disrupted (9.31) and stays where it is;
 * - strength losses go to the top unit of the side that takes them;
 * - the defenders disrupted: each one already disrupted is eliminated (a second disruption), each
 *   one that cannot move (static, or a gun that cannot move in its mode) is eliminated (11.51), the
 *   rest are disrupted and retreat one hex together, drawing no opportunity fire (8.71);
 * - the retreat hex is chosen by the defending player when there is a choice (a decision like
 *   displacement's), taken at once when there is one, and the retreating units are eliminated when
 *   there is none; a retreat into friends disrupts them (9.31) and may overstack them (9.33);
 * - once the hex is empty, the attacking player may move any fit attackers into it, free of
 *   opportunity fire (8.49).
 */
import type { HexId } from '../hex';
import type { CloseActionContext } from '../core/pending';
import type { DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import { applyFireLoss } from '../fire/losses';
import { continueAfterMove, displacementChoices } from '../movement/afterMove';
import { arriveInHex } from '../movement/arrive';
import { placeOnTop, removeFromMap } from '../state/placeUnits';
import { phaseDefinition } from '../sequence/phases';
import { disruptInHex } from '../stacking/disruption';
import { overstackOf } from '../stacking/stacking';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { Side } from '../core/unit';
import { closeActionConsequences, type CloseActionOutcome } from '../tables/closeActionResults';
import type { World } from '../world/world';
import { staysPut } from './cost';
import { isCombatUnit } from '../leaders/leaders';
import { unitById } from '../state/unitBuckets';

function eliminate(draft: GameState, ids: readonly string[], rule: string, reason: string, events: GameEvent[]): void {
  for (const id of ids) {
    const unit = unitById(draft, id)!;
    unit.eliminated = { turn: draft.turn, rule };
    events.push({ type: 'eliminated', unitId: id, unitName: unit.name, rule, reason });
  }
  removeFromMap(draft, ids);
}

/** Attackers still fit to move into the emptied hex [8.49]. */
export function advanceCandidates(state: GameState, ctx: CloseActionContext): string[] {
  return ctx.attackerIds.filter((id) => {
    const u = unitById(state, id);
    return u !== undefined && !u.eliminated && u.hex === ctx.from && !u.status.disrupted && !staysPut(u);
  });
}

/** Apply the decoded result. Works on a draft; may leave a decision pending. */
export function applyCloseActionOutcome(
  draft: GameState,
  world: World,
  ctx: CloseActionContext,
  tops: { attackerTopId: string; defenderTopId: string },
  outcome: CloseActionOutcome,
  dice: DiceSource,
  events: GameEvent[],
): void {
  const attackerSide = unitById(draft, ctx.attackerIds[0]!)!.side;
  // Losses fall on the top unit of each side and spill down the stack like direct fire [9.43].
  if (outcome.attackerLoss > 0) applyFireLoss(draft, world, tops.attackerTopId, outcome.attackerLoss, 'closeAction', dice, events, '8.73');
  if (outcome.defenderLoss > 0) applyFireLoss(draft, world, tops.defenderTopId, outcome.defenderLoss, 'closeAction', dice, events, '8.73');
  if (outcome.attackerDisrupted) {
    const fit = ctx.attackerIds.filter((id) => unitById(draft, id)?.hex === ctx.from);
    if (fit.length > 0) disruptInHex(draft, ctx.from, fit, '8.7', events);
  }
  const retreating: string[] = [];
  if (outcome.defenderDisrupted) {
    // Leaders share no result of their stack [9.45]: they go with it if it retreats, and stay (to be
    // destroyed by an advance, 19.31) if every combat unit around them is eliminated.
    const defenders = unitsInHex(draft, ctx.target).filter((u) => u.side !== attackerSide && isCombatUnit(u));
    const twice: string[] = [];
    const stuck: string[] = [];
    for (const unit of defenders) {
      const c = closeActionConsequences(outcome, { alreadyDisrupted: unit.status.disrupted, cannotRetreat: unit.static === true || staysPut(unit) });
      if (c.defenderRetreats) retreating.push(unit.id);
      else if (unit.status.disrupted) twice.push(unit.id);
      else stuck.push(unit.id);
    }
    if (twice.length) eliminate(draft, twice, '8.7', 'disrupted a second time by a close action', events);
    if (stuck.length) eliminate(draft, stuck, '11.51', 'forced to retreat but unable to move', events);
    if (retreating.length) {
      disruptInHex(draft, ctx.target, retreating, '8.7', events);
      retreating.push(...unitsInHex(draft, ctx.target).filter((u) => u.side !== attackerSide && !isCombatUnit(u)).map((u) => u.id));
    }
  }
  const next: CloseActionContext = { ...ctx, retreatingIds: retreating, mayAdvance: outcome.defenderDisrupted && !outcome.attackerDisrupted };
  continueCloseAction(draft, world, next, events);
}

/** Retreat whoever must go, then offer the advance. Stops at the first decision. */
export function continueCloseAction(draft: GameState, world: World, ctx: CloseActionContext, events: GameEvent[]): void {
  const retreating = ctx.retreatingIds.filter((id) => unitById(draft, id)?.hex === ctx.target);
  if (retreating.length > 0) {
    const choices = displacementChoices(world, draft, retreating, ctx.target);
    if (choices.length === 0) {
      // Leaders stay behind (see above) rather than die with their stack [9.45, 19.31].
      eliminate(draft, retreating.filter((id) => isCombatUnit(unitById(draft, id)!)), '8.7', 'forced to retreat with no hex to retreat to', events);
    } else if (choices.length === 1) {
      retreatUnits(draft, world, retreating, ctx.target, choices[0]!, events);
    } else {
      const side = unitById(draft, retreating[0]!)!.side;
      draft.pending = {
        kind: 'closeActionRetreat',
        side,
        rule: '8.7',
        prompt: `The units forced out of ${ctx.target} by the close action must retreat one hex: choose where.`,
        answers: ['closeActionRetreat'],
        resume: null,
        choices,
        closeAction: { ...ctx, retreatingIds: retreating },
      };
      return;
    }
  }
  offerAdvance(draft, { ...ctx, retreatingIds: [] });
}

/** [8.71, 9.31, 9.33] The retreat itself: one hex, no opportunity fire, disruption spreads to friends there. */
export function retreatUnits(draft: GameState, world: World, unitIds: readonly string[], from: HexId, to: HexId, events: GameEvent[]): void {
  placeOnTop(draft, unitIds, to);
  events.push({ type: 'retreated', unitIds: [...unitIds], from, to, rule: '8.71' });
  disruptInHex(draft, to, unitIds, '9.31', events);
  const over = overstackOf(world, draft, to);
  if (over) {
    events.push({ type: 'overstacked', hex: to, ...over });
    disruptInHex(draft, to, unitsInHex(draft, to).map((u) => u.id), '9.33', events);
  }
}

function offerAdvance(draft: GameState, ctx: CloseActionContext): void {
  if (!ctx.mayAdvance) return;
  const attackerSide: Side = unitById(draft, ctx.attackerIds[0]!)!.side;
  // [19.31] a hex left holding only enemy leaders may be entered: the advance destroys them.
  if (unitsInHex(draft, ctx.target).some((u) => u.side !== attackerSide && isCombatUnit(u))) return;
  if (advanceCandidates(draft, ctx).length === 0) return;
  draft.pending = {
    kind: 'closeActionAdvance',
    side: phaseDefinition(draft.phase).phasing ?? attackerSide,
    rule: '8.49',
    prompt: `${ctx.target} has been cleared. Move attackers into it (no opportunity fire), or stay?`,
    answers: ['closeActionAdvance'],
    resume: null,
    closeAction: ctx,
  };
}

/** [8.49] The advance: into the emptied hex, immune to opportunity fire; stacking is checked as for any arrival. */
export function advanceInto(draft: GameState, world: World, ctx: CloseActionContext, unitIds: readonly string[], events: GameEvent[]): void {
  if (unitIds.length === 0) return;
  const ordered = [...unitIds].sort((a, b) => unitById(draft, a)!.stackIndex - unitById(draft, b)!.stackIndex);
  for (const id of ordered) draft.movement.hexesMoved[id] = (draft.movement.hexesMoved[id] ?? 0) + 1;
  draft.movement.group = [...ordered];
  arriveInHex(draft, world, ordered, ctx.target, events, () => events.push({ type: 'advanced', unitIds: ordered, from: ctx.from, to: ctx.target, rule: '8.49' }));
  continueAfterMove(draft, world, events);
}
