/** [9.33] The owner of units that overstacked a hex says where they are displaced to. */
import { z } from 'zod';
import { offeredHexes } from '../../core/pending';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import { continueAfterMove } from '../afterMove';
import { displaceUnits } from '../displacement';

/** [9.33] Where the units that caused an overstack are displaced. */
export interface DisplaceCommand {
  type: 'displace';
  to: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    displace: DisplaceCommand;
  }
}

export const displaceCommand = defineCommand({
  type: 'displace',
  schema: z.strictObject({ type: z.literal('displace'), to: hexIdSchema }),
  when: { answers: true },
  validate(state, command) {
    const to = canonicalHexId(command.to);
    if (!to || !state.pending?.choices?.includes(to)) {
      return refuse('NOT_A_CHOICE', '9.33', `${command.to} is not one of the hexes the units may be displaced to (${state.pending?.choices?.join(', ') ?? 'none'}).`);
    }
    return OK;
  },
  apply(draft, command, { world, events, resumed }) {
    draft.pending = null;
    displaceUnits(draft, world, canonicalHexId(command.to)!, resumed, events);
    continueAfterMove(draft, world, events);
  },
  candidates: [{ kind: 'answer', list: (state) => offeredHexes(state.pending, 'displace').map((to): DisplaceCommand => ({ type: 'displace', to })) }],
  describe: (c) => `displace to ${c.to}`,
  label: (c) => `Displace to ${c.to} [9.33]`,
});
