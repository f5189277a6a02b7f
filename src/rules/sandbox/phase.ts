/**
 * Sandbox edits of the clock and the dice: setPhase puts the game at any Game-Turn and phase with
 * that phase's bookkeeping started afresh — as ending the phase before would leave it [4.0]: no
 * movement or close action under way, no shots of the phase, no decision waiting, every unit with
 * its movement points, fire and mode change unused. Nothing the phase's start would roll or judge
 * (Command Phase supply and recovery, airstrikes) is run. A set-up still under way is ended [24.2],
 * and a game that was over is open again. reseed gives the dice a new seed.
 */
import { produce } from 'immer';
import { newDiceState } from '../core/dice';
import { refuse } from '../core/refusal';
import { emptyFireRecord } from '../fire/fireRecord';
import { PHASE_COUNT, type PhaseNumber } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import { emptyCloseActions } from '../state/closeActionsState';
import { emptyMovementState } from '../state/movementState';
import type { SandboxResult, SandboxWarning } from './types';
import { allUnits } from '../state/unitBuckets';

export function setPhase(state: GameState, turn: number, phase: PhaseNumber): SandboxResult {
  if (!Number.isInteger(turn) || turn < 1 || turn > state.lastTurn) {
    return refuse('INVALID_COMMAND', '4.0', `The Game-Turn must be 1 to ${state.lastTurn}, the scenario's last.`);
  }
  if (!Number.isInteger(phase) || phase < 1 || phase > PHASE_COUNT) return refuse('INVALID_COMMAND', '4.0', `The phase must be 1 to ${PHASE_COUNT}.`);
  const warnings: SandboxWarning[] = [];
  if (state.deployment) warnings.push({ rule: '24.2', message: 'The set-up is ended; units not yet placed stay off the map.' });
  if (state.pending) warnings.push({ rule: '8.47', message: `The waiting decision (${state.pending.prompt}) is dropped.` });
  const next = produce(state, (draft) => {
    draft.turn = turn;
    draft.phase = phase;
    draft.movement = emptyMovementState();
    draft.closeActions = emptyCloseActions();
    draft.fire = emptyFireRecord();
    draft.pending = null;
    draft.deployment = null;
    draft.ended = null;
    for (const unit of allUnits(draft)) {
      const s = unit.status;
      if (s.fired || s.mpSpent !== 0 || s.modeChanged) {
        s.fired = false;
        s.mpSpent = 0;
        s.modeChanged = false;
      }
    }
  });
  return { ok: true, state: next, warnings };
}

export function reseed(state: GameState, seed: string): SandboxResult {
  const trimmed = seed.trim();
  if (trimmed === '') return refuse('INVALID_COMMAND', '4.0', 'A seed needs at least one character.');
  return { ok: true, state: { ...state, dice: newDiceState(trimmed) }, warnings: [] };
}
