/**
 * [4.0] Ending a phase: the engine's own command, which moves the sequence of play on and runs
 * the phase hooks of every rules area (engine/phaseHooks.ts) — as the phase ends, as the Game-Turn
 * ends and the next begins, and as the next phase begins — and ends the game after the
 * scenario's last Game-Turn.
 */
import { z } from 'zod';
import { OK } from '../core/refusal';
import { defineCommand, type ApplyContext } from '../define/defineCommand';
import type { HookContext, HookMoment } from '../define/definePhaseHook';
import type { GameState } from '../core/gameState';
import { describeTurn } from '../sequence/calendar';
import { nextPhase, phaseDefinition, type PhaseDefinition } from '../sequence/phases';
import { hooksAt } from './phaseHooks';

/** End the current phase; the engine runs the bookkeeping of the next one. */
export interface EndPhaseCommand {
  type: 'endPhase';
}

declare module '../core/commands' {
  interface CommandMap {
    endPhase: EndPhaseCommand;
  }
}

export const endPhaseCommand = defineCommand({
  type: 'endPhase',
  schema: z.strictObject({ type: z.literal('endPhase') }),
  when: { always: true },
  validate: () => OK,
  apply: (draft, _command, context) => endPhase(draft, context),
  candidates: [{ kind: 'endPhase', list: () => [{ type: 'endPhase' }] }],
  describe: () => 'end the phase',
  label: () => 'End the phase',
});

function runHooks(moment: HookMoment, draft: GameState, phase: PhaseDefinition, { world, dice, events }: ApplyContext): void {
  const context: HookContext = { world, dice, events, phase };
  for (const hook of hooksAt(moment, phase)) hook.run(draft, context);
}

function endPhase(draft: GameState, context: ApplyContext): void {
  const ending = phaseDefinition(draft.phase);
  runHooks('phaseEnd', draft, ending, context);
  const next = nextPhase(draft.phase);
  const { events } = context;
  if (next.newTurn) {
    runHooks('turnEnd', draft, ending, context);
    if (draft.turn >= draft.lastTurn) {
      draft.ended = { turn: draft.turn, reason: 'The last Game-Turn of the scenario has been played.' };
      runHooks('gameEnd', draft, ending, context);
      events.push({ type: 'gameEnded', turn: draft.turn, reason: draft.ended.reason, ...(draft.ended.winner ? { winner: draft.ended.winner } : {}) });
      return;
    }
    draft.turn += 1;
    events.push({ type: 'turnStarted', turn: draft.turn, label: describeTurn(draft.turn) });
    runHooks('turnBegin', draft, phaseDefinition(next.phase), context);
  }
  draft.phase = next.phase;
  const beginning = phaseDefinition(next.phase);
  events.push({ type: 'phaseStarted', turn: draft.turn, phase: beginning.number, name: beginning.name });
  runHooks('phaseBegin', draft, beginning, context);
}
