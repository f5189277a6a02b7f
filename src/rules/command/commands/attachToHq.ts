/**
 * [11.4, 17.17, 17.21c, 18.52] In the owner's Command Phase, units go under another HQ after theirs
 * is lost (or, for "ind" units and HFlak/LFlak, at will). The legality lives in
 * src/rules/command/subordination.ts.
 */
import { z } from 'zod';
import { attachmentVerdict, subordinationOwnerCheck } from '../subordination';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { unitIdsSchema } from '../../define/schemaParts';
import { unitById } from '../../state/unitBuckets';

/**
 * [17.17, 17.21c, 18.52, 11.4] In the owner's Command Phase, put units under the HQ of
 * `formationId` (after their own HQ is lost; "ind" units and HFlak/LFlak at will).
 */
export interface AttachToHqCommand {
  type: 'attachToHq';
  unitIds: string[];
  formationId: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    attachToHq: AttachToHqCommand;
  }
}

export const attachToHqCommand = defineCommand({
  type: 'attachToHq',
  schema: z.strictObject({ type: z.literal('attachToHq'), unitIds: unitIdsSchema, formationId: z.string() }),
  // [11.4, 17.17] in the owner's Command Phase.
  when: { phases: ['command'] },
  validate: (state, command) => validateAttachToHq(state, command),
  apply: (draft, command, { events }) => applyAttachToHq(draft, command, events),
  describe: (c) => `attach ${c.unitIds.map((id) => `"${id}"`).join(', ')} to the HQ of ${c.formationId}`,
  label: (c, name) => `Attach ${c.unitIds.map(name).join(', ')} to the HQ of ${c.formationId} [17.17]`,
  actors: (c) => c.unitIds,
});

function validateAttachToHq(state: GameState, command: AttachToHqCommand): Validation {
  if (command.unitIds.length === 0) return refuse('INVALID_COMMAND', '17.17', 'Name at least one unit to attach.');
  if (new Set(command.unitIds).size !== command.unitIds.length) return refuse('INVALID_COMMAND', '17.17', 'A unit is named twice.');
  const owner = subordinationOwnerCheck(state, command.unitIds);
  if (!owner.ok) return owner;
  for (const id of command.unitIds) {
    const verdict = attachmentVerdict(state, id, command.formationId);
    if (!verdict.ok) return refuse('SUBORDINATION', verdict.rule, verdict.reason);
  }
  return OK;
}

function applyAttachToHq(draft: GameState, command: AttachToHqCommand, events: GameEvent[]): void {
  const formation = draft.formations[command.formationId]!;
  // Judge every unit against the state before any of them moves.
  const verdicts = command.unitIds.map((id) => ({ id, verdict: attachmentVerdict(draft, id, command.formationId) }));
  for (const { id, verdict } of verdicts) {
    if (!verdict.ok) continue;
    const unit = unitById(draft, id)!;
    unit.attachedTo = formation.id;
    if (verdict.penalty > 0) unit.effectivenessPenalty = { value: verdict.penalty, rule: '17.21c' };
    if (verdict.costsSupplyTurn) unit.resubordinatedTurn = draft.turn; // [18.52]
    events.push({
      type: 'unitAttached',
      unitId: id,
      unitName: unit.name,
      formationId: formation.id,
      designation: formation.designation,
      penalty: verdict.penalty,
      outOfSupplyThisTurn: verdict.costsSupplyTurn,
      rule: verdict.rule,
    });
  }
}
