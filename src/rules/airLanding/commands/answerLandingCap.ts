/**
 * [15.34] The German player's answer to an announced landing: fly the segment's airstrikes as a CAP
 * against it, or not. The CAP roll is made at once (2–9 intercepts: the serials it covers land as in
 * weather 11; 10 nothing; 11–12 German air is gone for the game); then the lift goes ahead.
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { applyGermanCap, resolveGermanCap } from '../../airstrikes/cap';

export interface AnswerLandingCapCommand {
  type: 'answerLandingCap';
  fly: boolean;
}

declare module '../../core/commands' {
  interface CommandMap {
    answerLandingCap: AnswerLandingCapCommand;
  }
}

export const answerLandingCapCommand = defineCommand({
  type: 'answerLandingCap',
  schema: z.strictObject({ type: z.literal('answerLandingCap'), fly: z.boolean() }),
  when: { answers: true },
  validate(state) {
    if (state.pending?.kind !== 'germanCap' || state.pending.resume?.type !== 'dropSerial') return refuse('NO_PENDING_DECISION', '15.34', 'No landing is waiting for a German CAP answer.');
    return OK;
  },
  apply(draft, command, { dice, events, resume }) {
    const held = draft.pending!.resume!;
    draft.pending = null;
    const centre = held.type === 'dropSerial' ? held.hex : '';
    let intercepted = false;
    if (command.fly) {
      const result = resolveGermanCap(dice);
      applyGermanCap(draft, result, events);
      intercepted = result.outcome === 'intercepted';
    }
    draft.airLanding.cap = { turn: draft.turn, phase: draft.phase, centre, covered: 0, intercepted };
    resume(draft, held);
  },
  candidates: [
    {
      kind: 'answer',
      list: (state) => (state.pending?.kind === 'germanCap' ? [{ type: 'answerLandingCap', fly: true }, { type: 'answerLandingCap', fly: false }] : []),
    },
  ],
  describe: (c) => (c.fly ? 'fly a CAP against the landing' : 'let the landing come in without a CAP'),
  label: (c) => (c.fly ? 'Fly a CAP against the landing [15.34]' : 'No CAP [15.34]'),
});
