/**
 * [14.2, 14.63] The Allied player lifts a serial (or part of one [14.71]) from England to a drop hex,
 * by the northern or southern route, at any moment of his Conditional Movement Phases, between or
 * before his moves [14.63], in any order [14.62].
 */
import { z } from 'zod';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import type { HexId } from '../../hex';
import type { Mode } from '../../core/unit';
import { flyLift } from '../flyLift';
import { validateLift } from '../validateDrop';
import { dropCandidates } from '../dropCandidates';

export interface DropSerialCommand {
  type: 'dropSerial';
  serialId: string;
  hex: HexId;
  route: 'north' | 'south';
  /** Part of the serial only [14.71]; all of it still in England when absent. */
  unitIds?: string[];
  /** Landing modes by unit [14.8]; concentrated where allowed when absent. */
  modes?: Record<string, Mode>;
  /** [23.4] Outside the pathfinder's zone (optional rule, +6). */
  independent?: boolean;
}

declare module '../../core/commands' {
  interface CommandMap {
    dropSerial: DropSerialCommand;
  }
}

export const dropSerialCommand = defineCommand({
  type: 'dropSerial',
  schema: z.strictObject({
    type: z.literal('dropSerial'),
    serialId: z.string(),
    hex: hexIdSchema,
    route: z.enum(['north', 'south']),
    unitIds: z.array(z.string()).optional(),
    modes: z.record(z.string(), z.enum(['concentrated', 'dispersed', 'travel'])).optional(),
    independent: z.boolean().optional(),
  }),
  when: { phases: ['conditionalMovement'] },
  validate: (state, command, world) => validateLift(state, world, command),
  apply(draft, command, { world, dice, events, resumed }) {
    flyLift(draft, world, command, dice, events, resumed);
  },
  candidates: [{ kind: 'air', list: (state, world, side) => (side === 'allied' ? dropCandidates(state, world) : []) }],
  describe: (c) => `drop serial ${c.serialId} on ${c.hex} by the ${c.route}ern route`,
  label: (c) => `Drop serial ${c.serialId} on ${c.hex} (${c.route}ern route) [14.2]`,
  actors: (c) => c.unitIds ?? [],
});
