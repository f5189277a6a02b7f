/**
 * [14.5] The German player is done firing at a landing; the landing goes on: the forced close action
 * if Germans hold the hex [14.56], then the overstack cure [14.5, 14.51].
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { settleLanding } from '../landingFire';

export interface PassLandingFireCommand {
  type: 'passLandingFire';
}

declare module '../../core/commands' {
  interface CommandMap {
    passLandingFire: PassLandingFireCommand;
  }
}

export const passLandingFireCommand = defineCommand({
  type: 'passLandingFire',
  schema: z.strictObject({ type: z.literal('passLandingFire') }),
  when: { answers: true },
  validate(state) {
    if (state.pending?.kind !== 'landingFire') return refuse('NO_PENDING_DECISION', '14.5', 'No landing is open to the German special fire.');
    return OK;
  },
  apply(draft, _command, { world, dice, events }) {
    const context = draft.pending!.landingFire!;
    draft.pending = null;
    settleLanding(draft, world, context.hex, context.landedIds, dice, events);
  },
  candidates: [{ kind: 'answer', list: (state) => (state.pending?.kind === 'landingFire' ? [{ type: 'passLandingFire' as const }] : []) }],
  describe: () => 'hold fire at the landing',
  label: () => 'No more fire at the landing [14.5]',
});
