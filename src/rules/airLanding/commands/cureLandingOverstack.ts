/**
 * [14.5, 14.51] The Allied player cures a landed serial's overstack: exactly the fewest units that
 * bring the hex within its limit move together to one neighbouring hex offered (empty or friendly).
 * Artillery may not be moved this way [14.5], unless it starts the displacement itself: then it and
 * the whole stack it landed with are disrupted [14.52]. Units already in that hex pushed over its
 * limit are disrupted [14.51]. Instead of moving, they may close-assault a neighbouring German-held
 * hex [14.54]: if the Germans are ejected only those units advance into it; if the assault fails
 * without harm the landed stack is disrupted where it is (9.33, our reading, as 14.5's no-hex cure);
 * if the assaulting units are disrupted they are eliminated and the stack they left is disrupted.
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, hexIndex, parseHexId, type HexId } from '../../hex';
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { closeActionApproach, type Approach } from '../../closeAction/approach';
import { occupantsOf } from '../../state/occupancy';
import type { World } from '../../world/world';
import { eliminateLanded, resolveLandingAssault } from '../landingCloseAction';
import { overstackOf, stackingLimitAt, stackWeight } from '../../stacking/stacking';
import { placeOnTop } from '../../state/placeUnits';
import { afterOverstackMove } from '../landingOverstack';
import { disruptInHex } from '../../stacking/disruption';
import { unitById } from '../../state/unitBuckets';

export interface CureLandingOverstackCommand {
  type: 'cureLandingOverstack';
  unitIds: string[];
  to: HexId;
  /** [14.52] An artillery unit among them starts the displacement itself, disrupting its whole stack. */
  artilleryBySelf?: boolean;
}

declare module '../../core/commands' {
  interface CommandMap {
    cureLandingOverstack: CureLandingOverstackCommand;
  }
}

/** [14.54] The leaving units close-assault the German-held hex `to` from the landing hex. Works on a draft. */
function overstackAssault(draft: GameState, world: World, from: HexId, to: HexId, attackerIds: readonly string[], landedIds: readonly string[], dice: DiceSource, events: GameEvent[]): void {
  const approach = closeActionApproach(world, draft, from, to, false) as Approach;
  const outcome = resolveLandingAssault(
    draft,
    world,
    {
      from,
      target: to,
      attackerIds,
      approach,
      overstacked: false,
      rule: '14.54',
      purpose: `close action from the overstacked landing in ${from} on ${to}`,
      success: `the Germans are disrupted and leave ${to}: the assaulting units advance into it, the rest stay`,
      failure: `the Germans hold ${to}`,
    },
    dice,
    events,
  );
  const stayed = landedIds.filter((id) => unitById(draft, id)?.hex === from);
  if (outcome === 'ejected') {
    // [14.54] only the units that assaulted because of the overstack advance
    const advancing = attackerIds.filter((id) => unitById(draft, id)?.hex === from);
    placeOnTop(draft, advancing, to);
    events.push({ type: 'displaced', unitIds: advancing, from, to });
  } else if (outcome === 'held') {
    // [14.54, 9.33] the stack stays overstacked where it landed: disrupted in place (our reading, as 14.5's no-hex cure)
    disruptInHex(draft, from, stayed, '14.54', events);
  } else {
    // [14.54] the assaulting units are eliminated, the stack they left is disrupted
    eliminateLanded(draft, attackerIds.filter((id) => unitById(draft, id)?.hex), '14.54', `the close action from the overstacked landing in ${from} failed`, events);
    disruptInHex(draft, from, occupantsOf(draft, from).map((u) => u.id), '14.54', events);
  }
}

