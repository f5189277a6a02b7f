/**
 * [28.43] The optional historical shift of the 1st Airborne's supplyhead, second step: once the
 * scenario has moved it (as GT 8 begins, scenario/supplyheadShift.ts) and the division is out of
 * supply, the Allied player may move it to its last historical hex (A2324) in his Command Phase.
 * Reading (docs/scenarios.md, "Scenario 28"): "out of supply" is the division's HQs all found
 * unsupplied at the last Allied Command Phase (the 11.14 streak is at least 1); the marker goes to
 * the named hex itself.
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { phaseDefinition } from '../../sequence/phases';
import type { GameState } from '../../core/gameState';
import type { Refusal } from '../../core/refusal';

export interface ShiftSupplyheadCommand {
  type: 'shiftSupplyhead';
  formationId: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    shiftSupplyhead: ShiftSupplyheadCommand;
  }
}

/** Why the supplyhead may not be moved to its last hex now, or null. */
export function shiftSupplyheadRefusal(state: GameState, formationId: string): Refusal | null {
  const shift = state.restrictions?.supplyheadShift;
  if (!shift || shift.formationId !== formationId) return refuse('NOT_A_CHOICE', '28.43', 'This game has no supplyhead shift (the optional rule is off, or not this formation).');
  if (phaseDefinition(state.phase).phasing !== 'allied') return refuse('WRONG_SIDE', '28.43', 'Only the Allied player moves his supplyhead, in his Command Phase.');
  if (state.turn < shift.turn) return refuse('NOT_A_CHOICE', shift.rule, `The supplyhead makes its scheduled move to ${shift.hex} first, as GT ${shift.turn} begins.`);
  const at = state.supply.supplyheads[formationId];
  if (!at) return refuse('NOT_A_CHOICE', shift.rule, 'The supplyhead is not on the map.');
  if (at === shift.lastHex) return refuse('NOT_A_CHOICE', shift.rule, `The supplyhead already stands at ${shift.lastHex}.`);
  if ((state.supply.redropStreaks?.[formationId] ?? 0) < 1) {
    return refuse('NOT_A_CHOICE', shift.rule, 'Only a division out of supply may move its supplyhead: its HQs were not all found unsupplied at the last Allied Command Phase.');
  }
  return null;
}

export const shiftSupplyheadCommand = defineCommand({
  type: 'shiftSupplyhead',
  schema: z.strictObject({ type: z.literal('shiftSupplyhead'), formationId: z.string() }),
  when: { phases: ['command'] },
  validate: (state, command) => shiftSupplyheadRefusal(state, command.formationId) ?? OK,
  apply(draft, command, { events }) {
    const shift = draft.restrictions!.supplyheadShift!;
    const from = draft.supply.supplyheads[command.formationId]!;
    draft.supply.supplyheads[command.formationId] = shift.lastHex;
    events.push({ type: 'supplyheadShifted', formationId: command.formationId, from, to: shift.lastHex, byPlayer: true, rule: shift.rule });
  },
  candidates: [
    {
      kind: 'command',
      list: (state, _world, side) => {
        const shift = state.restrictions?.supplyheadShift;
        return shift && side === 'allied' ? [{ type: 'shiftSupplyhead' as const, formationId: shift.formationId }] : [];
      },
    },
  ],
  describe: (c) => `move the ${c.formationId} supplyhead to its last position`,
  label: (c) => `Move the ${c.formationId} supplyhead to its last position [28.43]`,
});
