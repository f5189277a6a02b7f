/**
 * [14.5, 14.51] The Allied player cures a landed serial's overstack: exactly the fewest units that
 * bring the hex within its limit move together to one neighbouring hex offered (empty or friendly).
 * Artillery may not be moved this way [14.5], unless it starts the displacement itself: then it and
 * the whole stack it landed with are disrupted [14.52]. Units already in that hex pushed over its
 * limit are disrupted [14.51].
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import { overstackOf, stackWeight } from '../../stacking/stacking';
import { placeOnTop } from '../../state/placeUnits';
import { afterOverstackMove } from '../landingOverstack';
import { disruptInHex } from '../../stacking/disruption';

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

export const cureLandingOverstackCommand = defineCommand({
  type: 'cureLandingOverstack',
  schema: z.strictObject({ type: z.literal('cureLandingOverstack'), unitIds: z.array(z.string()), to: hexIdSchema, artilleryBySelf: z.boolean().optional() }),
  when: { answers: true },
  validate(state, command, world) {
    const landing = state.pending?.landing;
    if (state.pending?.kind !== 'landingOverstack' || !landing) return refuse('NO_PENDING_DECISION', '14.5', 'No landed serial is waiting to cure an overstack.');
    const to = canonicalHexId(command.to);
    if (!to || !(state.pending.choices ?? []).includes(to)) return refuse('NOT_A_CHOICE', '14.5', `${command.to} is not a neighbouring hex the units may move to (empty or friendly).`);
    if (new Set(command.unitIds).size !== command.unitIds.length || command.unitIds.some((id) => !landing.unitIds.includes(id))) {
      return refuse('NOT_IN_STACK', '14.5', 'Only units of the serial that just landed may leave.');
    }
    if (command.unitIds.length !== landing.minimum) {
      return refuse('NOT_A_CHOICE', '14.5', `The fewest units that cure the overstack must leave: exactly ${landing.minimum}.`);
    }
    const artillery = command.unitIds.map((id) => state.units[id]!).find((u) => u.type === 'artillery');
    if (artillery && command.artilleryBySelf !== true) {
      return refuse('WRONG_UNIT_TYPE', '14.5', `${artillery.name} is artillery: it may not be displaced, unless it starts the displacement itself and disrupts its whole stack [14.52].`);
    }
    const over = overstackOf(world, state, landing.hex);
    const leaving = command.unitIds.reduce((sum, id) => sum + stackWeight(state.units[id]!), 0);
    if (over && over.strength - leaving > over.limit) return refuse('STACKING_LIMIT', '14.5', `Those units leave ${over.strength - leaving} SP behind, still over the limit of ${over.limit}.`);
    return OK;
  },
  apply(draft, command, { world, events }) {
    const landing = draft.pending!.landing!;
    draft.pending = null;
    const to = canonicalHexId(command.to)!;
    const bySelf = command.artilleryBySelf === true && command.unitIds.some((id) => draft.units[id]!.type === 'artillery');
    placeOnTop(draft, command.unitIds, to);
    events.push({ type: 'displaced', unitIds: [...command.unitIds], from: landing.hex, to });
    // [14.52] the artillery's own displacement costs the whole landed stack its order: those that left and those that stayed.
    if (bySelf) {
      disruptInHex(draft, to, command.unitIds, '14.52', events);
      const stayed = landing.unitIds.filter((id) => !command.unitIds.includes(id) && draft.units[id]!.hex !== null);
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
          .map((id) => state.units[id]!)
          .filter((u) => u.type !== 'artillery')
          .sort((a, b) => stackWeight(b) - stackWeight(a));
        const ids = movable.slice(0, landing.minimum).map((u) => u.id);
        return (state.pending?.choices ?? []).map((to) => ({ type: 'cureLandingOverstack' as const, unitIds: ids, to }));
      },
    },
  ],
  describe: (c) => `move ${c.unitIds.map((id) => `"${id}"`).join(', ')} off the overstacked landing hex to ${c.to}`,
  label: (c, name) => `Move ${c.unitIds.map(name).join(', ')} to ${c.to} [14.5]`,
  actors: (c) => c.unitIds,
});