export const cureLandingOverstackCommand = defineCommand({
  type: 'cureLandingOverstack',
  schema: z.strictObject({ type: z.literal('cureLandingOverstack'), unitIds: z.array(z.string()), to: hexIdSchema, artilleryBySelf: z.boolean().optional() }),
  when: { answers: true },
  validate(state, command, world) {
    const landing = state.pending?.landing;
    if (state.pending?.kind !== 'landingOverstack' || !landing) return refuse('NO_PENDING_DECISION', '14.5', 'No landed serial is waiting to cure an overstack.');
    const to = canonicalHexId(command.to);
    const assault = to !== undefined && to !== null && (landing.assaultable ?? []).includes(to);
    if (!to || (!assault && !(state.pending.choices ?? []).includes(to))) {
      return refuse('NOT_A_CHOICE', '14.5', `${command.to} is not a neighbouring hex the units may move to (empty or friendly) or close-assault (German-held).`);
    }
    if (new Set(command.unitIds).size !== command.unitIds.length || command.unitIds.some((id) => !landing.unitIds.includes(id))) {
      return refuse('NOT_IN_STACK', '14.5', 'Only units of the serial that just landed may leave.');
    }
    if (command.unitIds.length !== landing.minimum) {
      return refuse('NOT_A_CHOICE', '14.5', `The fewest units that cure the overstack must leave: exactly ${landing.minimum}.`);
    }
    const artillery = command.unitIds.map((id) => unitById(state, id)!).find((u) => u.type === 'artillery');
    if (assault && artillery) return refuse('WRONG_UNIT_TYPE', '14.54', `${artillery.name} is artillery: it leaves an overstack only by its own displacement into an empty or friendly hex [14.52], never by assault.`);
    if (artillery && command.artilleryBySelf !== true) {
      return refuse('WRONG_UNIT_TYPE', '14.5', `${artillery.name} is artillery: it may not be displaced, unless it starts the displacement itself and disrupts its whole stack [14.52].`);
    }
    const over = overstackOf(world, state, landing.hex);
    const leaving = command.unitIds.reduce((sum, id) => sum + stackWeight(unitById(state, id)!), 0);
    if (assault) {
      const limit = stackingLimitAt(world, hexIndex(parseHexId(to)!));
      if (leaving > limit) return refuse('STACKING_LIMIT', '14.54', `${leaving} SP would be over the limit of ${limit} in ${to}: the assaulting units must stay within it [14.51].`);
    }
    if (over && over.strength - leaving > over.limit) return refuse('STACKING_LIMIT', '14.5', `Those units leave ${over.strength - leaving} SP behind, still over the limit of ${over.limit}.`);
    return OK;
  },
  apply(draft, command, { world, dice, events }) {
    const landing = draft.pending!.landing!;
    draft.pending = null;
    const to = canonicalHexId(command.to)!;
    if ((landing.assaultable ?? []).includes(to)) {
      overstackAssault(draft, world, landing.hex, to, command.unitIds, landing.unitIds, dice, events);
      return;
    }
    const bySelf = command.artilleryBySelf === true && command.unitIds.some((id) => unitById(draft, id)!.type === 'artillery');
    placeOnTop(draft, command.unitIds, to);
    events.push({ type: 'displaced', unitIds: [...command.unitIds], from: landing.hex, to });
    // [14.52] the artillery's own displacement costs the whole landed stack its order: those that left and those that stayed.
    if (bySelf) {
      disruptInHex(draft, to, command.unitIds, '14.52', events);
      const stayed = landing.unitIds.filter((id) => !command.unitIds.includes(id) && unitById(draft, id)!.hex !== null);
      disruptInHex(draft, landing.hex, stayed, '14.52', events);
    }
    afterOverstackMove(draft, world, to, events);
  },
  candidates: [
    {
      kind: 'answer',
      list: (state) => {
        const landing = state.pending?.kind === 'landingOverstack' ? state.pending.landing : undefined;
        if (!landing) return [];
        const movable = landing.unitIds
          .map((id) => unitById(state, id)!)
          .filter((u) => u.type !== 'artillery')
          .sort((a, b) => stackWeight(b) - stackWeight(a));
        const ids = movable.slice(0, landing.minimum).map((u) => u.id);
        return [...(state.pending?.choices ?? []), ...landing.assaultable ?? []].map((to) => ({ type: 'cureLandingOverstack' as const, unitIds: ids, to }));
      },
    },
  ],
  describe: (c) => `move ${c.unitIds.map((id) => `"${id}"`).join(', ')} off the overstacked landing hex to ${c.to}`,
  label: (c, name) => `Move ${c.unitIds.map(name).join(', ')} to ${c.to} [14.5]`,
  actors: (c) => c.unitIds,
});
