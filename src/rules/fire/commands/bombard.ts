/**
 * [30.43] The Allied player calls one of scenario 30's special bombardments on a hex: every German
 * unit in it is attacked on its own at Fire Value 6. The judgment and the resolution live in
 * fire/bombardment.ts. Engine-only for now: no candidates, so no policy or button offers it.
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import type { HexId } from '../../hex';
import { checkBombard, resolveBombardment } from '../bombardment';

export interface BombardCommand {
  type: 'bombard';
  hex: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    bombard: BombardCommand;
  }
}

export const bombardCommand = defineCommand({
  type: 'bombard',
  schema: z.strictObject({ type: z.literal('bombard'), hex: hexIdSchema }),
  // [30.43] the Allied fire phases, and the opening phase of GT 2 before play; bombardment.ts says which.
  when: { phases: ['conditionalFire', 'freeFire', 'conditionalMovement'] },
  validate(state, command, world) {
    const verdict = checkBombard(state, world, command.hex);
    return verdict.ok ? OK : refuse(verdict.code, '30.43', `${verdict.reason}.`);
  },
  apply(draft, command, { world, dice, events, before }) {
    const verdict = checkBombard(before ?? draft, world, command.hex);
    if (!verdict.ok) return; // validated before; nothing can have changed
    resolveBombardment(draft, world, verdict.targets[0]!.hex!, verdict.spotterId, verdict.targets.map((u) => u.id), dice, events);
  },
  describe: (c) => `bombard ${c.hex}`,
  label: (c) => `Special bombardment of ${c.hex} [30.43]`,
});
