/**
 * [14.5, 14.58] One German unit's special shot at a landed serial. The window stays open for the
 * others until the German player passes; a hit's owner's choice (5.32, 5.33) nests inside it.
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { resolveFire } from '../../fire/resolveFire';
import { landingFirePlan, landingFirers, landingTarget } from '../landingFire';
import { unitById } from '../../state/unitBuckets';

export interface LandingFireCommand {
  type: 'landingFire';
  firerId: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    landingFire: LandingFireCommand;
  }
}

export const landingFireCommand = defineCommand({
  type: 'landingFire',
  schema: z.strictObject({ type: z.literal('landingFire'), firerId: z.string() }),
  when: { answers: true },
  validate(state, command) {
    const context = state.pending?.kind === 'landingFire' ? state.pending.landingFire : undefined;
    if (!context) return refuse('NO_PENDING_DECISION', '14.5', 'No landing is open to the German special fire.');
    const firer = unitById(state, command.firerId);
    if (!firer) return refuse('UNKNOWN_UNIT', '14.5', `There is no unit ${command.firerId}.`);
    if (context.fired.includes(firer.id)) return refuse('ALREADY_FIRED', '14.5', `${firer.name} has already fired at this landing: the special fire is once only.`);
    if (!landingTarget(state, context.hex, context.landedIds)) return refuse('NOT_A_TARGET', '14.5', 'No landed unit is left to fire at.');
    if (!landingFirers(state, context.hex, context.fired).some((u) => u.id === firer.id)) {
      return refuse('OUT_OF_RANGE', '14.58', `${firer.name} cannot reach ${context.hex}: within 3 hexes and its range (flak at double range) only, not disrupted, not in travel.`);
    }
    return OK;
  },
  apply(draft, command, { world, dice, events }) {
    const context = draft.pending!.landingFire!;
    context.fired.push(command.firerId);
    const firer = unitById(draft, command.firerId)!;
    const target = landingTarget(draft, context.hex, context.landedIds)!;
    resolveFire(draft, world, landingFirePlan(firer, context.hex, target), dice, events);
  },
  candidates: [
    {
      kind: 'answer',
      list: (state) => {
        const context = state.pending?.kind === 'landingFire' ? state.pending.landingFire : undefined;
        if (!context || !landingTarget(state, context.hex, context.landedIds)) return [];
        return landingFirers(state, context.hex, context.fired).map((u) => ({ type: 'landingFire' as const, firerId: u.id }));
      },
    },
  ],
  describe: (c) => `fire ${c.firerId} at the landing`,
  label: (c, name) => `${name(c.firerId)} fires at the landing [14.5]`,
  actors: (c) => [c.firerId],
});
