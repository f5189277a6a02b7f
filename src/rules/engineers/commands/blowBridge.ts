/** [16.5] The German player tries to blow the bridge an Allied unit has come next to (1d6: 1–2 destroys it). */
import { applyBridgeAnswer, bridgeAnswerCandidate, validateBridgeAnswer } from './bridgeChance';
import { z } from 'zod';
import { defineCommand } from '../../define/defineCommand';
import { describeBridgeKey } from '../../map/bridgeWords';

/** [16.5] The German player tries to blow the bridge an Allied unit has come next to (1d6). */
export interface BlowBridgeCommand {
  type: 'blowBridge';
  bridge: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    blowBridge: BlowBridgeCommand;
  }
}

export const blowBridgeCommand = defineCommand({
  type: 'blowBridge',
  schema: z.strictObject({ type: z.literal('blowBridge'), bridge: z.string() }),
  when: { answers: true },
  validate: validateBridgeAnswer,
  apply: (draft, command, { world, dice, events }) => applyBridgeAnswer(draft, command, world, dice, events),
  candidates: [{ kind: 'answer', list: (state) => bridgeAnswerCandidate(state, 'blowBridge') }],
  describe: (c) => `try to blow ${describeBridgeKey(c.bridge)}`,
  label: (c) => `Try to blow ${describeBridgeKey(c.bridge)} [16.5]`,
});
