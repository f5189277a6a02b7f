/** [16.5] The German player lets the chance to blow a bridge go; it cannot be tried again. */
import { applyBridgeAnswer, bridgeAnswerCandidate, validateBridgeAnswer } from './bridgeChance';
import { z } from 'zod';
import { defineCommand } from '../../define/defineCommand';
import { describeBridgeKey } from '../../map/bridgeWords';

/** [16.5] The German player lets that chance go; the bridge cannot be tried again. */
export interface SpareBridgeCommand {
  type: 'spareBridge';
  bridge: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    spareBridge: SpareBridgeCommand;
  }
}

export const spareBridgeCommand = defineCommand({
  type: 'spareBridge',
  schema: z.strictObject({ type: z.literal('spareBridge'), bridge: z.string() }),
  when: { answers: true },
  validate: validateBridgeAnswer,
  apply: (draft, command, { world, dice, events }) => applyBridgeAnswer(draft, command, world, dice, events),
  candidates: [{ kind: 'answer', list: (state) => bridgeAnswerCandidate(state, 'spareBridge') }],
  describe: (c) => `leave ${describeBridgeKey(c.bridge)} standing`,
  label: (c) => `Leave ${describeBridgeKey(c.bridge)} standing [16.5]`,
});
