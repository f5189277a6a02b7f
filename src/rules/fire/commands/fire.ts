/**
 * [5.0, 5.24, 5.26] Fire: the phasing player's unit fires at an enemy unit in his own fire phase,
 * with all its strength or part of it (split fire). The judgment lives in fire/eligibility.ts and
 * the resolution in fire/resolveFire.ts.
 */
import { validateOverflow } from './overflow';
import { z } from 'zod';
import type { GameState } from '../../core/gameState';
import { refuse } from '../../core/refusal';
import type { Side } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { lastAnswer } from '../../define/lastAnswer';
import { checkFire } from '../eligibility';
import { fireOptions } from '../queries';
import { resolveFire } from '../resolveFire';
import { isLeader } from '../../leaders/leaders';
import { sortedUnits } from '../../state/stacks';
import type { World } from '../../world/world';
import { unitById } from '../../state/unitBuckets';

/**
 * [5.0, 5.24, 5.26] The phasing player fires `firerId` at the enemy unit `targetId` in an own fire
 * phase. `strength` fires only part of the unit's current strength (split fire); the rest may be
 * fired at other targets in the same phase.
 */
export interface FireCommand {
  type: 'fire';
  firerId: string;
  targetId: string;
  strength?: number;
  /** [9.43] Which of the target stack's new top two takes loss beyond the target (default: the top one). */
  overflowTo?: string;
  /** [17.2] Other units announced as firing at the same hex, so that every firer pays the penalty. */
  with?: string[];
}

declare module '../../core/commands' {
  interface CommandMap {
    fire: FireCommand;
  }
}

export const fireCommand = defineCommand({
  type: 'fire',
  schema: z.strictObject({
    type: z.literal('fire'),
    firerId: z.string(),
    targetId: z.string(),
    strength: z.number().int().positive().optional(),
    overflowTo: z.string().optional(),
    with: z.array(z.string()).max(64).optional(),
  }),
  // [5.0] fire in the phasing side's own fire phases.
  when: { phases: ['conditionalFire', 'freeFire'] },
  validate(state, command, world) {
    const verdict = ownFire(world, state, command);
    if (!verdict.ok) return refuse(verdict.code, verdict.rule, verdict.reason);
    return validateOverflow(state, command);
  },
  apply(draft, command, { world, dice, events, before }) {
    const verdict = ownFire(world, before ?? draft, command);
    if (!verdict.ok) return; // validated before; nothing can have changed
    resolveFire(draft, world, verdict.plan, dice, events, command.overflowTo, before ?? undefined);
  },
  candidates: [{ kind: 'fire', list: fires }],
  describe: (c) => `fire "${c.firerId}" at "${c.targetId}"${c.strength !== undefined ? ` with ${c.strength} SP` : ''}`,
  label: (c, name) => `${name(c.firerId)} fires at ${name(c.targetId)}${c.strength !== undefined ? ` with ${c.strength} SP` : ''} [5.0]`,
  possible: {
    kinds: [{ kind: 'fire', one: 'unit', many: 'units', verb: 'can fire', rule: '5.0' }],
    key: (_state, c) => ({ kind: 'fire', keys: [c.firerId] }),
  },
  actors: (c) => [c.firerId],
});

/** The shot judged once: validation's plan is the one resolved (define/lastAnswer.ts). */
const ownFire = lastAnswer((world: World, state: GameState, command: FireCommand) => checkFire(state, world, command, { kind: 'own' }));

/** [5.0, 5.24] every legal shot of every unit of the phasing side, with all its strength left. */
function fires(state: GameState, world: World, side: Side, only?: string): FireCommand[] {
  const out: FireCommand[] = [];
  for (const unit of only !== undefined ? [unitById(state, only)].filter((u) => u !== undefined) : sortedUnits(state)) {
    // [24.4] off-map batteries fire from no hex.
    if (unit.side !== side || unit.eliminated || (unit.hex === null && !unit.offMapBattery) || isLeader(unit)) continue;
    for (const option of fireOptions(state, world, unit.id)) {
      if (option.legal) out.push({ type: 'fire', firerId: unit.id, targetId: option.targetId });
    }
  }
  return out;
}
