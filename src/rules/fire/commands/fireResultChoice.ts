/** [5.32, 5.33, 5.37] The owner of a unit hit by fire answers how it takes the result. */
import { z } from 'zod';
import type { FireChoice } from '../../core/pending';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { settleOpportunityWindow } from '../opportunityWindow';
import { applyFireChoice } from '../results';

/** [5.32, 5.33, 5.37] The owner of a unit hit by fire answers how it takes the result. */
export interface FireResultChoiceCommand {
  type: 'fireResultChoice';
  choice: FireChoice;
}

declare module '../../core/commands' {
  interface CommandMap {
    fireResultChoice: FireResultChoiceCommand;
  }
}

/** How each choice reads on a button. */
export const FIRE_CHOICE_LABEL: Readonly<Record<FireChoice, string>> = {
  disperse: 'Disperse (keep the strength) [5.33]',
  loseStep: 'Lose a strength point [5.33]',
  disrupt: 'Be disrupted instead [5.37]',
  stay: 'Stay in Travel [5.32]',
  concentrated: 'Switch to concentrated (disrupted at phase end) [5.32]',
  dispersed: 'Switch to dispersed (disrupted at phase end) [5.32]',
};

export const fireResultChoiceCommand = defineCommand({
  type: 'fireResultChoice',
  schema: z.strictObject({
    type: z.literal('fireResultChoice'),
    choice: z.enum(['disperse', 'loseStep', 'disrupt', 'stay', 'concentrated', 'dispersed']),
  }),
  when: { answers: true },
  validate(state, command) {
    const context = state.pending?.fireResult;
    if (!context) return refuse('NO_PENDING_DECISION', '5.32', 'No fire result is waiting for a choice.');
    if (!context.options.includes(command.choice)) {
      return refuse('NOT_A_CHOICE', state.pending!.rule, `"${command.choice}" is not one of the choices: ${context.options.join(', ')}.`);
    }
    return OK;
  },
  apply(draft, command, { world, dice, events, resume }) {
    const pending = draft.pending!;
    const context = pending.fireResult!;
    draft.pending = pending.outer ?? null;
    applyFireChoice(draft, world, context, command.choice, pending.rule, dice, events);
    if (draft.pending?.kind === 'opportunityFire') settleOpportunityWindow(draft, events, resume);
  },
  candidates: [
    {
      kind: 'answer',
      list: (state) => (state.pending?.fireResult?.options ?? []).map((choice): FireResultChoiceCommand => ({ type: 'fireResultChoice', choice })),
    },
  ],
  describe: (c) => `take the fire result as: ${c.choice}`,
  label: (c) => FIRE_CHOICE_LABEL[c.choice],
});
