/** [10.5, 10.53] A player may remove an entrenchment where he has a unit, in his own Command Phase. */
import { canonicalHexId } from '../../hex';
import { phaseDefinition } from '../../sequence/phases';
import type { GameState } from '../../state/gameState';
import { unitsInHex } from '../../state/stacks';
import type { RemoveEntrenchmentCommand } from '../commands';
import type { GameEvent } from '../events';
import { OK, refuse, type Validation } from '../refusal';

export function validateRemoveEntrenchment(state: GameState, command: RemoveEntrenchmentCommand): Validation {
  const hex = canonicalHexId(command.hex);
  if (!hex || !state.entrenchments.includes(hex)) return refuse('NO_ENTRENCHMENT', '10.53', `There is no entrenchment in ${command.hex}.`);
  const phasing = phaseDefinition(state.phase).phasing;
  if (!unitsInHex(state, hex).some((u) => u.side === phasing)) {
    return refuse('WRONG_SIDE', '10.53', `You need a unit in ${hex} to remove its entrenchment.`);
  }
  return OK;
}

export function applyRemoveEntrenchment(draft: GameState, command: RemoveEntrenchmentCommand, events: GameEvent[]): void {
  const hex = canonicalHexId(command.hex)!;
  draft.entrenchments = draft.entrenchments.filter((h) => h !== hex);
  events.push({ type: 'entrenchmentRemoved', hex, rule: '10.53' });
}
