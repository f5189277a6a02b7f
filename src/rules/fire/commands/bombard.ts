/**
 * [30.43] The Allied player calls one of scenario 30's special bombardments on a hex: every German
 * unit in it is attacked on its own at Fire Value 6. The judgment and the resolution live in
 * fire/bombardment.ts. Its candidates are of the 'command' kind, which the seeded policy never asks
 * for outside the Command Phase: the legal list offers bombardments, the policy does not use them.
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import type { HexId } from '../../hex';
import { bombardTimeProblem, checkBombard, resolveBombardment } from '../bombardment';
import type { GameState } from '../../core/gameState';
import type { Side } from '../../core/unit';
import { sortedUnits } from '../../state/stacks';
import type { World } from '../../world/world';

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
  candidates: [{ kind: 'command', list: bombardments }],
  describe: (c) => `bombard ${c.hex}`,
  label: (c) => `Special bombardment of ${c.hex} [30.43]`,
  possible: {
    kinds: [{ kind: 'bombard', one: 'hex', many: 'hexes', verb: 'can be bombarded', rule: '30.43' }],
    key: (_state, c) => ({ kind: 'bombard', keys: [c.hex] }),
  },
});

/** [30.43] Every hex with German units the Allied player may bombard now, in hex order. */
function bombardments(state: GameState, world: World, side: Side): BombardCommand[] {
  if (side !== 'allied' || bombardTimeProblem(state)) return [];
  const hexes = new Set<HexId>();
  for (const unit of sortedUnits(state)) if (unit.side === 'german' && !unit.eliminated && unit.hex !== null) hexes.add(unit.hex);
  return [...hexes]
    .sort()
    .filter((hex) => checkBombard(state, world, hex).ok)
    .map((hex): BombardCommand => ({ type: 'bombard', hex }));
}
