/** [8.7, 8.71] The defending player says where his units forced out by a close action retreat. */
import { z } from 'zod';
import { offeredHexes } from '../../core/pending';
import { continueCloseAction, retreatUnits } from '../results';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import type { World } from '../../world/world';

/** [8.7, 8.71] Where the defenders forced out by a close action retreat (the defending side answers). */
export interface CloseActionRetreatCommand {
  type: 'closeActionRetreat';
  to: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    closeActionRetreat: CloseActionRetreatCommand;
  }
}

export const closeActionRetreatCommand = defineCommand({
  type: 'closeActionRetreat',
  schema: z.strictObject({ type: z.literal('closeActionRetreat'), to: hexIdSchema }),
  when: { answers: true },
  validate: (state, command) => validateCloseActionRetreat(state, command),
  apply: (draft, command, { world, events }) => applyCloseActionRetreat(draft, command, world, events),
  candidates: [
    {
      kind: 'answer',
      list: (state) => offeredHexes(state.pending, 'closeActionRetreat').map((to): CloseActionRetreatCommand => ({ type: 'closeActionRetreat', to })),
    },
  ],
  describe: (c) => `retreat to ${c.to}`,
  label: (c) => `Retreat to ${c.to} [8.71]`,
});

function validateCloseActionRetreat(state: GameState, command: CloseActionRetreatCommand): Validation {
  const to = canonicalHexId(command.to);
  if (state.pending?.kind !== 'closeActionRetreat' || !to || !state.pending.choices?.includes(to)) {
    return refuse('NOT_A_CHOICE', '8.7', `${command.to} is not one of the hexes the units may retreat to (${state.pending?.choices?.join(', ') ?? 'none'}).`);
  }
  return OK;
}

function applyCloseActionRetreat(draft: GameState, command: CloseActionRetreatCommand, world: World, events: GameEvent[]): void {
  const ctx = draft.pending!.closeAction!;
  draft.pending = null;
  retreatUnits(draft, world, ctx.retreatingIds, ctx.target, canonicalHexId(command.to)!, events);
  continueCloseAction(draft, world, { ...ctx, retreatingIds: [] }, events);
}
