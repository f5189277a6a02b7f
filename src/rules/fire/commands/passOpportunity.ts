/** [8.47] The player asked for opportunity fire lets the triggering action go ahead without it. */
import { z } from 'zod';
import { OK } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';

/** [8.47] The non-phasing player lets a triggering action go ahead without opportunity fire. */
export interface PassOpportunityCommand {
  type: 'passOpportunity';
}

declare module '../../core/commands' {
  interface CommandMap {
    passOpportunity: PassOpportunityCommand;
  }
}

export const passOpportunityCommand = defineCommand({
  type: 'passOpportunity',
  schema: z.strictObject({ type: z.literal('passOpportunity') }),
  when: { answers: true },
  validate: () => OK,
  apply(draft, _command, { events, resume }) {
    const pending = draft.pending!;
    draft.pending = null;
    events.push({ type: 'opportunityPassed', hex: pending.trigger?.hex ?? null });
    if (pending.resume) resume(draft, pending.resume);
  },
  candidates: [{ kind: 'answer', list: () => [{ type: 'passOpportunity' }] }],
  describe: () => 'let the action go ahead without opportunity fire',
  label: () => 'Let it go ahead: no opportunity fire [8.47]',
});
