/**
 * [14.72] The Allied player rearranges the England display: a unit moves from one serial to another
 * (or to a new serial of the same group). He may never end with fewer serials, nor with a serial over
 * 24 strength points. Allowed before play and in any Allied phase, for units still in England.
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { phaseDefinition } from '../../sequence/phases';
import { serialOf } from '../airLandingState';
import { unitById } from '../../state/unitBuckets';

/** [14.72] The largest serial a regrouping may create. */
export const MAX_SERIAL_STRENGTH = 24;

export interface RegroupSerialCommand {
  type: 'regroupSerial';
  unitId: string;
  /** An existing serial, or a new name for a new serial (of the unit's old group). */
  toSerial: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    regroupSerial: RegroupSerialCommand;
  }
}

export const regroupSerialCommand = defineCommand({
  type: 'regroupSerial',
  schema: z.strictObject({ type: z.literal('regroupSerial'), unitId: z.string(), toSerial: z.string().min(1).max(40) }),
  when: { phases: ['command', 'organization', 'conditionalFire', 'conditionalMovement', 'freeFire'] },
  validate(state, command) {
    if (phaseDefinition(state.phase).phasing !== 'allied') return refuse('WRONG_SIDE', '14.72', 'The England display is the Allied player’s to rearrange, in his own phases.');
    const from = serialOf(state, command.unitId);
    const unit = unitById(state, command.unitId);
    if (!from || !unit) return refuse('NOT_IN_STACK', '14.72', `${unit?.name ?? command.unitId} is not waiting in England.`);
    if (from.id === command.toSerial) return refuse('NOT_A_CHOICE', '14.72', `${unit.name} is already in serial ${from.id}.`);
    const to = state.airLanding.serials[command.toSerial];
    if (from.unitIds.length === 1 && to) return refuse('NOT_A_CHOICE', '14.72', `Moving ${unit.name} would empty serial ${from.id}: the display may not end with fewer serials.`);
    const strength = (to?.unitIds ?? []).reduce((sum, id) => sum + (unitById(state, id)?.strength ?? 0), 0) + unit.strength;
    if (strength > MAX_SERIAL_STRENGTH) return refuse('SERIAL_TOO_BIG', '14.72', `Serial ${command.toSerial} would hold ${strength} strength points: a regrouped serial may not exceed ${MAX_SERIAL_STRENGTH}.`);
    return OK;
  },
  apply(draft, command, { events }) {
    const from = serialOf(draft, command.unitId)!;
    from.unitIds = from.unitIds.filter((id) => id !== command.unitId);
    const to = (draft.airLanding.serials[command.toSerial] ??= { id: command.toSerial, group: from.group, unitIds: [], lifts: 0, ...(from.glider ? { glider: true } : {}) });
    to.unitIds.push(command.unitId);
    if (from.unitIds.length === 0 && from.lifts === 0) delete draft.airLanding.serials[from.id];
    events.push({ type: 'serialRegrouped', unitId: command.unitId, unitName: unitById(draft, command.unitId)!.name, from: from.id, to: to.id, rule: '14.72' });
  },
  describe: (c) => `move ${c.unitId} to serial ${c.toSerial} in England`,
  label: (c, name) => `Move ${name(c.unitId)} to serial ${c.toSerial} [14.72]`,
  actors: (c) => [c.unitId],
});
