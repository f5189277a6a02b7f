/** [10.5, 10.53] A player may remove an entrenchment where he has a unit, in his own Command Phase. */
import { z } from 'zod';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import type { Side } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import { phaseDefinition } from '../../sequence/phases';
import { compareIds, occupiedBy, unitsInHex } from '../../state/stacks';
import type { World } from '../../world/world';

/** [10.53] Remove the entrenchment in a hex where the player has a unit (own Command Phase). */
export interface RemoveEntrenchmentCommand {
  type: 'removeEntrenchment';
  hex: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    removeEntrenchment: RemoveEntrenchmentCommand;
  }
}

export const removeEntrenchmentCommand = defineCommand({
  type: 'removeEntrenchment',
  schema: z.strictObject({ type: z.literal('removeEntrenchment'), hex: hexIdSchema }),
  // [10.53] in the owner's Command Phase.
  when: { phases: ['command'] },
  validate: (state, command) => validateRemoveEntrenchment(state, command),
  apply: (draft, command, { events }) => applyRemoveEntrenchment(draft, command, events),
  candidates: [{ kind: 'command', list: removals }],
  describe: (c) => `remove the entrenchment in ${c.hex}`,
  label: (c) => `Remove the entrenchment in ${c.hex} [10.53]`,
  possible: {
    kinds: [{ kind: 'removeEntrenchment', one: 'entrenchment', many: 'entrenchments', verb: 'can be removed', rule: '10.53' }],
    key: (_state, c) => ({ kind: 'removeEntrenchment', keys: [c.hex] }),
  },
});

function validateRemoveEntrenchment(state: GameState, command: RemoveEntrenchmentCommand): Validation {
  const hex = canonicalHexId(command.hex);
  if (!hex || !state.entrenchments.includes(hex)) return refuse('NO_ENTRENCHMENT', '10.53', `There is no entrenchment in ${command.hex}.`);
  const phasing = phaseDefinition(state.phase).phasing;
  if (!unitsInHex(state, hex).some((u) => u.side === phasing)) {
    return refuse('WRONG_SIDE', '10.53', `You need a unit in ${hex} to remove its entrenchment.`);
  }
  return OK;
}

function applyRemoveEntrenchment(draft: GameState, command: RemoveEntrenchmentCommand, events: GameEvent[]): void {
  const hex = canonicalHexId(command.hex)!;
  draft.entrenchments = draft.entrenchments.filter((h) => h !== hex);
  events.push({ type: 'entrenchmentRemoved', hex, rule: '10.53' });
}

/** [10.53] each entrenchment where the side has a unit. */
function removals(state: GameState, _world: World, side: Side): RemoveEntrenchmentCommand[] {
  const own = occupiedBy(state, side);
  return [...state.entrenchments].sort(compareIds).filter((hex) => own.has(hex)).map((hex) => ({ type: 'removeEntrenchment', hex }));
}
