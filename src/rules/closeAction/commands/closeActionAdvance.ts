/** [8.49] After a close action empties the hex, the attacking player says which attackers move in. */
import { z } from 'zod';
import { advanceCandidates, advanceInto } from '../results';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { unitIdsSchema } from '../../define/schemaParts';
import type { World } from '../../world/world';

/** [8.49] Which attackers move into the hex the defenders left (none: they stay). */
export interface CloseActionAdvanceCommand {
  type: 'closeActionAdvance';
  unitIds: string[];
}

declare module '../../core/commands' {
  interface CommandMap {
    closeActionAdvance: CloseActionAdvanceCommand;
  }
}

export const closeActionAdvanceCommand = defineCommand({
  type: 'closeActionAdvance',
  schema: z.strictObject({ type: z.literal('closeActionAdvance'), unitIds: unitIdsSchema }),
  when: { answers: true },
  validate: (state, command) => validateCloseActionAdvance(state, command),
  apply: (draft, command, { world, events }) => applyCloseActionAdvance(draft, command, world, events),
  candidates: [{ kind: 'answer', list: advances }],
  describe: (c) => (c.unitIds.length ? `advance ${c.unitIds.map((id) => `"${id}"`).join(', ')}` : 'stay put after the close action'),
  label: (c, name) => (c.unitIds.length ? `Advance ${c.unitIds.map(name).join(', ')} [8.49]` : 'Stay: do not advance [8.49]'),
  actors: (c) => c.unitIds,
});

function validateCloseActionAdvance(state: GameState, command: CloseActionAdvanceCommand): Validation {
  const ctx = state.pending?.kind === 'closeActionAdvance' ? state.pending.closeAction : undefined;
  if (!ctx) return refuse('NO_PENDING_DECISION', '8.49', 'No close action is waiting for an advance.');
  if (new Set(command.unitIds).size !== command.unitIds.length) return refuse('INVALID_COMMAND', '8.49', 'A unit is named twice.');
  const fit = advanceCandidates(state, ctx);
  const stranger = command.unitIds.find((id) => !fit.includes(id));
  if (stranger !== undefined) {
    return refuse('NOT_A_CHOICE', '8.49', `"${stranger}" cannot advance: only attackers of this close action still fit to move (${fit.join(', ')}).`);
  }
  return OK;
}

function applyCloseActionAdvance(draft: GameState, command: CloseActionAdvanceCommand, world: World, events: GameEvent[]): void {
  const ctx = draft.pending!.closeAction!;
  draft.pending = null;
  advanceInto(draft, world, ctx, command.unitIds, events);
}

/** [8.49] all fit attackers, each one alone, or nobody. */
function advances(state: GameState): CloseActionAdvanceCommand[] {
  const ctx = state.pending?.answers.includes('closeActionAdvance') ? state.pending.closeAction : undefined;
  if (!ctx) return [];
  const fit = advanceCandidates(state, ctx);
  const out: CloseActionAdvanceCommand[] = [];
  if (fit.length > 0) out.push({ type: 'closeActionAdvance', unitIds: fit });
  if (fit.length > 1) for (const id of fit) out.push({ type: 'closeActionAdvance', unitIds: [id] });
  out.push({ type: 'closeActionAdvance', unitIds: [] });
  return out;
}
