/** [30.6] During its set-up, a side with entrenchments to place puts one in a hex open to them. */
import { z } from 'zod';
import type { GameState } from '../../core/gameState';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import { autoSetUpEntrenchments, whyNoSetUpEntrenchment } from '../setUpEntrenchments';

export interface SetUpEntrenchmentCommand {
  type: 'setUpEntrenchment';
  hex: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    setUpEntrenchment: SetUpEntrenchmentCommand;
  }
}

export const setUpEntrenchmentCommand = defineCommand({
  type: 'setUpEntrenchment',
  schema: z.strictObject({ type: z.literal('setUpEntrenchment'), hex: hexIdSchema }),
  when: { setUp: true },
  validate: (state, command) => whyNoSetUpEntrenchment(state, command.hex, false),
  apply(draft, command, { events }) {
    const hex = canonicalHexId(command.hex)!;
    const markers = draft.deployment!.entrenchments!;
    draft.entrenchments.push(hex);
    events.push({ type: 'entrenchmentSetUp', hex, side: markers.side, left: leftAfter(draft), rule: markers.rule });
  },
  // the next hex the computer's set-up would take, so a seat playing by candidates places them in order
  candidates: [{ kind: 'setUp', list: (state) => autoSetUpEntrenchments(state).slice(0, 1).map((hex) => ({ type: 'setUpEntrenchment' as const, hex })) }],
  describe: (c) => `entrench ${c.hex} at the set-up`,
  label: (c) => `Entrench ${c.hex} [30.6]`,
});

function leftAfter(draft: GameState): number {
  const markers = draft.deployment!.entrenchments!;
  return markers.count - draft.entrenchments.filter((h) => markers.hexes.includes(h)).length;
}
