/** [13.0] Voluntary mode change in the owner's Organization Phase: one per unit per phase. */
import { isModeStepAllowed } from '../../modes/modeChanges';
import { phaseDefinition } from '../../sequence/phases';
import type { GameState } from '../../state/gameState';
import type { ChangeModeCommand } from '../commands';
import type { GameEvent } from '../events';
import { OK, refuse, type Validation } from '../refusal';

const MODE_WORD = { concentrated: 'concentrated', dispersed: 'dispersed', travel: 'travel' } as const;

export function validateChangeMode(state: GameState, command: ChangeModeCommand): Validation {
  const unit = state.units[command.unitId];
  if (!unit) return refuse('UNKNOWN_UNIT', '13.0', `There is no unit with id "${command.unitId}".`);
  const phase = phaseDefinition(state.phase);
  if (unit.side !== phase.phasing) {
    return refuse('WRONG_SIDE', '13.0', `${unit.name} may change mode only in its own side's Organization Phase.`);
  }
  if (unit.status.disrupted) {
    return refuse('DISRUPTED', '13.6', `${unit.name} is disrupted: it cannot change mode until it recovers.`);
  }
  if (unit.status.modeChanged) {
    return refuse('MODE_ALREADY_CHANGED', '13.0', `${unit.name} has already changed mode this Organization Phase.`);
  }
  if (!unit.modes.includes(command.to)) {
    return refuse('MODE_NOT_AVAILABLE', '13.1', `${unit.name} has no ${MODE_WORD[command.to]} mode.`);
  }
  if (!isModeStepAllowed(unit.type, unit.mode, command.to)) {
    return refuse(
      'MODE_CHANGE_NOT_ALLOWED',
      '13.55',
      `${unit.name} cannot go from ${MODE_WORD[unit.mode]} to ${MODE_WORD[command.to]} in one Organization Phase.`,
    );
  }
  return OK;
}

export function applyChangeMode(draft: GameState, command: ChangeModeCommand, events: GameEvent[]): void {
  const unit = draft.units[command.unitId]!;
  const from = unit.mode;
  unit.mode = command.to;
  unit.status.modeChanged = true;
  events.push({ type: 'modeChanged', unitId: unit.id, unitName: unit.name, from, to: command.to, rule: '13.0' });
}
