/** [30.6] During its set-up, a side takes up an entrenchment it placed, to put it elsewhere. */
import { z } from 'zod';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import { whyNoSetUpEntrenchment } from '../setUpEntrenchments';

export interface LiftSetUpEntrenchmentCommand {
  type: 'liftSetUpEntrenchment';
  hex: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    liftSetUpEntrenchment: LiftSetUpEntrenchmentCommand;
  }
}

export const liftSetUpEntrenchmentCommand = defineCommand({
  type: 'liftSetUpEntrenchment',
  schema: z.strictObject({ type: z.literal('liftSetUpEntrenchment'), hex: hexIdSchema }),
  when: { setUp: true },
  validate: (state, command) => whyNoSetUpEntrenchment(state, command.hex, true),
  apply(draft, command, { events }) {
    const hex = canonicalHexId(command.hex)!;
    const markers = draft.deployment!.entrenchments!;
    draft.entrenchments = draft.entrenchments.filter((h) => h !== hex);
    events.push({ type: 'entrenchmentLifted', hex, side: markers.side, rule: markers.rule });
  },
  // no candidate: taking one up is the player's correction, never a move a seat needs
  describe: (c) => `take up the entrenchment in ${c.hex} at the set-up`,
  label: (c) => `Take up the entrenchment in ${c.hex} [30.6]`,
});
