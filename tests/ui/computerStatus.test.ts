// The computer's progress line counts actions as a player would: one move of a stack is one action,
// however many single-hex steps [8.0] the engine needs for it (src/ui/flow/computerStatus.ts).
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/rules/api';
import { countAction } from '../../src/ui/flow/computerStatus';

const step = (unitIds: string[], to: string): Command => ({ type: 'moveStep', unitIds, to }) as Command;
const end: Command = { type: 'endPhase' } as Command;

function count(plays: [Command, string][]): number {
  let status = { actions: 0, lastStep: null as string | null };
  for (const [command, reason] of plays) status = countAction(status, command, reason);
  return status.actions;
}

describe('the computer player\'s action count', () => {
  it('[8.0] three hex steps of one stack towards one goal are one action', () => {
    expect(count([[step(['a'], 'C3013'), 'to the bridge'], [step(['a'], 'C3014'), 'to the bridge'], [step(['a'], 'C3015'), 'to the bridge']])).toBe(1);
  });

  it('another stack, another reason or anything between two steps starts a new action', () => {
    expect(count([[step(['a'], 'C3013'), 'to the bridge'], [step(['b'], 'C3113'), 'to the bridge']])).toBe(2);
    expect(count([[step(['a'], 'C3013'), 'to the bridge'], [step(['a'], 'C3014'), 'back to cover']])).toBe(2);
    expect(count([[step(['a'], 'C3013'), 'to the bridge'], [end, 'done'], [step(['a'], 'C3014'), 'to the bridge']])).toBe(3);
  });
});
